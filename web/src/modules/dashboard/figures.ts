import { moneyToCents } from 'contracts'

const DAY_MS = 24 * 60 * 60 * 1000

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const count = new Intl.NumberFormat('en-US')

/** "$1,234.50" from the API's "1234.50". */
export const formatUsd = (money: string) => usd.format(moneyToCents(money) / 100)
/** "1,234". */
export const formatCount = (n: number) => count.format(n)

/** "the previous 30 days", "the previous day": the period a change is measured against. */
export function previousPeriod(from: string, to: string): string {
  const days = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS))
  return days === 1 ? 'the previous day' : `the previous ${days} days`
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
