import { ACTIVE_STATUSES } from 'contracts'
import type { BoardOrder } from 'contracts'

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number]

/** The board's columns: one per active status, each in the server's order (oldest first). */
export function ordersByStatus(orders: readonly BoardOrder[]) {
  const columns = new Map<ActiveStatus, BoardOrder[]>(ACTIVE_STATUSES.map((s) => [s, []]))
  for (const order of orders) columns.get(order.status as ActiveStatus)?.push(order)
  return ACTIVE_STATUSES.map((status) => ({ status, orders: columns.get(status)! }))
}
