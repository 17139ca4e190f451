import { recordEvent } from '../audit/record'
import {
  ACTIVE_STATUSES,
  API_ERRORS,
  ORDER_MESSAGES,
  canTransition,
  cashDueOf,
  centsToMoney,
  forbiddenTransitionMessage,
  moneyToCents,
  orderRoutes,
  RIDER_MESSAGES,
  tenderProblem,
} from 'contracts'
import type { CashTender, OrderStatus } from 'contracts'
import { bind, pathRecord } from '../context'
import type { Actor, Binding } from '../context'
import { ApiFailure, businessRule } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { assertVersion } from '../resources/generic'
import { TABLE } from '../rows'
import type { BranchScope } from '../scope'
import type { Store } from '../store/store'
import {
  fullOrder,
  moveChanges,
  readyEstimate,
  termsOf,
  withRefundNote,
} from '../orders/order-rows'
import type { OrderRow } from '../rows'
import { moveLoyalty, moveWallet, pointsFor } from '../money/ledgers'
import { collectCash, orderRider, riderForDispatch } from '../rider/dispatch'
import { listOrders, countOrdersByStatus } from '../orders/order-list'
import type { OrderQuery } from '../orders/order-list'
import { preparationMinutesNow } from '../branches/pace'

/**
 * Refunds what an order took, to the customer's wallet: a paid order its total, an unpaid one
 * the part its wallet paid (an order taken by phone may use the wallet for part of it); and
 * gives back redeemed points.
 */
function refund(store: Store, order: OrderRow, actor: Actor, status: OrderStatus) {
  const undo: Partial<OrderRow> = {}
  const refundCents =
    order.paymentStatus === 'paid'
      ? moneyToCents(order.total)
      : order.paymentStatus === 'pending'
        ? moneyToCents(order.walletAmountUsed ?? '0.00')
        : 0
  if (refundCents > 0) {
    moveWallet(store, {
      customerId: order.customer.id,
      type: 4,
      amountCents: refundCents,
      reason: `Refund of order ${order.number}`,
      orderId: order.id,
      orderNumber: order.number,
      employeeId: actor.employee.id,
    })
    undo.paymentStatus = 'refunded'
  }
  const refunded = refundCents > 0 ? centsToMoney(refundCents) : null
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
  return { undo, refunded }
}

/**
 * The tender a cash order is finished with, checked against its cash due at
 * its own rate (400 Errors.cash in words); null without one (exactly cashDue,
 * in dollars).
 */
function tenderOf(store: Store, order: OrderRow, cash: CashTender | undefined) {
  if (!cash) return null
  const terms = termsOf(store, order)
  const cashDue = cashDueOf(order)
  const problem =
    moneyToCents(cashDue) === 0
      ? ORDER_MESSAGES.noCashDue
      : tenderProblem(cash, { cashDue, lbpPerUsd: terms.lbpPerUsd, step: terms.lbpRoundingStep })
  if (problem) throw new ApiFailure(400, API_ERRORS.validation, { cash: problem })
  return cash
}

/** Completing an order: cash is collected, points are earned, the customer's totals grow. */
function complete(store: Store, order: OrderRow) {
  const changes: Partial<OrderRow> = {}
  if (order.paymentStatus === 'pending') changes.paymentStatus = 'paid'
  const rate = [...store.table(TABLE.conversionRate).values()].find((r) => r.isActive)
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
  const customers = store.table(TABLE.customer)
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
  { store, actor, scope }: { store: Store; actor: Actor; scope: BranchScope },
  order: OrderRow,
  body: {
    status: OrderStatus
    version: number
    rejectionReasonId: number | null
    note: string
    riderId: number | null
    cash?: CashTender | undefined
  },
) {
  assertVersion(order, body.version)
  const to = body.status
  if (!canTransition(order.status, to, order.fulfilment)) {
    throw businessRule(forbiddenTransitionMessage(order.status, to), {
      status: forbiddenTransitionMessage(order.status, to),
    })
  }
  // One instant for the whole move: the history's time, updatedAt and the estimate.
  const nowMs = store.now()
  let extra: Partial<OrderRow> = {}
  let note = body.note
  if (to === 'rejected') {
    const reason = store.table(TABLE.rejection).get(body.rejectionReasonId ?? 0)
    if (!reason || !reason.isActive) {
      throw businessRule(MOCK_MESSAGES.rejectionReasonUnknown, {
        rejectionReasonId: MOCK_MESSAGES.rejectionReasonUnknown,
      })
    }
    extra = { rejectionReasonId: reason.id, rejectionNote: reason.text as string }
    note = note || (reason.text as string)
  }
  if (to === 'cancelled') extra = { cancellationNote: body.note }
  if (to === 'rejected' || to === 'cancelled') {
    const { undo, refunded } = refund(store, order, actor, to)
    extra = { ...extra, ...undo }
    if (refunded) note = withRefundNote(note, refunded)
  }
  if (to === 'out_for_delivery') {
    // The schema has already asked for a rider (400 Errors.riderId); here, whether they may go.
    const rider = riderForDispatch(store, scope, body.riderId!, order.branchId)
    extra = { rider: orderRider(rider), dispatchedAt: new Date(nowMs).toISOString() }
    note = [RIDER_MESSAGES.dispatchedWith(rider.name), note].filter(Boolean).join('. ')
  }
  if (to === 'delivered' || to === 'picked_up') {
    extra = { ...extra, ...complete(store, order), cash: tenderOf(store, order, body.cash) }
  }
  if (to === 'accepted') {
    // Busy mode's extra minutes count in the estimate while they last.
    const branch = store.table(TABLE.branch).get(order.branchId)
    if (branch) extra.estimatedReadyAt = readyEstimate(nowMs, preparationMinutesNow(branch, nowMs))
  }
  const now = new Date(nowMs).toISOString()
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
  store.table(TABLE.order).put(order.id, next)
  if (to === 'delivered') collectCash(store, next)
  return next
}

/**
 * Hands an order on the road to another rider of its branch, on shift: the
 * order's history says from whom to whom.
 */
function changeRider(
  { store, actor, scope }: { store: Store; actor: Actor; scope: BranchScope },
  order: OrderRow,
  body: { riderId: number; version: number },
) {
  assertVersion(order, body.version)
  if (order.status !== 'out_for_delivery') {
    throw businessRule(RIDER_MESSAGES.handoverNotOnRoad, {
      status: RIDER_MESSAGES.handoverNotOnRoad,
    })
  }
  if (order.rider?.id === body.riderId) {
    const message = RIDER_MESSAGES.riderSame(order.rider.name)
    throw businessRule(message, { riderId: message })
  }
  const rider = riderForDispatch(store, scope, body.riderId, order.branchId)
  const now = new Date(store.now()).toISOString()
  const from = order.rider?.name ?? 'nobody'
  const next: OrderRow = {
    ...order,
    rider: orderRider(rider),
    statusHistory: [
      ...order.statusHistory,
      {
        status: order.status,
        at: now,
        employeeId: actor.employee.id,
        employeeName: `${actor.employee.firstName} ${actor.employee.lastName}`,
        note: RIDER_MESSAGES.handedOver(from, rider.name),
      },
    ],
    updatedAt: now,
    version: order.version + 1,
  }
  store.table(TABLE.order).put(order.id, next)
  return next
}

export const orderBindings: Binding[] = [
  bind(orderRoutes.listOrders, ({ store, scope, query }) =>
    listOrders(store, query as OrderQuery, scope),
  ),
  bind(orderRoutes.countOrdersByStatus, ({ store, scope, query }) => ({
    Data: countOrdersByStatus(store, query, scope),
  })),
  bind(orderRoutes.listBranchOrders, ({ store, scope, query }) => {
    const q = query as OrderQuery
    const withDefault = q.status?.length ? q : { ...q, status: [...ACTIVE_STATUSES] }
    return listOrders(store, withDefault, scope)
  }),
  bind(orderRoutes.getOrder, (call) => ({
    Data: fullOrder(call.store, pathRecord(call, TABLE.order)),
  })),
  bind(orderRoutes.changeOrderStatus, (call) => {
    const { c, store, body } = call
    const order = pathRecord(call, TABLE.order)
    const next = changeStatus(call, order, body)
    const dispatched = next.status === 'out_for_delivery' && next.rider
    recordEvent(c, {
      module: 'order',
      recordId: order.id,
      recordLabel: `#${order.number}`,
      branchId: order.branchId,
      action: dispatched ? 'dispatch' : 'status',
      changes: [
        ...moveChanges(order.status, next.status, next),
        ...(dispatched
          ? [{ field: 'rider', label: 'Rider', before: null, after: next.rider!.name }]
          : []),
      ],
    })
    return { Data: fullOrder(store, next) }
  }),
  bind(orderRoutes.changeOrderRider, (call) => {
    const { c, store, body } = call
    const order = pathRecord(call, TABLE.order)
    const next = changeRider(call, order, body)
    recordEvent(c, {
      module: 'order',
      recordId: order.id,
      recordLabel: `#${order.number}`,
      branchId: order.branchId,
      action: 'handover',
      changes: [
        {
          field: 'rider',
          label: 'Rider',
          before: order.rider?.name ?? null,
          after: next.rider!.name,
        },
      ],
    })
    return { Data: fullOrder(store, next) }
  }),
]
