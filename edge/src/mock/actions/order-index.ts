import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

export interface OrderIndex {
  /** Order ids by creation time, oldest first. */
  ids: Int32Array
  /** Creation instants (ms), parallel to `ids`. */
  times: Float64Array
}

const cache = new WeakMap<Store, { anchor: number; size: number; index: OrderIndex }>()

/**
 * Orders by creation time. Creation times never change after an order is
 * made, so the index lives until the table grows or the store is reset.
 */
export function orderIndex(store: Store): OrderIndex {
  const table = store.table<Row>(TABLE.order)
  const hit = cache.get(store)
  if (hit && hit.anchor === store.anchor && hit.size === table.size) return hit.index
  const pairs: [number, number][] = []
  for (const o of table.values()) pairs.push([Date.parse(o.createdAt), o.id])
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const index = {
    ids: Int32Array.from(pairs, (p) => p[1]),
    times: Float64Array.from(pairs, (p) => p[0]),
  }
  cache.set(store, { anchor: store.anchor, size: table.size, index })
  return index
}
