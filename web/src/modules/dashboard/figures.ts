import type { DashboardTotals } from 'contracts'
import { formatDate, formatDateTime } from '../../lib/dates'
import { formatPercent, messages } from '../../lib/i18n'
import en from './messages.en.json'

/** The dashboard's words (messages.en.json; Arabic in web/src/locales/ar.json). */
export const m = messages(en)

const DAY_MS = 24 * 60 * 60 * 1000

/** What the Revenue card counts, said under it. */
export const revenueDefinition = () => m.revenueDefinition()
/** What the average order value divides, said under it. */
export const averageDefinition = () => m.averageDefinition()

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
  const short = m.comparedShort({ days })
  if (isUtcMidnight(from) && isUtcMidnight(to)) {
    const first = formatDate(from, 'UTC')
    const last = formatDate(to - DAY_MS, 'UTC')
    const period = first === last ? first : m.periodRange({ first, last })
    return { short, exact: m.comparedDays({ period, short }) }
  }
  const end = formatDate(from) === formatDate(to) ? timeOf(to) : formatDateTime(to)
  return { short, exact: m.comparedHours({ from: formatDateTime(from), end, days }) }
}

export interface Change {
  /** "+12%", "−3%", "New" (nothing before), "No change". */
  text: string
  /** Whether it is good news (more of every figure is); undefined when flat. */
  good: boolean | undefined
}

/** The change of a figure against the previous period, rounded to a whole percent. */
export function change(current: number, previous: number): Change {
  if (current === previous) return { text: m.noChange(), good: undefined }
  if (previous === 0) return { text: m.newFigure(), good: current > 0 }
  const percent = Math.round(((current - previous) / previous) * 100)
  const up = percent === 0 ? current > previous : percent > 0
  return { text: `${up ? '+' : '−'}${formatPercent(Math.abs(percent))}`, good: up }
}
