import {
  DASHBOARD_TOP_CUSTOMERS,
  DASHBOARD_TOP_PRODUCTS,
  ORDER_STATUSES,
  REVENUE_STATUSES,
  centsToMoney,
  startOfUtcDay,
  utcDay,
} from 'contracts'
import { TABLE } from '../rows'
import { EVERY_BRANCH } from '../scope'
import type { BranchScope } from '../scope'
import type { Store } from '../store/store'
import { orderFigures, orderIndex } from '../orders/order-index'
import type { IndexedOrder } from '../orders/order-index'
import { lowerBound } from '../sorted'

const HOUR_MS = 60 * 60 * 1000

export const DAY_MS = 24 * HOUR_MS

const signupCache = new WeakMap<Store, { anchor: number; size: number; times: Float64Array }>()

/** Customers' sign-up instants; customers are never created through the API. */
function signups(store: Store) {
  const table = store.table(TABLE.customer)
  const hit = signupCache.get(store)
  if (hit && hit.anchor === store.anchor && hit.size === table.size) return hit.times
  const times = Float64Array.from(table.values(), (c) => Date.parse(c.createdAt))
  signupCache.set(store, { anchor: store.anchor, size: table.size, times })
  return times
}

/** Customers who signed up in `[fromMs, toMs)`. */
function newCustomers(store: Store, fromMs: number, toMs: number) {
  let n = 0
  for (const t of signups(store)) if (t >= fromMs && t < toMs) n++
  return n
}

const EARNED = new Set<string>(REVENUE_STATUSES)

/** Calls `visit` with each order of the scope created in `[fromMs, toMs)`, oldest first. */
function eachOrder(
  store: Store,
  fromMs: number,
  toMs: number,
  scope: BranchScope,
  visit: (o: IndexedOrder, at: number) => void,
) {
  const index = orderIndex(store)
  for (let i = lowerBound(index.times, fromMs); i < index.times.length; i++) {
    const at = index.times[i]!
    if (at >= toMs) break
    const o = index.rows[i]!
    if (scope.all || scope.has(o.branchId)) visit(o, at)
  }
}

/** The headline figures (the KPI cards), order by order. */
class Headline {
  orders = 0
  revenueOrders = 0
  revenue = 0

  /** Counts an order; answers its figures when its money is earned (delivered or picked up). */
  add(o: IndexedOrder) {
    this.orders++
    if (!EARNED.has(o.status)) return undefined
    const figures = orderFigures(o)
    this.revenueOrders++
    this.revenue += figures.totalCents
    return figures
  }

  figures(store: Store, fromMs: number, toMs: number) {
    return {
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      orders: this.orders,
      revenue: centsToMoney(this.revenue),
      averageOrderValue: centsToMoney(this.revenueOrders ? this.revenue / this.revenueOrders : 0),
      newCustomers: newCustomers(store, fromMs, toMs),
    }
  }
}

/** The headline figures alone (the previous period's: no per-day or per-product work). */
function totals(store: Store, fromMs: number, toMs: number, scope: BranchScope) {
  const headline = new Headline()
  eachOrder(store, fromMs, toMs, scope, (o) => headline.add(o))
  return headline.figures(store, fromMs, toMs)
}

/**
 * The figures of docs/requirements.md#the-domain for `[fromMs, toMs)`, days starting at UTC
 * midnight, over the branches in `scope` (every branch when `null`), with the
 * period before: a range starting at midnight moved back by its day count
 * (today up to noon against yesterday up to noon), any other the same length
 * ending where it begins. New customers belong to no branch:
 * they are the business's whatever the scope.
 */
export function dashboard(
  store: Store,
  fromMs: number,
  toMs: number,
  scope: BranchScope = EVERY_BRANCH,
) {
  const firstDay = startOfUtcDay(fromMs)
  const dayCount = Math.max(1, Math.ceil((toMs - firstDay) / DAY_MS))
  const perDayOrders = new Array<number>(dayCount).fill(0)
  const perDayRevenue = new Array<number>(dayCount).fill(0)
  const hourCount = dayCount === 1 ? Math.max(1, Math.ceil((toMs - firstDay) / HOUR_MS)) : 0
  const perHourOrders = new Array<number>(hourCount).fill(0)
  const perHourRevenue = new Array<number>(hourCount).fill(0)
  const byStatus = new Map<string, number>()
  const byBranch = new Map<number, { orders: number; revenue: number }>()
  const byProduct = new Map<number, { name: string; quantity: number; revenue: number }>()
  const byCustomer = new Map<number, { name: string; orders: number; spent: number }>()
  const headline = new Headline()
  eachOrder(store, fromMs, toMs, scope, (o, at) => {
    const day = Math.floor((at - firstDay) / DAY_MS)
    const hour = hourCount ? Math.floor((at - firstDay) / HOUR_MS) : -1
    perDayOrders[day]!++
    if (hour >= 0) perHourOrders[hour]!++
    byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1)
    const branch = byBranch.get(o.branchId) ?? { orders: 0, revenue: 0 }
    branch.orders++
    byBranch.set(o.branchId, branch)
    let customer = byCustomer.get(o.customer.id)
    if (!customer) {
      customer = { name: o.customer.name, orders: 0, spent: 0 }
      byCustomer.set(o.customer.id, customer)
    }
    customer.orders++
    const figures = headline.add(o)
    if (!figures) return
    const cents = figures.totalCents
    perDayRevenue[day]! += cents
    if (hour >= 0) perHourRevenue[hour]! += cents
    branch.revenue += cents
    customer.spent += cents
    for (const [productId, name, quantity, lineCents] of figures.lines) {
      let p = byProduct.get(productId)
      if (!p) byProduct.set(productId, (p = { name, quantity: 0, revenue: 0 }))
      p.quantity += quantity
      p.revenue += lineCents
    }
  })
  const branches = [...store.table(TABLE.branch).values()].filter((b) => scope.has(b.id))
  const back = fromMs === firstDay ? dayCount * DAY_MS : toMs - fromMs
  const within = (ms: number) => new Date(Math.min(Math.max(ms, fromMs), toMs)).toISOString()
  const span = (start: number, length: number) => ({
    from: within(start),
    to: within(start + length),
  })
  return {
    ...headline.figures(store, fromMs, toMs),
    previous: totals(store, fromMs - back, toMs - back, scope),
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    perDay: perDayOrders.map((n, d) => ({
      date: utcDay(firstDay + d * DAY_MS),
      ...span(firstDay + d * DAY_MS, DAY_MS),
      orders: n,
      revenue: centsToMoney(perDayRevenue[d]!),
    })),
    perHour: perHourOrders.map((n, h) => ({
      hour: new Date(firstDay + h * HOUR_MS).toISOString(),
      ...span(firstDay + h * HOUR_MS, HOUR_MS),
      orders: n,
      revenue: centsToMoney(perHourRevenue[h]!),
    })),
    perBranch: branches
      .map((b) => ({
        branchId: b.id,
        branchName: b.name as string,
        branchNameAr: b.nameAr as string,
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
    topCustomers: [...byCustomer.entries()]
      .sort((a, b) => b[1].orders - a[1].orders || b[1].spent - a[1].spent || a[0] - b[0])
      .slice(0, DASHBOARD_TOP_CUSTOMERS)
      .map(([customerId, c]) => ({
        customerId,
        name: c.name,
        orders: c.orders,
        spent: centsToMoney(c.spent),
      })),
  }
}
