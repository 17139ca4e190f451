import { DEFAULT_RANGE_DAYS } from './constants'

const DAY_MS = 24 * 60 * 60 * 1000
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** UTC midnight at or before `ms` (docs/requirements.md#constants: a day starts at UTC midnight). */
export const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS

/** `YYYY-MM-DD` of the UTC day holding `ms`. */
export const utcDay = (ms: number) => new Date(startOfUtcDay(ms)).toISOString().slice(0, 10)

/**
 * The half-open range `[fromMs, toMs)` a `from`/`to` query means. A date
 * `YYYY-MM-DD` is that day's UTC midnight as `from`, and the end of that day as
 * `to`; an instant is itself. Without `from`: the UTC midnight that starts the
 * last 30 days (today included); without `to`: now. The dashboard and every
 * list with a date range read it this way, on both sides.
 */
export function resolveDateRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: number = Date.now(),
): { fromMs: number; toMs: number } {
  const toMs =
    query.to === undefined
      ? now
      : DATE_ONLY.test(query.to)
        ? Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS
        : Date.parse(query.to)
  const fromMs =
    query.from === undefined
      ? startOfUtcDay(now) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS
      : DATE_ONLY.test(query.from)
        ? Date.parse(`${query.from}T00:00:00.000Z`)
        : Date.parse(query.from)
  return { fromMs, toMs }
}

/** Whole years between a birth date `YYYY-MM-DD` and `now` (UTC). */
export function ageOn(dateOfBirth: string, now: number = Date.now()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const today = new Date(now)
  let age = today.getUTCFullYear() - y
  const month = today.getUTCMonth() + 1
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1
  return age
}
