import { recordEvent } from '../audit/record'
import { ACTIVE_STATUSES, boardEventsRoute, orderRoutes } from 'contracts'
import type { BoardBranch, BoardOrder } from 'contracts'
import { bind } from '../context'
import type { Actor, Binding } from '../context'
import { notFound } from '../errors'
import type { Row } from '../rows'
import { TABLE } from '../rows'
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

/** The branches the actor works for (every branch when their list is empty), by name. */
function actorBranches(store: Store, actor: Actor): BranchRow[] {
  const mine = actor.employee.branchIds
  return [...store.table<BranchRow>(TABLE.branch).values()]
    .filter((b) => !mine.length || mine.includes(b.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}

/** A branch of the actor's by id; any other (or an unknown one) is not found. */
function actorBranch(store: Store, actor: Actor, id: number): BranchRow {
  const branch = actorBranches(store, actor).find((b) => b.id === id)
  if (!branch) throw notFound()
  return branch
}

/**
 * Every active order of the actor's branches (or of one of them), oldest
 * first, each with when it entered its status; the branches; the store's now.
 */
function board(store: Store, actor: Actor, branchId: number | undefined) {
  const branches = actorBranches(store, actor)
  if (branchId !== undefined) actorBranch(store, actor, branchId)
  const covered = branchId === undefined ? branches.map((b) => b.id) : [branchId]
  const orders: BoardOrder[] = []
  forEachOrder(
    store,
    { status: ACTIVE_STATUSES, branchId },
    { branches: actor.employee.branchIds },
    (o) => orders.push(boardOrder(store, o)),
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
function setAccepting(store: Store, actor: Actor, id: number, acceptingOrders: boolean) {
  const branch = actorBranch(store, actor, id)
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
function acknowledge(store: Store, actor: Actor, id: number): OrderRow {
  const order = store.table<OrderRow>(TABLE.order).get(id)
  const mine = actor.employee.branchIds
  if (!order || (mine.length && !mine.includes(order.branchId))) throw notFound()
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
  bind(orderRoutes.getBranchOrdersBoard, ({ store, actor, query }) => ({
    Data: board(store, actor, query.branchId),
  })),
  bind(orderRoutes.acknowledgeBranchOrder, ({ c, store, actor, params }) => {
    const before = store.table<OrderRow>(TABLE.order).get(params.id)
    const after = acknowledge(store, actor, params.id)
    if (after !== before) {
      recordEvent(c, {
        module: 'order',
        recordId: after.id,
        recordLabel: `#${after.number}`,
        action: 'acknowledge',
        changes: [
          { field: 'Acknowledged by', before: null, after: after.acknowledgedByName ?? null },
        ],
      })
    }
    return { Data: boardOrder(store, after) }
  }),
  bind(orderRoutes.setBranchAccepting, ({ c, store, actor, params, body }) => {
    const before = actorBranch(store, actor, params.id)
    const after = setAccepting(store, actor, params.id, body.acceptingOrders)
    if (after !== before) {
      recordEvent(c, {
        module: 'branch',
        recordId: after.id,
        recordLabel: after.name,
        action: after.acceptingOrders ? 'resume' : 'pause',
        changes: [
          {
            field: 'Accepting orders',
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
export const boardEventsBinding: Binding = bind(boardEventsRoute, ({ store, actor, query }) => {
  const mine = actor.employee.branchIds
  if (query.branchId !== undefined) actorBranch(store, actor, query.branchId)
  const branchIds =
    query.branchId !== undefined ? [query.branchId] : actorBranches(store, actor).map((b) => b.id)
  const covers = (id: number) =>
    query.branchId !== undefined ? id === query.branchId : !mine.length || mine.includes(id)
  return boardFeed(store).stream(branchIds, covers, query)
})
