import {
  ACTIVE_STATUSES,
  BOARD_EVENTS,
  BOARD_EVENTS_HELD,
  BOARD_HEARTBEAT_MS,
  BOARD_STREAM_MAX_MS,
  parseBoardCursor,
} from 'contracts'
import type { BoardLive, OrderStatus } from 'contracts'
import { DEFAULT_BRANCH_CAPACITY, catchUpArrivals } from '../arrivals'
import { TABLE } from '../rows'
import type { BranchRow, RiderRow } from '../rows'
import type { Store } from '../store/store'
import { boardBranch } from '../branches/pace'
import { boardOrder } from './order-rows'
import type { OrderRow } from '../rows'
import { boardRider } from '../rider/dispatch'

/** One change of a branch's board, as held for boards that reconnect. */
interface HeldEvent {
  branchId: number
  sequence: number
  /** Orders the changes of every branch, for a replay across branches. */
  serial: number
  name: string
  data: string
}

interface Subscriber {
  covers: (branchId: number) => boolean
  send: (text: string) => void
  close: () => void
}

const encoder = new TextEncoder()
const frame = (event: string, id: string | undefined, data: unknown) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * The board's live changes (the channel of contracts' orders/board-events):
 * every stored change of an order or a branch becomes an event of its
 * branch, numbered per branch, held (the last BOARD_EVENTS_HELD of each) for
 * boards that reconnect, and sent to every open stream that covers the
 * branch. A new feed (a restarted server, a reset store) numbers from 1
 * again under a new id: a board with another feed's numbers is told to read
 * itself again. While streams are open one timer writes the heartbeat and
 * brings the customers' new orders (MOCK_NEW_ORDERS_PER_HOUR) as requests do.
 */
export class BoardFeed {
  id = crypto.randomUUID().slice(0, 8)
  private sequences = new Map<number, number>()
  private held = new Map<number, HeldEvent[]>()
  private serial = 0
  private subscribers = new Set<Subscriber>()
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(
    private store: Store,
    private newOrdersPerHour = 0,
    private branchCapacity = DEFAULT_BRANCH_CAPACITY,
  ) {
    store.onWrite((table, key, value, before) => {
      if (table === null) this.restart()
      else if (table === TABLE.order && value) this.orderChanged(value as OrderRow)
      else if (table === TABLE.branch && value) this.branchChanged(value as BranchRow)
      // An item taken off or put back: the branch as the boards show it.
      else if (table === TABLE.branchAvailability) {
        const branch = store.table(TABLE.branch).get(Number(key))
        if (branch) this.branchChanged(branch)
      } else if (table === TABLE.rider && value) this.riderChanged(value as RiderRow)
      // A deleted rider leaves the pickers as a deactivated one does.
      else if (table === TABLE.rider && before)
        this.riderChanged({ ...(before as RiderRow), isActive: false })
    })
  }

  /** Where the changes of these branches stand: the board answer's `live`. */
  live(branchIds: readonly number[]): BoardLive {
    return {
      feed: this.id,
      sequences: Object.fromEntries(branchIds.map((id) => [id, this.sequences.get(id) ?? 0])),
    }
  }

  /** Open streams (for tests). */
  get openStreams() {
    return this.subscribers.size
  }

  /**
   * A stream of the changes of the branches `covers` lets through (`branchIds`
   * those that exist now), after the board's `feed` and `after`: what it
   * missed, `ready`, then each change as it happens. A refresh event instead,
   * and the end, when those numbers are not this feed's or no longer held.
   */
  stream(
    branchIds: readonly number[],
    covers: (branchId: number) => boolean,
    since: { feed?: string | undefined; after?: string | undefined },
  ): Response {
    const missed = this.missed(branchIds, since)
    let subscriber: Subscriber | undefined
    let ends: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      clearTimeout(ends)
      if (subscriber) this.subscribers.delete(subscriber)
      if (!this.subscribers.size) this.stopTimer()
    }
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            stop()
          }
        }
        const close = () => {
          stop()
          try {
            controller.close()
          } catch {
            // Already closed by the client.
          }
        }
        if (!missed) {
          send(frame(BOARD_EVENTS.refresh, undefined, { feed: this.id }))
          controller.close()
          return
        }
        // A first line at once: proxies and browsers hand the stream over as it starts.
        send(`: ${this.id}\n\n`)
        for (const e of missed)
          send(frame(e.name, `${e.branchId}:${e.sequence}`, JSON.parse(e.data)))
        send(
          frame(BOARD_EVENTS.ready, undefined, {
            feed: this.id,
            serverTime: new Date(this.store.now()).toISOString(),
          }),
        )
        subscriber = { covers, send, close }
        this.subscribers.add(subscriber)
        this.startTimer()
        ends = setTimeout(close, BOARD_STREAM_MAX_MS)
      },
      cancel: stop,
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    })
  }

  /** The held changes after `since`, oldest first; undefined when a refresh is needed. */
  private missed(
    branchIds: readonly number[],
    since: { feed?: string | undefined; after?: string | undefined },
  ): HeldEvent[] | undefined {
    if (since.feed !== undefined && since.feed !== this.id) return undefined
    const after = parseBoardCursor(since.after)
    const out: HeldEvent[] = []
    for (const branchId of branchIds) {
      const last = this.sequences.get(branchId) ?? 0
      const from = after.get(branchId) ?? (since.feed === undefined ? last : 0)
      if (from > last) return undefined
      if (from === last) continue
      const held = this.held.get(branchId) ?? []
      const oldest = held[0]?.sequence ?? last + 1
      if (from + 1 < oldest) return undefined
      out.push(...held.filter((e) => e.sequence > from))
    }
    return out.sort((a, b) => a.serial - b.serial)
  }

  private add(branchId: number, name: string, body: Record<string, unknown>) {
    const sequence = (this.sequences.get(branchId) ?? 0) + 1
    this.sequences.set(branchId, sequence)
    const data = {
      feed: this.id,
      branchId,
      sequence,
      at: new Date(this.store.now()).toISOString(),
      ...body,
    }
    const event: HeldEvent = {
      branchId,
      sequence,
      serial: ++this.serial,
      name,
      data: JSON.stringify(data),
    }
    const held = this.held.get(branchId) ?? []
    held.push(event)
    if (held.length > BOARD_EVENTS_HELD) held.splice(0, held.length - BOARD_EVENTS_HELD)
    this.held.set(branchId, held)
    const text = frame(name, `${branchId}:${sequence}`, data)
    for (const s of this.subscribers) if (s.covers(branchId)) s.send(text)
  }

  private orderChanged(order: OrderRow) {
    const active = (ACTIVE_STATUSES as readonly OrderStatus[]).includes(order.status)
    this.add(order.branchId, BOARD_EVENTS.order, {
      orderId: order.id,
      order: active ? boardOrder(this.store, order) : null,
    })
  }

  private branchChanged(b: BranchRow) {
    this.add(b.id, BOARD_EVENTS.branch, { branch: boardBranch(this.store, b) })
  }

  /**
   * A rider started or ended a shift, was changed or holds more cash: the
   * pickers of their branch's boards follow. (Dispatches reach the boards as
   * order events: an order's card carries its rider.)
   */
  private riderChanged(r: RiderRow) {
    this.add(r.branchId, BOARD_EVENTS.rider, { rider: boardRider(this.store, r) })
  }

  /** The store went back to the seed: a new feed; every open board reads itself again. */
  private restart() {
    this.id = crypto.randomUUID().slice(0, 8)
    this.sequences.clear()
    this.held.clear()
    const text = frame(BOARD_EVENTS.refresh, undefined, { feed: this.id })
    for (const s of [...this.subscribers]) {
      s.send(text)
      s.close()
    }
  }

  private startTimer() {
    this.timer ??= setInterval(() => {
      try {
        catchUpArrivals(this.store, this.newOrdersPerHour, this.branchCapacity)
      } catch (error) {
        console.error('mock: arrivals failed', error)
      }
      for (const s of this.subscribers) s.send(': ping\n\n')
    }, BOARD_HEARTBEAT_MS)
  }

  private stopTimer() {
    clearInterval(this.timer)
    this.timer = undefined
  }
}

const feeds = new WeakMap<Store, BoardFeed>()

/** The store's feed, made on first use (createMockApp makes it with the arrivals' rate). */
export function boardFeed(
  store: Store,
  newOrdersPerHour = 0,
  branchCapacity = DEFAULT_BRANCH_CAPACITY,
): BoardFeed {
  let feed = feeds.get(store)
  if (!feed) feeds.set(store, (feed = new BoardFeed(store, newOrdersPerHour, branchCapacity)))
  return feed
}
