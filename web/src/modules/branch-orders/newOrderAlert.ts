import { BOARD_ESCALATE_MINUTES } from 'contracts'
import type { OrderStatus } from 'contracts'

/**
 * Which orders the board alerts about (no React, no I/O). The server keeps
 * the acknowledgement, so every tablet of a branch agrees, and a board that
 * opens or reloads alerts for what nobody has taken yet:
 *
 * - **New**: pending and nobody has acknowledged it. It alerts until someone
 *   does (on any board of the branch) or it leaves pending.
 * - **Late**: still pending BOARD_ESCALATE_MINUTES after it was acknowledged.
 *   It alerts again, louder, until it leaves pending.
 */

/** What the alert needs of a board card. */
export interface AlertOrder {
  id: number
  number: string
  branchId: number
  status: OrderStatus
  acknowledgedAt: string | null
}

const ESCALATE_MS = BOARD_ESCALATE_MINUTES * 60_000

/** Pending orders nobody has acknowledged, in the board's order (oldest first). */
export const newOrders = <O extends AlertOrder>(orders: readonly O[]): O[] =>
  orders.filter((o) => o.status === 'pending' && o.acknowledgedAt === null)

/** True when an order acknowledged a while ago is still pending at `now` (the server's time). */
export const isEscalated = (order: AlertOrder, now: number) =>
  order.status === 'pending' &&
  order.acknowledgedAt !== null &&
  now - Date.parse(order.acknowledgedAt) >= ESCALATE_MS

/** Pending orders acknowledged at least BOARD_ESCALATE_MINUTES before `now`. */
export const escalatedOrders = <O extends AlertOrder>(orders: readonly O[], now: number): O[] =>
  orders.filter((o) => isEscalated(o, now))

/** Whole minutes since the acknowledgement, at `now`. */
export const minutesSinceAcknowledged = (order: AlertOrder, now: number) =>
  order.acknowledgedAt === null
    ? 0
    : Math.max(0, Math.floor((now - Date.parse(order.acknowledgedAt)) / 60_000))

/**
 * The orders to notify of: those alerting that this page has not notified of
 * yet (kept in `notified`, a key per order and alert kind). A reloaded page
 * notifies again of what still waits.
 */
export function toNotify<O extends AlertOrder>(
  alerting: readonly O[],
  kind: 'new' | 'late',
  notified: Set<string>,
): O[] {
  const fresh = alerting.filter((o) => !notified.has(`${kind}:${o.id}`))
  for (const o of fresh) notified.add(`${kind}:${o.id}`)
  return fresh
}

/** How loud the board is: nothing waits, new orders wait, or acknowledged orders went late. */
export type AlertLevel = 'quiet' | 'new' | 'late'

export const alertLevel = (waiting: number, late: number): AlertLevel =>
  late > 0 ? 'late' : waiting > 0 ? 'new' : 'quiet'
