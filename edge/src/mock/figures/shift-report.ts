import { centsToMoney, countDifference, moneyToCents } from 'contracts'
import type { CashInBoth, ShiftReport } from 'contracts'
import type { BranchRow, RiderSettlementRow, ShiftCloseRow } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { rateAt } from '../money/rates'
import { orderIndex } from '../orders/order-index'
import { shiftFigures } from './report-figures'
import type { DrawerRecharge, Settlement } from './report-figures'
import { endedBetween } from './sales-totals'
import { lowerBound } from '../sorted'

/** The branch's last close, if it was ever closed. */
export function lastClose(store: Store, branchId: number): ShiftCloseRow | undefined {
  let last: ShiftCloseRow | undefined
  for (const c of store.table(TABLE.shiftClose).values()) {
    if (c.branchId === branchId && (!last || Date.parse(c.closedAt) > Date.parse(last.closedAt)))
      last = c
  }
  return last
}

/** The float a close was counted with, which the next shift starts from. */
const floatOf = (c: ShiftCloseRow | undefined) =>
  c && { usd: c.openingFloatUsd ?? '0.00', lbp: c.openingFloatLbp ?? 0 }

/** When the branch's open shift started: its last close, else when the branch was made. */
export function shiftStart(store: Store, branch: BranchRow): number {
  const last = lastClose(store, branch.id)
  const made = Date.parse(branch.createdAt)
  return last ? Math.max(made, Date.parse(last.closedAt)) : made
}

/** A rider settlement as the report arithmetic reads it: what was counted in each currency. */
export const settlementOf = (s: RiderSettlementRow): Settlement => ({
  riderId: s.riderId,
  amountCents: moneyToCents(s.amount),
  lbp: s.countedLbp ?? 0,
  // A settlement from before both currencies expected dollars only.
  expectedCents: moneyToCents(s.expectedUsd ?? s.expected),
  expectedLbp: s.expectedLbp ?? 0,
  ms: Date.parse(s.createdAt),
})

/** The cash of the branch's riders: what each holds now, and the settlements they made. */
function riderCash(store: Store, branchId: number) {
  const riders = [...store.table(TABLE.rider).values()]
    .filter((r) => r.branchId === branchId)
    .map((r) => ({
      riderId: r.id,
      name: r.name,
      cashHeldCents: moneyToCents(r.cashHeld),
      cashHeldLbp: r.cashHeldLbp ?? 0,
    }))
  const settlements = [...store.table(TABLE.riderSettlement).values()]
    .filter((s) => s.branchId === branchId && !s.voidedAt)
    .map(settlementOf)
  return { riders, settlements }
}

/** The wallet recharges paid in cash into the branch's drawer (the branch chosen for each). */
export function drawerRecharges(store: Store, branchId: number): DrawerRecharge[] {
  const customers = store.table(TABLE.customer)
  const out: DrawerRecharge[] = []
  for (const t of store.table(TABLE.walletTransaction).values()) {
    if (t.branchId !== branchId || t.type !== 1) continue
    if (t.tender !== 'cash_usd' && t.tender !== 'cash_lbp') continue
    const customer = customers.get(t.customerId)
    out.push({
      id: t.id,
      ms: Date.parse(t.createdAt),
      customerId: t.customerId,
      customerName: customer ? `${customer.firstName} ${customer.lastName}` : '',
      tender: t.tender,
      amountCents: moneyToCents(t.amount),
      lbp: t.amountLbp ?? null,
    })
  }
  return out
}

/** The branch's orders a shift may count: ended in it, placed in it, or still open. */
function* shiftOrders(store: Store, branchId: number, fromMs: number, toMs: number) {
  const table = store.table(TABLE.order)
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
    const o = index.rows[i]!
    if (o.branchId === branchId) yield o
  }
  for (const i of index.active) {
    const o = index.rows[i]!
    if (o.branchId === branchId) yield o
  }
}

/** The branch's open shift `[fromMs, toMs)`, its float the last close's. */
export function shiftReport(
  store: Store,
  branch: BranchRow,
  fromMs: number,
  toMs: number,
): ShiftReport {
  const report = shiftFigures({
    branchId: branch.id,
    branchName: branch.name,
    branchNameAr: branch.nameAr,
    fromMs,
    toMs,
    orders: shiftOrders(store, branch.id, fromMs, toMs),
    lbpPerUsd: rateAt(store, toMs),
    openingFloat: floatOf(lastClose(store, branch.id)),
    ...riderCash(store, branch.id),
    recharges: drawerRecharges(store, branch.id),
  })
  // Each coupon by its id while it exists: the order list's couponId opens its orders.
  const ids = new Map<string, number>()
  for (const c of store.table(TABLE.coupon).values()) ids.set(c.code.toUpperCase(), c.id)
  report.coupons = report.coupons.map((c) => {
    const couponId = ids.get(c.code.toUpperCase())
    return couponId === undefined ? c : { ...c, couponId }
  })
  return report
}

/**
 * A close's count against the shift: each currency's difference (counted −
 * the shift's float − expected) and both valued in dollars at the shift's rate.
 */
export function closeCount(report: ShiftReport, counted: CashInBoth) {
  const expected = {
    usd: centsToMoney(moneyToCents(report.openingFloatUsd) + moneyToCents(report.cashExpectedUsd)),
    lbp: report.openingFloatLbp + report.cashExpectedLbp,
  }
  const { usd, lbp, difference } = countDifference(counted, expected, report.lbpPerUsd)
  return { differenceUsd: usd, differenceLbp: lbp, difference }
}
