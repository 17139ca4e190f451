import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

type SalesRow = Row & { branchId: number; items: { productId: number; quantity: number }[] }

interface Counted {
  anchor: number
  epoch: number
  mark: number
  /** The orders already counted: an order's lines never change once it is made. */
  orders: Set<number>
  /** Quantity ordered, by product then branch. */
  byProduct: Map<number, Map<number, number>>
}

const cache = new WeakMap<Store, Counted>()

function count(into: Counted, order: SalesRow) {
  if (into.orders.has(order.id)) return
  into.orders.add(order.id)
  for (const line of order.items) {
    let branches = into.byProduct.get(line.productId)
    if (!branches) into.byProduct.set(line.productId, (branches = new Map()))
    branches.set(order.branchId, (branches.get(order.branchId) ?? 0) + line.quantity)
  }
}

/**
 * How many of each product were ordered at each branch, kept with the order
 * table: a new order's lines are added once, as its lines never change.
 */
export function productSales(store: Store): Map<number, Map<number, number>> {
  const table = store.table(TABLE.order)
  const hit = cache.get(store)
  if (hit && hit.anchor === store.anchor) {
    const written = table.writtenSince(hit.epoch, hit.mark)
    if (written) {
      for (const key of new Set(written)) {
        const row = table.get(key)
        if (row) count(hit, row)
      }
      hit.mark = table.writeMark
      return hit.byProduct
    }
  }
  const fresh: Counted = {
    anchor: store.anchor,
    epoch: table.epoch,
    mark: table.writeMark,
    orders: new Set(),
    byProduct: new Map(),
  }
  for (const row of table.values()) count(fresh, row)
  cache.set(store, fresh)
  return fresh.byProduct
}
