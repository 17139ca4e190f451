import { moneyToCents } from 'contracts'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

export type IndexedOrder = Row & {
  number: string
  customer: { id: number; name: string; phone: string }
  total: string
  items: { productId: number; name: string; quantity: number; lineTotal: string }[]
}

export interface OrderIndex {
  /** Orders by creation time, oldest first. */
  rows: IndexedOrder[]
  /** Creation instants (ms), parallel to `rows`. */
  times: Float64Array
  /** Number, customer name and phone, lower-cased without spaces, for `search=`. */
  keys: string[]
  /** Every key joined, and where each starts: one `indexOf` pass finds a search. */
  haystack: string
  offsets: Int32Array
}

/** Flags the rows whose search key contains `needle` (already folded). */
export function searchRows(index: OrderIndex, needle: string): Uint8Array {
  const flags = new Uint8Array(index.keys.length)
  const { haystack, offsets } = index
  let pos = haystack.indexOf(needle)
  while (pos >= 0) {
    let lo = 0
    let hi = offsets.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (offsets[mid]! <= pos) lo = mid
      else hi = mid - 1
    }
    flags[lo] = 1
    const next = offsets[lo + 1]
    if (next === undefined) break
    pos = haystack.indexOf(needle, next)
  }
  return flags
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, '')
export const searchKey = (o: IndexedOrder) =>
  `${fold(o.number)}\u0000${fold(o.customer.name)}\u0000${fold(o.customer.phone)}`

const cache = new WeakMap<
  Store,
  { anchor: number; size: number; revision: number; ids: Int32Array; index: OrderIndex }
>()

/**
 * Orders by creation time, with their search keys. Creation time, number and
 * customer never change after an order is made, so a status change only
 * swaps row references; the index is rebuilt when the table grows or the
 * store is reset.
 */
export function orderIndex(store: Store): OrderIndex {
  const table = store.table<IndexedOrder>(TABLE.order)
  const hit = cache.get(store)
  if (hit && hit.anchor === store.anchor && hit.size === table.size) {
    if (hit.revision !== table.revision) {
      hit.index.rows = Array.from(hit.ids, (id) => table.get(id)!)
      hit.revision = table.revision
    }
    return hit.index
  }
  const rows = [...table.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  )
  const keys = rows.map(searchKey)
  const offsets = new Int32Array(keys.length)
  let at = 0
  keys.forEach((key, i) => {
    offsets[i] = at
    at += key.length + 1
  })
  const index: OrderIndex = {
    rows,
    times: Float64Array.from(rows, (o) => Date.parse(o.createdAt)),
    keys,
    haystack: keys.join('\u0001'),
    offsets,
  }
  cache.set(store, {
    anchor: store.anchor,
    size: table.size,
    revision: table.revision,
    ids: Int32Array.from(rows, (o) => o.id),
    index,
  })
  return index
}

const figures = new WeakMap<
  object,
  { totalCents: number; lines: [number, string, number, number][] }
>()

/**
 * An order's total and lines in cents, parsed once: items and total never
 * change after creation, and a status change keeps the same items array.
 */
export function orderFigures(o: IndexedOrder) {
  let f = figures.get(o.items)
  if (!f) {
    f = {
      totalCents: moneyToCents(o.total),
      lines: o.items.map((i) => [i.productId, i.name, i.quantity, moneyToCents(i.lineTotal)]),
    }
    figures.set(o.items, f)
  }
  return f
}
