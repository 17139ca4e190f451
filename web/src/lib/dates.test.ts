import { describe, expect, it } from 'vitest'
import {
  defaultDateRange,
  formatDate,
  formatDateTime,
  formatTime,
  parseDate,
  parseDateTime,
  startOfUtcDay,
} from './dates'

describe('dates', () => {
  it('formats a date as "Month day, year"', () => {
    expect(formatDate('2026-11-21T15:05:00Z', 'UTC')).toBe('November 21, 2026')
    expect(formatDate('2023-07-31T00:00:00Z', 'UTC')).toBe('July 31, 2023')
  })

  it('formats a date and time on a 12-hour clock with AM/PM', () => {
    expect(formatDateTime('2026-11-21T15:05:00Z', 'UTC')).toBe('November 21, 2026, 3:05 PM')
    expect(formatDateTime('2026-01-02T00:07:00Z', 'UTC')).toBe('January 2, 2026, 12:07 AM')
    expect(formatDateTime('2026-01-02T12:00:00Z', 'UTC')).toBe('January 2, 2026, 12:00 PM')
  })

  it('formats a time to the second on a 12-hour clock', () => {
    expect(formatTime('2026-11-21T12:04:31Z', 'UTC')).toBe('12:04:31 PM')
    expect(formatTime('2026-11-21T00:00:05Z', 'UTC')).toBe('12:00:05 AM')
    expect(formatTime('2026-11-21T21:09:00Z', 'Asia/Beirut')).toBe('11:09:00 PM')
  })

  it('uses the time zone it is given', () => {
    // Beirut is UTC+2 in winter: 23:30 UTC is already the next day there.
    expect(formatDateTime('2026-11-21T23:30:00Z', 'Asia/Beirut')).toBe('November 22, 2026, 1:30 AM')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    const at = Date.UTC(2026, 10, 21, 15, 5)
    expect(formatDate(new Date(at), 'UTC')).toBe('November 21, 2026')
    expect(formatDateTime(at, 'UTC')).toBe('November 21, 2026, 3:05 PM')
  })

  it('refuses something that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError)
  })

  it('starts a day at UTC midnight', () => {
    expect(startOfUtcDay('2026-11-21T23:59:59.999Z').toISOString()).toBe('2026-11-21T00:00:00.000Z')
  })

  it('defaults to the last 30 days up to now', () => {
    const now = new Date('2026-11-21T15:05:00Z')
    const { from, to } = defaultDateRange(now)
    expect(to.toISOString()).toBe('2026-11-21T15:05:00.000Z')
    expect(from.toISOString()).toBe('2026-10-23T00:00:00.000Z')
    const days = (startOfUtcDay(to).getTime() - from.getTime()) / 86_400_000 + 1
    expect(days).toBe(30)
  })

  it('reads a date back as formatDate writes it, and nothing else', () => {
    const date = parseDate('November 21, 2026')
    expect(date && formatDate(date)).toBe('November 21, 2026')
    expect(parseDate('july 4 2026')?.getDate()).toBe(4)
    expect(parseDate('February 30, 2026')).toBeUndefined()
    expect(parseDate('Smarch 1, 2026')).toBeUndefined()
    expect(parseDate('2026-11-21')).toBeUndefined()
  })

  it('reads a date and time as it is written, in the browser’s zone', () => {
    const date = parseDateTime('November 21, 2026, 3:05 PM')
    expect(date && formatDateTime(date)).toBe('November 21, 2026, 3:05 PM')
    expect(parseDateTime('november 21 2026 12:07 am')?.getHours()).toBe(0)
    expect(parseDateTime('November 21, 2026, 12:30 PM')?.getHours()).toBe(12)
    expect(parseDateTime('November 21, 2026, 13:05 PM')).toBeUndefined()
    expect(parseDateTime('November 21, 2026, 3:60 PM')).toBeUndefined()
    expect(parseDateTime('November 21, 2026')).toBeUndefined()
    expect(parseDateTime('February 30, 2026, 3:05 PM')).toBeUndefined()
  })
})
