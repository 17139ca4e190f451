import { centsToMoney, formatUsd, moneyToCents } from '../fields'
import { bothCurrencies, centsToLbp, centsToLbpDue, formatLbp } from '../lbp'

/** What decides the cash of an order: how it is paid, its total, the part its wallet paid. */
export interface CashDueOrder {
  paymentMethod: 'cash' | 'card' | 'wallet'
  total: string
  /** Absent on orders stored before wallets paid part of an order: nothing. */
  walletAmountUsed?: string | undefined
}

/**
 * What must be collected in cash, in cents: the total less the part the
 * customer's wallet paid, for a cash order; nothing for a card or wallet order.
 * The wallet part is never cash: a rider never holds it and no drawer expects it.
 */
export function cashDueCents(o: CashDueOrder): number {
  if (o.paymentMethod !== 'cash') return 0
  return Math.max(0, moneyToCents(o.total) - moneyToCents(o.walletAmountUsed ?? '0.00'))
}

/**
 * What the customer's wallet paid of an order, in cents: the whole total of a
 * wallet order, else the wallet's part (never more than the total). With
 * `cashDueCents`, the rest of a card order is what the card paid.
 */
export function walletPaidCents(o: CashDueOrder): number {
  const total = moneyToCents(o.total)
  if (o.paymentMethod === 'wallet') return total
  return Math.min(total, moneyToCents(o.walletAmountUsed ?? '0.00'))
}

/** `cashDueCents` as money: "11.50". */
export const cashDueOf = (o: CashDueOrder): string => centsToMoney(cashDueCents(o))

const BY = { cash: 'in cash', card: 'by card', wallet: 'from the wallet' } as const

/**
 * How an order is paid, in words: "$5.00 from the wallet, $11.50 in cash", or,
 * paid one way only, "in cash", "by card", "from the wallet".
 */
export function paymentWords(o: CashDueOrder): string {
  const wallet = moneyToCents(o.walletAmountUsed ?? '0.00')
  const rest = moneyToCents(o.total) - wallet
  if (wallet <= 0 || rest <= 0 || o.paymentMethod === 'wallet') return BY[o.paymentMethod]
  return `${formatUsd(centsToMoney(wallet))} from the wallet, ${formatUsd(centsToMoney(rest))} ${BY[o.paymentMethod]}`
}

/**
 * What a customer handed over for a cash order and the change they got back,
 * each in its currency. Without it, exactly `cashDue` was received in dollars.
 */
export interface CashTender {
  receivedUsd: string
  receivedLbp: number
  changeUsd: string
  changeLbp: number
}

/** The order's figures the tender is checked against. */
export interface TenderTerms {
  cashDue: string
  lbpPerUsd: number
  /** The LBP rounding step: received − change may miss the due by half of it. */
  step: number
}

/**
 * What the customer gave, net of change, in hundredths of a pound at the rate
 * (integers only: USD cents × rate, and pounds × 100).
 */
const netHundredths = (t: CashTender, rate: number) =>
  (moneyToCents(t.receivedUsd) - moneyToCents(t.changeUsd)) * rate +
  (t.receivedLbp - t.changeLbp) * 100

/** The change due for what was received, in pounds, to the step (never below zero). */
export function changeDueLbp(received: { usd: string; lbp: number }, terms: TenderTerms): number {
  const given = moneyToCents(received.usd) * terms.lbpPerUsd + received.lbp * 100
  const over = given - moneyToCents(terms.cashDue) * terms.lbpPerUsd
  if (over <= 0) return 0
  return Math.floor((over + terms.step * 50) / (terms.step * 100)) * terms.step
}

/** The currency change is given in: pounds (the usual), or dollars. */
export type ChangeCurrency = 'lbp' | 'usd'

/**
 * The change due for what was received, in the currency asked: pounds to the
 * step (changeDueLbp), or dollars to the cent, halves up.
 */
export function changeDue(
  received: { usd: string; lbp: number },
  terms: TenderTerms,
  currency: ChangeCurrency,
): { changeUsd: string; changeLbp: number } {
  if (currency === 'lbp') return { changeUsd: '0.00', changeLbp: changeDueLbp(received, terms) }
  const rate = terms.lbpPerUsd
  const over =
    moneyToCents(received.usd) * rate + received.lbp * 100 - moneyToCents(terms.cashDue) * rate
  const cents = over <= 0 ? 0 : Math.floor((2 * over + rate) / (2 * rate))
  return { changeUsd: centsToMoney(cents), changeLbp: 0 }
}

/**
 * Why a tender does not pay the order, in words, or null when received −
 * change, valued at the order's rate, is its `cashDue` within half a rounding
 * step: "$20.00 and 450,000 LBP is $25.03; change due 450,000 LBP".
 */
export function tenderProblem(t: CashTender, terms: TenderTerms): string | null {
  const due = moneyToCents(terms.cashDue) * terms.lbpPerUsd
  const off = netHundredths(t, terms.lbpPerUsd) - due
  if (Math.abs(off) * 2 <= terms.step * 100) return null
  const givenCents =
    moneyToCents(t.receivedUsd) +
    Math.floor((t.receivedLbp * 200 + terms.lbpPerUsd) / (2 * terms.lbpPerUsd))
  const given = `${bothCurrencies(t.receivedUsd, t.receivedLbp)} is ${formatUsd(centsToMoney(givenCents))}`
  const change = changeDueLbp({ usd: t.receivedUsd, lbp: t.receivedLbp }, terms)
  if (change > 0) return `${given}; change due ${formatLbp(change)}`
  const short = moneyToCents(terms.cashDue) - givenCents
  return `${given}; ${formatUsd(centsToMoney(Math.max(short, 0)))} more is due (${formatUsd(terms.cashDue)})`
}

/** The rate and settings an order was placed under (stored with it, never changed afterwards). */
export interface PlacedTerms {
  lbpPerUsd: number
  lbpRoundingStep: number
  /** "11.00" */
  vatPercent: string
}

/** The VAT a VAT-inclusive total holds, in cents, halves up: $16.50 at 11% → $1.64. */
export function vatCents(totalCents: number, vatPercent: string): number {
  const basis = moneyToCents(vatPercent) // hundredths of a percent
  return Math.floor((totalCents * basis * 2 + (10_000 + basis)) / (2 * (10_000 + basis)))
}

/** An order's figures in pounds and its VAT, at the terms it was placed under. */
export function orderLbpFigures(o: CashDueOrder, terms: PlacedTerms) {
  const total = moneyToCents(o.total)
  const vat = vatCents(total, terms.vatPercent)
  const due = (cents: number) => centsToLbpDue(cents, terms.lbpPerUsd, terms.lbpRoundingStep)
  return {
    lbpPerUsd: terms.lbpPerUsd,
    lbpRoundingStep: terms.lbpRoundingStep,
    totalLbp: due(total),
    cashDueLbp: due(cashDueCents(o)),
    vatAmount: centsToMoney(vat),
    vatAmountLbp: centsToLbp(vat, terms.lbpPerUsd),
  }
}

/**
 * The cash an order brought in, each currency apart: USD cents and pounds,
 * received less change. Without a tender, exactly `cashDue` in dollars; a
 * card or wallet order brings none.
 */
export function cashTakenOf(o: CashDueOrder & { cash?: CashTender | null | undefined }): {
  usdCents: number
  lbp: number
} {
  if (o.paymentMethod !== 'cash') return { usdCents: 0, lbp: 0 }
  if (!o.cash) return { usdCents: cashDueCents(o), lbp: 0 }
  return {
    usdCents: moneyToCents(o.cash.receivedUsd) - moneyToCents(o.cash.changeUsd),
    lbp: o.cash.receivedLbp - o.cash.changeLbp,
  }
}
