import type { Dashboard } from '../entities/dashboard'
import type { SalesGroup, SalesReport, ShiftReport } from '../entities/report'
import type { OrderStatus } from './status'
import { businessDayOf } from '../time-zone'

/**
 * The order list's filters (`GET /order`'s query) that select exactly the
 * orders a figure counts: the SPA's figure links set them, and the mock's
 * tests hold each figure to the list's `totals` for them.
 */
export interface OrderFigureFilter {
  status?: string | undefined
  branchId?: number | undefined
  paymentMethod?: string | undefined
  paymentStatus?: string | undefined
  fulfilment?: string | undefined
  /** `none`: the orders no rider took out. */
  riderId?: number | 'none' | undefined
  /** `none`: the orders that used no coupon. */
  couponId?: number | 'none' | undefined
  productId?: number | undefined
  /** `none`: the orders holding a product of no category. */
  categoryId?: number | 'none' | undefined
  settlementId?: number | undefined
  closeId?: number | undefined
  heldBy?: number | undefined
  from?: string | undefined
  to?: string | undefined
  completedFrom?: string | undefined
  completedTo?: string | undefined
  openAt?: string | undefined
  cashFrom?: string | undefined
  cashTo?: string | undefined
  late?: boolean | undefined
  walletPaid?: boolean | undefined
}

/** The statuses of a sale: the orders a report's money counts. */
export const SOLD = 'delivered,picked_up'

/**
 * A refund: a paid order rejected or cancelled gave its total back when it
 * ended (its payment refunded). A report's refunds count these.
 */
export const REFUNDED = { status: 'rejected,cancelled', paymentStatus: 'refunded' } as const

/** A column of the sales report: its figures (SalesReport's row fields). */
export type SalesField = keyof SalesReport['total']

/**
 * The sales report's figures as the orders they count, each span's from its
 * `completedFrom`/`completedTo` (the report's branch, or all of the
 * employee's):
 * - `row(row)`: the sales of a row, delivered or picked up (`count`, `gross`,
 *   `discounts`, `deliveryCharges`, `net`, and `cashTakenUsd`/`Lbp` for its
 *   cash cells); a product's or category's row the orders holding it, its
 *   figures their `lines` (its share of them); null where no filter names
 *   the row's orders (a coupon since deleted);
 * - `cell(field, filter)`: the orders behind one of its cells: the row's, but
 *   its cash cells count only cash orders (none in a card or wallet row), and
 *   its refunds the refunds made in its span (`net`: what they gave back);
 * - `total`: the Total row's, as a row spanning the report.
 */
export function salesFigureFilters(
  report: Pick<SalesReport, 'from' | 'to' | 'groupBy'>,
  branchId: number | undefined,
) {
  const row = (r: SalesReport['rows'][number]): OrderFigureFilter | null => {
    const base = { completedFrom: r.from, completedTo: r.to, status: SOLD, branchId }
    const groupBy: SalesGroup = report.groupBy
    switch (groupBy) {
      case 'day':
        return base
      case 'branch':
        return { ...base, branchId: Number(r.key) }
      case 'payment':
        return { ...base, paymentMethod: r.key }
      case 'rider':
        return { ...base, riderId: r.key ? Number(r.key) : 'none' }
      case 'product':
        return { ...base, productId: Number(r.key) }
      case 'category':
        return { ...base, categoryId: r.key ? Number(r.key) : 'none' }
      case 'coupon':
        return r.key === ''
          ? { ...base, couponId: 'none' }
          : r.couponId
            ? { ...base, couponId: r.couponId }
            : null
    }
  }
  const cell = (field: SalesField, filter: OrderFigureFilter | null): OrderFigureFilter | null => {
    if (!filter) return null
    if (field === 'refunds') return { ...filter, ...REFUNDED }
    if (field !== 'cashUsd' && field !== 'cashLbp') return filter
    if (filter.paymentMethod !== undefined) return filter.paymentMethod === 'cash' ? filter : null
    return { ...filter, paymentMethod: 'cash' }
  }
  const total: OrderFigureFilter = {
    completedFrom: report.from,
    completedTo: report.to,
    status: SOLD,
    branchId,
  }
  return { row, cell, total }
}

/**
 * Each figure of a shift's report as the orders it counts, and which of the
 * list's `totals` equals it:
 * - `orders.placed`: placed in the shift (count);
 * - `orders.delivered` … `cancelled`: ended so in the shift (count);
 *   `orders.completed` the sales, delivered or picked up (count, gross,
 *   discounts, delivery charges, net);
 * - `orders.open`: still open at the shift's end (count);
 * - `byPayment.cash`: the cash sales (`cashDue`), `card` the card sales
 *   (`card`), `wallet` the sales a wallet paid some of (`wallet`);
 * - a coupon's uses and discount: its sales (`count`, `discounts`);
 * - a rider's cash: what the rider holds now (`cashDue`; only while the shift is open);
 * - `cashExpected`: the cash that came to the branch in the shift, cash
 *   pickups and the orders riders' settlements covered (`cashTakenUsd` and
 *   `cashTakenLbp`: the report's `cashFromOrdersUsd`/`Lbp`), to which the
 *   settlements' gaps and the wallet recharges the report lists (no order's)
 *   add up to `cashExpectedUsd`/`Lbp`.
 */
export function shiftFigureFilters(report: ShiftReport) {
  const branchId = report.branchId
  const ended = (status: string) => ({
    branchId,
    completedFrom: report.from,
    completedTo: report.to,
    status,
  })
  return {
    orders: {
      placed: { branchId, from: report.from, to: report.to },
      completed: ended(SOLD),
      delivered: ended('delivered'),
      pickedUp: ended('picked_up'),
      rejected: ended('rejected'),
      cancelled: ended('cancelled'),
      open: { branchId, openAt: report.to },
    } satisfies Record<string, OrderFigureFilter>,
    byPayment: {
      cash: { ...ended(SOLD), paymentMethod: 'cash' },
      card: { ...ended(SOLD), paymentMethod: 'card' },
      wallet: { ...ended(SOLD), walletPaid: true },
    } satisfies Record<string, OrderFigureFilter>,
    coupon: (c: ShiftReport['coupons'][number]): OrderFigureFilter | undefined =>
      c.couponId === undefined ? undefined : { ...ended(SOLD), couponId: c.couponId },
    rider: (r: ShiftReport['riders'][number]): OrderFigureFilter => ({ heldBy: r.riderId }),
    cashExpected: { branchId, cashFrom: report.from, cashTo: report.to } as OrderFigureFilter,
  }
}

/**
 * The dashboard's figures as the orders they count (`branchId` the one
 * chosen, or all of the employee's): a span's orders placed (`count`) and its
 * revenue (`net` of those delivered or picked up); a status slice of the
 * range (`count`); Right now's pending and late orders (`count`). Each sets
 * instants, so the list shows no range of days of its own.
 */
export const dashboardFigureFilters = (branchId: number | undefined) => ({
  placed: (span: { from: string; to: string }): OrderFigureFilter => ({
    from: span.from,
    to: span.to,
    branchId,
  }),
  earned: (span: { from: string; to: string }): OrderFigureFilter => ({
    from: span.from,
    to: span.to,
    branchId,
    status: SOLD,
  }),
  status: (d: Pick<Dashboard, 'from' | 'to'>, status: OrderStatus): OrderFigureFilter => ({
    from: d.from,
    to: d.to,
    branchId,
    status,
  }),
  /** Pending now: placed up to the board's `serverTime` (its instant included). */
  pending: (now: string): OrderFigureFilter => ({ status: 'pending', branchId, to: upTo(now) }),
  /** Late now, by the board's rule (placed up to its `serverTime`). */
  late: (now: string): OrderFigureFilter => ({ late: true, branchId, to: upTo(now) }),
})

/** The end of a span that holds `now` itself (a span's end is excluded). */
const upTo = (now: string) => new Date(Date.parse(now) + 1).toISOString()

/**
 * A rider's figures as the orders they count: the cash held now (`cashDue`),
 * the deliveries of the business's day holding `now` (`count`: delivered by
 * them, the delivery in that day, whenever the order was placed, so a night
 * shift's order placed before midnight and delivered after counts on the
 * day it was delivered), and a settlement (`cashDue`: the orders it covered).
 */
export const riderFigureFilters = (riderId: number) => ({
  cashHeld: { heldBy: riderId } satisfies OrderFigureFilter,
  deliveriesToday: (now: number): OrderFigureFilter => {
    const day = businessDayOf(now)
    return {
      riderId,
      status: 'delivered',
      completedFrom: new Date(day.fromMs).toISOString(),
      completedTo: new Date(day.toMs).toISOString(),
    }
  },
  settlement: (settlementId: number): OrderFigureFilter => ({ settlementId }),
})
