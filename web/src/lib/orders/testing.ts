import { API_CATALOGUES, cashDueOf, orderLbpFigures, translateText } from 'contracts'
import type { BoardBranch, BoardOrder, CashDueOrder, Order } from 'contracts'
import ar from '../../locales/ar.json'
import { i18nState } from '../i18n/state'
import type { Catalogue } from '../i18n/state'

/*
 * Orders for tests of the order screens and the board (never imported by the app).
 */

const AT = '2026-11-25T18:30:00.000Z'

/**
 * The figures an order computes from its total: its cash due, in pounds at
 * 89,500 rounded to its step (5,000 unless given), its VAT.
 */
type Computed =
  | 'cashDue'
  | 'lbpPerUsd'
  | 'lbpRoundingStep'
  | 'totalLbp'
  | 'cashDueLbp'
  | 'vatAmount'
  | 'vatAmountLbp'
const TERMS = { lbpPerUsd: 89_500, lbpRoundingStep: 5000, vatPercent: '11.00' }
const computed = <T extends CashDueOrder>(o: T, overrides: Partial<BoardOrder>) => {
  const cashDue = overrides.cashDue ?? cashDueOf(o)
  const terms = { ...TERMS, lbpRoundingStep: overrides.lbpRoundingStep ?? TERMS.lbpRoundingStep }
  return { ...o, cashDue, ...orderLbpFigures(o, terms), ...pick(overrides) }
}
const pick = (o: Partial<BoardOrder>) =>
  Object.fromEntries(
    (
      [
        'lbpPerUsd',
        'lbpRoundingStep',
        'totalLbp',
        'cashDueLbp',
        'vatAmount',
        'vatAmountLbp',
      ] as const
    )
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
    branchNameAr: 'بيروت - الحمرا',
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
    nameAr: name,
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

/**
 * The page speaks Arabic (its catalogue, the API's texts) until `speakEnglish`, as
 * lib/i18n/language.ts sets it; a test that calls it calls speakEnglish after.
 */
export async function speakArabic() {
  const { default: arApi } = await API_CATALOGUES.ar()
  document.documentElement.dir = 'rtl'
  Object.assign(i18nState, {
    language: 'ar',
    digits: 'latn',
    catalogue: ar as unknown as Catalogue,
    say: (text: string) => translateText(text, arApi),
  })
}
export function speakEnglish() {
  document.documentElement.dir = 'ltr'
  Object.assign(i18nState, { language: 'en', catalogue: undefined, say: undefined })
}
