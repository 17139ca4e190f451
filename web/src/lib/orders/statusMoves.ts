import { nextStatuses } from 'contracts'
import type { Intent } from '@blueprintjs/core'
import type { OrderStatus, OrderSummary } from 'contracts'

/** What a status move needs to know of an order: a list row, a board card or the order itself. */
export type MovableOrder = Pick<
  OrderSummary,
  | 'id'
  | 'version'
  | 'number'
  | 'status'
  | 'fulfilment'
  | 'paymentStatus'
  | 'total'
  | 'branchId'
  | 'branchName'
  | 'branchNameAr'
  | 'paymentMethod'
  | 'cashDue'
  | 'cashDueLbp'
  | 'lbpPerUsd'
  | 'lbpRoundingStep'
>

/** The permission whose Update action lets the caller move orders. */
export type MovePermission = 'order' | 'branch-orders'

/**
 * The moves an employee may make on an order: exactly the status machine's
 * next statuses (contracts' nextStatuses), and none without the Update action.
 */
export const availableMoves = (
  order: Pick<MovableOrder, 'status' | 'fulfilment'>,
  canUpdate: boolean,
): OrderStatus[] => (canUpdate ? nextStatuses(order.status, order.fulfilment) : [])

/** Moves that end an order against the customer's wish look dangerous; the rest move it on. */
export const moveIntent = (to: OrderStatus): Intent =>
  to === 'rejected' || to === 'cancelled' ? 'danger' : to === 'pending' ? 'none' : 'primary'

/** A paid order is refunded to the wallet when rejected or cancelled: the dialogs say so first. */
export const refundsOnMove = (order: Pick<MovableOrder, 'paymentStatus'>) =>
  order.paymentStatus === 'paid'

/**
 * Whether finishing the order (delivered, picked up) asks "Cash received"
 * first: a cash order with cash due (the wallet may have paid it all).
 */
export const asksCashReceived = (
  order: Pick<MovableOrder, 'paymentMethod' | 'cashDue'>,
  to: OrderStatus,
): to is 'delivered' | 'picked_up' =>
  (to === 'delivered' || to === 'picked_up') &&
  order.paymentMethod === 'cash' &&
  order.cashDue !== '0.00'
