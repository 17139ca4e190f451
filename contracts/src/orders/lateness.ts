import type { OrderStatus } from './status'

const MINUTE_MS = 60_000

/** The statuses in which an order is still on its way to being ready. */
const NOT_YET_READY: readonly OrderStatus[] = ['pending', 'accepted', 'preparing']

/** What the lateness rule reads of an order (a board card has it all). */
export interface LatenessOrder {
  status: OrderStatus
  createdAt: string
  scheduledFor: string | null
  /** When the order entered its current status. */
  statusSince: string
  rider: { name: string; phone: string } | null
  /**
   * When it was promised ready as it was placed (preparation and busy minutes
   * then); null or absent for an order placed without one.
   */
  readyBy?: string | null
}

/** What the lateness rule reads of the order's branch (a board branch has it all). */
export interface LatenessBranch {
  /** With busy mode's extra minutes counted in. */
  preparationMinutes: number
  maxDeliveryMinutes: number
}

/** Why an order is late, with what the board says of it. */
export type Lateness =
  /** Not yet ready after the branch's preparation time (`minutes`). */
  | { why: 'preparation'; minutes: number }
  /** On the road `minutes` (whole), longer than the branch's longest delivery, with its rider. */
  | { why: 'road'; minutes: number; rider: { name: string; phone: string } | null }

/**
 * The one rule of a late order, for the board and the dashboard's Right now:
 * - not yet ready past the time it was promised ready as it was placed
 *   (`readyBy`: the pace then, busy mode included, never today's);
 * - for an order placed without a promise, not yet ready and waiting longer
 *   than the branch's preparation time since
 *   it was placed (a scheduled order is due at its time, so it is late only
 *   once both that time and the preparation time since placing have passed);
 * - out for delivery longer than the branch's `maxDeliveryMinutes`.
 * Anything else is not late: undefined.
 */
export function lateness(
  order: LatenessOrder,
  branch: LatenessBranch,
  now: number,
): Lateness | undefined {
  if (NOT_YET_READY.includes(order.status)) {
    if (order.readyBy) {
      const promised = Date.parse(order.readyBy)
      if (now <= promised) return undefined
      const from = Math.max(
        Date.parse(order.createdAt),
        order.scheduledFor ? Date.parse(order.scheduledFor) : 0,
      )
      return { why: 'preparation', minutes: Math.round((promised - from) / MINUTE_MS) }
    }
    const due = Math.max(
      Date.parse(order.createdAt) + branch.preparationMinutes * MINUTE_MS,
      order.scheduledFor ? Date.parse(order.scheduledFor) : 0,
    )
    return now > due ? { why: 'preparation', minutes: branch.preparationMinutes } : undefined
  }
  if (order.status === 'out_for_delivery') {
    const onRoad = now - Date.parse(order.statusSince)
    if (onRoad <= branch.maxDeliveryMinutes * MINUTE_MS) return undefined
    return { why: 'road', minutes: Math.floor(onRoad / MINUTE_MS), rider: order.rider }
  }
  return undefined
}

/** Late by the rule of `lateness`; false when the order's branch is unknown. */
export const isLate = (
  order: LatenessOrder,
  branch: LatenessBranch | undefined,
  now: number,
): boolean => branch !== undefined && lateness(order, branch, now) !== undefined
