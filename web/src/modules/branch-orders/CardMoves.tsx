import { Tag } from '@blueprintjs/core'
import { TimeIcon } from '@blueprintjs/icons'
import type { BoardOrder, OrderStatus } from 'contracts'
import { StatusMoveButton, availableMoves, moveLabel } from '../../lib/orders'
import type { StatusMoves } from '../../lib/orders'
import { cardMoves } from './nextMove'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** The move of a card's order running (or its dialog open), or waiting for the one before. */
export interface CardMove {
  to: OrderStatus
  waiting: boolean
}

interface CardMovesProps {
  order: BoardOrder
  /** The move of this order running or waiting, if any. */
  move: CardMove | undefined
  /** Starts a move through the board's one mover (useBoardMoves), or queues it. */
  ask: (order: BoardOrder, to: OrderStatus) => void
}

/**
 * A card's next move as one button, with Reject and Cancel beside it (the
 * order screen's dialogs): the order layer's own buttons. A move pressed
 * while another order's runs says it is queued until its turn.
 */
export function CardMoves({ order, move, ask }: CardMovesProps) {
  if (move?.waiting) {
    return (
      <div className="board-card-moves" role="status">
        <Tag intent="primary" minimal icon={<TimeIcon />}>
          {m.queued({ move: moveLabel(move.to) })}
        </Tag>
      </div>
    )
  }
  const moves: StatusMoves = {
    moves: availableMoves(order, true),
    busy: move?.to,
    request: (to) => ask(order, to),
    dialogs: null,
  }
  const { next, stopping } = cardMoves(order)
  return (
    <div className="board-card-moves" role="group" aria-label={m.movesOf({ number: order.number })}>
      {next && <StatusMoveButton moves={moves} to={next} small />}
      {stopping.map((to) => (
        <StatusMoveButton key={to} moves={moves} to={to} small />
      ))}
    </div>
  )
}
