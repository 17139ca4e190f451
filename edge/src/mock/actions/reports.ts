import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  REPORT_MESSAGES,
  centsToMoney,
  countDifference,
  moneyToCents,
  reportRoutes,
  resolveDateRange,
} from 'contracts'
import type { CashInBoth, ShiftClose, ShiftReport } from 'contracts'
import { recordEvent } from '../audit/record'
import { bind, pathRecord } from '../context'
import type { Binding } from '../context'
import { ApiFailure, businessRule } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import type { RiderRow, RiderSettlementRow, Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { branchRow, narrowedTo } from '../scope'
import type { BranchScope } from '../scope'
import { assertDifferenceConfirmed, rateAt } from './currency'
import { orderIndex } from '../orders/order-index'
import { shiftFigures } from '../figures/report-figures'
import type { ReportOrder, Settlement } from '../figures/report-figures'
import { endedBetween, salesReport } from '../figures/sales-totals'
import { lowerBound } from '../sorted'

const DAY_MS = 24 * 60 * 60 * 1000
/** A sales range longer than this is refused (two years of days), as the dashboard's. */
const MAX_DAYS = 732

type BranchRow = Row & { name: string }
/** A close as stored: the contract's close. */
export type ShiftCloseRow = ShiftClose & { createdAt: string; updatedAt: string; version: number }

/** The branch's last close, if it was ever closed. */
function lastClose(store: Store, branchId: number): ShiftCloseRow | undefined {
  let last: ShiftCloseRow | undefined
  for (const c of store.table<ShiftCloseRow>(TABLE.shiftClose).values()) {
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
  ms: Date.parse(s.createdAt),
})

/** The cash of the branch's riders: what each holds now, and the settlements they made. */
function riderCash(store: Store, branchId: number) {
  const riders = [...store.table<RiderRow>(TABLE.rider).values()]
    .filter((r) => r.branchId === branchId)
    .map((r) => ({
      riderId: r.id,
      name: r.name,
      cashHeldCents: moneyToCents(r.cashHeld),
      cashHeldLbp: r.cashHeldLbp ?? 0,
    }))
  const settlements = [...store.table<RiderSettlementRow>(TABLE.riderSettlement).values()]
    .filter((s) => s.branchId === branchId && !s.voidedAt)
    .map(settlementOf)
  return { riders, settlements }
}

/** The branch's orders a shift may count: ended in it, placed in it, or still open. */
function* shiftOrders(store: Store, branchId: number, fromMs: number, toMs: number) {
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
    fromMs,
    toMs,
    orders: shiftOrders(store, branch.id, fromMs, toMs),
    lbpPerUsd: rateAt(store, toMs),
    openingFloat: floatOf(lastClose(store, branch.id)),
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

/** Whether anything happened in a shift: an order placed or ended, or a rider's settlement. */
function somethingHappened(store: Store, report: ShiftReport): boolean {
  const { placed, delivered, pickedUp, rejected, cancelled } = report.orders
  if (placed + delivered + pickedUp + rejected + cancelled > 0) return true
  const fromMs = Date.parse(report.from)
  const toMs = Date.parse(report.to)
  for (const s of store.table<RiderSettlementRow>(TABLE.riderSettlement).values()) {
    const at = Date.parse(s.createdAt)
    if (s.branchId === report.branchId && at >= fromMs && at < toMs) return true
  }
  return false
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

const summaryOf = ({
  report: _report,
  createdAt: _c,
  updatedAt: _u,
  version: _v,
  ...rest
}: ShiftCloseRow) => rest

const closeOf = ({
  createdAt: _c,
  updatedAt: _u,
  version: _v,
  ...rest
}: ShiftCloseRow): ShiftClose => rest

/** The closes of the actor's branches (or one of them) in `[fromMs, toMs)`, newest first. */
function listCloses(
  store: Store,
  scope: BranchScope,
  query: { page: number; pageSize: number; branchId?: number; from?: string; to?: string },
) {
  const covered = narrowedTo(scope, query.branchId)
  const fromMs =
    query.from === undefined ? -Infinity : resolveDateRange({ from: query.from }).fromMs
  const toMs = query.to === undefined ? Infinity : resolveDateRange({ to: query.to }).toMs
  const rows = [...store.table<ShiftCloseRow>(TABLE.shiftClose).values()]
    .filter((c) => covered.has(c.branchId))
    .filter((c) => {
      const at = Date.parse(c.closedAt)
      return at >= fromMs && at < toMs
    })
    .sort((a, b) => b.closedAt.localeCompare(a.closedAt) || b.id - a.id)
  const start = (query.page - 1) * query.pageSize
  return {
    Data: rows.slice(start, start + query.pageSize).map(summaryOf),
    TotalCount: rows.length,
    Page: query.page,
    PageSize: query.pageSize,
  }
}

export const reportBindings: Binding[] = [
  bind(reportRoutes.getShiftReport, ({ store, query }) => {
    const branch = branchRow<BranchRow>(store, query.branchId)
    return { Data: shiftReport(store, branch, shiftStart(store, branch), store.now()) }
  }),
  bind(reportRoutes.closeShift, ({ c, store, actor, body }) => {
    const branch = branchRow<BranchRow>(store, body.branchId)
    const fromMs = shiftStart(store, branch)
    if (Date.parse(body.from) !== fromMs) throw new ApiFailure(409, API_ERRORS.stale)
    const toMs = store.now()
    const report = shiftReport(store, branch, fromMs, toMs)
    const last = lastClose(store, branch.id)
    if (last && !somethingHappened(store, report))
      throw businessRule(REPORT_MESSAGES.nothingToClose(last.closedAt))
    // The float named, else the last close's: the frozen report keeps the one counted with.
    report.openingFloatUsd = body.openingFloatUsd ?? report.openingFloatUsd
    report.openingFloatLbp = body.openingFloatLbp ?? report.openingFloatLbp
    const count = closeCount(report, { usd: body.cashCounted, lbp: body.cashCountedLbp })
    if ((count.differenceUsd !== '0.00' || count.differenceLbp !== 0) && !body.note.trim()) {
      throw new ApiFailure(400, API_ERRORS.validation, { note: CASH_COUNT_MESSAGES.noteRequired })
    }
    assertDifferenceConfirmed(store, count.difference, body.confirmLargeDifference)
    const id = store.nextId(TABLE.shiftClose)
    const at = new Date(toMs).toISOString()
    const row: ShiftCloseRow = {
      id,
      branchId: branch.id,
      branchName: branch.name,
      from: report.from,
      closedAt: at,
      closedById: actor.employee.id,
      closedByName: `${actor.employee.firstName} ${actor.employee.lastName}`,
      orders: report.orders.delivered + report.orders.pickedUp,
      net: report.net,
      lbpPerUsd: report.lbpPerUsd,
      openingFloatUsd: report.openingFloatUsd,
      openingFloatLbp: report.openingFloatLbp,
      cashExpectedUsd: report.cashExpectedUsd,
      cashExpectedLbp: report.cashExpectedLbp,
      cashExpected: report.cashExpected,
      cashCounted: body.cashCounted,
      cashCountedLbp: body.cashCountedLbp,
      denominations: body.denominations ?? null,
      ...count,
      note: body.note,
      report,
      createdAt: at,
      updatedAt: at,
      version: 1,
    }
    store.table<ShiftCloseRow>(TABLE.shiftClose).put(id, row)
    recordEvent(c, {
      module: 'report',
      recordId: id,
      recordLabel: `${branch.name}, shift closed`,
      branchId: branch.id,
      action: 'create',
      changes: [
        { field: 'cashExpected', label: 'Expected cash', before: null, after: report.cashExpected },
        { field: 'cashCounted', label: 'Cash counted', before: null, after: body.cashCounted },
        {
          field: 'cashCountedLbp',
          label: 'Cash counted in pounds',
          before: null,
          after: String(body.cashCountedLbp),
        },
        {
          field: 'differenceUsd',
          label: 'Difference in dollars',
          before: null,
          after: row.differenceUsd,
        },
        {
          field: 'differenceLbp',
          label: 'Difference in pounds',
          before: null,
          after: String(row.differenceLbp),
        },
        { field: 'difference', label: 'Difference', before: null, after: row.difference },
      ],
    })
    return { Data: closeOf(row) }
  }),
  bind(reportRoutes.listShiftCloses, ({ store, scope, query }) => listCloses(store, scope, query)),
  bind(reportRoutes.getShiftClose, (call) => ({
    Data: closeOf(pathRecord<ShiftCloseRow>(call, TABLE.shiftClose)),
  })),
  bind(reportRoutes.getSalesReport, ({ store, scope, query }) => {
    const { fromMs, toMs } = resolveDateRange(query, store.now())
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) {
      throw new ApiFailure(400, MOCK_MESSAGES.dateRange, { from: MOCK_MESSAGES.dateRange })
    }
    if (toMs - fromMs > MAX_DAYS * DAY_MS) {
      throw new ApiFailure(400, MOCK_MESSAGES.rangeTooLong, { from: MOCK_MESSAGES.rangeTooLong })
    }
    return {
      Data: salesReport(store, fromMs, toMs, narrowedTo(scope, query.branchId), query.groupBy),
    }
  }),
]
