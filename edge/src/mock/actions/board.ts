import { recordEvent } from '../audit/record'
import { ACTIVE_STATUSES, boardEventsRoute, orderRoutes } from 'contracts'
import type { BoardBranch, BoardOrder } from 'contracts'
import { bind, pathRecord } from '../context'
import type { Actor, Binding } from '../context'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { branchesOf, narrowedTo } from '../scope'
import type { BranchScope } from '../scope'
import type { Store } from '../store/store'
import { boardFeed } from './board-feed'
import { forEachOrder } from './order-filter'
import { boardOrder } from './order-rows'
import { boardRiders } from './riders'
import type { OrderRow } from './order-rows'

type BranchRow = Row & { name: string; acceptingOrders: boolean; preparationMinutes: number }

const boardBranch = (b: BranchRow): BoardBranch => ({
  id: b.id,
  name: b.name,
  acceptingOrders: b.acceptingOrders,
  preparationMinutes: b.preparationMinutes,
})

/**
 * Every active order of the actor's branches (or of one of them), oldest
 * first, each with when it entered its status; the branches; the store's now.
 */
function board(store: Store, scope: BranchScope, branchId: number | undefined) {
  const branches = branchesOf<BranchRow>(store, scope)
  const covered = branchId === undefined ? branches.map((b) => b.id) : [branchId]
  const orders: BoardOrder[] = []
  forEachOrder(store, { status: ACTIVE_STATUSES, branchId }, { scope }, (o) =>
    orders.push(boardOrder(store, o)),
  )
  return {
    orders,
    branches: branches.map(boardBranch),
    riders: boardRiders(store, covered),
    serverTime: new Date(store.now()).toISOString(),
    live: boardFeed(store).live(covered),
  }
}

/** The pause switch: a change of the branch record like any other (version and updatedAt move). */
function setAccepting(store: Store, branch: BranchRow, acceptingOrders: boolean) {
  const { id } = branch
  if (branch.acceptingOrders === acceptingOrders) return branch
  const next: BranchRow = {
    ...branch,
    acceptingOrders,
    updatedAt: new Date(store.now()).toISOString(),
    version: branch.version + 1,
  }
  store.table<BranchRow>(TABLE.branch).put(id, next)
  return next
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
  store.table<OrderRow>(TABLE.order).put(id, next)
  return next
}

export const boardBindings: Binding[] = [
  bind(orderRoutes.getBranchOrdersBoard, ({ store, scope, query }) => ({
    Data: board(store, scope, query.branchId),
  })),
  bind(orderRoutes.acknowledgeBranchOrder, (call) => {
    const { c, store, actor } = call
    const before = pathRecord<OrderRow>(call, TABLE.order)
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
    const before = pathRecord<BranchRow>(call, TABLE.branch)
    const after = setAccepting(store, before, body.acceptingOrders)
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
            before: before.acceptingOrders,
            after: after.acceptingOrders,
          },
        ],
      })
    }
    return { Data: boardBranch(after) }
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
