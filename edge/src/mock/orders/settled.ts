import { TABLE } from '../rows'
import type { Store } from '../store/store'

interface Settled {
  revision: number
  /** The instant of the settlement (not voided) that covered each order, by order id. */
  at: ReadonlyMap<number, number>
  ids: ReadonlySet<number>
}
const cache = new WeakMap<object, Settled>()

/** The settlements' orders, read once until the settlements change. */
function settled(store: Store): Settled {
  const table = store.table(TABLE.riderSettlement)
  const hit = cache.get(table)
  if (hit && hit.revision === table.revision) return hit
  const at = new Map<number, number>()
  for (const s of table.values())
    if (!s.voidedAt) for (const id of s.orderIds ?? []) at.set(id, Date.parse(s.createdAt))
  const next = { revision: table.revision, at, ids: new Set(at.keys()) }
  cache.set(table, next)
  return next
}

/** The ids of the orders whose cash a settlement (not voided) already covered. */
export const settledOrderIds = (store: Store): ReadonlySet<number> => settled(store).ids

/**
 * When each order's cash reached its branch through a rider's settlement: the
 * instant of the settlement (not voided) that covered it, by order id.
 */
export const settledOrderTimes = (store: Store): ReadonlyMap<number, number> => settled(store).at
