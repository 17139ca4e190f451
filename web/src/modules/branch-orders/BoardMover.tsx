import type { BoardOrder, OrderStatus } from 'contracts'
import { useEffect, useRef } from 'react'
import { useStatusMoves } from '../../lib/orders'

export interface AskedMove {
  order: BoardOrder
  to: OrderStatus
}

export interface RunningMove {
  orderId: number
  to: OrderStatus
}

interface BoardMoverProps {
  /** The move a card asked for (a new object for each press). */
  asked: AskedMove
  /** Which move runs now, or undefined once it is over. */
  onRunning: (running: RunningMove | undefined) => void
}

/**
 * The order layer's status moves, pointed at the card whose button was
 * pressed: it makes the move (or opens its Reject or Cancel dialog) and
 * renders those dialogs. Loaded apart from the board (the dialogs' forms are
 * not needed to show it).
 */
export default function BoardMover({ asked, onRunning }: BoardMoverProps) {
  const moves = useStatusMoves(asked.order, { permission: 'branch-orders' })
  const latest = useRef(moves)
  useEffect(() => {
    latest.current = moves
  })
  useEffect(() => {
    latest.current.request(asked.to)
  }, [asked])
  const orderId = asked.order.id
  useEffect(() => {
    onRunning(moves.busy ? { orderId, to: moves.busy } : undefined)
  }, [moves.busy, orderId, onRunning])
  return <>{moves.dialogs}</>
}
