import { centsToMoney, formatUsd, moneyToCents } from './fields'

/**
 * Cash counted against what was expected: a rider's settlement (docs/riders.md)
 * and a shift's close (docs/reports.md) follow the same rule, in the same words.
 */
export const CASH_COUNT_MESSAGES = {
  /** 400 Errors.note: the count differs from what was expected and no note says why. */
  noteRequired: 'Say why the cash counted differs from what was expected',
} as const

/** counted − expected ("-1.50" when cash is missing); undefined when `counted` is not an amount. */
export function cashDifference(counted: string | undefined, expected: string): string | undefined {
  const cents = moneyToCents(counted ?? '') - moneyToCents(expected)
  return Number.isNaN(cents) ? undefined : centsToMoney(cents)
}

/** Whether a count needs a note: it differs from what was expected and none says why. */
export const cashNoteMissing = (counted: string, expected: string, note: string | undefined) =>
  cashDifference(counted, expected) !== '0.00' && !note?.trim()

/** A difference as the drawer reads it: "Balanced", "$2.00 over", "$1.50 short". */
export function differenceInWords(difference: string): string {
  const cents = moneyToCents(difference)
  if (cents === 0) return 'Balanced'
  const amount = formatUsd(centsToMoney(Math.abs(cents)))
  return cents > 0 ? `${amount} over` : `${amount} short`
}
