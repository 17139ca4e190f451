import { describe, expect, it } from 'vitest'
import { listQuery, parseListState, serializeListState } from '../list/listState'
import type { ListOptions } from '../list/listState'
import {
  dayRangeBounds,
  dayRangeQuery,
  normalizeDayRange,
  readDayRange,
  writeDayRange,
} from './dayRange'
import type { DayRange } from './dayRange'
import { dayRangeShortcuts, mondayOf } from './dayRangeShortcuts'

// November 23, 2026, 14:30 UTC.
const NOW = Date.UTC(2026, 10, 23, 14, 30)

const options: ListOptions = {
  sortable: ['createdAt'],
  filterKeys: ['status'],
  pageSize: 50,
  sort: { field: 'createdAt', direction: 'desc' },
  dateRange: true,
}

/** A range as the list stores it, then read back from its link. */
const throughLink = (range: DayRange) => {
  const link = serializeListState(
    { page: 1, pageSize: 50, sort: options.sort, search: '', filters: {}, dateRange: range },
    options,
  ).toString()
  return { link, back: parseListState(new URLSearchParams(link), options).dateRange }
}

describe('a day range in the URL', () => {
  it('leaves the default (the last 30 days up to now) out of the link', () => {
    expect(throughLink({})).toEqual({ link: '', back: {} })
    expect(parseListState(new URLSearchParams(''), options).dateRange).toEqual({})
    // The API is still told where the 30 days start (today and the 29 days before).
    expect(dayRangeQuery({}, NOW)).toEqual({ from: '2026-10-25', to: undefined })
    expect(dayRangeBounds({}, NOW)).toEqual({ first: '2026-10-25', last: '2026-11-23' })
  })

  it('round-trips every shortcut, each normalized as the list stores it', () => {
    const stored = dayRangeShortcuts(NOW).map(({ label, range }) => ({
      label,
      range: normalizeDayRange(range, NOW),
    }))
    expect(stored).toEqual([
      { label: 'Today', range: { from: '2026-11-23' } },
      { label: 'Yesterday', range: { from: '2026-11-22', to: '2026-11-22' } },
      // Monday, November 23: this week is today so far.
      { label: 'This week', range: { from: '2026-11-23' } },
      { label: 'Last 7 days', range: { from: '2026-11-17' } },
      { label: 'Last 30 days', range: {} },
      { label: 'This month', range: { from: '2026-11-01' } },
      { label: 'Last month', range: { from: '2026-10-01', to: '2026-10-31' } },
    ])
    // This week starts on the business clock's Monday: Sunday afternoon belongs to the
    // week of the Monday before; late Sunday evening in UTC is already Monday in Beirut,
    // whose week is that UTC day so far.
    const thisWeek = (ms: number) => dayRangeShortcuts(ms).find((s) => s.label === 'This week')
    expect(mondayOf(Date.UTC(2026, 10, 29, 22, 30))).toBe('2026-11-30')
    expect(thisWeek(Date.UTC(2026, 10, 29, 22, 30))!.range).toEqual({ from: '2026-11-29' })
    expect(thisWeek(Date.UTC(2026, 10, 29, 14, 0))!.range).toEqual({ from: '2026-11-23' })
    expect(thisWeek(Date.UTC(2026, 10, 27, 9, 0))!.range).toEqual({ from: '2026-11-23' })
    // In January, last month is December of the year before.
    expect(dayRangeShortcuts(Date.UTC(2027, 0, 5)).at(-1)).toEqual({
      label: 'Last month',
      range: { from: '2026-12-01', to: '2026-12-31' },
    })
    for (const { label, range } of stored) expect(throughLink(range).back, label).toEqual(range)
    expect(throughLink({ from: '2026-11-22', to: '2026-11-22' }).link).toBe(
      'from=2026-11-22&to=2026-11-22',
    )
  })

  it('stores a range picked up to today as running up to now, and the last 30 days as the default', () => {
    expect(normalizeDayRange({ from: '2026-11-01', to: '2026-11-23' }, NOW)).toEqual({
      from: '2026-11-01',
    })
    expect(normalizeDayRange({ from: '2026-10-25', to: '2026-11-23' }, NOW)).toEqual({})
    expect(normalizeDayRange({ from: '2026-10-25', to: '2026-11-20' }, NOW)).toEqual({
      from: '2026-10-25',
      to: '2026-11-20',
    })
  })

  it('falls back to the default for anything malformed', () => {
    const read = (query: string) => readDayRange(new URLSearchParams(query))
    expect(read('from=yesterday')).toEqual({})
    expect(read('from=2026-02-30')).toEqual({})
    expect(read('from=2026-13-01')).toEqual({})
    expect(read('from=2026-11-01T00:00:00Z')).toEqual({})
    expect(read('to=2026-11-01')).toEqual({})
    expect(read('from=2026-11-10&to=2026-11-01')).toEqual({})
    expect(read('from=2026-11-01&to=soon')).toEqual({})
    expect(read('from=2026-11-01&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' })
  })

  it('travels to the API as from/to with the rest of the list’s query', () => {
    const state = parseListState(
      new URLSearchParams('from=2026-11-01&to=2026-11-10&status=pending&page=2'),
      options,
    )
    expect(listQuery(state)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-10',
      status: 'pending',
      page: 2,
    })
  })

  it('is written into a query string without touching its other keys', () => {
    const params = new URLSearchParams('from=2026-11-01&to=2026-11-02&tab=summary')
    writeDayRange(params, { from: '2026-11-05' })
    expect(params.toString()).toBe('from=2026-11-05&tab=summary')
    writeDayRange(params, {})
    expect(params.toString()).toBe('tab=summary')
  })

  it('is no part of a list without a date range', () => {
    const plain = { ...options, dateRange: undefined }
    const state = parseListState(new URLSearchParams('from=2026-11-01'), plain)
    expect(state.dateRange).toBeUndefined()
    expect(listQuery(state).from).toBeUndefined()
  })
})
