import { businessTimeZone, wallClock } from 'contracts'

/** "14:00" on the business's clock: the start of an hour of the shift. */
export function hourLabel(iso: string) {
  const w = wallClock(Date.parse(iso), businessTimeZone())
  return `${String(w.hour).padStart(2, '0')}:00`
}

/**
 * A Date whose UTC fields read the business's wall clock: a spreadsheet has
 * no time zones, and the exporter writes a Date's UTC fields.
 */
export function wallClockDate(iso: string) {
  const w = wallClock(Date.parse(iso), businessTimeZone())
  return new Date(Date.UTC(w.year, w.month, w.day, w.hour, w.minute, w.second))
}
