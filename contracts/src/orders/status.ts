/**
 * The order status machine (docs/requirements.md#order-status-machine): the mock enforces it, the SPA offers
 * only the buttons it allows.
 */

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
  'rejected',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const FULFILMENTS = ['delivery', 'pickup'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

/** No move leaves these. */
export const FINAL_STATUSES = ['delivered', 'picked_up', 'rejected', 'cancelled'] as const
export type FinalStatus = (typeof FINAL_STATUSES)[number]

/** Orders still being worked on: what Branch Orders shows by default. */
export const ACTIVE_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
] as const

/**
 * The orders whose money is earned: handed over, delivered or picked up. The
 * dashboard's revenue, average order value and best sellers count these only
 * (an order still in progress may yet be rejected or cancelled).
 */
export const REVENUE_STATUSES = ['delivered', 'picked_up'] as const

/** How a status reads in the SPA. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
}

/** The button that moves an order into a status. */
export const ORDER_STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  accepted: 'Accept',
  preparing: 'Start preparing',
  ready: 'Mark ready',
  out_for_delivery: 'Send out',
  delivered: 'Mark delivered',
  picked_up: 'Mark picked up',
  rejected: 'Reject',
  cancelled: 'Cancel order',
}

export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
}

export const isFinalStatus = (status: OrderStatus) =>
  (FINAL_STATUSES as readonly OrderStatus[]).includes(status)

/**
 * The statuses an order may move to next, in the order the SPA shows them.
 * Delivery: ready → out_for_delivery → delivered. Pickup: ready → picked_up.
 * Pending may be rejected; anything before out_for_delivery may be cancelled.
 */
export function nextStatuses(status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  switch (status) {
    case 'pending':
      return ['accepted', 'rejected', 'cancelled']
    case 'accepted':
      return ['preparing', 'cancelled']
    case 'preparing':
      return ['ready', 'cancelled']
    case 'ready':
      return fulfilment === 'delivery'
        ? ['out_for_delivery', 'cancelled']
        : ['picked_up', 'cancelled']
    case 'out_for_delivery':
      return fulfilment === 'delivery' ? ['delivered'] : []
    default:
      return []
  }
}

export const canTransition = (from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment) =>
  nextStatuses(from, fulfilment).includes(to)

/**
 * What a move into `to` must carry: a rejection reason to reject, a note to
 * cancel, the rider who takes a delivery order out (the status body's
 * `rejectionReasonId` / `note` / `riderId`). Only delivery orders go out for
 * delivery (nextStatuses), so a pickup order never needs a rider.
 */
export function transitionRequirement(
  to: OrderStatus,
): 'rejectionReasonId' | 'note' | 'riderId' | null {
  if (to === 'rejected') return 'rejectionReasonId'
  if (to === 'cancelled') return 'note'
  if (to === 'out_for_delivery') return 'riderId'
  return null
}

/** The 422 message of a forbidden move. */
export const forbiddenTransitionMessage = (from: OrderStatus, to: OrderStatus) =>
  `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`
