import {
  SETTINGS_DEFAULTS,
  cashDueCents,
  centsToLbpDue,
  centsToMoney,
  changeDue,
  tenderProblem,
} from 'contracts'
import type { CashTender, OrderStatus } from 'contracts'
import { createRandom } from './random'

/** What the seed's orders carry that their cash needs (commerce.ts's rows). */
interface SeedOrder {
  number: string
  createdAt: string
  status: OrderStatus
  paymentMethod: 'cash' | 'card' | 'wallet'
  total: string
  walletAmountUsed?: string
  lbpPerUsd?: number
  lbpRoundingStep?: number
  vatPercent?: string
  cash?: CashTender | null
}

/** The shares of the seed's finished cash orders by how they were paid (the rest: dollars). */
export const SEED_TENDER_SHARES = { pounds: 0.4, both: 0.2 } as const

/** How a seeded cash order was paid: in pounds, in both currencies, or in dollars. */
export type SeedTenderKind = 'pounds' | 'both' | 'dollars'

/** Which kind a seeded order's tender is (dollars: none, or dollars only). */
export function tenderKind(cash: CashTender | null | undefined): SeedTenderKind {
  if (!cash || cash.receivedLbp === 0) return 'dollars'
  return cash.receivedUsd === '0.00' ? 'pounds' : 'both'
}

/** `amount` rounded up to a multiple of `unit`. */
const upTo = (amount: number, unit: number) => Math.ceil(amount / unit) * unit

/**
 * The terms every seeded order was placed under (the rate then in force, the
 * default settings), and how each finished cash order was paid: about 40% in
 * pounds and 20% in dollars and pounds, the change in pounds to the rounding
 * step; the rest in dollars, exactly or with a larger note and the change in
 * dollars (so no rider or drawer ever holds fewer than no pounds). Every
 * tender passes the rule the API applies to one (contracts' tenderProblem).
 * A random stream of its own, so the rest of the seed is as it was.
 */
export function seedTenders(orders: readonly SeedOrder[], rateAt: (ms: number) => number) {
  const rand = createRandom(33_033)
  const step = SETTINGS_DEFAULTS.lbpRoundingStep
  for (const order of orders) {
    const lbpPerUsd = rateAt(Date.parse(order.createdAt))
    order.lbpPerUsd = lbpPerUsd
    order.lbpRoundingStep = step
    order.vatPercent = SETTINGS_DEFAULTS.vatPercent
    // Drawn for every order, used or not: the draws do not depend on the order's status.
    const kind = rand.next()
    const note = rand.pick([50_000, 100_000])
    const exact = rand.chance(0.5)
    const bill = rand.pick([500, 1000, 2000])
    const due = cashDueCents(order)
    if (due === 0 || (order.status !== 'delivered' && order.status !== 'picked_up')) continue
    const terms = { cashDue: centsToMoney(due), lbpPerUsd, step }
    let cash: CashTender | null = null
    // Dollars handed over beside pounds: the largest $5 multiple below what is due.
    const dollars = Math.floor((due - 1) / 500) * 500
    const inPounds = kind < SEED_TENDER_SHARES.pounds
    const inBoth = !inPounds && kind < SEED_TENDER_SHARES.pounds + SEED_TENDER_SHARES.both
    if (inPounds || (inBoth && dollars === 0)) {
      const lbp = exact
        ? centsToLbpDue(due, lbpPerUsd, step)
        : upTo(centsToLbpDue(due, lbpPerUsd, step), note)
      cash = withChangeInPounds({ usd: '0.00', lbp }, terms)
    } else if (inBoth) {
      const rest = centsToLbpDue(due - dollars, lbpPerUsd, step)
      cash = withChangeInPounds({ usd: centsToMoney(dollars), lbp: upTo(rest, note) }, terms)
    } else if (!exact) {
      const usd = centsToMoney(upTo(due, bill))
      cash = { receivedUsd: usd, receivedLbp: 0, ...changeDue({ usd, lbp: 0 }, terms, 'usd') }
    }
    if (cash) {
      const problem = tenderProblem(cash, terms)
      if (problem) throw new Error(`Seed tender of ${order.number}: ${problem}`)
    }
    order.cash = cash
  }
}

function withChangeInPounds(
  received: { usd: string; lbp: number },
  terms: { cashDue: string; lbpPerUsd: number; step: number },
): CashTender {
  return {
    receivedUsd: received.usd,
    receivedLbp: received.lbp,
    ...changeDue(received, terms, 'lbp'),
  }
}
