import type { BoardOrder, BoardRider, OrderStatus } from 'contracts'
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { showToast } from '../../lib/toaster'
import { EMPTY_QUEUE, moveOf, pressMove, settleMove } from './moveQueue'
import type { MoveQueue } from './moveQueue'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const loadMover = () => import('./BoardMover')
const BoardMover = lazy(loadMover)

const NO_RIDERS: readonly BoardRider[] = []

/** A key pressed again for an order whose card does not yet show its last move made. */
export const stillMoving = (number: string) => m.stillMoving({ number })

/**
 * The board's status moves: one mover for the whole board (BoardMover),
 * pointed at the card whose button or key was pressed, so a card costs its
 * buttons only, not a hook and a pair of dialogs of its own (a busy night
 * puts hundreds of cards on the board). Moves are made one at a time, in the
 * order pressed: a press while one runs waits its turn (its card says
 * "Queued"), never dropped; a press repeating a move its card does not yet show
 * made is refused visibly (moveQueue). A move refreshes the board (the order layer
 * revalidates every read showing statuses); a 409 says which order another
 * tablet moved first. The mover's code loads once the board is up.
 */
export function useBoardMoves(enabled: boolean, riders: readonly BoardRider[] = NO_RIDERS) {
  // The ref is read by presses at once (no render between two quick presses); the state draws.
  const queue = useRef<MoveQueue>(EMPTY_QUEUE)
  const [shown, setShown] = useState<MoveQueue>(EMPTY_QUEUE)
  const update = useCallback((next: MoveQueue) => {
    queue.current = next
    setShown(next)
  }, [])
  useEffect(() => {
    if (enabled) void loadMover()
  }, [enabled])
  const ask = useCallback(
    (order: BoardOrder, to: OrderStatus) => {
      const pressed = pressMove(queue.current, order, to)
      if (pressed.refused) void showToast(stillMoving(order.number), 'warning')
      else update(pressed.queue)
    },
    [update],
  )
  const settle = useCallback(
    (seq: number) => {
      if (queue.current.current?.seq === seq) update(settleMove(queue.current))
    },
    [update],
  )
  const current = shown.current
  return {
    ask,
    /** The move of an order running or waiting, if any. */
    moveOf: useCallback((order: BoardOrder) => moveOf(shown, order), [shown]),
    /** The mover and its Reject and Cancel dialogs: rendered once. */
    dialogs: current && (
      <Suspense fallback={null}>
        <BoardMover key={current.seq} asked={current} onSettled={settle} riders={riders} />
      </Suspense>
    ),
  }
}

export type BoardMoves = ReturnType<typeof useBoardMoves>
