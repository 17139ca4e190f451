import {
  ACTIVE_STATUSES,
  can,
  canTransition,
  centsToMoney,
  forbiddenTransitionMessage,
  moneyToCents,
  orderRoutes,
  parseSort,
  resolveDateRange,
} from 'contracts'
import type { OrderStatus } from 'contracts'
import { bind } from '../context'
import type { Actor, Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { compareValues } from '../resources/compare'
import { assertVersion } from '../resources/generic'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { orderFigures, orderIndex, searchRows } from './order-index'
import { moveLoyalty, moveWallet, pointsFor } from './ledgers'

type OrderRow = Row & {
  number: string
  customer: { id: number; name: string; phone: string }
  branchId: number
  fulfilment: 'delivery' | 'pickup'
  status: OrderStatus
  paymentStatus: 'pending' | 'paid' | 'refunded'
  items: unknown[]
  total: string
  pointsRedeemed: number
  pointsEarned: number
  statusHistory: unknown[]
}

type OrderQuery = {
  page: number
  pageSize: number
  sort?: string
  search?: string
  status?: OrderStatus[]
  branchId?: number
  fulfilment?: string
  paymentStatus?: string
  paymentMethod?: string
  customerId?: number
  from?: string
  to?: string
}

const branchName = (store: Store, id: number) =>
  (store.table<Row>(TABLE.branch).get(id)?.name as string | undefined) ?? ''

/** The list row of an order (no items or history). */
function summary(store: Store, o: OrderRow) {
  return {
    id: o.id,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    version: o.version,
    number: o.number,
    customer: o.customer,
    branchId: o.branchId,
    branchName: branchName(store, o.branchId),
    fulfilment: o.fulfilment,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    itemsCount: o.items.length,
    total: o.total,
    scheduledFor: o.scheduledFor ?? null,
  }
}

const full = (store: Store, o: OrderRow) => ({ ...o, ...summary(store, o) })

/**
 * Orders filtered by the query, newest first unless sorted otherwise. Walks
 * the creation-time index so the default order needs no sort, and presents
 * only the page it returns.
 */
export function listOrders(store: Store, query: OrderQuery, branches?: readonly number[]) {
  const index = orderIndex(store)
  const statuses = query.status?.length ? new Set(query.status) : undefined
  const range =
    query.from !== undefined || query.to !== undefined
      ? resolveDateRange({ from: query.from, to: query.to }, store.now())
      : undefined
  const needle = query.search?.trim() ? query.search.toLowerCase().replace(/\s+/g, '') : undefined
  const found = needle ? searchRows(index, needle) : undefined
  const sort = parseSort(query.sort)
  const byTime = !sort || sort.field === 'createdAt'
  const newestFirst = !sort || sort.direction === 'desc'
  const start = (query.page - 1) * query.pageSize
  const end = start + query.pageSize
  // In creation order only the page is kept; other sorts need every match.
  const matches: OrderRow[] = []
  let count = 0
  const n = index.rows.length
  for (let k = 0; k < n; k++) {
    const i = newestFirst ? n - 1 - k : k
    const t = index.times[i]!
    if (range && (t < range.fromMs || t >= range.toMs)) continue
    const o = index.rows[i] as OrderRow
    if (statuses && !statuses.has(o.status)) continue
    if (query.branchId !== undefined && o.branchId !== query.branchId) continue
    if (branches && branches.length && !branches.includes(o.branchId)) continue
    if (query.fulfilment !== undefined && o.fulfilment !== query.fulfilment) continue
    if (query.paymentStatus !== undefined && o.paymentStatus !== query.paymentStatus) continue
    if (query.paymentMethod !== undefined && o.paymentMethod !== query.paymentMethod) continue
    if (query.customerId !== undefined && o.customer.id !== query.customerId) continue
    if (found && !found[i]) continue
    if (!byTime || (count >= start && count < end)) matches.push(o)
    count++
  }
  if (byTime) {
    return {
      Data: matches.map((o) => summary(store, o)),
      TotalCount: count,
      Page: query.page,
      PageSize: query.pageSize,
    }
  }
  const dir = sort.direction === 'desc' ? -1 : 1
  if (sort.field === 'total') {
    const keyed = matches.map((o) => [orderFigures(o as never).totalCents, o] as const)
    keyed.sort((x, y) => dir * (x[0] - y[0]) || x[1].id - y[1].id)
    matches.splice(0, matches.length, ...keyed.map((k) => k[1]))
  } else {
    matches.sort((x, y) => dir * compareValues(x[sort.field], y[sort.field]) || x.id - y.id)
  }
  return {
    Data: matches.slice(start, end).map((o) => summary(store, o)),
    TotalCount: count,
    Page: query.page,
    PageSize: query.pageSize,
  }
}

/** Refunds what a paid order took, to the customer's wallet, and gives back redeemed points. */
function refund(store: Store, order: OrderRow, actor: Actor, status: OrderStatus) {
  const undo: Partial<OrderRow> = {}
  if (order.paymentStatus === 'paid') {
    moveWallet(store, {
      customerId: order.customer.id,
      type: 4,
      amountCents: moneyToCents(order.total),
      reason: `Refund of order ${order.number}`,
      orderId: order.id,
      orderNumber: order.number,
      employeeId: actor.employee.id,
    })
    undo.paymentStatus = 'refunded'
  }
  if (order.pointsRedeemed > 0) {
    moveLoyalty(store, {
      customerId: order.customer.id,
      type: 'adjusted',
      points: order.pointsRedeemed,
      note: `Points returned: order ${order.number} was ${status}`,
      orderId: order.id,
      orderNumber: order.number,
    })
  }
  return undo
}

/** Completing an order: cash is collected, points are earned, the customer's totals grow. */
function complete(store: Store, order: OrderRow) {
  const changes: Partial<OrderRow> = {}
  if (order.paymentStatus === 'pending') changes.paymentStatus = 'paid'
  const rate = [...store.table<Row>(TABLE.conversionRate).values()].find((r) => r.isActive)
  const points = rate ? pointsFor(moneyToCents(order.total), rate.pointsPerUsd as number) : 0
  if (points > 0) {
    moveLoyalty(store, {
      customerId: order.customer.id,
      type: 'earned',
      points,
      note: `Earned on order ${order.number}`,
      orderId: order.id,
      orderNumber: order.number,
    })
    changes.pointsEarned = points
  }
  const customers = store.table<Row>(TABLE.customer)
  const customer = customers.get(order.customer.id)
  if (customer) {
    customers.put(customer.id, {
      ...customer,
      totalSpent: centsToMoney(
        moneyToCents(customer.totalSpent as string) + moneyToCents(order.total),
      ),
    })
  }
  return changes
}

function changeStatus(
  store: Store,
  actor: Actor,
  order: OrderRow,
  body: { status: OrderStatus; version: number; rejectionReasonId: number | null; note: string },
) {
  assertVersion(order, body.version)
  const to = body.status
  if (!canTransition(order.status, to, order.fulfilment)) {
    throw businessRule(forbiddenTransitionMessage(order.status, to), {
      status: forbiddenTransitionMessage(order.status, to),
    })
  }
  let extra: Partial<OrderRow> = {}
  let note = body.note
  if (to === 'rejected') {
    const reason = store.table<Row>(TABLE.rejection).get(body.rejectionReasonId ?? 0)
    if (!reason || !reason.isActive) {
      throw businessRule(MOCK_MESSAGES.rejectionReasonUnknown, {
        rejectionReasonId: MOCK_MESSAGES.rejectionReasonUnknown,
      })
    }
    extra = { rejectionReasonId: reason.id, rejectionNote: reason.text as string }
    note = note || (reason.text as string)
  }
  if (to === 'cancelled') extra = { cancellationNote: body.note }
  if (to === 'rejected' || to === 'cancelled')
    extra = { ...extra, ...refund(store, order, actor, to) }
  if (to === 'delivered' || to === 'picked_up') extra = { ...extra, ...complete(store, order) }
  const now = new Date(store.now()).toISOString()
  const next: OrderRow = {
    ...order,
    ...extra,
    status: to,
    statusHistory: [
      ...order.statusHistory,
      {
        status: to,
        at: now,
        employeeId: actor.employee.id,
        employeeName: `${actor.employee.firstName} ${actor.employee.lastName}`,
        note,
      },
    ],
    updatedAt: now,
    version: order.version + 1,
  }
  store.table<OrderRow>(TABLE.order).put(order.id, next)
  return next
}

/**
 * The order by id, as the actor may reach it. With `order` permission, any
 * order; with only `branch-orders` (the alternative of these routes), the
 * orders of the actor's branches (none listed = every branch), others are 404.
 */
function findOrder(store: Store, actor: Actor, id: number, action: 'View' | 'Update') {
  const order = store.table<OrderRow>(TABLE.order).get(id)
  if (!order) throw notFound()
  if (can(actor.role.permissions, 'order', action)) return order
  const branches = actor.employee.branchIds
  if (branches.length && !branches.includes(order.branchId)) throw notFound()
  return order
}

export const orderBindings: Binding[] = [
  bind(orderRoutes.listOrders, ({ store, query }) => listOrders(store, query as OrderQuery)),
  bind(orderRoutes.listBranchOrders, ({ store, actor, query }) => {
    const q = query as OrderQuery
    const withDefault = q.status?.length ? q : { ...q, status: [...ACTIVE_STATUSES] }
    return listOrders(store, withDefault, actor.employee.branchIds)
  }),
  bind(
    orderRoutes.getOrder,
    ({ store, actor, params }) => ({
      Data: full(store, findOrder(store, actor, params.id, 'View')),
    }),
    { key: 'branch-orders', action: 'View' },
  ),
  bind(
    orderRoutes.changeOrderStatus,
    ({ store, actor, params, body }) => {
      const order = findOrder(store, actor, params.id, 'Update')
      return { Data: full(store, changeStatus(store, actor, order, body)) }
    },
    { key: 'branch-orders', action: 'Update' },
  ),
]
