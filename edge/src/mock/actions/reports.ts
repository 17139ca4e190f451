import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  REPORT_MESSAGES,
  reportRoutes,
  resolveDateRange,
} from 'contracts'
import type { ShiftClose, ShiftReport } from 'contracts'
import { recordEvent } from '../audit/record'
import { branchNames } from '../branches/names'
import { bind, pathRecord } from '../context'
import type { Binding } from '../context'
import { ApiFailure, businessRule } from '../errors'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { branchRow, narrowedTo } from '../scope'
import type { BranchScope } from '../scope'
import { assertDifferenceConfirmed } from '../money/rates'
import { salesReport } from '../figures/sales-totals'
import { lastClose, shiftStart, shiftReport, closeCount } from '../figures/shift-report'
import type { ShiftCloseRow } from '../rows'
import { figuresRange } from '../figures/range'
import { pageOf } from '../resources/generic'

/**
 * Whether anything happened in a shift: an order placed or ended, a rider's
 * settlement, or a wallet recharge paid in cash into its drawer.
 */
function somethingHappened(store: Store, report: ShiftReport): boolean {
  const { placed, delivered, pickedUp, rejected, cancelled } = report.orders
  if (placed + delivered + pickedUp + rejected + cancelled > 0) return true
  if (report.walletRecharges.length > 0) return true
  const fromMs = Date.parse(report.from)
  const toMs = Date.parse(report.to)
  for (const s of store.table(TABLE.riderSettlement).values()) {
    const at = Date.parse(s.createdAt)
    if (s.branchId === report.branchId && at >= fromMs && at < toMs) return true
  }
  return false
}

/** A close saved before closes kept the branch's Arabic name reads the branch's own. */
function withNameAr(store: Store, row: ShiftCloseRow): ShiftCloseRow {
  if (typeof row.branchNameAr === 'string' && typeof row.report.branchNameAr === 'string')
    return row
  const { branchNameAr } = branchNames(store, row.branchId)
  return { ...row, branchNameAr, report: { ...row.report, branchNameAr } }
}

const summaryOf = ({
  report: _report,
  createdAt: _c,
  updatedAt: _u,
  version: _v,
  ...rest
}: ShiftCloseRow) => rest

/** A close as answered: one frozen before recharges were counted reads none. */
const closeOf = ({
  createdAt: _c,
  updatedAt: _u,
  version: _v,
  ...rest
}: ShiftCloseRow): ShiftClose => ({
  ...rest,
  report: Object.assign(
    { walletRecharges: [], rechargesUsd: '0.00', rechargesLbp: 0 },
    rest.report,
  ),
})

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
  const rows = [...store.table(TABLE.shiftClose).values()]
    .filter((c) => covered.has(c.branchId))
    .filter((c) => {
      const at = Date.parse(c.closedAt)
      return at >= fromMs && at < toMs
    })
    .sort((a, b) => b.closedAt.localeCompare(a.closedAt) || b.id - a.id)
  return pageOf(rows, query, (row) => summaryOf(withNameAr(store, row)))
}

export const reportBindings: Binding[] = [
  bind(reportRoutes.getShiftReport, ({ store, query }) => {
    const branch = branchRow(store, query.branchId)
    return { Data: shiftReport(store, branch, shiftStart(store, branch), store.now()) }
  }),
  bind(reportRoutes.closeShift, ({ c, store, actor, body }) => {
    const branch = branchRow(store, body.branchId)
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
      branchNameAr: branch.nameAr,
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
    store.table(TABLE.shiftClose).put(id, row)
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
    Data: closeOf(withNameAr(call.store, pathRecord(call, TABLE.shiftClose))),
  })),
  bind(reportRoutes.getSalesReport, ({ store, scope, query }) => {
    const { fromMs, toMs } = figuresRange(query, store.now())
    return {
      Data: salesReport(store, fromMs, toMs, narrowedTo(scope, query.branchId), query.groupBy),
    }
  }),
]
