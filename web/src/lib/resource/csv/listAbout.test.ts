import { describe, expect, it } from 'vitest'
import { aboutRows, exportFileName } from '../../export'
import type { ListState } from '../list/listState'
import { csvWithAbout, listAbout } from './listAbout'

// 00:30 on Nov 28 in Beirut, still Nov 27 in UTC: the list's days are UTC days.
const AT = Date.parse('2026-11-27T22:30:00.000Z')
const state = (over: Partial<ListState> = {}): ListState => ({
  page: 2,
  pageSize: 50,
  sort: undefined,
  search: '',
  filters: {},
  ...over,
})

describe('a list’s CSV says what it is', () => {
  it('names the list, the branch of its Branch filter, and its whole range of UTC days', () => {
    const about = listAbout(
      'Orders',
      state({
        dateRange: { from: '2026-10-01', to: '2026-10-31' },
        filters: { branchId: '1', status: 'delivered,picked_up' },
        search: ' Maya ',
      }),
      [
        { id: 'filter-created', label: 'Created', value: 'Oct 1, 2026 – Oct 31, 2026' },
        { id: 'filter-branch', label: 'Branch', value: 'Beirut - Hamra' },
      ],
      'Rania Haddad',
      AT,
    )
    expect(exportFileName({ ...about, report: 'orders' }, 'csv')).toBe(
      'orders-beirut-hamra-2026-10-01-to-2026-10-31.csv',
    )
    const rows = aboutRows(about)
    expect(rows[0]).toEqual(['Report', 'Orders'])
    expect(rows[1]).toEqual(['Branches', 'Beirut - Hamra'])
    expect(rows[2]![0]).toBe('Range')
    expect(rows[2]![1]).toContain('each day starts at midnight UTC')
    expect(rows.slice(3)).toEqual([
      ['Created', 'Oct 1, 2026 – Oct 31, 2026'],
      ['Search', 'Maya'],
      ['Filters, as in the address', 'branchId=1&status=delivered%2Cpicked_up'],
      ['Exported', 'Rania Haddad on November 28, 2026, 12:30 AM'],
    ])
  })

  it("names a branch filtered by its Arabic name by the branch's English name in the file", () => {
    const tag = { id: 'filter-branch', label: 'الفرع', value: 'بيروت - الحمرا' }
    const about = listAbout(
      'الطلبات',
      state({ filters: { branchId: '1' } }),
      [{ ...tag, fileValue: 'Beirut - Hamra' }],
      'Rania Haddad',
      AT,
    )
    expect(about.branch).toBe('بيروت - الحمرا')
    expect(exportFileName({ ...about, report: 'orders' }, 'csv')).toMatch(/^orders-beirut-hamra-/)
  })

  it('the default range is the last 30 UTC days up to now; no branch filter is all branches', () => {
    const about = listAbout('Orders', state({ dateRange: {} }), [], 'A B', AT)
    expect(exportFileName({ ...about, report: 'orders' }, 'csv')).toBe(
      'orders-all-branches-2026-10-29-to-2026-11-27.csv',
    )
    expect(aboutRows(about)[1]).toEqual(['Branches', 'All branches'])
  })

  it('a figure’s exact instants are its range, on the business’s clock, said as what they bound', () => {
    const about = listAbout(
      'Orders',
      state({
        filters: {
          completedFrom: '2026-10-14T21:00:00.000Z',
          completedTo: '2026-10-15T21:00:00.000Z',
          status: 'delivered,picked_up',
        },
      }),
      [],
      'A B',
      AT,
    )
    // Oct 15 on Beirut's clock, one day.
    expect(exportFileName({ ...about, report: 'orders' }, 'csv')).toBe(
      'orders-all-branches-2026-10-15.csv',
    )
    expect(aboutRows(about)[2]![1]).toBe(
      'Oct 15, 12:00 AM – Oct 16, 12:00 AM, Beirut (when the orders ended)',
    )
  })

  it('a list with no range is named by the day of the export; its rows come after an empty line', () => {
    const about = listAbout('Categories', state(), [], 'A B', AT)
    expect(exportFileName({ ...about, report: 'categories' }, 'csv')).toBe(
      'categories-all-branches-2026-11-28.csv',
    )
    const csv = csvWithAbout(aboutRows(about), ['ID', 'Name'], [[1, 'Pizza']])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Report,Categories')
    const blank = lines.indexOf('')
    expect(lines.slice(blank + 1)).toEqual(['ID,Name', '1,Pizza', ''])
    expect(lines.slice(0, blank).every((l) => l.split(',').length >= 2)).toBe(true)
  })
})
