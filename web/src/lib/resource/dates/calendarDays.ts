/*
 * Blueprint's date pickers work with Dates at local midnight; a day range
 * (dayRange.ts) names UTC days. The picker's calendar day is the day of the
 * range, whatever the browser's time zone.
 */

/** The `YYYY-MM-DD` day a picker's Date stands for. */
export const dayOfPicked = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** The picker's Date for a `YYYY-MM-DD` day. */
export function pickedOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date)
}
