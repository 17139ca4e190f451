import type { BoardOrder, OrderStatus } from 'contracts'

/**
 * The board's presses of move buttons and keys, made one after another (no
 * React, no I/O). A press while another move runs waits its turn, shown on
 * its card, and is never dropped. A press that would repeat a move of the
 * same order (its card does not yet show the move running, or a move of it
 * waits) is refused, visibly: its buttons are busy, and a key says so.
 */

/** One press: the order as its card showed it (its version goes with the move), and the move. */
export interface AskedMove {
  /** Numbers the presses: the mover starts afresh for each. */
  seq: number
  order: BoardOrder
  to: OrderStatus
}

export interface MoveQueue {
  /** The move being made (sent, or its Reject or Cancel dialog open). */
  current: AskedMove | undefined
  /** The moves pressed meanwhile, first pressed first. */
  waiting: readonly AskedMove[]
  /** The last press's number. */
  seq: number
}

export const EMPTY_QUEUE: MoveQueue = { current: undefined, waiting: [], seq: 0 }

type ShownOrder = Pick<BoardOrder, 'id' | 'version'>

/**
 * What a card shows of its order's move: running (or its dialog open),
 * waiting its turn, or nothing. A card already showing the order as the
 * running move left it (a newer version, pushed before the answer came)
 * shows nothing: its next move may be pressed, and waits.
 */
export function moveOf(
  queue: MoveQueue,
  order: ShownOrder,
): { to: OrderStatus; waiting: boolean } | undefined {
  const waiting = queue.waiting.find((m) => m.order.id === order.id)
  if (waiting) return { to: waiting.to, waiting: true }
  const { current } = queue
  if (current?.order.id === order.id && current.order.version >= order.version) {
    return { to: current.to, waiting: false }
  }
  return undefined
}

/**
 * A press: it starts at once when no move runs, else it waits. Answers the
 * queue unchanged and `refused` when its card still shows a move of the
 * order running or waiting.
 */
export function pressMove(
  queue: MoveQueue,
  order: BoardOrder,
  to: OrderStatus,
): { queue: MoveQueue; refused: boolean } {
  if (moveOf(queue, order)) return { queue, refused: true }
  const asked: AskedMove = { seq: queue.seq + 1, order, to }
  return {
    refused: false,
    queue: queue.current
      ? { ...queue, seq: asked.seq, waiting: [...queue.waiting, asked] }
      : { ...queue, seq: asked.seq, current: asked },
  }
}

/** The current move is over (whatever its answer): the first waiting one starts. */
export function settleMove(queue: MoveQueue): MoveQueue {
  const [next, ...rest] = queue.waiting
  return { ...queue, current: next, waiting: rest }
}
