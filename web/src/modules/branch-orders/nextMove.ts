import { nextStatuses } from 'contracts'
import type { Fulfilment, OrderStatus } from 'contracts'

/** The moves that stop an order rather than take it forward: each needs its dialog. */
const STOPPING: readonly OrderStatus[] = ['rejected', 'cancelled']

/** The moves a board card offers. */
export interface CardMoves {
  /** The card's one button: the first move of the machine that takes the order forward. */
  next: OrderStatus | undefined
  /** Reject and Cancel, when the machine allows them from here. */
  stopping: OrderStatus[]
}

/** A card's moves, from the status machine (contracts' `nextStatuses`). */
export function cardMoves(order: { status: OrderStatus; fulfilment: Fulfilment }): CardMoves {
  const moves = nextStatuses(order.status, order.fulfilment)
  return {
    next: moves.find((s) => !STOPPING.includes(s)),
    stopping: moves.filter((s) => STOPPING.includes(s)),
  }
}
