/**
 * Shared pieces of the order screens (Orders, Branch Orders, the dashboard's Right now): the
 * status tag, the status moves with their dialogs, the board's read and lateness. Modules use them; they never
 * import each other.
 */
export { OrderStatusTag, ORDER_STATUS_LOOKS } from './OrderStatusTag'
export { availableMoves, moveIntent, refundsOnMove } from './statusMoves'
export type { MovableOrder, MovePermission } from './statusMoves'
export { useStatusMoves } from './useStatusMoves'
export type { StatusMoveOptions, StatusMoves } from './useStatusMoves'
export { StatusMoveButton, StatusMoveButtons } from './StatusMoveButtons'
export { MoveDialog } from './MoveDialog'
export type { DialogMove, MoveDetails } from './MoveDialog'
export { useOrderCache } from './orderCache'
export { useOrderLink } from './orderLink'
export { boardRead, branchIdIn } from './board'
export { ageMinutes, formatAge } from './lateness'
export { EXACT_FILTERS, FigureLink, SOLD, isExactSelection, ordersHref } from './figureLink'
export type { OrdersFilter } from './figureLink'
export { KitchenTicket, ticketPayment } from './KitchenTicket'
export { PAID_FROM_WALLET, optionsOf } from './itemText'
export { useTicketPrint } from './useTicketPrint'
