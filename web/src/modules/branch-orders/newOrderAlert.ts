import type { OrderStatus } from 'contracts'

/**
 * Which new orders the board is still alerting about (no React, no I/O).
 *
 * - An order is new when it is pending and its id was never on this board.
 * - The first answer of a scope (all branches, or one of them) counts as seen:
 *   opening the board, or switching branches, does not alert for what is
 *   already waiting there.
 * - New orders wait for an acknowledgement; acknowledging clears them all, and
 *   an id once seen never alerts again.
 * - An order that leaves pending before anyone acknowledges it (accepted on
 *   another tablet, cancelled) no longer needs anyone here: it stops counting.
 *   An order of a branch the current scope does not cover is left alone, since
 *   this answer says nothing about it.
 */

/** What the alert needs of a board card. */
export interface AlertOrder {
  id: number
  number: string
  branchId: number
  status: OrderStatus
}

export interface NewOrderAlert {
  /** Every id this board has shown. */
  seen: ReadonlySet<number>
  /** The scopes already loaded once (their first answer counts as seen). */
  scopes: ReadonlySet<string>
  /** New pending orders nobody has acknowledged yet, in the order they arrived. */
  waiting: readonly AlertOrder[]
}

/** One answer of the board. */
export interface BoardObservation {
  /** The branch choice the answer is for (e.g. "all" or a branch id). */
  scope: string
  /** The branches the answer covers. */
  branchIds: readonly number[]
  orders: readonly AlertOrder[]
}

export const NO_ALERT: NewOrderAlert = { seen: new Set(), scopes: new Set(), waiting: [] }

/** The alert after an answer of the board, and the orders that just arrived. */
export function observeBoard(
  alert: NewOrderAlert,
  { scope, branchIds, orders }: BoardObservation,
): { alert: NewOrderAlert; arrived: AlertOrder[] } {
  const firstOfScope = !alert.scopes.has(scope)
  const arrived = firstOfScope
    ? []
    : orders.filter((o) => o.status === 'pending' && !alert.seen.has(o.id))
  const byId = new Map(orders.map((o) => [o.id, o]))
  const covered = new Set(branchIds)
  const stillWaiting = alert.waiting.filter((w) => {
    const now = byId.get(w.id)
    return now ? now.status === 'pending' : !covered.has(w.branchId)
  })
  const seen = new Set(alert.seen)
  for (const o of orders) seen.add(o.id)
  return {
    alert: {
      seen,
      scopes: firstOfScope ? new Set(alert.scopes).add(scope) : alert.scopes,
      waiting: [...stillWaiting, ...arrived],
    },
    arrived,
  }
}

/** Someone at the board has seen the new orders: the alert stops. */
export const acknowledgeAlert = (alert: NewOrderAlert): NewOrderAlert =>
  alert.waiting.length ? { ...alert, waiting: [] } : alert
