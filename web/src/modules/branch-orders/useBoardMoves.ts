import type { BoardOrder, OrderStatus } from 'contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useStatusMoves } from '../../lib/orders'

/**
 * The order layer's status moves, one set for the whole board, pointed at the
 * card whose button was pressed: a card costs its buttons, not a hook and a
 * pair of dialogs of its own (a busy night puts hundreds of cards on the
 * board). One move at a time: a press while a move runs is ignored. A move
 * refreshes the board (the order layer revalidates every read showing
 * statuses); a 409 says another employee moved the order first.
 */
export function useBoardMoves() {
  const [asked, setAsked] = useState<{ order: BoardOrder; to: OrderStatus }>()
  const moves = useStatusMoves(asked?.order, { permission: 'branch-orders' })
  const latest = useRef(moves)
  useEffect(() => {
    latest.current = moves
  })
  useEffect(() => {
    if (asked) latest.current.request(asked.to)
  }, [asked])
  const ask = useCallback((order: BoardOrder, to: OrderStatus) => {
    if (latest.current.busy === undefined) setAsked({ order, to })
  }, [])
  return {
    ask,
    /** The order whose move is running, and which move. */
    running: moves.busy && asked ? { orderId: asked.order.id, to: moves.busy } : undefined,
    /** The Reject and Cancel dialogs: rendered once, for the order asked about. */
    dialogs: moves.dialogs,
  }
}

export type BoardMoves = ReturnType<typeof useBoardMoves>
