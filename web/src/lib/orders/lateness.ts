import type { OrderStatus } from 'contracts'

const MINUTE_MS = 60_000

/** The statuses in which an order is still on its way to being ready. */
const NOT_YET_READY: readonly OrderStatus[] = ['pending', 'accepted', 'preparing']

/** Whole minutes since the order was placed (never negative). */
export function ageMinutes(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE_MS))
}

/** "12 min", "1 h 05 min". */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}

/**
 * Late: not yet ready and waiting longer than the branch's preparation time
 * since it was placed. A scheduled order is due at its time, so it is late only
 * once both that time and the preparation time since placing have passed.
 */
export function isLate(
  order: { status: OrderStatus; createdAt: string; scheduledFor: string | null },
  preparationMinutes: number,
  now: number,
): boolean {
  if (!NOT_YET_READY.includes(order.status)) return false
  const due = Math.max(
    Date.parse(order.createdAt) + preparationMinutes * MINUTE_MS,
    order.scheduledFor ? Date.parse(order.scheduledFor) : 0,
  )
  return now > due
}
