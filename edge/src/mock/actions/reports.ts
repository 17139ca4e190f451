import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  cashDifference,
  cashNoteMissing,
  reportRoutes,
  resolveDateRange,
} from 'contracts'
import type { ShiftClose } from 'contracts'
import { recordEvent } from '../audit/record'
import { bind, pathRecord } from '../context'
import type { Binding } from '../context'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { TABLE } from '../rows'
import type { Store } from '../store/store'
import { branchRow, narrowedTo } from '../scope'
import type { BranchScope } from '../scope'
import { salesReport } from '../figures/sales-totals'
import { assertDifferenceConfirmed } from '../money/rates'
import { shiftStart, shiftReport } from '../figures/shift-report'
import type { BranchRow, ShiftCloseRow } from '../figures/shift-report'

const DAY_MS = 24 * 60 * 60 * 1000
/** A sales range longer than this is refused (two years of days), as the dashboard's. */
const MAX_DAYS = 732

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
    if (cashNoteMissing(body.cashCounted, report.cashExpected, body.note)) {
      throw new ApiFailure(400, API_ERRORS.validation, { note: CASH_COUNT_MESSAGES.noteRequired })
    }
    const difference = cashDifference(body.cashCounted, report.cashExpected)!
    assertDifferenceConfirmed(store, difference, body.confirmLargeDifference)
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
      cashExpected: report.cashExpected,
      cashCounted: body.cashCounted,
      difference,
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
    const asked = narrowedTo(scope, query.branchId)
    return { Data: salesReport(store, fromMs, toMs, asked, query.groupBy, scope) }
  }),
]
