import { DEFAULT_RANGE_DAYS, businessTimeZone, latinDigits, wallClock } from 'contracts'
import { i18nState } from './i18n/state'

/**
 * The one date helper of the app (docs/requirements.md#constants, docs/requirements.md#web-conventions). Every time is shown
 * and typed on the business's clock (BUSINESS_TIME_ZONE, default
 * Asia/Beirut), whatever the device's zone; a date RANGE's days start at UTC
 * midnight (docs/requirements.md#constants), so range bounds are formatted with `'UTC'`.
 */

export { readBusinessTimeZone } from './businessZone'

/** "Beirut" (in Arabic بيروت): the business's zone as its city (`UTC` stays `UTC`). */
export const businessCity = () =>
  inArabic() && businessTimeZone() === 'Asia/Beirut'
    ? 'بيروت'
    : businessTimeZone().split('/').at(-1)!.replace(/_/g, ' ')

/**
 * The business's zone as a person reads it, its city in the page's language and its id:
 * "Beirut (Asia/Beirut)", in Arabic "بيروت (Asia/Beirut)" (`UTC` stays `UTC`).
 */
export function businessZoneLabel(): string {
  const zone = businessTimeZone()
  const city = businessCity()
  return city === zone ? zone : `${city} (${zone})`
}

/**
 * Said under a date range: its days are UTC days (docs/requirements.md#constants). This and
 * the typing hints and refusals below are English here; the SPA shows them through say(),
 * their Arabic in contracts/src/locales/ar.ts.
 */
export const UTC_DAYS_HINT = 'Days run from midnight UTC'

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

/** Lebanon's month names (the Syriac ones the Levant uses), January first. */
const MONTHS_AR = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
] as const

/** The page speaks Arabic: dates read "21 تشرين الثاني 2026، 3:05 م". */
const inArabic = () => i18nState.language === 'ar'
/** `text` with the page's digits: Latin, or Arabic-Indic when the employee chose them. */
const withDigits = (text: string) =>
  i18nState.digits === 'arab' ? text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : text

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

/**
 * Blueprint's pickers hand over Dates whose local fields are the wall clock
 * in the zone they were given: `PICKED` reads those fields as they are.
 */
const PICKED = 'picked'

function partsOf(date: Date, timeZone: string): Parts {
  if (timeZone === PICKED) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    }
  }
  return wallClock(date, timeZone)
}

/** "November 21, 2026", on the business's clock unless a zone is given (`'UTC'` for a range's day). */
export function formatDate(value: DateInput, timeZone: string = businessTimeZone()): string {
  const p = partsOf(toDate(value), timeZone)
  if (inArabic()) return withDigits(`${p.day} ${MONTHS_AR[p.month]} ${p.year}`)
  return `${MONTHS[p.month]} ${p.day}, ${p.year}`
}

const twoDigits = (n: number) => String(n).padStart(2, '0')
const hour12 = (p: Parts) => (p.hour % 12 === 0 ? 12 : p.hour % 12)
const meridiem = (p: Parts) => (p.hour < 12 ? 'AM' : 'PM')
/** "3:05 م" (ص before noon, م after), digits as the page writes them. */
const clockAr = (p: Parts, seconds = false) =>
  `${hour12(p)}:${twoDigits(p.minute)}${seconds ? `:${twoDigits(p.second)}` : ''} ${p.hour < 12 ? 'ص' : 'م'}`

/** "November 21, 2026, 3:05 PM": 12-hour clock with AM/PM, on the business's clock. */
export function formatDateTime(value: DateInput, timeZone: string = businessTimeZone()): string {
  const p = partsOf(toDate(value), timeZone)
  if (inArabic()) return withDigits(`${p.day} ${MONTHS_AR[p.month]} ${p.year}، ${clockAr(p)}`)
  return `${MONTHS[p.month]} ${p.day}, ${p.year}, ${hour12(p)}:${twoDigits(p.minute)} ${meridiem(p)}`
}

/**
 * An exact span on the business's clock, its city named: "Oct 15, 3:00 AM – Oct 16, 3:00 AM,
 * Beirut" (the year when it is not the current one's). `to` is excluded: the span's last
 * instant is just before it. Either end may be open ("from …", "until …").
 */
export function formatSpan(
  from: DateInput | undefined,
  to: DateInput | undefined,
  now: number = Date.now(),
): string {
  const thisYear = wallClock(new Date(now), businessTimeZone()).year
  const one = (value: DateInput) => {
    const p = partsOf(toDate(value), businessTimeZone())
    if (inArabic())
      return `${p.day} ${MONTHS_AR[p.month]}${p.year === thisYear ? '' : ` ${p.year}`}، ${clockAr(p)}`
    const year = p.year === thisYear ? '' : `, ${p.year}`
    return `${MONTHS[p.month]!.slice(0, 3)} ${p.day}${year}, ${hour12(p)}:${twoDigits(p.minute)} ${meridiem(p)}`
  }
  const city = businessCity()
  if (inArabic()) {
    if (from !== undefined && to !== undefined)
      return withDigits(`${one(from)} – ${one(to)}، ${city}`)
    if (from !== undefined) return withDigits(`من ${one(from)}، ${city}`)
    return to !== undefined ? withDigits(`حتى ${one(to)}، ${city}`) : ''
  }
  if (from !== undefined && to !== undefined) return `${one(from)} – ${one(to)}, ${city}`
  if (from !== undefined) return `from ${one(from)}, ${city}`
  return to !== undefined ? `until ${one(to)}, ${city}` : ''
}

/** A chart axis's day: "Nov 27" ("٢٧ تشرين الثاني" in Arabic), in `timeZone`. */
export function formatAxisDay(value: DateInput, timeZone: string = businessTimeZone()): string {
  const p = partsOf(toDate(value), timeZone)
  if (inArabic()) return withDigits(`${p.day} ${MONTHS_AR[p.month]}`)
  return `${MONTHS[p.month]!.slice(0, 3)} ${p.day}`
}

/** A chart axis's hour: "3 PM" ("3 م" in Arabic), in `timeZone`. */
export function formatAxisHour(value: DateInput, timeZone: string = businessTimeZone()): string {
  const p = partsOf(toDate(value), timeZone)
  if (inArabic()) return withDigits(`${hour12(p)} ${p.hour < 12 ? 'ص' : 'م'}`)
  return `${hour12(p)} ${meridiem(p)}`
}

/** "3:05:09 PM": a time of today to the second (when a live screen last refreshed). */
export function formatTime(value: DateInput, timeZone: string = businessTimeZone()): string {
  const p = partsOf(toDate(value), timeZone)
  if (inArabic()) return withDigits(clockAr(p, true))
  return `${hour12(p)}:${twoDigits(p.minute)}:${twoDigits(p.second)} ${meridiem(p)}`
}

/** A picker's Date (its local fields are the day) as formatDate writes it. */
export const formatPickedDate = (date: Date) => formatDate(date, PICKED)

/** A picker's Date (its local fields are the wall clock) as formatDateTime writes it. */
export const formatPickedDateTime = (date: Date) => formatDateTime(date, PICKED)

/** The UTC midnight that starts the day of `value` (docs/requirements.md#constants: a day starts at UTC midnight). */
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

/** A calendar day; `month` 0–11 as Date's. */
export interface Day {
  year: number
  month: number
  day: number
}

/** A day and a time of it (24-hour). */
export interface DayTime extends Day {
  hour: number
  minute: number
}

/** What was typed, read, or why it cannot be (a message for the field). */
export type Typed<T> = { ok: true; value: T } | { ok: false; error: string }

/** The message of a date that is not written in a form we read. */
export const DATE_FORMS_HINT = 'Enter a date such as 25/11/2026, 2026-11-25 or Nov 25 2026'
export const DATE_TIME_FORMS_HINT = 'Enter a date and time such as 25/11/2026 3:05 PM'
export const TIME_FORMS_HINT = 'Enter a time such as 3:05 PM or 15:05'

const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error })

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/** The other Arabic month names people type (Egypt's and the Gulf's), January first. */
const MONTHS_AR_OTHER = [
  'يناير',
  'فبراير',
  'مارس',
  'ابريل',
  'مايو',
  'يونيو',
  'يوليو',
  'اغسطس',
  'سبتمبر',
  'اكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const

/** An Arabic word as it is matched: hamza'd alefs as a bare alef, no tatweel or short vowels. */
const plainArabic = (word: string) =>
  word
    .replace(/[أإآ]/g, 'ا')
    .replace(/\p{Mn}|\u0640/gu, '')
    .replace(/\s+/g, ' ')

/**
 * A typed text as the English readers below read it: Latin digits, the Arabic comma as a
 * comma, and a time's ص/م (صباحًا/مساءً) as AM/PM, so what an Arabic date shows
 * ("25 تشرين الثاني 2026، 3:05 م") is read back.
 */
function fromArabicWriting(text: string): string {
  return latinDigits(text)
    .replace(/،/g, ',')
    .replace(/(\d)\s*(?:صباحًا|صباحا|ص)$/, '$1 AM')
    .replace(/(\d)\s*(?:مساءً|مساء|م)$/, '$1 PM')
}

function monthOf(name: string): number {
  const arabic = plainArabic(name.trim())
  const lebanese = MONTHS_AR.findIndex((month) => plainArabic(month) === arabic)
  if (lebanese >= 0) return lebanese
  const other = MONTHS_AR_OTHER.findIndex((month) => month === arabic)
  if (other >= 0) return other
  const n = name.toLowerCase().replace(/\.$/, '')
  if (n.length < 3) return -1
  return MONTHS.findIndex(
    (m) =>
      m.toLowerCase().startsWith(n) && (n.length === 3 || m.toLowerCase() === n || n === 'sept'),
  )
}

function realDay(year: number, month: number, day: number): Typed<Day> {
  if (year < 1000) return refuse('Write the year in full, like 2026')
  if (month < 0 || month > 11)
    return refuse(`There is no month ${month + 1}: months run from 1 to 12`)
  const last = daysIn(year, month)
  if (day < 1 || day > last) {
    return refuse(
      inArabic()
        ? withDigits(`في ${MONTHS_AR[month]} ${year} ${last} يومًا: لا يوجد يوم ${day}`)
        : `${MONTHS[month]} ${year} has ${last} days: there is no day ${day}`,
    )
  }
  return { ok: true, value: { year, month, day } }
}

/**
 * Reads a day as people type it: `25/11/2026` (day first, as in Lebanon; also
 * with `.` or `-`), `2026-11-25`, `Nov 25 2026`, `November 25, 2026`, `25 Nov
 * 2026`, with Latin or Arabic-Indic digits, and in Arabic as Arabic dates are shown (`25 تشرين
 * الثاني 2026`, `25 نوفمبر 2026`); or says why it cannot.
 */
export function parseTypedDay(text: string): Typed<Day> {
  const t = fromArabicWriting(text).trim().replace(/\s+/g, ' ')
  if (!t) return refuse(DATE_FORMS_HINT)
  let m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2,4})$/.exec(t)
  if (m) return realDay(Number(m[4]), Number(m[3]) - 1, Number(m[1]))
  m = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(t)
  if (m) return realDay(Number(m[1]), Number(m[3]) - 1, Number(m[4]))
  m = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{2,4})$/.exec(t)
  const named = m ? { name: m[1]!, day: m[2]!, year: m[3]! } : undefined
  const m2 = named ? null : /^(\d{1,2}) ([A-Za-z]+\.?),? (\d{2,4})$/.exec(t)
  const m3 =
    named || m2 ? null : /^(\d{1,2}) ([\u0600-\u06FF][\u0600-\u06FF ]*),? (\d{2,4})$/.exec(t)
  const words =
    named ??
    (m2 ? { name: m2[2]!, day: m2[1]!, year: m2[3]! } : undefined) ??
    (m3 ? { name: m3[2]!, day: m3[1]!, year: m3[3]! } : undefined)
  if (words) {
    const month = monthOf(words.name)
    if (month < 0) return refuse(`“${words.name}” is not a month`)
    return realDay(Number(words.year), month, Number(words.day))
  }
  return refuse(DATE_FORMS_HINT)
}

/** Reads a time of day: `3:05 PM`, `3 pm`, `15:05`, `3:05 م`; or says why it cannot. */
export function parseTypedTime(text: string): Typed<{ hour: number; minute: number }> {
  const t = fromArabicWriting(text.trim()).toUpperCase()
  const m = /^(\d{1,2})(?::(\d{2}))? ?([AP]\.?M\.?)?$/.exec(t)
  if (!m || (m[2] === undefined && !m[3])) return refuse(TIME_FORMS_HINT)
  const hour = Number(m[1])
  const minute = Number(m[2] ?? 0)
  if (minute > 59) return refuse('Minutes run from 00 to 59')
  if (m[3]) {
    if (hour < 1 || hour > 12) return refuse('With AM or PM, hours run from 1 to 12')
    return { ok: true, value: { hour: (hour % 12) + (m[3].startsWith('P') ? 12 : 0), minute } }
  }
  if (hour > 23) return refuse('Hours run from 0 to 23')
  return { ok: true, value: { hour, minute } }
}

/**
 * Reads a date and time: any day parseTypedDay reads, then a time
 * parseTypedTime reads (`25/11/2026 3:05 PM`, `November 25, 2026, 15:05`,
 * `2026-11-25 at 9 am`); or says why it cannot.
 */
export function parseTypedDateTime(text: string): Typed<DayTime> {
  const t = fromArabicWriting(text.trim()).replace(/\s+/g, ' ')
  if (!t) return refuse(DATE_TIME_FORMS_HINT)
  const m = /^(.*?)(?:,? (?:at )?| ?T)(\d{1,2}(?::\d{2})? ?(?:[AaPp]\.?[Mm]\.?)?)$/.exec(t)
  if (!m) {
    const day = parseTypedDay(t)
    return day.ok ? refuse('Add a time, such as 3:05 PM') : refuse(DATE_TIME_FORMS_HINT)
  }
  const day = parseTypedDay(m[1]!)
  if (!day.ok) {
    // "Nov 25 2026" alone ends in digits that look like a time: a date without its time.
    const whole = parseTypedDay(t)
    return whole.ok ? refuse('Add a time, such as 3:05 PM') : day
  }
  const time = parseTypedTime(m[2]!)
  if (!time.ok) return time
  return { ok: true, value: { ...day.value, ...time.value } }
}

/**
 * For Blueprint's pickers: a typed day as a Date at local midnight (the
 * pickers' calendar day); undefined when it cannot be read.
 */
export function parseDate(text: string): Date | undefined {
  const typed = parseTypedDay(text)
  if (!typed.ok) return undefined
  const { year, month, day } = typed.value
  const date = new Date(year, month, day)
  date.setFullYear(year)
  return date
}

/**
 * For Blueprint's pickers (given the business's zone): a typed date and time
 * as a Date whose local fields are that wall clock; undefined when it cannot
 * be read.
 */
export function parseDateTime(text: string): Date | undefined {
  const typed = parseTypedDateTime(text)
  if (!typed.ok) return undefined
  const { year, month, day, hour, minute } = typed.value
  return new Date(year, month, day, hour, minute)
}
