import type { DashboardTotals } from 'contracts'
import { formatDate, formatDateTime } from '../../lib/dates'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the Revenue card counts, said under it. */
export const REVENUE_DEFINITION = 'Orders delivered or picked up'
/** What the average order value divides, said under it. */
export const AVERAGE_DEFINITION = 'Revenue per order delivered or picked up'

/** The period each change is measured against, in words. */
export interface Compared {
  /** "the day before", "the 30 days before": after "+12% vs" on each card. */
  short: string
  /** The exact period, once under the cards. */
  exact: string
}

const isUtcMidnight = (ms: number) => ms % DAY_MS === 0

/** "2:05 PM" of "November 25, 2026, 2:05 PM". */
const timeOf = (ms: number) => formatDateTime(ms).split(', ').at(-1)!

/**
 * The previous period of the figures in words. It is the range moved back by
 * its day count (the API's `previous`): whole UTC days read as days, like the
 * range they follow ("October 27, 2026 – November 25, 2026"); a range that runs
 * up to now compares with the same hours, read on the business's clock
 * ("November 25, 2026, 2:00 AM – 2:05 PM").
 */
export function comparedPeriod(
  current: Pick<DashboardTotals, 'from'>,
  previous: Pick<DashboardTotals, 'from' | 'to'>,
): Compared {
  const from = Date.parse(previous.from)
  const to = Date.parse(previous.to)
  const days = Math.max(1, Math.round((Date.parse(current.from) - from) / DAY_MS))
  const short = days === 1 ? 'the day before' : `the ${days} days before`
  if (isUtcMidnight(from) && isUtcMidnight(to)) {
    const first = formatDate(from, 'UTC')
    const last = formatDate(to - DAY_MS, 'UTC')
    const period = first === last ? first : `${first} – ${last}`
    return { short, exact: `Each change compares with ${period}: ${short}.` }
  }
  const end = formatDate(from) === formatDate(to) ? timeOf(to) : formatDateTime(to)
  const earlier = days === 1 ? 'a day' : `${days} days`
  return {
    short,
    exact: `Each change compares with ${formatDateTime(from)} – ${end}: the same hours ${earlier} earlier.`,
  }
}

export interface Change {
  /** "+12%", "−3%", "New" (nothing before), "No change". */
  text: string
  /** Whether it is good news (more of every figure is); undefined when flat. */
  good: boolean | undefined
}

/** The change of a figure against the previous period, rounded to a whole percent. */
export function change(current: number, previous: number): Change {
  if (current === previous) return { text: 'No change', good: undefined }
  if (previous === 0) return { text: 'New', good: current > 0 }
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) return { text: current > previous ? '+0%' : '−0%', good: current > previous }
  return { text: percent > 0 ? `+${percent}%` : `−${-percent}%`, good: percent > 0 }
}
