import { recordEvent } from '../audit/record'
import { ACTIVE_STATUSES, orderRoutes } from 'contracts'
import type { BoardBranch, BoardOrder } from 'contracts'
import { bind } from '../context'
import type { Actor, Binding } from '../context'
import { notFound } from '../errors'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { forEachOrder } from './order-filter'
import { orderSummary } from './order-rows'

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
  const orders: BoardOrder[] = []
  forEachOrder(
    store,
    { status: ACTIVE_STATUSES, branchId },
    { branches: actor.employee.branchIds },
    (o) =>
      orders.push({
        ...orderSummary(store, o),
        statusSince: o.statusHistory.at(-1)?.at ?? o.createdAt,
        estimatedReadyAt: o.estimatedReadyAt,
      }),
  )
  return {
    orders,
    branches: branches.map(boardBranch),
    serverTime: new Date(store.now()).toISOString(),
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

export const boardBindings: Binding[] = [
  bind(orderRoutes.getBranchOrdersBoard, ({ store, actor, query }) => ({
    Data: board(store, actor, query.branchId),
  })),
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
