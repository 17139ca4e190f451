import { ACTIVE_STATUSES } from 'contracts'
import type { BoardOrder } from 'contracts'

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number]

/** Pending and nobody has acknowledged it yet: it stands at the top of Pending. */
export const isUnacknowledged = (order: BoardOrder) =>
  order.status === 'pending' && order.acknowledgedAt === null

/**
 * The board's columns: one per active status, each in the server's order
 * (oldest first); in Pending, the orders nobody has acknowledged come first,
 * however many cards wait below.
 */
export function ordersByStatus(orders: readonly BoardOrder[]) {
  const columns = new Map<ActiveStatus, BoardOrder[]>(ACTIVE_STATUSES.map((s) => [s, []]))
  for (const order of orders) columns.get(order.status as ActiveStatus)?.push(order)
  const pending = columns.get('pending')!
  columns.set('pending', [
    ...pending.filter(isUnacknowledged),
    ...pending.filter((o) => !isUnacknowledged(o)),
  ])
  return ACTIVE_STATUSES.map((status) => ({ status, orders: columns.get(status)! }))
}
