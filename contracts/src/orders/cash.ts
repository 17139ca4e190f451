import { centsToMoney, formatUsd, moneyToCents } from '../fields'

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
