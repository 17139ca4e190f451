import {
  ACTIVE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  cashDueCents,
  cashTakenOf,
  isFinalStatus,
  moneyToCents,
  walletPaidCents,
} from 'contracts'
import type { OrderStatus, PaymentMethod } from 'contracts'
import { TABLE } from '../rows'
import { fold, matchesWords } from '../search/match'
import type { Store, Table } from '../store/store'
import { eachHolding, haystackOf } from '../search/haystack'
import type { Haystack } from '../search/haystack'
import { lowerBound } from '../sorted'
import type { OrderRow } from '../rows'

/** The stored order (one row type for the table). */
export type IndexedOrder = OrderRow

/** The keys joined (a haystack): one `indexOf` pass finds a search. */
export interface OrderIndex extends Haystack {
  /** Orders by creation time, oldest first. */
  rows: IndexedOrder[]
  /** Creation instants (ms), parallel to `rows`. */
  times: Float64Array
  /** Number, customer name and phone, lower-cased without spaces (`fold`), for `search=`. */
  keys: string[]
  /** Places in `rows` of the orders in an active status, in creation order: a few hundred. */
  active: number[]
  /**
   * Each order's money in cents, `MONEY` numbers a place (gross, discount,
   * delivery charge, total, cash due, the wallet's part, and the cash a completed order
   * brought in: dollars in cents, pounds), parallel to `rows`: totals of a filtered set read
   * these, never the rows.
   */
  money: Float64Array
  /** When each order ended (ms; NaN while open), parallel to `rows`. */
  ended: Float64Array
  /**
   * Each order's status (its place in ORDER_STATUSES) and branch, parallel to
   * `rows`: a filter on them reads these, not the rows (a scan of 100,000
   * orders that touches no order object stays in the processor's cache).
   */
  status: Uint8Array
  branch: Int32Array
  /** Each order's id, parallel to `rows`: a lookup by id (settled cash) reads this, not the row. */
  ids: Int32Array
  /** Each order's payment method (its place in PAYMENT_METHODS), parallel to `rows`. */
  payment: Uint8Array
}

/** An order status as the index keeps it: its place in ORDER_STATUSES. */
export const statusCode = (status: OrderStatus) => ORDER_STATUSES.indexOf(status)

/** A payment method as the index keeps it: its place in PAYMENT_METHODS. */
export const paymentCode = (method: string) => PAYMENT_METHODS.indexOf(method as PaymentMethod)

/** The money columns of `OrderIndex.money`, in order. */
export const MONEY = [
  'gross',
  'discounts',
  'deliveryCharges',
  'net',
  'cashDue',
  'wallet',
  'cashTakenUsd',
  'cashTakenLbp',
] as const
const M = MONEY.length

const ACTIVE = new Set<OrderStatus>(ACTIVE_STATUSES)
export const isActive = (status: OrderStatus) => ACTIVE.has(status)

/**
 * Flags the rows whose search key contains every one of `words` (lower-cased):
 * one `indexOf` pass over the haystack for the longest word, the others
 * checked only in the keys it found.
 */
export function searchRows(index: OrderIndex, words: readonly string[]): Uint8Array {
  const flags = new Uint8Array(index.keys.length)
  const [needle, ...others] = [...words].sort((a, b) => b.length - a.length)
  if (needle === undefined) return flags
  const { keys } = index
  eachHolding(index, needle, (place) => {
    if (!others.length || matchesWords([keys[place]!], others)) flags[place] = 1
  })
  return flags
}

/**
 * The name keeps its word breaks (lower-cased, one space): folded whole, "Samir Aoun"
 * would read "samiraoun" and a search for "Mira Aoun" would find him.
 */
export const searchKey = (o: IndexedOrder) =>
  `${fold(o.number)}\u0000${o.customer.name.toLowerCase().replace(/\s+/g, ' ').trim()}\u0000${fold(o.customer.phone)}`

interface Cached {
  anchor: number
  epoch: number
  /** The table's write mark when the index last followed it. */
  mark: number
  /** Where each order id sits in `index.rows` (ids are small and dense); -1 for none. */
  places: Int32Array
  index: OrderIndex
}
const cache = new WeakMap<Store, Cached>()

const byCreation = (a: IndexedOrder, b: IndexedOrder) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id

/** The instant an order ended (its final status's entry), NaN while open. */
export function endedMs(o: IndexedOrder): number {
  if (!isFinalStatus(o.status)) return NaN
  return Date.parse(o.statusHistory.at(-1)?.at ?? o.createdAt)
}

/** Writes an order's money (cents) at `place` of a `money` column set. */
function putMoney(money: Float64Array, place: number, o: IndexedOrder) {
  const f = orderFigures(o)
  const at = place * M
  money[at] = f.grossCents
  money[at + 1] = f.discountCents
  money[at + 2] = f.deliveryCents
  money[at + 3] = f.totalCents
  money[at + 4] = f.cashDueCents
  money[at + 5] = f.walletCents
  putCashTaken(money, place, o)
}

const COMPLETED = new Set<OrderStatus>(['delivered', 'picked_up'])

/**
 * Writes the cash an order brought in (received less change, each currency apart) at
 * `place`: none until it is completed. Its status and tender change, so a write of the
 * order writes these again.
 */
function putCashTaken(money: Float64Array, place: number, o: IndexedOrder) {
  const taken = COMPLETED.has(o.status) ? cashTakenOf(o) : { usdCents: 0, lbp: 0 }
  money[place * M + 6] = taken.usdCents
  money[place * M + 7] = taken.lbp
}

/** The index over rows in creation order, with their search keys, instants and money. */
function indexOf(
  rows: IndexedOrder[],
  keys: string[],
  times: Float64Array,
  columns?: { money: Float64Array; ended: Float64Array },
): OrderIndex {
  const active: number[] = []
  const status = new Uint8Array(rows.length)
  const branch = new Int32Array(rows.length)
  const ids = new Int32Array(rows.length)
  const payment = new Uint8Array(rows.length)
  rows.forEach((o, i) => {
    if (isActive(o.status)) active.push(i)
    status[i] = statusCode(o.status)
    branch[i] = o.branchId
    ids[i] = o.id
    payment[i] = paymentCode(o.paymentMethod)
  })
  let money = columns?.money
  let ended = columns?.ended
  if (!money || !ended) {
    money = new Float64Array(rows.length * M)
    ended = new Float64Array(rows.length)
    rows.forEach((o, i) => {
      putMoney(money!, i, o)
      ended![i] = endedMs(o)
    })
  }
  return {
    rows,
    times,
    keys,
    ...haystackOf(keys),
    active,
    money,
    ended,
    status,
    branch,
    ids,
    payment,
  }
}

/** Adds or removes a place in the sorted list of active places. */
function setActive(active: number[], place: number, on: boolean) {
  const lo = lowerBound(active, place)
  const there = active[lo] === place
  if (on && !there) active.splice(lo, 0, place)
  if (!on && there) active.splice(lo, 1)
}

/** `index` with new orders (any creation time) merged into their places. */
function mergeInto(index: OrderIndex, added: IndexedOrder[]): OrderIndex {
  added.sort(byCreation)
  const n = index.rows.length + added.length
  const rows = new Array<IndexedOrder>(n)
  const keys = new Array<string>(n)
  const times = new Float64Array(n)
  const money = new Float64Array(n * M)
  const ended = new Float64Array(n)
  let i = 0
  let j = 0
  const keep = (from: number) => {
    times[j] = index.times[from]!
    rows[j] = index.rows[from]!
    keys[j] = index.keys[from]!
    money.set(index.money.subarray(from * M, from * M + M), j * M)
    ended[j++] = index.ended[from]!
  }
  for (const o of added) {
    const t = Date.parse(o.createdAt)
    // Older rows first; on equal times the indexed row, whose id is older.
    for (; i < index.rows.length && index.times[i]! <= t; i++) keep(i)
    times[j] = t
    rows[j] = o
    keys[j] = searchKey(o)
    putMoney(money, j, o)
    ended[j++] = endedMs(o)
  }
  for (; i < index.rows.length; i++) keep(i)
  return indexOf(rows, keys, times, { money, ended })
}

/** Applies the table's writes since the index last looked: false when it must be rebuilt. */
function follow(hit: Cached, table: Table<IndexedOrder>, written: readonly string[]) {
  const added: IndexedOrder[] = []
  for (const key of new Set(written)) {
    const row = table.get(key)
    const at = hit.places[Number(key)] ?? -1
    if (at < 0) {
      if (row) added.push(row)
    } else if (row) {
      hit.index.rows[at] = row
      hit.index.ended[at] = endedMs(row)
      putCashTaken(hit.index.money, at, row)
      hit.index.status[at] = statusCode(row.status)
      hit.index.branch[at] = row.branchId
      hit.index.payment[at] = paymentCode(row.paymentMethod)
      setActive(hit.index.active, at, isActive(row.status))
    } else {
      return false
    }
  }
  if (added.length) {
    hit.index = mergeInto(hit.index, added)
    hit.places = placesOf(hit.index)
  }
  hit.mark = table.writeMark
  return true
}

function placesOf(index: OrderIndex) {
  const places = new Int32Array(index.rows.reduce((m, o) => Math.max(m, o.id), 0) + 1).fill(-1)
  index.rows.forEach((o, i) => (places[o.id] = i))
  return places
}

/**
 * Orders by creation time, with their search keys. Creation time, number and
 * customer never change after an order is made, so a status change only
 * swaps that row's reference, and a new order (the dev route, arrivals) is
 * merged into its place; the index is rebuilt when the store is reset or
 * reopened.
 */
export function orderIndex(store: Store): OrderIndex {
  const table = store.table(TABLE.order)
  const hit = cache.get(store)
  if (hit && hit.anchor === store.anchor) {
    const written = table.writtenSince(hit.epoch, hit.mark)
    if (written && follow(hit, table, written)) return hit.index
  }
  const rows = [...table.values()].sort(byCreation)
  const index = indexOf(
    rows,
    rows.map(searchKey),
    Float64Array.from(rows, (o) => Date.parse(o.createdAt)),
  )
  cache.set(store, {
    anchor: store.anchor,
    epoch: table.epoch,
    mark: table.writeMark,
    places: placesOf(index),
    index,
  })
  return index
}

/** An order's money in cents, and its lines. */
export interface OrderCents {
  totalCents: number
  grossCents: number
  discountCents: number
  deliveryCents: number
  /** What must be collected in cash: the total less the wallet's part, for a cash order. */
  cashDueCents: number
  /** What the customer's wallet paid of it (all of a wallet order). */
  walletCents: number
  lines: [number, string, number, number][]
}

const figures = new WeakMap<object, OrderCents>()

/**
 * An order's money and lines in cents, parsed once: items and money never
 * change after creation, and a status change keeps the same items array.
 */
export function orderFigures(o: IndexedOrder): OrderCents {
  let f = figures.get(o.items)
  if (!f) {
    f = {
      totalCents: moneyToCents(o.total),
      grossCents: moneyToCents(o.subtotal),
      discountCents: moneyToCents(o.discount),
      deliveryCents: moneyToCents(o.deliveryCharge),
      cashDueCents: cashDueCents(o),
      walletCents: walletPaidCents(o),
      lines: o.items.map((i) => [i.productId, i.name, i.quantity, moneyToCents(i.lineTotal)]),
    }
    figures.set(o.items, f)
  }
  return f
}
