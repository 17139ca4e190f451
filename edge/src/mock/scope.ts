import type { Actor } from './context'
import { notFound } from './errors'
import type { BranchRow } from './rows'
import { TABLE } from './rows'
import type { Store } from './store/store'

/**
 * Branch scope (docs/requirements.md#branch-scope): an employee's `branchIds` limit them everywhere a
 * record belongs to a branch (orders, their counts, moves and history, the
 * board, the dashboard, search). None listed, or every branch listed, is every
 * branch. A record of another branch does not exist for them: a 404, never a
 * 403 that would say it is there.
 *
 * The one rule every route that reads or moves such records goes through:
 * `branchScope` reads it from the request's actor, `has` answers for a
 * record. Routes declare their scope (contracts' RouteScope) and mount.ts
 * applies it before the handler runs; handlers get it as `call.scope`.
 */
export interface BranchScope {
  /** Every branch: nothing is refused for its branch. */
  readonly all: boolean
  /** The actor's branch ids; every branch's when `all`. */
  readonly ids: readonly number[]
  /** Whether a record of this branch is the actor's to see. */
  has(branchId: number): boolean
}

/** Every branch (a scope for callers that are not an employee: seed, dev routes). */
export const EVERY_BRANCH: BranchScope = { all: true, ids: [], has: () => true }

/** The actor's branch scope: their branches, or every branch when none (or all) are listed. */
export function branchScope(store: Store, actor: Actor): BranchScope {
  const mine = actor.employee.branchIds
  const branches = [...store.table(TABLE.branch).values()].map((b) => b.id)
  if (!mine.length || branches.every((id) => mine.includes(id))) {
    return { all: true, ids: branches, has: () => true }
  }
  const ids = new Set(mine)
  return { all: false, ids: [...ids], has: (branchId) => ids.has(branchId) }
}

/**
 * The scope narrowed to one branch when the request names one (the route's
 * declared scope has already refused a branch that is not the actor's).
 */
export function narrowedTo(scope: BranchScope, branchId: number | undefined): BranchScope {
  if (branchId === undefined) return scope
  return { all: false, ids: [branchId], has: (id) => id === branchId }
}

/** The branch of this id (the route's declared scope has let it through: it is the actor's). */
export function branchRow(store: Store, id: number): BranchRow {
  const row = store.table(TABLE.branch).get(id)
  if (!row) throw notFound()
  return row
}

/** The branches of the scope, by name. */
export function branchesOf(store: Store, scope: BranchScope): BranchRow[] {
  return [...store.table(TABLE.branch).values()]
    .filter((b) => scope.has(b.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}
