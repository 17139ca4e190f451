import { businessTimeZone, moneyToCents, wallClock } from 'contracts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const count = new Intl.NumberFormat('en-US')

/** "$1,234.50" from the API's "1234.50"; "-$1.50" for a negative difference. */
export const formatUsd = (money: string) => usd.format(moneyToCents(money) / 100)
/** "1,234". */
export const formatCount = (n: number) => count.format(n)
/** A difference as the drawer reads it: "+$2.00 over", "−$1.50 short", "Balanced". */
export function differenceInWords(money: string) {
  const cents = moneyToCents(money)
  if (cents === 0) return 'Balanced'
  return cents > 0 ? `${usd.format(cents / 100)} over` : `${usd.format(-cents / 100)} short`
}

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
