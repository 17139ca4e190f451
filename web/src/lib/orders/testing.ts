import { cashDueOf, orderLbpFigures } from 'contracts'
import type { BoardBranch, BoardOrder, CashDueOrder, Order } from 'contracts'

/*
 * Orders for tests of the order screens and the board (never imported by the app).
 */

const AT = '2026-11-25T18:30:00.000Z'

/** The figures an order computes from its total: its cash due, in pounds at 89,500, its VAT. */
type Computed = 'cashDue' | 'lbpPerUsd' | 'totalLbp' | 'cashDueLbp' | 'vatAmount' | 'vatAmountLbp'
const TERMS = { lbpPerUsd: 89_500, lbpRoundingStep: 5000, vatPercent: '11.00' }
const computed = <T extends CashDueOrder>(o: T, overrides: Partial<BoardOrder>) => {
  const cashDue = overrides.cashDue ?? cashDueOf(o)
  return { ...o, cashDue, ...orderLbpFigures(o, TERMS), ...pick(overrides) }
}
const pick = (o: Partial<BoardOrder>) =>
  Object.fromEntries(
    (['lbpPerUsd', 'totalLbp', 'cashDueLbp', 'vatAmount', 'vatAmountLbp'] as const)
      .filter((k) => o[k] !== undefined)
      .map((k) => [k, o[k]]),
  )

/** A board card: a pickup order of branch 1, pending and nobody has acknowledged it. */
export function boardOrder(id: number, overrides: Partial<BoardOrder> = {}): BoardOrder {
  const card: Omit<BoardOrder, Computed> = {
    id,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    number: `BEY-${10_000 + id}`,
    customer: { id: 1, name: 'Maya Khoury', phone: '+96170123456' },
    branchId: 1,
    branchName: 'Beirut - Hamra',
    fulfilment: 'pickup',
    status: 'pending',
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    itemsCount: 2,
    total: '18.50',
    scheduledFor: null,
    rider: null,
    dispatchedAt: null,
    statusSince: AT,
    estimatedReadyAt: null,
    acknowledgedAt: null,
    acknowledgedById: null,
    acknowledgedByName: null,
    ...overrides,
  }
  return computed(card, overrides) as BoardOrder
}

/** The order in full, as `PUT /order/:id/status` and `GET /order/:id` answer it. */
export function fullOrder(card: BoardOrder, overrides: Partial<Order> = {}): Order {
  const { statusSince: _since, readyBy: _ready, ...summary } = card
  const order: Omit<Order, Computed> = {
    ...summary,
    address: null,
    items: [],
    subtotal: card.total,
    deliveryCharge: '0.00',
    discount: '0.00',
    couponCode: null,
    walletAmountUsed: '0.00',
    pointsEarned: 0,
    pointsRedeemed: 0,
    statusHistory: [],
    rejectionReasonId: null,
    rejectionNote: null,
    cancellationNote: null,
    customerNote: '',
    source: 'app',
    placedBy: null,
    cash: null,
    promisedAt: null,
    ...overrides,
  }
  return computed(order, overrides) as Order
}

/** A board's branch: open, accepting, not busy, nothing off. */
export function boardBranch(
  id: number,
  name: string,
  overrides: Partial<BoardBranch> = {},
): BoardBranch {
  return {
    id,
    name,
    acceptingOrders: true,
    preparationMinutes: 20,
    extraMinutes: 0,
    busyUntil: null,
    pausedUntil: null,
    pauseReason: '',
    openNow: true,
    maxDeliveryMinutes: 40,
    offItems: [],
    ...overrides,
  }
}
