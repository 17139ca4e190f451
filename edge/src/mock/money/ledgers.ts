import { MONEY_MAX, centsToMoney, moneyToCents } from 'contracts'
import type { WalletTender } from 'contracts'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { businessRule, notFound } from '../errors'
import { MOCK_MESSAGES } from '../messages'

/**
 * Moves money in or out of a customer's wallet and writes the ledger line.
 * Types 1 and 4 add, 2 and 3 take; taking more than the balance, or adding
 * beyond the money maximum (the contract's largest balance), is refused.
 */
export function moveWallet(
  store: Store,
  move: {
    customerId: number
    type: 1 | 2 | 3 | 4
    amountCents: number
    reason: string
    orderId?: number | null
    orderNumber?: string | null
    employeeId: number | null
    /** How a recharge was paid, and for pounds what was received and its rate. */
    tender?: { tender: WalletTender; amountLbp: number | null; lbpPerUsd: number | null }
    /** A recharge in cash: the branch whose drawer took it. */
    branchId?: number | null
    /** When it happened (default: now). */
    at?: number
  },
) {
  const customers = store.table(TABLE.customer)
  const customer = customers.get(move.customerId)
  if (!customer) throw notFound()
  const balance = moneyToCents(customer.walletBalance as string)
  const after =
    move.type === 1 || move.type === 4 ? balance + move.amountCents : balance - move.amountCents
  if (after < 0) {
    throw businessRule(MOCK_MESSAGES.deductAboveBalance, {
      amount: MOCK_MESSAGES.deductAboveBalance,
    })
  }
  if (after > moneyToCents(MONEY_MAX)) {
    throw businessRule(MOCK_MESSAGES.balanceAboveMax, { amount: MOCK_MESSAGES.balanceAboveMax })
  }
  const now = new Date(move.at ?? store.now()).toISOString()
  customers.put(customer.id, {
    ...customer,
    walletBalance: centsToMoney(after),
    walletUpdatedAt: now,
  })
  const id = store.nextId(TABLE.walletTransaction)
  const row = {
    id,
    createdAt: now,
    updatedAt: now,
    version: 0,
    customerId: customer.id,
    type: move.type,
    amount: centsToMoney(move.amountCents),
    balanceAfter: centsToMoney(after),
    reason: move.reason,
    tender: move.tender?.tender ?? null,
    amountLbp: move.tender?.amountLbp ?? null,
    lbpPerUsd: move.tender?.lbpPerUsd ?? null,
    branchId: move.branchId ?? null,
    orderId: move.orderId ?? null,
    orderNumber: move.orderNumber ?? null,
    employeeId: move.employeeId,
  }
  store.table(TABLE.walletTransaction).put(id, row)
  return row
}

/**
 * Points earned on an order total (in cents) at a whole number of points per
 * dollar, rounded down. Integer arithmetic: `0.29 * 100` is 28.999… in floats.
 */
export function pointsFor(totalCents: number, pointsPerUsd: number) {
  return Math.floor((totalCents * pointsPerUsd) / 100)
}

/** Adds (or takes, when negative) loyalty points and writes the history line. */
export function moveLoyalty(
  store: Store,
  move: {
    customerId: number
    type: 'earned' | 'redeemed' | 'expired' | 'adjusted'
    points: number
    note: string
    orderId?: number | null
    orderNumber?: string | null
    /** When it happened (default: now). */
    at?: number
  },
) {
  const customers = store.table(TABLE.customer)
  const customer = customers.get(move.customerId)
  if (!customer) return
  const balance = (customer.loyaltyPoints as number) + move.points
  customers.put(customer.id, { ...customer, loyaltyPoints: balance })
  const now = new Date(move.at ?? store.now()).toISOString()
  const id = store.nextId(TABLE.loyaltyPoint)
  store.table(TABLE.loyaltyPoint).put(id, {
    id,
    createdAt: now,
    updatedAt: now,
    version: 0,
    customerId: customer.id,
    orderId: move.orderId ?? null,
    orderNumber: move.orderNumber ?? null,
    type: move.type,
    points: move.points,
    balanceAfter: balance,
    note: move.note,
  })
}
