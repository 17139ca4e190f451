import type { BoardOrder } from 'contracts'
import { StatusMoveButton, useStatusMoves } from '../../lib/orders'
import { cardMoves } from './nextMove'

/**
 * A card's next move as one button, with Reject and Cancel beside it through
 * the order screen's own dialogs. A move refreshes the board (the order
 * layer revalidates every read that shows order statuses).
 */
export function CardMoves({ order }: { order: BoardOrder }) {
  const moves = useStatusMoves(order, { permission: 'branch-orders' })
  const { next, stopping } = cardMoves(order)
  return (
    <div className="board-card-moves" role="group" aria-label={`Moves of order ${order.number}`}>
      {next && <StatusMoveButton moves={moves} to={next} small />}
      {stopping.map((to) => (
        <StatusMoveButton key={to} moves={moves} to={to} small />
      ))}
      {moves.dialogs}
    </div>
  )
}
