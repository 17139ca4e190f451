/**
 * The business's clock: one IANA time zone (the worker var BUSINESS_TIME_ZONE,
 * default Asia/Beirut) in which every time is shown and typed, opening hours
 * are read and happy hours run, whatever the zone of the device or server.
 * Each side sets it once at start (the worker from its var, the SPA from the
 * `<meta name="business-time-zone">` the worker writes into index.html); until
 * then it is the default. Date RANGES are not on it: a day of a range starts at
 * UTC midnight (docs/requirements.md#constants, see dates.ts).
 */

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Beirut'

/** The name of the worker var (and of the SPA's meta tag, in kebab case). */
export const BUSINESS_TIME_ZONE_VAR = 'BUSINESS_TIME_ZONE'
export const BUSINESS_TIME_ZONE_META = 'business-time-zone'

/** True for a time zone the platform knows (`Asia/Beirut`, `UTC`), false for anything else. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** Why a BUSINESS_TIME_ZONE value is refused. */
export const timeZoneRefusal = (name: string) =>
  `${BUSINESS_TIME_ZONE_VAR} must be an IANA time zone such as ${DEFAULT_BUSINESS_TIME_ZONE} or Europe/Paris, not "${name}".`

let current = DEFAULT_BUSINESS_TIME_ZONE

/** The business's time zone (the default until {@link setBusinessTimeZone}). */
export const businessTimeZone = () => current

/** Sets the business's time zone; an unknown zone throws with {@link timeZoneRefusal}. */
export function setBusinessTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new RangeError(timeZoneRefusal(name))
  current = name
}

/** "Beirut (Asia/Beirut)": a zone as a person reads it; `UTC` stays `UTC`. */
export function timeZoneLabel(zone: string = current): string {
  const city = zone.split('/').at(-1)!.replace(/_/g, ' ')
  return city === zone ? zone : `${city} (${zone})`
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** The weekday, date and 24-hour time an instant reads on a zone's wall clock. */
export function wallClock(at: number | Date, zone: string = current) {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formats.set(zone, format)
  }
  const parts = format.formatToParts(at)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return {
    weekday: get('weekday').toLowerCase(),
    year: Number(get('year')),
    /** 0–11, as Date's. */
    month: Number(get('month')) - 1,
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
  }
}

/**
 * The instant at which a zone's wall clock reads this date and time (month
 * 0–11). A time skipped by a clock change reads as the hour after; a repeated
 * one, as its first occurrence.
 */
export function instantOfWallClock(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  zone: string = current,
): number {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hour ?? 0, wall.minute ?? 0)
  const offsetAt = (ms: number) => {
    const w = wallClock(ms, zone)
    return (
      Date.UTC(w.year, w.month, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000
    )
  }
  // Two passes settle on the offset in force at the instant found.
  let guess = asUtc - offsetAt(asUtc)
  guess = asUtc - offsetAt(guess)
  return guess
}

/**
 * The business's day that holds an instant: from its midnight to the next, as
 * instants (23 or 25 hours apart on the days the clock changes).
 */
export function businessDayOf(at: number, zone: string = current) {
  const w = wallClock(at, zone)
  return {
    fromMs: instantOfWallClock({ year: w.year, month: w.month, day: w.day }, zone),
    toMs: instantOfWallClock({ year: w.year, month: w.month, day: w.day + 1 }, zone),
  }
}

/** "11:00 PM": the time of day an instant reads on the business's clock, 12-hour. */
export function clockTime(at: number | Date | string, zone: string = current): string {
  const w = wallClock(typeof at === 'string' ? Date.parse(at) : at, zone)
  const hour = w.hour % 12 === 0 ? 12 : w.hour % 12
  return `${hour}:${String(w.minute).padStart(2, '0')} ${w.hour < 12 ? 'AM' : 'PM'}`
}
