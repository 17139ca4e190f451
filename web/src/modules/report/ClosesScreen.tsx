import { Button, Classes, NonIdealState } from '@blueprintjs/core'
import { reportRoutes } from 'contracts'
import type { ShiftCloseSummary } from 'contracts'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { DateText } from '../../lib/DateText'
import { branchIdIn } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'
import {
  branchLabel,
  BranchSelect,
  recordBranchLabel,
  useEmployeeBranches,
} from '../../lib/branches'
import { downloadXlsx } from './exportXlsx'
import type { XlsxColumn } from './exportXlsx'
import { REPORT_PATHS } from './paths'
import { ReportFrame } from './ReportFrame'
import { FigureTable, Panel } from './ShiftFigures'
import { shiftDays } from './shiftSheets'
import { useExporter } from '../../lib/export'
import { bothText, differenceText, m } from './words'
import { formatCount } from '../../lib/i18n'
import { richMessage } from '../../lib/i18n/richMessage'
import { formatUsd } from '../../lib/i18n/money'

const PAGE_SIZE = 20

const COLUMNS: XlsxColumn<ShiftCloseSummary>[] = [
  { header: m.closedAt(), kind: 'instant', value: (c) => c.closedAt },
  { header: m.branch(), kind: 'text', value: (c) => recordBranchLabel(c) },
  { header: m.shiftFrom(), kind: 'instant', value: (c) => c.from },
  { header: m.orders(), kind: 'count', value: (c) => c.orders },
  { header: m.netSales(), kind: 'usd', value: (c) => c.net },
  { header: m.openingFloat(), kind: 'usd', value: (c) => c.openingFloatUsd },
  { header: m.openingFloatLbpColumn(), kind: 'lbp', value: (c) => c.openingFloatLbp },
  { header: m.cashExpected(), kind: 'usd', value: (c) => c.cashExpectedUsd },
  { header: m.cashExpectedLbp(), kind: 'lbp', value: (c) => c.cashExpectedLbp },
  { header: m.cashCounted(), kind: 'usd', value: (c) => c.cashCounted },
  { header: m.cashCountedLbp(), kind: 'lbp', value: (c) => c.cashCountedLbp },
  { header: m.differenceUsdColumn(), kind: 'usd', value: (c) => c.differenceUsd },
  { header: m.differenceLbpColumn(), kind: 'lbp', value: (c) => c.differenceLbp },
  { header: m.lbpPerUsd(), kind: 'count', value: (c) => c.lbpPerUsd },
  { header: m.difference(), kind: 'usd', value: (c) => c.difference },
  { header: m.closedBy(), kind: 'text', value: (c) => c.closedByName },
  { header: m.note(), kind: 'text', value: (c) => c.note },
]

/** `/report/closes`: the closes of the employee's branches (or one), newest first. */
export default function ClosesScreen() {
  const { branches } = useEmployeeBranches()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const exporter = useExporter()
  const branchId = branchIdIn(params)
  const page = Math.max(1, Number(params.get('page')) || 1)
  const { data, error } = useApi(reportRoutes.listShiftCloses, {
    query: { branchId, page, pageSize: PAGE_SIZE },
  })
  const set = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value === undefined) next.delete(name)
      else next.set(name, value)
      if (name !== 'page') next.delete('page')
      return next
    })
  const closes = data?.Data
  const pages = data ? Math.max(1, Math.ceil(data.TotalCount / PAGE_SIZE)) : 1
  const chosen = branches.find((b) => b.id === branchId)
  const branchName = chosen ? branchLabel(chosen) : m.allBranches()
  // The shifts of the closes shown: from the oldest one's start to the newest close.
  const from = closes?.reduce<string | undefined>(
    (a, c) => (!a || c.from < a ? c.from : a),
    undefined,
  )
  const to = closes?.reduce<string | undefined>(
    (a, c) => (!a || c.closedAt > a ? c.closedAt : a),
    undefined,
  )
  const range =
    from && to
      ? m.shiftsRange({ from: formatDateTime(from), to: formatDateTime(to), days: shiftDays() })
      : m.noCloseYet({ days: shiftDays() })
  // On the screen each date of the range stays whole (DateText).
  const shownRange =
    from && to
      ? richMessage(m.shiftsRange, {
          from: <DateText at={from} time />,
          to: <DateText at={to} time />,
          days: shiftDays(),
        })
      : range
  return (
    <ReportFrame
      title={m.pastCloses()}
      scope={branchName}
      period={m.pageOfRange({ page, pages, range })}
      onExport={
        closes &&
        (() =>
          downloadXlsx(
            {
              report: m.pastCloses(),
              branch: branchId === undefined ? undefined : branchName,
              branchFile: chosen?.name,
              from,
              to,
              days: shiftDays(),
              filters: [[m.page(), m.pageNewestFirst({ page, pages })]],
              exportedBy: exporter,
              exportedAt: Date.now(),
            },
            [{ sheet: m.closesSheet(), columns: COLUMNS, rows: closes }],
          ))
      }
    >
      <div className="report-filters report-no-print">
        {branches.length > 1 && (
          <BranchSelect
            id="report-branch"
            value={branchId}
            all={m.allMyBranches()}
            onChange={(id) => set('branchId', id === undefined ? undefined : String(id))}
          />
        )}
        {closes && (
          <p className="report-period" data-testid="closes-range">
            {shownRange}
          </p>
        )}
      </div>
      {error ? (
        <NonIdealState title={m.closesUnread()} description={errorMessage(error)} />
      ) : !closes ? (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      ) : (
        <Panel title={m.closesCount({ count: data.TotalCount })}>
          <FigureTable
            caption={m.closesCaption()}
            head={[
              m.closedAt(),
              m.branch(),
              m.orders(),
              m.netSales(),
              m.cashExpected(),
              m.cashCounted(),
              m.difference(),
              m.closedBy(),
              m.note(),
            ]}
            numeric={[2, 3, 4, 5, 6]}
            onRowClick={(r) => navigate(REPORT_PATHS.close(closes[r]!.id))}
            rows={closes.map((c) => [
              <Link key={c.id} to={REPORT_PATHS.close(c.id)}>
                <DateText at={c.closedAt} time />
              </Link>,
              recordBranchLabel(c),
              formatCount(c.orders),
              formatUsd(c.net),
              bothText(c.cashExpectedUsd, c.cashExpectedLbp),
              bothText(c.cashCounted, c.cashCountedLbp),
              differenceText(c.difference),
              c.closedByName,
              c.note,
            ])}
          />
          <div className="report-pager report-no-print">
            <Button
              text={m.newer()}
              disabled={page <= 1}
              onClick={() => set('page', String(page - 1))}
            />
            <span>{m.pageOf({ page, pages })}</span>
            <Button
              text={m.older()}
              disabled={page >= pages}
              onClick={() => set('page', String(page + 1))}
            />
          </div>
        </Panel>
      )}
    </ReportFrame>
  )
}
