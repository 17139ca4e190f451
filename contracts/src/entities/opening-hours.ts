import { z } from 'zod'
import { flag, parsedCleanly, timeOfDay, whenListValid, whenValid } from '../fields'
import { businessTimeZone, instantOfWallClock, wallClock } from '../time-zone'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** A day may have a lunch and a dinner service, no more. */
export const MAX_RANGES_A_DAY = 2

export const OPENING_HOURS_MESSAGES = {
  noRanges: 'Give the hours of the day or mark it closed',
  tooManyRanges: `At most ${MAX_RANGES_A_DAY} ranges a day`,
  emptyRange: 'Closes at must differ from opens at',
  overlap: 'The ranges of the day overlap',
  overlapsDayBefore: (day: Weekday) => `Overlaps ${dayName(day)}'s hours past midnight`,
} as const

/** "monday" → "Monday". */
export const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1)

/** One service: `close` earlier than `open` runs past midnight (18:00–02:00). */
export const openingRangeSchema = z
  .strictObject({ open: timeOfDay('Opens at'), close: timeOfDay('Closes at') })
  .refine((r) => r.open !== r.close, {
    error: OPENING_HOURS_MESSAGES.emptyRange,
    path: ['close'],
  })
export type OpeningRange = z.infer<typeof openingRangeSchema>

/** A day's hours: closed, or one or two ranges. Messages about the whole day sit on `day`. */
export const openingHoursDaySchema = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: 'Day must be a weekday name' }),
    closed: flag('Closed', false),
    ranges: z
      .array(openingRangeSchema, { error: 'Ranges must be a list' })
      .max(MAX_RANGES_A_DAY, OPENING_HOURS_MESSAGES.tooManyRanges),
  })
  .superRefine(
    (d, ctx) => {
      if (d.closed) return
      if (d.ranges.length === 0) {
        ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.noRanges, path: ['day'] })
      } else if (overlaps(d.ranges.map((r) => span(r)))) {
        ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.overlap, path: ['day'] })
      }
    },
    whenValid('closed', 'ranges'),
  )
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>

/** The week, Monday first; a range past midnight must not run into the next day's first one. */
export const openingHoursSchema = z
  .array(openingHoursDaySchema, { error: 'Opening hours must be a list' })
  .length(7, 'Give the hours of all seven days')
  .refine((days) => days.every((d, i) => d.day === WEEKDAYS[i]), {
    error: 'Give the hours of each day once, Monday to Sunday',
    ...whenListValid,
  })
  .superRefine(
    (days, ctx) => {
      // Each pair of days is judged once both parsed, whatever the other days hold.
      const readable = (i: number) => parsedCleanly(ctx.issues, ['closed', 'ranges'], [i])
      days.forEach((today, i) => {
        const before = days[(i + 6) % 7]!
        if (!readable(i) || !readable((i + 6) % 7)) return
        const spill = openRanges(before).map((r) => span(r)[1] - MINUTES_A_DAY)
        const late = Math.max(0, ...spill)
        if (late > 0 && openRanges(today).some((r) => span(r)[0] < late)) {
          ctx.addIssue({
            code: 'custom',
            message: OPENING_HOURS_MESSAGES.overlapsDayBefore(before.day),
            path: [i, 'day'],
          })
        }
      })
    },
    { when: (payload) => inWeekOrder(payload.value) },
  )

/** Seven days, Monday first, each naming its day: what the week's rules read. */
function inWeekOrder(value: unknown) {
  return (
    Array.isArray(value) &&
    value.length === WEEKDAYS.length &&
    value.every((d: unknown, i) => (d as { day?: unknown } | null)?.day === WEEKDAYS[i])
  )
}

const MINUTES_A_DAY = 24 * 60
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** A range as minutes since the day's midnight, [start, end); past midnight ends after 1440. */
function span(range: OpeningRange): [number, number] {
  const start = minutesOf(range.open)
  const end = minutesOf(range.close)
  return [start, end <= start ? end + MINUTES_A_DAY : end]
}

function overlaps(spans: [number, number][]) {
  return spans.some(([a, b], i) => spans.some(([c, d], j) => j > i && a < d && c < b))
}

const openRanges = (day: OpeningHoursDay | undefined) => (day && !day.closed ? day.ranges : [])

/**
 * The weekday and minute of the day an instant is on the branches' wall clocks:
 * the business's clock (BUSINESS_TIME_ZONE, default Asia/Beirut).
 */
export function branchClock(
  at: number | Date,
  zone: string = businessTimeZone(),
): { day: Weekday; minute: number } {
  const w = wallClock(at, zone)
  return { day: w.weekday as Weekday, minute: w.hour * 60 + w.minute }
}

/**
 * True when a branch with these hours is open at the instant, read on the
 * business's clock (default Asia/Beirut) whatever the caller's own zone: one of the day's
 * ranges covers the minute, or the day before has one running past midnight
 * that has not closed yet. A range opens at its first minute and is closed at
 * its closing minute.
 */
export function isOpenAt(
  hours: readonly OpeningHoursDay[],
  at: number | Date,
  zone: string = businessTimeZone(),
): boolean {
  const { day, minute } = branchClock(at, zone)
  const i = WEEKDAYS.indexOf(day)
  const today = hours.find((d) => d.day === day)
  const before = hours.find((d) => d.day === WEEKDAYS[(i + 6) % 7])
  return (
    openRanges(today).some((r) => {
      const [start, end] = span(r)
      return minute >= start && minute < end
    }) || openRanges(before).some((r) => minute + MINUTES_A_DAY < span(r)[1])
  )
}

/**
 * When the branch closes "today" on the business's clock, seen at `at`: the
 * close of the range open now (a range past midnight closes the next day),
 * else the close of the next range opening later today, else the end of the
 * day (the next midnight on the business's clock).
 */
export function closingTimeAfter(
  hours: readonly OpeningHoursDay[],
  at: number,
  zone: string = businessTimeZone(),
): number {
  const w = wallClock(at, zone)
  const { day, minute } = branchClock(at, zone)
  const i = WEEKDAYS.indexOf(day)
  const wallAt = (dayOffset: number, minutes: number) =>
    instantOfWallClock(
      { year: w.year, month: w.month, day: w.day + dayOffset, hour: 0, minute: minutes },
      zone,
    )
  const before = hours.find((d) => d.day === WEEKDAYS[(i + 6) % 7])
  for (const r of openRanges(before)) {
    const end = span(r)[1] - MINUTES_A_DAY
    if (minute < end) return wallAt(0, end)
  }
  const today = openRanges(hours.find((d) => d.day === day))
    .map(span)
    .sort((a, b) => a[0] - b[0])
  const now = today.find(([start, end]) => minute >= start && minute < end)
  const next = now ?? today.find(([start]) => start > minute)
  return next ? wallAt(0, next[1]) : wallAt(1, 0)
}
