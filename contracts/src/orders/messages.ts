import { formatUsd } from '../fields'
import { ORDER_STATUS_LABELS, type OrderStatus } from './status'

/** Texts about orders that both the mock and the SPA show. */
export const ORDER_MESSAGES = {
  /** 400 Errors.cash: a tender sent for an order with nothing to collect in cash. */
  noCashDue: 'This order has no cash to collect: finish it without a tender',
  /** `GET /order`: the completed range is empty. */
  completedRangeEmpty: 'Completed to must be after Completed from',
  /** `GET /order`: `cashTo` not after `cashFrom`. */
  cashRangeEmpty: 'Cash to must be after Cash from',
  /** `GET /order`: a filter's record belongs to another branch than the branch filter. */
  filterOtherBranch: (what: string, branch: string) =>
    `The ${what} is not of ${branch}: no order can match both filters`,
  /** `GET /order`: a settlement of another rider than the rider filter. */
  settlementOtherRider: (rider: string) =>
    `The settlement is not ${rider}'s: no order can match both filters`,
  /** The note the mock adds to the history entry of a rejected or cancelled paid order. */
  refundedToWallet: (total: string) => `Refunded ${formatUsd(total)} to the customer's wallet.`,
  /** What the Cancel and Reject dialogs say of a paid order before it is moved. */
  refundNotice: (total: string) =>
    `This order is paid: ${formatUsd(total)} will be refunded to the customer's wallet.`,
  /** After a 409: another employee moved the order first. */
  movedByOther: (status: OrderStatus) =>
    `Another employee changed this order first. It is now ${ORDER_STATUS_LABELS[status].toLowerCase()}; choose again from the moves still possible.`,
  /**
   * After a 409 on the Branch Orders board (another tablet or employee moved the card's order
   * first): which order, and what it is now when the board could read it.
   */
  movedByOtherOnBoard: (number: string, status: OrderStatus | undefined) =>
    status
      ? `Order ${number} was changed by someone else first: it is now ${ORDER_STATUS_LABELS[status].toLowerCase()}. Your move was not made; its card shows what is still possible.`
      : `Order ${number} was changed by someone else first. Your move was not made; the board shows it as it is now.`,
  /**
   * The toast when an order's address leads nowhere: no such order, or one of a
   * branch the employee does not work for (the API says 404 for both).
   */
  notFound: 'This order could not be found among the orders you can see.',
  cancelNoteRequired: 'A note is required to cancel an order',
  rejectionReasonRequired: 'Choose a rejection reason',
  pauseConfirm: (branch: string) =>
    `Pause ${branch}? Customers will not be able to place orders there until it is resumed.`,
  /** A pending order acknowledged BOARD_ESCALATE_MINUTES or more ago (the board alerts again). */
  acknowledgedLate: (minutes: number) =>
    `Late: acknowledged ${minutes} min ago and still not accepted`,
  lateOrder: (minutes: number) =>
    `Late: waiting longer than the branch's ${minutes} min preparation time`,
  /** A delivery on the road longer than its branch's longest delivery: "On the road 56 min: call Hussein Bizri". */
  lateOnRoad: (minutes: number, rider: string | null) =>
    `On the road ${minutes} min${rider ? `: call ${rider}` : ''}`,
} as const
