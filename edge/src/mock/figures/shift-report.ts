import { moneyToCents } from 'contracts'
import type { ShiftClose, ShiftReport } from 'contracts'
import type { RiderRow, RiderSettlementRow, Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { orderIndex } from '../orders/order-index'
import { shiftFigures } from './report-figures'
import type { ReportOrder, Settlement } from './report-figures'
import { endedBetween } from './sales-totals'
import { lowerBound } from '../sorted'

export type BranchRow = Row & { name: string }

/** A close as stored: the contract's close. */
export type ShiftCloseRow = ShiftClose & { createdAt: string; updatedAt: string; version: number }

/** When the branch's open shift started: its last close, else when the branch was made. */
export function shiftStart(store: Store, branch: BranchRow): number {
  let last = Date.parse(branch.createdAt)
  for (const c of store.table<ShiftCloseRow>(TABLE.shiftClose).values()) {
    if (c.branchId === branch.id) last = Math.max(last, Date.parse(c.closedAt))
  }
  return last
}

/** A rider settlement as the report arithmetic reads it. */
export const settlementOf = (s: RiderSettlementRow): Settlement => ({
  riderId: s.riderId,
  amountCents: moneyToCents(s.amount),
  ms: Date.parse(s.createdAt),
})

/** The cash of the branch's riders: what each holds now, and the settlements they made. */
function riderCash(store: Store, branchId: number) {
  const riders = [...store.table<RiderRow>(TABLE.rider).values()]
    .filter((r) => r.branchId === branchId)
    .map((r) => ({ riderId: r.id, name: r.name, cashHeldCents: moneyToCents(r.cashHeld) }))
  const settlements = [...store.table<RiderSettlementRow>(TABLE.riderSettlement).values()]
    .filter((s) => s.branchId === branchId && !s.voidedAt)
    .map(settlementOf)
  return { riders, settlements }
}

/** The branch's orders a shift may count: ended in it, placed in it, or still open. */
export function* shiftOrders(store: Store, branchId: number, fromMs: number, toMs: number) {
  const table = store.table<ReportOrder & Row>(TABLE.order)
  for (const id of endedBetween(store, branchId, fromMs, toMs)) {
    const o = table.get(id)
    if (o) yield o
  }
  const index = orderIndex(store)
  for (
    let i = lowerBound(index.times, fromMs);
    i < index.times.length && index.times[i]! < toMs;
    i++
  ) {
    const o = index.rows[i] as unknown as ReportOrder
    if (o.branchId === branchId) yield o
  }
  for (const i of index.active) {
    const o = index.rows[i] as unknown as ReportOrder
    if (o.branchId === branchId) yield o
  }
}

/** The branch's shift `[fromMs, toMs)`. */
export function shiftReport(
  store: Store,
  branch: BranchRow,
  fromMs: number,
  toMs: number,
): ShiftReport {
  const report = shiftFigures({
    branchId: branch.id,
    branchName: branch.name,
    fromMs,
    toMs,
    orders: shiftOrders(store, branch.id, fromMs, toMs),
    ...riderCash(store, branch.id),
  })
  // Each coupon by its id while it exists: the order list's couponId opens its orders.
  const ids = new Map<string, number>()
  for (const c of store.table<Row & { code: string }>(TABLE.coupon).values())
    ids.set(c.code.toUpperCase(), c.id)
  report.coupons = report.coupons.map((c) => {
    const couponId = ids.get(c.code.toUpperCase())
    return couponId === undefined ? c : { ...c, couponId }
  })
  return report
}
