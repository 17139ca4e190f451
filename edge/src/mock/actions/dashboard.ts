import {
  DASHBOARD_TOP_PRODUCTS,
  ORDER_STATUSES,
  REVENUE_EXCLUDED_STATUSES,
  centsToMoney,
  dashboardRoutes,
  resolveDateRange,
  startOfUtcDay,
  utcDay,
} from 'contracts'
import type { OrderStatus } from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { orderFigures, orderIndex } from './order-index'
import type { IndexedOrder } from './order-index'

const DAY_MS = 24 * 60 * 60 * 1000
/** A dashboard range longer than this is refused (two years of days). */
const MAX_DAYS = 732

type OrderLike = IndexedOrder & {
  status: OrderStatus
  branchId: number
  total: string
  items: { productId: number; name: string; quantity: number; lineTotal: string }[]
}

const signupCache = new WeakMap<Store, { anchor: number; size: number; times: Float64Array }>()

/** Customers' sign-up instants; customers are never created through the API. */
function signups(store: Store) {
  const table = store.table<Row>(TABLE.customer)
  const hit = signupCache.get(store)
  if (hit && hit.anchor === store.anchor && hit.size === table.size) return hit.times
  const times = Float64Array.from(table.values(), (c) => Date.parse(c.createdAt))
  signupCache.set(store, { anchor: store.anchor, size: table.size, times })
  return times
}

/** The figures of DESIGN §5 for `[fromMs, toMs)`, days starting at UTC midnight. */
export function dashboard(store: Store, fromMs: number, toMs: number) {
  const excluded = new Set<string>(REVENUE_EXCLUDED_STATUSES)
  const index = orderIndex(store)
  const firstDay = startOfUtcDay(fromMs)
  const dayCount = Math.max(1, Math.ceil((toMs - firstDay) / DAY_MS))
  const perDayOrders = new Array<number>(dayCount).fill(0)
  const perDayRevenue = new Array<number>(dayCount).fill(0)
  const byStatus = new Map<string, number>()
  const byBranch = new Map<number, { orders: number; revenue: number }>()
  const byProduct = new Map<number, { name: string; quantity: number; revenue: number }>()
  let count = 0
  let revenueOrders = 0
  let revenue = 0
  // Binary search for the first order at or after fromMs.
  let lo = 0
  let hi = index.times.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (index.times[mid]! < fromMs) lo = mid + 1
    else hi = mid
  }
  for (let i = lo; i < index.times.length && index.times[i]! < toMs; i++) {
    const o = index.rows[i] as unknown as OrderLike
    count++
    const day = Math.floor((index.times[i]! - firstDay) / DAY_MS)
    perDayOrders[day]!++
    byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1)
    const branch = byBranch.get(o.branchId) ?? { orders: 0, revenue: 0 }
    branch.orders++
    byBranch.set(o.branchId, branch)
    if (excluded.has(o.status)) continue
    const figures = orderFigures(o)
    const cents = figures.totalCents
    revenueOrders++
    revenue += cents
    perDayRevenue[day]! += cents
    branch.revenue += cents
    for (const [productId, name, quantity, lineCents] of figures.lines) {
      let p = byProduct.get(productId)
      if (!p) byProduct.set(productId, (p = { name, quantity: 0, revenue: 0 }))
      p.quantity += quantity
      p.revenue += lineCents
    }
  }
  let newCustomers = 0
  for (const t of signups(store)) if (t >= fromMs && t < toMs) newCustomers++
  const branches = [...store.table<Row>(TABLE.branch).values()]
  return {
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    orders: count,
    revenue: centsToMoney(revenue),
    averageOrderValue: centsToMoney(revenueOrders ? revenue / revenueOrders : 0),
    newCustomers,
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    perDay: perDayOrders.map((n, d) => ({
      date: utcDay(firstDay + d * DAY_MS),
      orders: n,
      revenue: centsToMoney(perDayRevenue[d]!),
    })),
    perBranch: branches
      .map((b) => ({
        branchId: b.id,
        branchName: b.name as string,
        orders: byBranch.get(b.id)?.orders ?? 0,
        revenue: byBranch.get(b.id)?.revenue ?? 0,
      }))
      .sort((a, b) => b.orders - a.orders || a.branchId - b.branchId)
      .map((b) => ({ ...b, revenue: centsToMoney(b.revenue) })),
    topProducts: [...byProduct.entries()]
      .sort((a, b) => b[1].quantity - a[1].quantity || a[0] - b[0])
      .slice(0, DASHBOARD_TOP_PRODUCTS)
      .map(([productId, p]) => ({
        productId,
        name: p.name,
        quantity: p.quantity,
        revenue: centsToMoney(p.revenue),
      })),
  }
}

export const dashboardBindings: Binding[] = [
  bind(dashboardRoutes.getDashboard, ({ store, query }) => {
    const { fromMs, toMs } = resolveDateRange(query, store.now())
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) {
      throw new ApiFailure(400, MOCK_MESSAGES.dateRange, { from: MOCK_MESSAGES.dateRange })
    }
    if (toMs - fromMs > MAX_DAYS * DAY_MS) {
      throw new ApiFailure(400, MOCK_MESSAGES.rangeTooLong, { from: MOCK_MESSAGES.rangeTooLong })
    }
    return { Data: dashboard(store, fromMs, toMs) }
  }),
]
