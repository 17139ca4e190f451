import { BOARD_EVENTS } from 'contracts'
import type {
  BoardBranchEvent,
  BoardOrderEvent,
  BoardRider,
  BoardRiderEvent,
  BranchOrdersBoard,
} from 'contracts'

/**
 * The live channel's pure parts (no React, no I/O): reading Server-Sent
 * Events from text as it arrives, and applying a change to the board.
 */

export interface StreamEvent {
  event: string
  id: string | undefined
  data: string
}

/**
 * Splits what has arrived into whole events; answers them and the rest
 * (a part of the next event). Comment lines (the heartbeat) are skipped.
 */
export function readEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = []
  const text = buffer.replace(/\r\n?/g, '\n')
  let start = 0
  let end
  while ((end = text.indexOf('\n\n', start)) >= 0) {
    const block = text.slice(start, end)
    start = end + 2
    let event = 'message'
    let id: string | undefined
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'id') id = value
      else if (field === 'data') data.push(value)
    }
    if (data.length) events.push({ event, id, data: data.join('\n') })
  }
  return { events, rest: text.slice(start) }
}

/** Each branch's last change number the board has seen, and their feed. */
export interface BoardCursor {
  feed: string
  sequences: Map<number, number>
}

/**
 * The board after one change: an order in place (or added, oldest first),
 * removed, a branch, or a rider (in place, added, or gone when no longer active).
 */
export function applyBoardEvent(
  board: BranchOrdersBoard,
  name: string,
  change: BoardOrderEvent | BoardBranchEvent | BoardRiderEvent,
): BranchOrdersBoard {
  if (name === BOARD_EVENTS.branch && 'branch' in change) {
    return {
      ...board,
      branches: board.branches.map((b) => (b.id === change.branch.id ? change.branch : b)),
    }
  }
  if (name === BOARD_EVENTS.rider && 'rider' in change) {
    const others = board.riders.filter((r) => r.id !== change.rider.id)
    const riders = change.rider.isActive ? [...others, change.rider] : others
    return { ...board, riders: riders.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id) }
  }
  if (name !== BOARD_EVENTS.order || !('orderId' in change)) return board
  const others = board.orders.filter((o) => o.id !== change.orderId)
  if (!change.order) {
    return others.length === board.orders.length ? board : { ...board, orders: others }
  }
  const order = change.order
  const at = board.orders.findIndex((o) => o.id === order.id)
  if (at >= 0) {
    const orders = [...board.orders]
    orders[at] = order
    return { ...board, orders }
  }
  // Oldest first, like the server's answer.
  const after = others.findIndex(
    (o) => o.createdAt > order.createdAt || (o.createdAt === order.createdAt && o.id > order.id),
  )
  const orders = [...others]
  orders.splice(after < 0 ? orders.length : after, 0, order)
  return { ...board, orders }
}

/**
 * The board's riders with how many orders each carries counted from its own
 * cards (the live channel moves cards; a rider's count follows them).
 */
export function ridersWithLoads(board: BranchOrdersBoard): BoardRider[] {
  const loads = new Map<number, number>()
  for (const o of board.orders) {
    if (o.status === 'out_for_delivery' && o.rider)
      loads.set(o.rider.id, (loads.get(o.rider.id) ?? 0) + 1)
  }
  return board.riders.map((r) => ({ ...r, activeOrders: loads.get(r.id) ?? 0 }))
}

/** True when the change is newer than what the board has of its branch (else it was seen). */
export function isNewer(cursor: BoardCursor, change: { branchId: number; sequence: number }) {
  return change.sequence > (cursor.sequences.get(change.branchId) ?? 0)
}
