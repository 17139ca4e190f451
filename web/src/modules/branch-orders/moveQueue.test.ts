import { describe, expect, it } from 'vitest'
import { boardOrder } from '../../lib/orders/testing'
import { EMPTY_QUEUE, moveOf, pressMove, settleMove } from './moveQueue'
import type { MoveQueue } from './moveQueue'

const a = boardOrder(1)
const b = boardOrder(2)
const c = boardOrder(3)

/** Presses in turn, each accepted. */
function pressAll(...presses: Parameters<typeof pressMove>[1][]): MoveQueue {
  return presses.reduce((queue, order) => {
    const pressed = pressMove(queue, order, 'accepted')
    expect(pressed.refused).toBe(false)
    return pressed.queue
  }, EMPTY_QUEUE)
}

describe("the board's moves, one after another", () => {
  it('starts a press at once when no move runs', () => {
    const queue = pressAll(a)
    expect(queue.current).toMatchObject({ order: a, to: 'accepted' })
    expect(moveOf(queue, a)).toEqual({ to: 'accepted', waiting: false })
  })

  it('keeps every press made while a move runs, and makes them in the order pressed', () => {
    let queue = pressAll(a, b, c)
    expect(moveOf(queue, b)).toEqual({ to: 'accepted', waiting: true })
    expect(moveOf(queue, c)).toEqual({ to: 'accepted', waiting: true })
    const made: number[] = []
    while (queue.current) {
      made.push(queue.current.order.id)
      queue = settleMove(queue)
    }
    expect(made).toEqual([1, 2, 3])
    expect(moveOf(queue, a)).toBeUndefined()
  })

  it('gives each press its own number, so a mover starts afresh for the next one', () => {
    const queue = pressAll(a, b)
    const next = settleMove(queue)
    expect(next.current!.seq).toBeGreaterThan(queue.current!.seq)
  })

  it('refuses a press repeating a move its card does not show made yet, and one that waits', () => {
    const queue = pressAll(a, b)
    expect(pressMove(queue, a, 'cancelled')).toEqual({ queue, refused: true })
    expect(pressMove(queue, b, 'rejected')).toEqual({ queue, refused: true })
  })

  it('takes the next move of a card already showing where the running move took it', () => {
    // The push showed the order accepted (a newer version) before the move's answer came.
    const queue = pressAll(a)
    const accepted = { ...a, status: 'accepted' as const, version: a.version + 1 }
    expect(moveOf(queue, accepted)).toBeUndefined()
    const pressed = pressMove(queue, accepted, 'preparing')
    expect(pressed.refused).toBe(false)
    expect(moveOf(pressed.queue, accepted)).toEqual({ to: 'preparing', waiting: true })
    expect(settleMove(pressed.queue).current).toMatchObject({ order: accepted, to: 'preparing' })
  })
})
