import type { BoardOrder, OrderStatus } from 'contracts'
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import type { AskedMove, RunningMove } from './BoardMover'

const loadMover = () => import('./BoardMover')
const BoardMover = lazy(loadMover)

/**
 * The board's status moves: one set for the whole board (BoardMover),
 * pointed at the card whose button was pressed, so a card costs its buttons
 * only, not a hook and a pair of dialogs of its own (a busy night puts
 * hundreds of cards on the board). One move at a time: a press while a move
 * runs is ignored. A move refreshes the board (the order layer revalidates
 * every read showing statuses); a 409 says another employee moved the order
 * first. The mover's code loads once the board is up, before any press.
 */
export function useBoardMoves(enabled: boolean) {
  const [asked, setAsked] = useState<AskedMove>()
  const [running, setRunning] = useState<RunningMove>()
  const busy = useRef(false)
  useEffect(() => {
    busy.current = running !== undefined
  }, [running])
  useEffect(() => {
    if (enabled) void loadMover()
  }, [enabled])
  const ask = useCallback((order: BoardOrder, to: OrderStatus) => {
    if (!busy.current) setAsked({ order, to })
  }, [])
  return {
    ask,
    /** The order whose move is running, and which move. */
    running,
    /** The mover and its Reject and Cancel dialogs: rendered once. */
    dialogs: asked && (
      <Suspense fallback={null}>
        <BoardMover asked={asked} onRunning={setRunning} />
      </Suspense>
    ),
  }
}

export type BoardMoves = ReturnType<typeof useBoardMoves>
