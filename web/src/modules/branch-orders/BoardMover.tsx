import { ORDER_MESSAGES } from 'contracts'
import type { BoardRider } from 'contracts'
import { useEffect, useRef } from 'react'
import { say } from '../../lib/i18n'
import { useStatusMoves } from '../../lib/orders'
import { toastError } from '../../lib/toaster'
import type { AskedMove } from './moveQueue'

interface BoardMoverProps {
  /** The move to make now (the mover is mounted afresh for each). */
  asked: AskedMove
  /** The move is over: sent (whatever the answer), its dialog closed, or not possible. */
  onSettled: (seq: number) => void
  /** The board's riders, each with the orders they carry: Send out asks for one of them. */
  riders: readonly BoardRider[]
}

/**
 * The order layer's status moves, pointed at the card whose button (or key)
 * was pressed: it makes the move (or opens its Reject or Cancel dialog) and
 * renders those dialogs. A 409 (another tablet moved the order first) says
 * which order and what it is now. Loaded apart from the board (the dialogs'
 * forms are not needed to show it).
 */
export default function BoardMover({ asked, onSettled, riders }: BoardMoverProps) {
  const { order, to, seq } = asked
  const moves = useStatusMoves(order, {
    permission: 'branch-orders',
    onMovedByOther: (current) =>
      void toastError(say(ORDER_MESSAGES.movedByOtherOnBoard(order.number, current?.status))),
    onSettled: () => onSettled(seq),
    riders,
  })
  const request = useRef(moves.request)
  useEffect(() => {
    request.current = moves.request
  })
  // Once per move, StrictMode's second run of the effect included.
  const requested = useRef(false)
  useEffect(() => {
    if (requested.current) return
    requested.current = true
    request.current(to)
  }, [to])
  return <>{moves.dialogs}</>
}
