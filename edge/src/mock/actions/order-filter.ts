import { resolveDateRange } from 'contracts'
import type { OrderStatus } from 'contracts'
import { searchWords } from '../search'
import type { Store } from '../store/store'
import { isActive, orderIndex, searchRows } from './order-index'
import type { OrderRow } from './order-rows'

/** The filters of the order lists (`GET /order`, `/branch-orders`, `/order/status-counts`). */
export interface OrderFilters {
  search?: string | undefined
  status?: readonly OrderStatus[] | undefined
  branchId?: number | undefined
  fulfilment?: string | undefined
  paymentStatus?: string | undefined
  paymentMethod?: string | undefined
  customerId?: number | undefined
  riderId?: number | undefined
  from?: string | undefined
  to?: string | undefined
}

/**
 * Calls `visit` with every order that matches the filters, and belongs to one
 * of `branches` when that list is not empty, in creation order (newest first
 * when asked). Walks the creation-time index, or only its active orders when
 * the statuses asked for are active ones: the order lists, the status counts
 * and the board share this one filter.
 */
export function forEachOrder(
  store: Store,
  filters: OrderFilters,
  options: { branches?: readonly number[]; newestFirst?: boolean },
  visit: (order: OrderRow) => void,
) {
  const index = orderIndex(store)
  const statuses = filters.status?.length ? new Set(filters.status) : undefined
  const range =
    filters.from !== undefined || filters.to !== undefined
      ? resolveDateRange({ from: filters.from, to: filters.to }, store.now())
      : undefined
  const words = searchWords(filters.search)
  const found = words.length ? searchRows(index, words) : undefined
  const branches = options.branches?.length ? options.branches : undefined
  const places = filters.status?.length && filters.status.every(isActive) ? index.active : undefined
  const n = places ? places.length : index.rows.length
  for (let k = 0; k < n; k++) {
    const j = options.newestFirst ? n - 1 - k : k
    const i = places ? places[j]! : j
    const t = index.times[i]!
    if (range && (t < range.fromMs || t >= range.toMs)) continue
    const o = index.rows[i] as OrderRow
    if (statuses && !statuses.has(o.status)) continue
    if (filters.branchId !== undefined && o.branchId !== filters.branchId) continue
    if (branches && !branches.includes(o.branchId)) continue
    if (filters.fulfilment !== undefined && o.fulfilment !== filters.fulfilment) continue
    if (filters.paymentStatus !== undefined && o.paymentStatus !== filters.paymentStatus) continue
    if (filters.paymentMethod !== undefined && o.paymentMethod !== filters.paymentMethod) continue
    if (filters.customerId !== undefined && o.customer.id !== filters.customerId) continue
    if (filters.riderId !== undefined && o.rider?.id !== filters.riderId) continue
    if (found && !found[i]) continue
    visit(o)
  }
}
