import type { Actor } from './context'
import { notFound } from './errors'
import type { Row } from './rows'
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
 * `branchScope` reads it from the request's actor, `has` answers for a record,
 * `assertInScope` refuses one.
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
  const branches = [...store.table<Row>(TABLE.branch).values()].map((b) => b.id)
  if (!mine.length || branches.every((id) => mine.includes(id))) {
    return { all: true, ids: branches, has: () => true }
  }
  const ids = new Set(mine)
  return { all: false, ids: [...ids], has: (branchId) => ids.has(branchId) }
}

/** Refuses (404) a record of a branch outside the scope. */
export function assertInScope(scope: BranchScope, branchId: number) {
  if (!scope.has(branchId)) throw notFound()
}

/** A record of the actor's branches by id from `table`; another branch's, or none, is a 404. */
export function scopedRecord<T extends Row & { branchId: number }>(
  store: Store,
  scope: BranchScope,
  table: string,
  id: number,
): T {
  const row = store.table<T>(table).get(id)
  if (!row) throw notFound()
  assertInScope(scope, row.branchId)
  return row
}
