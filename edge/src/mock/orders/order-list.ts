import { ORDER_STATUSES, centsToMoney, parseSort } from 'contracts'
import type { OrderStatus } from 'contracts'
import { compareValues } from '../resources/compare'
import type { BranchScope } from '../scope'
import type { Store } from '../store/store'
import { forEachOrder, productRule } from './order-filter'
import {
  addFigures,
  productShares,
  saleFigures,
  salesMoney,
  zeroFigures,
} from '../figures/sales-totals'
import type { Figures } from '../figures/sales-totals'
import type { OrderFilters } from './order-filter'
import { MONEY, orderFigures } from './order-index'
import { orderSummary } from './order-rows'
import type { OrderRow } from '../rows'

export type OrderQuery = OrderFilters & {
  page: number
  pageSize: number
  sort?: string | undefined
}

/**
 * The orders of `scope`'s branches filtered by the query, newest first unless
 * sorted otherwise. In creation order only the page is presented; other sorts
 * need every match.
 */
export function listOrders(store: Store, query: OrderQuery, scope: BranchScope) {
  const sort = parseSort(query.sort)
  const byTime = !sort || sort.field === 'createdAt'
  const newestFirst = !sort || sort.direction === 'desc'
  const start = (query.page - 1) * query.pageSize
  const end = start + query.pageSize
  const matches: OrderRow[] = []
  let count = 0
  // Running sums (MONEY's order), read from the index's money columns, not the rows.
  let gross = 0
  let discounts = 0
  let deliveryCharges = 0
  let net = 0
  let cashDue = 0
  let wallet = 0
  let cashTakenUsd = 0
  let cashTakenLbp = 0
  // A product's (category's) lines: its share of each order, as its sales row counts it.
  const product = productRule(store, query)
  const lines = product && { quantity: 0, figures: zeroFigures() }
  forEachOrder(store, query, { scope, newestFirst }, (o, place, { money }) => {
    if (lines) {
      for (const line of o.items) if (product!(line.productId)) lines.quantity += line.quantity
      for (const [id, f] of productShares(o, saleFigures(o)))
        if (product!(id)) addFigures(lines.figures, f)
    }
    if (!byTime || (count >= start && count < end)) matches.push(o)
    count++
    const at = place * MONEY.length
    gross += money[at]!
    discounts += money[at + 1]!
    deliveryCharges += money[at + 2]!
    net += money[at + 3]!
    cashDue += money[at + 4]!
    wallet += money[at + 5]!
    cashTakenUsd += money[at + 6]!
    cashTakenLbp += money[at + 7]!
  })
  const page = (rows: OrderRow[]) => ({
    Data: rows.map((o) => orderSummary(store, o)),
    TotalCount: count,
    Page: query.page,
    PageSize: query.pageSize,
    totals: {
      count,
      gross: centsToMoney(gross),
      discounts: centsToMoney(discounts),
      deliveryCharges: centsToMoney(deliveryCharges),
      net: centsToMoney(net),
      cashDue: centsToMoney(cashDue),
      // Whatever neither cash nor a wallet paid was paid by card.
      card: centsToMoney(net - cashDue - wallet),
      wallet: centsToMoney(wallet),
      cashTakenUsd: centsToMoney(cashTakenUsd),
      cashTakenLbp,
      ...(lines && { lines: { quantity: lines.quantity, ...linesMoney(lines.figures) } }),
    },
  })
  if (byTime) return page(matches)
  const dir = sort.direction === 'desc' ? -1 : 1
  if (sort.field === 'total') {
    const keyed = matches.map((o) => [orderFigures(o).totalCents, o] as const)
    keyed.sort((x, y) => dir * (x[0] - y[0]) || x[1].id - y[1].id)
    matches.splice(0, matches.length, ...keyed.map((k) => k[1]))
  } else {
    // The one sort left of ORDER_SORTABLE, which the query is held to: by number.
    matches.sort((x, y) => dir * compareValues(x.number, y.number) || x.id - y.id)
  }
  return page(matches.slice(start, end))
}

/** A product's (category's) lines' share of the orders, as its sales row writes it. */
function linesMoney(f: Figures) {
  const { orders: _orders, refunds: _refunds, ...share } = salesMoney(f)
  return share
}

/**
 * How many orders of `scope`'s branches of each status match the list's other
 * filters (every status, 0 when none).
 */
export function countOrdersByStatus(
  store: Store,
  filters: Omit<OrderFilters, 'status'>,
  scope: BranchScope,
) {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >
  forEachOrder(store, filters, { scope }, (o) => counts[o.status]++)
  return counts
}
