import { Classes, FormGroup, HTMLSelect, NonIdealState } from '@blueprintjs/core'
import {
  SALES_GROUPS,
  SALES_GROUP_LABELS,
  formatCount,
  formatUsd,
  moneyToCents,
  reportRoutes,
} from 'contracts'
import type { SalesGroup, SalesReport } from 'contracts'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDate, formatDateTime, formatSpan } from '../../lib/dates'
import { FigureLink, SOLD, branchIdIn } from '../../lib/orders'
import {
  DateRangeFilter,
  dayRangeQuery,
  errorMessage,
  normalizeDayRange,
  readDayRange,
  writeDayRange,
} from '../../lib/resource'
import type { DayRange } from '../../lib/resource'
import { BranchSelect, useEmployeeBranches } from '../../lib/branches'
import { useSession } from '../../lib/session'
import { downloadXlsx, exportFileName } from './exportXlsx'
import type { XlsxColumn } from './exportXlsx'
import { ReportFrame } from './ReportFrame'
import { Panel } from './ShiftFigures'

type Row = SalesReport['rows'][number]
type Field = 'label' | 'orders' | 'gross' | 'discounts' | 'deliveryCharges' | 'refunds' | 'net'

const FIGURES: { field: Exclude<Field, 'label'>; label: string }[] = [
  { field: 'orders', label: 'Orders' },
  { field: 'gross', label: 'Gross' },
  { field: 'discounts', label: 'Discounts' },
  { field: 'deliveryCharges', label: 'Delivery charges' },
  { field: 'refunds', label: 'Refunds' },
  { field: 'net', label: 'Net sales' },
]

/**
 * The order list's filters for a row's orders (the sales it counts), or null
 * where a row's money is a share of orders (products, categories) or no filter
 * names them (orders with no coupon).
 */
function rowOrders(groupBy: SalesGroup, row: Row, branchId: number | undefined) {
  const base = { completedFrom: row.from, completedTo: row.to, status: SOLD, branchId }
  switch (groupBy) {
    case 'day':
      return base
    case 'branch':
      return { ...base, branchId: Number(row.key) }
    case 'payment':
      return { ...base, paymentMethod: row.key }
    case 'rider':
      return row.key ? { ...base, riderId: Number(row.key) } : { ...base, fulfilment: 'pickup' }
    case 'coupon':
      return row.couponId ? { ...base, couponId: row.couponId } : null
    default:
      return null
  }
}

const dayLabel = (day: string) => formatDate(`${day}T00:00:00.000Z`, 'UTC')
const groupOf = (params: URLSearchParams): SalesGroup => {
  const g = params.get('groupBy')
  return (SALES_GROUPS as readonly string[]).includes(g ?? '') ? (g as SalesGroup) : 'day'
}
const sortValue = (row: Row, field: Field) =>
  field === 'label' ? row.key : field === 'orders' ? row.orders : moneyToCents(row[field])

/**
 * `/report/sales`: sales of a range of UTC days (as the dashboard's), over
 * one branch or all of the employee's, grouped; the table sorts by any
 * column, the totals at its foot. Range, branch and grouping stay in the URL.
 */
export default function SalesScreen() {
  const [params, setParams] = useSearchParams()
  const employee = useSession()?.employee
  const exporter = employee ? `${employee.firstName} ${employee.lastName}` : 'Unknown'
  const range = readDayRange(params)
  const branchId = branchIdIn(params)
  const groupBy = groupOf(params)
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      change(next)
      return next
    })
  const { data, error } = useApi(reportRoutes.getSalesReport, {
    query: { ...dayRangeQuery(range), branchId, groupBy },
    keepPreviousData: true,
  })
  const report = data?.Data
  const { branches } = useEmployeeBranches()
  const [sort, setSort] = useState<{ field: Field; desc: boolean }>()
  const rows = useMemo(() => {
    if (!report) return []
    if (!sort) return report.rows
    const dir = sort.desc ? -1 : 1
    return [...report.rows].sort((a, b) => {
      const x = sortValue(a, sort.field)
      const y = sortValue(b, sort.field)
      return dir * (x < y ? -1 : x > y ? 1 : 0)
    })
  }, [report, sort])
  const groupLabel = SALES_GROUP_LABELS[groupBy]
  const label = (row: Row) => (groupBy === 'day' ? dayLabel(row.key) : row.label)
  const branchName = branches.find((b) => b.id === branchId)?.name ?? 'All my branches'
  const period =
    report &&
    `${formatDate(report.from, 'UTC')} to ${formatDate(Date.parse(report.to) - 1, 'UTC')} (days run from midnight UTC)`
  const columns: XlsxColumn<Row>[] = [
    groupBy === 'day'
      ? { header: groupLabel, kind: 'day', value: (r) => r.key }
      : { header: groupLabel, kind: 'text', value: (r) => r.label },
    ...FIGURES.map((f): XlsxColumn<Row> => ({
      header: f.label,
      kind: f.field === 'orders' ? 'count' : 'usd',
      value: (r) => r[f.field],
    })),
  ]
  const header = (field: Field, text: string, numeric: boolean) => {
    const active = sort?.field === field
    return (
      <th
        key={field}
        scope="col"
        className={numeric ? 'report-num' : undefined}
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="report-sort"
          onClick={() => setSort({ field, desc: active ? !sort.desc : numeric })}
        >
          {text}
          {active ? (sort.desc ? ' ▼' : ' ▲') : ''}
        </button>
      </th>
    )
  }
  return (
    <ReportFrame
      title="Sales"
      scope={`${branchName} · by ${groupLabel.toLowerCase()}`}
      period={period}
      onExport={
        report &&
        (() =>
          downloadXlsx(
            exportFileName(
              `sales-by-${groupBy}`,
              branchId === undefined ? undefined : branchName,
              report.from.slice(0, 10),
              new Date(Date.parse(report.to) - 1).toISOString().slice(0, 10),
            ),
            [
              {
                about: [
                  ['Report', `Sales by ${groupLabel.toLowerCase()}`],
                  [
                    'Branches',
                    branchId === undefined ? branches.map((b) => b.name).join(', ') : branchName,
                  ],
                  ['Range', `${formatSpan(report.from, report.to)} (days run from midnight UTC)`],
                  ['Grouping', groupLabel],
                  ['Exported', `${exporter} on ${formatDateTime(Date.now())}`],
                ],
                sheet: `Sales by ${groupLabel.toLowerCase()}`,
                columns,
                rows,
                totals: ['Total', ...FIGURES.map((f) => report.total[f.field])],
              },
            ],
          ))
      }
    >
      <div className="report-filters report-no-print">
        <DateRangeFilter
          label="Range"
          value={range}
          onChange={(next: DayRange) => update((p) => writeDayRange(p, normalizeDayRange(next)))}
        />
        {report && (
          <BranchSelect
            id="report-branch"
            value={branchId}
            all="All my branches"
            onChange={(id) =>
              update((p) =>
                id === undefined ? p.delete('branchId') : p.set('branchId', String(id)),
              )
            }
          />
        )}
        <FormGroup label="Group by" labelFor="report-group" style={{ margin: 0 }}>
          <HTMLSelect
            id="report-group"
            value={groupBy}
            onChange={(e) => {
              const value = e.currentTarget.value
              setSort(undefined)
              update((p) => p.set('groupBy', value))
            }}
            options={SALES_GROUPS.map((g) => ({ value: g, label: SALES_GROUP_LABELS[g] }))}
          />
        </FormGroup>
      </div>
      {error ? (
        <NonIdealState title="The sales could not be read" description={errorMessage(error)} />
      ) : !report ? (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      ) : (
        <Panel title={`Sales by ${groupLabel.toLowerCase()}`}>
          <div className="report-table" tabIndex={0}>
            <table
              className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_STRIPED}`}
            >
              <caption className="report-caption">
                Orders completed and refunds made, {period}
              </caption>
              <thead>
                <tr>
                  {header('label', groupLabel, false)}
                  {FIGURES.map((f) => header(f.field, f.label, true))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const orders = rowOrders(groupBy, r, branchId)
                  return (
                    <tr key={r.key || 'none'}>
                      <th scope="row">
                        {orders ? (
                          <FigureLink filter={orders} label={`Orders of ${label(r)}`}>
                            {label(r)}
                          </FigureLink>
                        ) : (
                          label(r)
                        )}
                      </th>
                      {FIGURES.map((f) => {
                        const text =
                          f.field === 'orders' ? formatCount(r.orders) : formatUsd(r[f.field])
                        return (
                          <td key={f.field} className="report-num">
                            {orders && f.field !== 'refunds' ? (
                              <FigureLink
                                filter={orders}
                                label={`${f.label} of ${label(r)}: ${text}, its orders`}
                              >
                                {text}
                              </FigureLink>
                            ) : (
                              text
                            )}
                          </td>
                        )
                      })}
                    </tr>
                  )
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {FIGURES.map((f) => (
                    <td key={f.field} className="report-num">
                      <strong>
                        {f.field === 'refunds' ? (
                          formatUsd(report.total.refunds)
                        ) : (
                          <FigureLink
                            filter={{
                              completedFrom: report.from,
                              completedTo: report.to,
                              status: SOLD,
                              branchId,
                            }}
                            label={`Total ${f.label.toLowerCase()}, its orders`}
                          >
                            {f.field === 'orders'
                              ? formatCount(report.total.orders)
                              : formatUsd(report.total[f.field])}
                          </FigureLink>
                        )}
                      </strong>
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
          {(groupBy === 'product' || groupBy === 'category') && (
            <p className={Classes.TEXT_MUTED}>
              An order holding several items counts once in each of their rows; its discount,
              delivery charge and refund are shared among its items in proportion to their prices.
            </p>
          )}
        </Panel>
      )}
    </ReportFrame>
  )
}
