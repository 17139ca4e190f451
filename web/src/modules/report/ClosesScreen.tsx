import { Button, Classes, NonIdealState } from '@blueprintjs/core'
import { bothCurrencies, differenceInWords, formatCount, formatUsd, reportRoutes } from 'contracts'
import type { ShiftCloseSummary } from 'contracts'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { branchIdIn } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'
import { BranchSelect, useEmployeeBranches } from '../../lib/branches'
import { downloadXlsx } from './exportXlsx'
import type { XlsxColumn } from './exportXlsx'
import { REPORT_PATHS } from './paths'
import { ReportFrame } from './ReportFrame'
import { FigureTable, Panel } from './ShiftFigures'
import { SHIFT_DAYS } from './shiftSheets'
import { useExporter } from '../../lib/export'

const PAGE_SIZE = 20

const COLUMNS: XlsxColumn<ShiftCloseSummary>[] = [
  { header: 'Closed at', kind: 'instant', value: (c) => c.closedAt },
  { header: 'Branch', kind: 'text', value: (c) => c.branchName },
  { header: 'Shift from', kind: 'instant', value: (c) => c.from },
  { header: 'Orders', kind: 'count', value: (c) => c.orders },
  { header: 'Net sales', kind: 'usd', value: (c) => c.net },
  { header: 'Opening float', kind: 'usd', value: (c) => c.openingFloatUsd },
  { header: 'Opening float LBP', kind: 'lbp', value: (c) => c.openingFloatLbp },
  { header: 'Cash expected', kind: 'usd', value: (c) => c.cashExpectedUsd },
  { header: 'Cash expected LBP', kind: 'lbp', value: (c) => c.cashExpectedLbp },
  { header: 'Cash counted', kind: 'usd', value: (c) => c.cashCounted },
  { header: 'Cash counted LBP', kind: 'lbp', value: (c) => c.cashCountedLbp },
  { header: 'Difference USD', kind: 'usd', value: (c) => c.differenceUsd },
  { header: 'Difference LBP', kind: 'lbp', value: (c) => c.differenceLbp },
  { header: 'LBP per USD', kind: 'count', value: (c) => c.lbpPerUsd },
  { header: 'Difference', kind: 'usd', value: (c) => c.difference },
  { header: 'Closed by', kind: 'text', value: (c) => c.closedByName },
  { header: 'Note', kind: 'text', value: (c) => c.note },
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
  const branchName = branches.find((b) => b.id === branchId)?.name ?? 'All branches'
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
      ? `Shifts from ${formatDateTime(from)} to ${formatDateTime(to)}: ${SHIFT_DAYS}`
      : `No close yet: ${SHIFT_DAYS}`
  return (
    <ReportFrame
      title="Past closes"
      scope={branchName}
      period={`Page ${page} of ${pages}. ${range}`}
      onExport={
        closes &&
        (() =>
          downloadXlsx(
            {
              report: 'Past closes',
              branch: branchId === undefined ? undefined : branchName,
              from,
              to,
              days: SHIFT_DAYS,
              filters: [['Page', `${page} of ${pages}, newest first`]],
              exportedBy: exporter,
              exportedAt: Date.now(),
            },
            [{ sheet: 'Closes', columns: COLUMNS, rows: closes }],
          ))
      }
    >
      <div className="report-filters report-no-print">
        {branches.length > 1 && (
          <BranchSelect
            id="report-branch"
            value={branchId}
            all="All my branches"
            onChange={(id) => set('branchId', id === undefined ? undefined : String(id))}
          />
        )}
        {closes && (
          <p className="report-period" data-testid="closes-range">
            {range}
          </p>
        )}
      </div>
      {error ? (
        <NonIdealState title="The closes could not be read" description={errorMessage(error)} />
      ) : !closes ? (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      ) : (
        <Panel title={`${formatCount(data.TotalCount)} closes`}>
          <FigureTable
            caption="Closes, newest first"
            head={[
              'Closed at',
              'Branch',
              'Orders',
              'Net sales',
              'Cash expected',
              'Cash counted',
              'Difference',
              'Closed by',
              'Note',
            ]}
            numeric={[2, 3, 4, 5, 6]}
            onRowClick={(r) => navigate(REPORT_PATHS.close(closes[r]!.id))}
            rows={closes.map((c) => [
              <Link key={c.id} to={REPORT_PATHS.close(c.id)}>
                {formatDateTime(c.closedAt)}
              </Link>,
              c.branchName,
              formatCount(c.orders),
              formatUsd(c.net),
              bothCurrencies(c.cashExpectedUsd, c.cashExpectedLbp),
              bothCurrencies(c.cashCounted, c.cashCountedLbp),
              differenceInWords(c.difference),
              c.closedByName,
              c.note,
            ])}
          />
          <div className="report-pager report-no-print">
            <Button
              text="Newer"
              disabled={page <= 1}
              onClick={() => set('page', String(page - 1))}
            />
            <span>
              Page {page} of {pages}
            </span>
            <Button
              text="Older"
              disabled={page >= pages}
              onClick={() => set('page', String(page + 1))}
            />
          </div>
        </Panel>
      )}
    </ReportFrame>
  )
}
