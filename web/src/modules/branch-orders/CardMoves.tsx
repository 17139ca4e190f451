import type { BoardOrder, OrderStatus } from 'contracts'
import { StatusMoveButton, availableMoves } from '../../lib/orders'
import type { StatusMoves } from '../../lib/orders'
import { cardMoves } from './nextMove'

interface CardMovesProps {
  order: BoardOrder
  /** The move of this order now running, if any. */
  busy: OrderStatus | undefined
  /** Starts a move through the board's one set of status moves (useBoardMoves). */
  ask: (order: BoardOrder, to: OrderStatus) => void
}

/**
 * A card's next move as one button, with Reject and Cancel beside it (the
 * order screen's dialogs): the order layer's own buttons.
 */
export function CardMoves({ order, busy, ask }: CardMovesProps) {
  const moves: StatusMoves = {
    moves: availableMoves(order, true),
    busy,
    request: (to) => ask(order, to),
    dialogs: null,
  }
  const { next, stopping } = cardMoves(order)
  return (
    <div className="board-card-moves" role="group" aria-label={`Moves of order ${order.number}`}>
      {next && <StatusMoveButton moves={moves} to={next} small />}
      {stopping.map((to) => (
        <StatusMoveButton key={to} moves={moves} to={to} small />
      ))}
    </div>
  )
}
