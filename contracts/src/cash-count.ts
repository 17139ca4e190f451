import { z } from 'zod'
import { centsToMoney, formatUsd, moneyToCents } from './fields'
import { formatLbp, valueInUsd } from './lbp'

/**
 * Cash counted against what was expected: a rider's settlement (docs/riders.md)
 * and a shift's close (docs/reports.md) follow the same rule, in the same words.
 */
export const CASH_COUNT_MESSAGES = {
  /** 400 Errors.note: the count differs from what was expected and no note says why. */
  noteRequired: 'Say why the cash counted differs from what was expected',
  /** 422 Errors.confirmLargeDifference: past the largest difference, until the employee confirms it. */
  largeDifference: (difference: string, max: string) =>
    `The cash counted is ${differenceInWords(difference)}, more than the ${formatUsd(max)} a count takes without confirming. Is that right?`,
} as const

/**
 * A settlement's or a close's `confirmLargeDifference`: sent as true once the
 * employee has answered yes to the large difference's question.
 */
export const confirmLargeDifferenceShape = {
  confirmLargeDifference: z.boolean({ error: 'Confirm must be true or false' }).default(false),
}

/**
 * Why a count may not be recorded as it stands, or null: its difference
 * (valued in dollars) is past `max` (settings' maxCashDifferenceUsd) and the
 * employee has not confirmed it. The server answers it as a 422 under
 * Errors.confirmLargeDifference; the SPA asks it and sends the confirmation.
 */
export function largeDifferenceProblem(
  difference: string,
  max: string,
  confirmed: boolean | undefined,
): string | null {
  if (confirmed || Math.abs(moneyToCents(difference)) <= moneyToCents(max)) return null
  return CASH_COUNT_MESSAGES.largeDifference(difference, max)
}

/** counted − expected ("-1.50" when cash is missing); undefined when `counted` is not an amount. */
export function cashDifference(counted: string | undefined, expected: string): string | undefined {
  const cents = moneyToCents(counted ?? '') - moneyToCents(expected)
  return Number.isNaN(cents) ? undefined : centsToMoney(cents)
}

/**
 * Whether a count needs a note: it differs from what was expected, in dollars
 * or in pounds (even when both together are worth what was expected), and
 * none says why.
 */
export const cashNoteMissing = (
  counted: string,
  expected: string,
  note: string | undefined,
  lbp: { counted: number; expected: number } = { counted: 0, expected: 0 },
) => (cashDifference(counted, expected) !== '0.00' || lbp.counted !== lbp.expected) && !note?.trim()

/** A count in both currencies: dollars as money ("40.00"), pounds as a whole number. */
export interface CashInBoth {
  usd: string
  lbp: number
}

/**
 * counted − expected in each currency, and both valued in dollars at the rate
 * (`difference`): what a settlement or a close records.
 */
export function countDifference(counted: CashInBoth, expected: CashInBoth, lbpPerUsd: number) {
  const usd = centsToMoney(moneyToCents(counted.usd) - moneyToCents(expected.usd))
  const lbp = counted.lbp - expected.lbp
  return { usd, lbp, difference: valueInUsd(usd, lbp, lbpPerUsd) }
}

/** A difference as the drawer reads it: "Balanced", "$2.00 over", "$1.50 short". */
export function differenceInWords(difference: string): string {
  const cents = moneyToCents(difference)
  if (cents === 0) return 'Balanced'
  const amount = formatUsd(centsToMoney(Math.abs(cents)))
  return cents > 0 ? `${amount} over` : `${amount} short`
}

/** A difference in pounds as the drawer reads it: "Balanced", "5,000 LBP over", "450,000 LBP short". */
export function lbpDifferenceInWords(difference: number): string {
  if (difference === 0) return 'Balanced'
  return `${formatLbp(Math.abs(difference))} ${difference > 0 ? 'over' : 'short'}`
}

/** The dollar notes a drawer is counted by, largest first. */
export const USD_DENOMINATIONS = ['100', '50', '20', '10', '5', '1'] as const
/** The pound notes a drawer is counted by, largest first. */
export const LBP_DENOMINATIONS = ['100000', '50000', '20000', '10000', '5000', '1000'] as const
export type UsdDenomination = (typeof USD_DENOMINATIONS)[number]
export type LbpDenomination = (typeof LBP_DENOMINATIONS)[number]

/** The most notes of one kind a count takes. */
export const DENOMINATION_COUNT_MAX = 100_000

const noteCount = z
  .number({ error: 'A number of notes must be a whole number such as 12' })
  .int({ error: 'A number of notes must be a whole number such as 12' })
  .min(0, { error: 'A number of notes cannot be negative' })
  .max(DENOMINATION_COUNT_MAX, {
    error: `A number of notes must be at most ${DENOMINATION_COUNT_MAX}`,
  })

/**
 * A count by banknote, per currency: `{ usd: { "100": 3 }, lbp: { "100000": 12 } }`.
 * Either currency may be left out; a note left out is none.
 */
export const denominationsSchema = z.strictObject({
  usd: z.partialRecord(z.enum(USD_DENOMINATIONS), noteCount).optional(),
  lbp: z.partialRecord(z.enum(LBP_DENOMINATIONS), noteCount).optional(),
})
export type Denominations = z.infer<typeof denominationsSchema>

/** What a count by banknote adds up to: USD cents and pounds. */
export function denominationTotals(d: Denominations): { usdCents: number; lbp: number } {
  let usdCents = 0
  let lbp = 0
  for (const [note, n] of Object.entries(d.usd ?? {})) usdCents += Number(note) * 100 * (n ?? 0)
  for (const [note, n] of Object.entries(d.lbp ?? {})) lbp += Number(note) * (n ?? 0)
  return { usdCents, lbp }
}

/**
 * Why a count by banknote does not match the amounts counted, in words, or
 * null when each currency given adds up: "The dollar notes add up to $290.00,
 * not the $300.00 counted".
 */
export function denominationsProblem(
  d: Denominations | undefined,
  counted: { usd: string; lbp: number },
): string | null {
  if (!d) return null
  const totals = denominationTotals(d)
  const problems: string[] = []
  if (d.usd && totals.usdCents !== moneyToCents(counted.usd))
    problems.push(
      `the dollar notes add up to ${formatUsd(centsToMoney(totals.usdCents))}, not the ${formatUsd(counted.usd)} counted`,
    )
  if (d.lbp && totals.lbp !== counted.lbp)
    problems.push(
      `the pound notes add up to ${formatLbp(totals.lbp)}, not the ${formatLbp(counted.lbp)} counted`,
    )
  if (!problems.length) return null
  const text = problems.join('; ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
