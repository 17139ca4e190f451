import { recordEvent } from '../audit/record'
import { ACTIVE_STATUSES, boardEventsRoute, orderRoutes } from 'contracts'
import { BRANCH_PACE_MESSAGES } from 'contracts'
import type { BoardOrder } from 'contracts'
import { bind, pathRecord } from '../context'
import type { Actor, Binding } from '../context'
import { TABLE } from '../rows'
import type { BranchRow } from '../rows'
import { branchesOf, narrowedTo } from '../scope'
import type { BranchScope } from '../scope'
import type { Store } from '../store/store'
import { boardFeed } from '../orders/board-feed'
import { acceptingNow, boardBranch, putBranch, resolveUntil } from '../branches/pace'
import { forEachOrder } from '../orders/order-filter'
import { boardOrder } from '../orders/order-rows'
import { boardRiders } from '../rider/dispatch'
import type { OrderRow } from '../rows'

/**
 * Every active order of the actor's branches (or of one of them), oldest
 * first, each with when it entered its status; the branches; the store's now.
 */
function board(store: Store, scope: BranchScope, branchId: number | undefined) {
  const branches = branchesOf(store, scope)
  const covered = branchId === undefined ? branches.map((b) => b.id) : [branchId]
  const orders: BoardOrder[] = []
  forEachOrder(store, { status: ACTIVE_STATUSES, branchId }, { scope }, (o) =>
    orders.push(boardOrder(store, o)),
  )
  return {
    orders,
    branches: branches.map((b) => boardBranch(store, b)),
    riders: boardRiders(store, covered),
    serverTime: new Date(store.now()).toISOString(),
    live: boardFeed(store).live(covered),
  }
}

/**
 * The pause switch: a change of the branch record like any other. A pause may
 * resume by itself at `until` (read when the branch is read) and say why.
 */
function setAccepting(
  store: Store,
  branch: BranchRow,
  body: { acceptingOrders: boolean; until?: string | undefined; reason: string },
) {
  const now = store.now()
  const pausedUntil = body.acceptingOrders ? null : resolveUntil(branch, body.until, now)
  if (body.acceptingOrders && acceptingNow(branch, now)) return branch
  return putBranch(store, branch, {
    acceptingOrders: body.acceptingOrders,
    pausedUntil,
    pauseReason: body.acceptingOrders ? '' : body.reason,
  })
}

/**
 * Someone at the branch has seen a pending order: recorded once, on the order
 * (a second call, or an order no longer pending, changes nothing). Only an
 * order of the actor's branches (every branch when none are listed).
 */
function acknowledge(store: Store, actor: Actor, order: OrderRow): OrderRow {
  const { id } = order
  if (order.status !== 'pending' || order.acknowledgedAt) return order
  const next: OrderRow = {
    ...order,
    acknowledgedAt: new Date(store.now()).toISOString(),
    acknowledgedById: actor.employee.id,
    acknowledgedByName: `${actor.employee.firstName} ${actor.employee.lastName}`,
  }
  store.table(TABLE.order).put(id, next)
  return next
}

export const boardBindings: Binding[] = [
  bind(orderRoutes.getBranchOrdersBoard, ({ store, scope, query }) => ({
    Data: board(store, scope, query.branchId),
  })),
  bind(orderRoutes.acknowledgeBranchOrder, (call) => {
    const { c, store, actor } = call
    const before = pathRecord(call, TABLE.order)
    const after = acknowledge(store, actor, before)
    if (after !== before) {
      recordEvent(c, {
        module: 'order',
        recordId: after.id,
        recordLabel: `#${after.number}`,
        branchId: after.branchId,
        action: 'acknowledge',
        changes: [
          {
            field: 'acknowledgedByName',
            label: 'Acknowledged by',
            before: null,
            after: after.acknowledgedByName ?? null,
          },
        ],
      })
    }
    return { Data: boardOrder(store, after) }
  }),
  bind(orderRoutes.setBranchAccepting, (call) => {
    const { c, store, body } = call
    const before = pathRecord(call, TABLE.branch)
    const wasAccepting = acceptingNow(before, store.now())
    const after = setAccepting(store, before, body)
    if (after !== before) {
      recordEvent(c, {
        module: 'branch',
        recordId: after.id,
        recordLabel: after.name,
        action: after.acceptingOrders ? 'resume' : 'pause',
        changes: [
          {
            field: 'acceptingOrders',
            label: 'Accepting orders',
            before: wasAccepting,
            after: after.acceptingOrders,
          },
          ...(after.acceptingOrders
            ? []
            : [
                {
                  field: 'pausedUntil',
                  label: 'Until',
                  before: null,
                  after: BRANCH_PACE_MESSAGES.pausedUntil(after.pausedUntil ?? null),
                },
              ]),
        ],
      })
    }
    return { Data: boardBranch(store, after) }
  }),
]

/**
 * The board's live channel: the changes of the actor's branches (or of one of
 * them; another is a 404) as Server-Sent Events. Not one of API_ROUTES (its
 * answer is a stream): createMockApp mounts it.
 */
export const boardEventsBinding: Binding = bind(boardEventsRoute, ({ store, scope, query }) => {
  const covered = narrowedTo(scope, query.branchId)
  const branchIds = branchesOf(store, covered).map((b) => b.id)
  return boardFeed(store).stream(branchIds, covered.has, query)
})
