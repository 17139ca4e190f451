import type { RiderSettlementRow } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

const cache = new WeakMap<object, { revision: number; ids: ReadonlySet<number> }>()

/**
 * The ids of the orders whose cash a settlement (not voided) already covered,
 * kept until the settlements change.
 */
export function settledOrderIds(store: Store): ReadonlySet<number> {
  const table = store.table<RiderSettlementRow & { voidedAt?: string | null }>(
    TABLE.riderSettlement,
  )
  const hit = cache.get(table)
  if (hit && hit.revision === table.revision) return hit.ids
  const ids = new Set<number>()
  for (const s of table.values()) if (!s.voidedAt) for (const id of s.orderIds ?? []) ids.add(id)
  cache.set(table, { revision: table.revision, ids })
  return ids
}
