import {
  API_ERRORS,
  DEFAULT_MAX_DELIVERY_MINUTES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  isLate,
  resolveDateRange,
} from 'contracts'
import type { LatenessBranch, OrderStatus } from 'contracts'
import { ApiFailure, notFound } from '../errors'
import { TABLE } from '../rows'
import type { BranchScope } from '../scope'
import { recordOf } from '../context'
import { searchWords } from '../search/match'
import type { Store } from '../store/store'
import { MONEY, isActive, orderIndex, paymentCode, searchRows, statusCode } from './order-index'
import type { OrderIndex } from './order-index'
import type { OrderRow } from '../rows'
import { settledOrderIds, settledOrderTimes } from './settled'
import { preparationMinutesNow } from '../branches/pace'
import { latenessOf } from './order-rows'
import { productCategories } from '../figures/sales-totals'

/** The filters of the order lists (`GET /order`, `/branch-orders`, `/order/status-counts`). */
export interface OrderFilters {
  search?: string | undefined
  status?: readonly OrderStatus[] | undefined
  branchId?: number | undefined
  fulfilment?: string | undefined
  paymentStatus?: string | undefined
  paymentMethod?: string | undefined
  customerId?: number | undefined
  /** `none`: the orders no rider took out. */
  riderId?: number | 'none' | undefined
  from?: string | undefined
  to?: string | undefined
  completedFrom?: string | undefined
  completedTo?: string | undefined
  /** `none`: the orders that used no coupon. */
  couponId?: number | 'none' | undefined
  productId?: number | undefined
  /** `none`: the orders holding a product of no category. */
  categoryId?: number | 'none' | undefined
  settlementId?: number | undefined
  closeId?: number | undefined
  heldBy?: number | undefined
  openAt?: string | undefined
  cashFrom?: string | undefined
  cashTo?: string | undefined
  late?: boolean | undefined
  walletPaid?: boolean | undefined
}

const CASH_DUE = MONEY.indexOf('cashDue')
const WALLET = MONEY.indexOf('wallet')

/** Refuses two filters no order can match both of (400, in words, on the second). */
function contradiction(field: string, message: string): ApiFailure {
  return new ApiFailure(400, API_ERRORS.validation, { [field]: message })
}

/**
 * The filters that name a record, read once: each record must exist (the
 * route's declared scope has refused one of another branch, 404 as for
 * orders), and agree with `branchId` and `riderId` (400).
 */
function resolve(store: Store, filters: OrderFilters) {
  const branchName = (id: number) =>
    (store.table(TABLE.branch).get(id)?.name as string | undefined) ?? `branch ${id}`
  const sameBranch = (field: string, what: string, branchId: number) => {
    if (filters.branchId !== undefined && filters.branchId !== branchId)
      throw contradiction(
        field,
        ORDER_MESSAGES.filterOtherBranch(what, branchName(filters.branchId)),
      )
  }
  const riderOf = (field: 'riderId' | 'heldBy', id: number) => {
    const rider = recordOf(store, TABLE.rider, id)
    sameBranch(field, 'rider', rider.branchId)
    return rider
  }
  if (filters.riderId !== undefined && filters.riderId !== 'none')
    riderOf('riderId', filters.riderId)
  // A coupon's code, upper-cased; '' for `none` (the orders that used no coupon).
  let coupon: string | undefined
  if (filters.couponId === 'none') coupon = ''
  else if (filters.couponId !== undefined) {
    const row = store.table(TABLE.coupon).get(filters.couponId)
    if (!row) throw notFound()
    coupon = row.code.toUpperCase()
  }
  let only: Set<number> | undefined
  if (filters.settlementId !== undefined) {
    const s = recordOf(store, TABLE.riderSettlement, filters.settlementId)
    sameBranch('settlementId', 'settlement', s.branchId)
    if (filters.riderId !== undefined && filters.riderId !== s.riderId) {
      // `none` names no rider: the settlement's rider is another.
      const name =
        filters.riderId === 'none' ? undefined : store.table(TABLE.rider).get(filters.riderId)?.name
      throw contradiction('settlementId', ORDER_MESSAGES.settlementOtherRider(name ?? 'the rider'))
    }
    only = new Set(s.orderIds ?? [])
  }
  let close: { branchId: number; fromMs: number; toMs: number } | undefined
  if (filters.closeId !== undefined) {
    const c = recordOf(store, TABLE.shiftClose, filters.closeId)
    sameBranch('closeId', 'close', c.branchId)
    close = { branchId: c.branchId, fromMs: Date.parse(c.from), toMs: Date.parse(c.closedAt) }
  }
  let held: { riderId: number; settled: ReadonlySet<number> } | undefined
  if (filters.heldBy !== undefined) {
    riderOf('heldBy', filters.heldBy)
    held = { riderId: filters.heldBy, settled: settledOrderIds(store) }
  }
  const span = (from: string | undefined, to: string | undefined) => {
    if (from === undefined && to === undefined) return undefined
    const range = resolveDateRange({ from, to }, store.now())
    if (from === undefined) range.fromMs = -Infinity
    return range
  }
  const completed = span(filters.completedFrom, filters.completedTo)
  const cashIn = span(filters.cashFrom, filters.cashTo)
  const cash = cashIn && { ...cashIn, settledAt: settledOrderTimes(store) }
  const openAt =
    filters.openAt === undefined ? undefined : resolveDateRange({ from: filters.openAt }).fromMs
  const late = filters.late === undefined ? undefined : lateRule(store)
  return {
    coupon,
    only,
    close,
    held,
    completed,
    cash,
    openAt,
    late,
    product: productRule(store, filters),
  }
}

/**
 * Which products `productId` or `categoryId` names (by the category each is
 * stored under now, as the sales report groups them); undefined for neither.
 */
export function productRule(store: Store, filters: Pick<OrderFilters, 'productId' | 'categoryId'>) {
  const { productId, categoryId } = filters
  if (productId === undefined && categoryId === undefined) return undefined
  const categoryOf = productCategories(store)
  const category =
    categoryId === undefined ? undefined : categoryId === 'none' ? '' : String(categoryId)
  return (id: number) =>
    (productId === undefined || id === productId) &&
    (category === undefined || categoryOf(id) === category)
}

const PICKED_UP = statusCode('picked_up')
const DELIVERED = statusCode('delivered')

/** Whether an order is late now, by the board's rule, its branch's pace read once. */
function lateRule(store: Store) {
  const now = store.now()
  const paces = new Map<number, LatenessBranch | undefined>()
  const paceOf = (branchId: number) => {
    if (!paces.has(branchId)) {
      const b = store.table(TABLE.branch).get(branchId)
      paces.set(
        branchId,
        b && {
          preparationMinutes: preparationMinutesNow(b, now),
          maxDeliveryMinutes: b.maxDeliveryMinutes ?? DEFAULT_MAX_DELIVERY_MINUTES,
        },
      )
    }
    return paces.get(branchId)
  }
  return (o: OrderRow) => isLate(latenessOf(o), paceOf(o.branchId), now)
}

/**
 * Calls `visit` with every order that matches the filters and belongs to the
 * actor's branch `scope`, in creation order (newest first when asked). Walks the creation-time index, or only its active orders when
 * the statuses asked for are active ones: the order lists, the status counts
 * and the board share this one filter. A filter naming a record outside the
 * scope is a 404; two that contradict each other a 400.
 */
export function forEachOrder(
  store: Store,
  filters: OrderFilters,
  options: { scope: BranchScope; newestFirst?: boolean },
  visit: (order: OrderRow, place: number, index: OrderIndex) => void,
) {
  const { coupon, only, close, held, completed, cash, openAt, late, product } = resolve(
    store,
    filters,
  )
  const index = orderIndex(store)
  // The statuses asked for, by code (the index's status column).
  let statuses: Uint8Array | undefined
  if (filters.status?.length) {
    statuses = new Uint8Array(ORDER_STATUSES.length)
    for (const status of filters.status) statuses[statusCode(status)] = 1
  }
  const range =
    filters.from !== undefined || filters.to !== undefined
      ? resolveDateRange({ from: filters.from, to: filters.to }, store.now())
      : undefined
  const payment =
    filters.paymentMethod === undefined ? undefined : paymentCode(filters.paymentMethod)
  const words = searchWords(filters.search)
  const found = words.length ? searchRows(index, words) : undefined
  const scope = options.scope.all ? undefined : options.scope
  // Only an active order can be late: the late ones are among the few active places.
  const places =
    (filters.status?.length && filters.status.every(isActive)) || filters.late === true
      ? index.active
      : undefined
  const n = places ? places.length : index.rows.length
  for (let k = 0; k < n; k++) {
    const j = options.newestFirst ? n - 1 - k : k
    const i = places ? places[j]! : j
    const t = index.times[i]!
    if (range && (t < range.fromMs || t >= range.toMs)) continue
    if (statuses && !statuses[index.status[i]!]) continue
    if (filters.branchId !== undefined && index.branch[i] !== filters.branchId) continue
    if (scope && !scope.has(index.branch[i]!)) continue
    // What the index's columns answer first: the order object is read only for the rest.
    if (completed || close) {
      const end = index.ended[i]!
      if (completed && !(end >= completed.fromMs && end < completed.toMs)) continue
      if (
        close &&
        (index.branch[i] !== close.branchId || !(end >= close.fromMs && end < close.toMs))
      )
        continue
    }
    if (openAt !== undefined && !(t < openAt && !(index.ended[i]! < openAt))) continue
    if (
      filters.walletPaid !== undefined &&
      index.money[i * MONEY.length + WALLET]! > 0 !== filters.walletPaid
    )
      continue
    if (payment !== undefined && index.payment[i] !== payment) continue
    if (found && !found[i]) continue
    if (cash) {
      // Cash come in: a cash pickup when picked up (only a pickup is), a delivery when its rider settled.
      if (!(index.money[i * MONEY.length + CASH_DUE]! > 0)) continue
      const at =
        index.status[i] === PICKED_UP ? index.ended[i]! : (cash.settledAt.get(index.ids[i]!) ?? NaN)
      if (!(at >= cash.fromMs && at < cash.toMs)) continue
    }
    // A rider's cash held: a delivered order with cash due, not settled, read from the columns
    // (most orders are not, and reading an order object costs more than the whole check).
    if (
      held &&
      (index.status[i] !== DELIVERED ||
        !(index.money[i * MONEY.length + CASH_DUE]! > 0) ||
        held.settled.has(index.ids[i]!))
    )
      continue
    const o = index.rows[i] as OrderRow
    if (filters.fulfilment !== undefined && o.fulfilment !== filters.fulfilment) continue
    if (filters.paymentStatus !== undefined && o.paymentStatus !== filters.paymentStatus) continue
    if (filters.customerId !== undefined && o.customer.id !== filters.customerId) continue
    if (filters.riderId !== undefined && (o.rider?.id ?? 'none') !== filters.riderId) continue
    if (only && !only.has(o.id)) continue
    if (coupon !== undefined && (o.couponCode ?? '').toUpperCase() !== coupon) continue
    if (late && late(o) !== filters.late) continue
    if (product && !o.items.some((line) => product(line.productId))) continue
    if (held && o.rider?.id !== held.riderId) continue
    visit(o, i, index)
  }
}
