import { DEFAULT_RANGE_DAYS } from 'contracts'

/** The one date helper of the app (SPEC §9, DESIGN §6). */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const DAY_MS = 24 * 60 * 60 * 1000

export type DateInput = Date | string | number

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return date
}

function partsOf(date: Date, timeZone?: string): Parts {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    }
  }
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(fields.find((p) => p.type === type)?.value ?? 0)
  return {
    year: get('year'),
    month: get('month') - 1,
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  }
}

/** "November 21, 2026" (in the browser's time zone unless one is given). */
export function formatDate(value: DateInput, timeZone?: string): string {
  const p = partsOf(toDate(value), timeZone)
  return `${MONTHS[p.month]} ${p.day}, ${p.year}`
}

const twoDigits = (n: number) => String(n).padStart(2, '0')
const hour12 = (p: Parts) => (p.hour % 12 === 0 ? 12 : p.hour % 12)
const meridiem = (p: Parts) => (p.hour < 12 ? 'AM' : 'PM')

/** "November 21, 2026, 3:05 PM": 12-hour clock with AM/PM. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const p = partsOf(toDate(value), timeZone)
  return `${MONTHS[p.month]} ${p.day}, ${p.year}, ${hour12(p)}:${twoDigits(p.minute)} ${meridiem(p)}`
}

/** "3:05:09 PM": a time of today to the second (when a live screen last refreshed). */
export function formatTime(value: DateInput, timeZone?: string): string {
  const p = partsOf(toDate(value), timeZone)
  return `${hour12(p)}:${twoDigits(p.minute)}:${twoDigits(p.second)} ${meridiem(p)}`
}

/** The UTC midnight that starts the day of `value` (SPEC §9: a day starts at UTC midnight). */
export function startOfUtcDay(value: DateInput): Date {
  const date = toDate(value)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

export interface DateRange {
  from: Date
  to: Date
}

/**
 * The default range: the last 30 days up to now, i.e. today (UTC) and the 29
 * UTC days before it, from that first day's UTC midnight up to this instant.
 */
export function defaultDateRange(now: DateInput = new Date()): DateRange {
  const to = toDate(now)
  const from = new Date(startOfUtcDay(to).getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS)
  return { from, to }
}

/**
 * Reads a date typed as formatDate writes it ("November 21, 2026"), as that
 * day's midnight in the browser's time zone; undefined when it is not one.
 */
export function parseDate(text: string): Date | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})\s*$/.exec(text)
  if (!match) return undefined
  const month = MONTHS.findIndex((m) => m.toLowerCase() === match[1]!.toLowerCase())
  const day = Number(match[2])
  const year = Number(match[3])
  const date = new Date(year, month, day)
  const real = month >= 0 && date.getMonth() === month && date.getDate() === day
  return real ? date : undefined
}

/**
 * Reads a date and time typed as formatDateTime writes it ("November 21, 2026,
 * 3:05 PM"; the commas and the case of AM/PM are optional), in the browser's
 * time zone; undefined when it is not one.
 */
export function parseDateTime(text: string): Date | undefined {
  const match = /^\s*(.+?),?\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(text)
  if (!match) return undefined
  const day = parseDate(match[1]!)
  const hour = Number(match[2])
  const minute = Number(match[3])
  if (!day || hour < 1 || hour > 12 || minute > 59) return undefined
  const pm = match[4]!.toUpperCase() === 'PM'
  day.setHours((hour % 12) + (pm ? 12 : 0), minute)
  return day
}
