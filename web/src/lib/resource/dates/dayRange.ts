import { DEFAULT_RANGE_DAYS, utcDay } from 'contracts'

/**
 * A range of whole days, as lists and the dashboard keep it in the URL:
 * `from`/`to` are `YYYY-MM-DD`, each day starting at UTC midnight (docs/requirements.md#constants),
 * `to` included. Without `from`, the default: the last 30 days (today
 * included); without `to`, up to now. The API reads the same two parameters
 * the same way (contracts' resolveDateRange), so they travel as they are.
 */
export interface DayRange {
  from?: string
  to?: string
}

/** The query keys of a day range. */
export const DAY_RANGE_KEYS = ['from', 'to'] as const

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false
  const ms = Date.parse(`${value}T00:00:00.000Z`)
  return !Number.isNaN(ms) && utcDay(ms) === value
}

/** The day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) =>
  utcDay(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS)

/** The first day of the default range: today and the 29 days before it. */
export const defaultFrom = (now: number) => addDays(utcDay(now), -(DEFAULT_RANGE_DAYS - 1))

/**
 * Reads a range from a query string. Anything malformed (not a real day, a
 * `to` without `from`, `to` before `from`) falls back to the default, so a
 * hand-edited link never breaks the screen.
 */
export function readDayRange(params: URLSearchParams): DayRange {
  const from = params.get('from') ?? undefined
  const to = params.get('to') ?? undefined
  if (from === undefined) return {}
  if (!isDay(from)) return {}
  if (to === undefined) return { from }
  if (!isDay(to) || to < from) return {}
  return { from, to }
}

/** Writes a range into a query string; the default leaves both keys out. */
export function writeDayRange(params: URLSearchParams, range: DayRange): void {
  for (const key of DAY_RANGE_KEYS) {
    const value = range[key]
    if (value) params.set(key, value)
    else params.delete(key)
  }
}

/**
 * The range as it is stored: a range ending today is "up to now" (no `to`),
 * and the last 30 days up to now is the default (nothing at all).
 */
export function normalizeDayRange(range: DayRange, now: number = Date.now()): DayRange {
  const from = range.from
  const to = range.to === utcDay(now) ? undefined : range.to
  if (!from || (from === defaultFrom(now) && !to)) return {}
  return to ? { from, to } : { from }
}

/** What the API is asked for: the default's first day spelled out, since not every list assumes it. */
export function dayRangeQuery(range: DayRange, now: number = Date.now()) {
  return { from: range.from ?? defaultFrom(now), to: range.to }
}

/** The first and last day a range covers (the last is today when it runs up to now). */
export function dayRangeBounds(range: DayRange, now: number = Date.now()) {
  return { first: range.from ?? defaultFrom(now), last: range.to ?? utcDay(now) }
}
