import { Classes, FormGroup, HTMLSelect, NonIdealState } from '@blueprintjs/core'
import {
  SALES_GROUPS,
  SALES_GROUP_LABELS,
  moneyToCents,
  reportRoutes,
  salesFigureFilters,
} from 'contracts'
import type { SalesGroup, SalesReport } from 'contracts'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDate } from '../../lib/dates'
import { DateText } from '../../lib/DateText'
import { richMessage } from '../../lib/i18n/richMessage'
import { FigureLink, branchIdIn } from '../../lib/orders'
import {
  DateRangeFilter,
  dayRangeQuery,
  errorMessage,
  normalizeDayRange,
  readDayRange,
  writeDayRange,
} from '../../lib/resource'
import type { DayRange } from '../../lib/resource'
import { branchLabel, BranchSelect, useEmployeeBranches } from '../../lib/branches'
import { useExporter } from '../../lib/export'
import type { ExportAbout } from '../../lib/export'
import { downloadXlsx } from './exportXlsx'
import type { XlsxColumn, XlsxTable } from './exportXlsx'
import { ReportFrame } from './ReportFrame'
import { Panel } from './ShiftFigures'
import { lbpText, m } from './words'
import { salesRowLabel } from './salesRowLabel'
import { formatCount, say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'

type Row = SalesReport['rows'][number]
type Field =
  | 'label'
  | 'orders'
  | 'gross'
  | 'discounts'
  | 'deliveryCharges'
  | 'refunds'
  | 'cashUsd'
  | 'cashLbp'
  | 'vat'
  | 'vatLbp'
  | 'net'
/** The figures counted in pounds (whole LBP), the others in dollars but `orders`. */
const POUNDS: readonly Field[] = ['cashLbp', 'vatLbp']

const FIGURES: { field: Exclude<Field, 'label'>; label: () => string }[] = [
  { field: 'orders', label: m.orders },
  { field: 'gross', label: m.grossColumn },
  { field: 'discounts', label: m.discounts },
  { field: 'deliveryCharges', label: m.deliveryCharges },
  { field: 'refunds', label: m.refunds },
  { field: 'cashUsd', label: m.cashUsd },
  { field: 'cashLbp', label: m.cashLbp },
  { field: 'vat', label: m.vat },
  { field: 'vatLbp', label: m.vatLbp },
  { field: 'net', label: m.netSales },
]

/** A figure of a row or the total as the table shows it. */
const figureText = (figures: SalesReport['total'], field: Exclude<Field, 'label'>) =>
  field === 'orders'
    ? formatCount(figures.orders)
    : POUNDS.includes(field)
      ? lbpText(figures[field as 'cashLbp'])
      : formatUsd(figures[field as 'net'])

/** The report's day definition, said under its range and in its export. */
const utcDays = () => m.utcDays()
/** A grouping's name in the page's language: "Payment method". */
const groupName = (group: SalesGroup) => say(SALES_GROUP_LABELS[group])
const dayStart = (day: string) => `${day}T00:00:00.000Z`
const groupOf = (params: URLSearchParams): SalesGroup => {
  const g = params.get('groupBy')
  return (SALES_GROUPS as readonly string[]).includes(g ?? '') ? (g as SalesGroup) : 'day'
}
/** The sales table as a spreadsheet, stamped with the time of the click that asked for it. */
const exportSales = (about: Omit<ExportAbout, 'exportedAt'>, table: XlsxTable<Row>) =>
  downloadXlsx({ ...about, exportedAt: Date.now() }, [table])

const sortValue = (row: Row, field: Field) =>
  field === 'label'
    ? row.key
    : field === 'orders' || POUNDS.includes(field)
      ? row[field as 'orders']
      : moneyToCents(row[field as 'net'])

/**
 * `/report/sales`: sales of a range of UTC days (as the dashboard's), over
 * one branch or all of the employee's, grouped; the table sorts by any
 * column, the totals at its foot. Range, branch and grouping stay in the URL.
 */
export default function SalesScreen() {
  const [params, setParams] = useSearchParams()
  const exporter = useExporter()
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
  // The orders behind each row and cell: the filters their links set.
  const figures = report && salesFigureFilters(report, branchId)
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
  const groupLabel = groupName(groupBy)
  const label = (row: Row) => salesRowLabel(groupBy, row)
  // A day's row shows its date whole (DateText); links and sheets say it as text.
  const labelCell = (row: Row) =>
    groupBy === 'day' ? <DateText at={dayStart(row.key)} timeZone="UTC" /> : label(row)
  const chosen = branches.find((b) => b.id === branchId)
  const branchName = chosen ? branchLabel(chosen) : m.allMyBranches()
  const period =
    report &&
    m.rangeDays({
      from: formatDate(report.from, 'UTC'),
      to: formatDate(Date.parse(report.to) - 1, 'UTC'),
      days: utcDays(),
    })
  const shownPeriod =
    report &&
    richMessage(m.rangeDays, {
      from: <DateText at={report.from} timeZone="UTC" />,
      to: <DateText at={Date.parse(report.to) - 1} timeZone="UTC" />,
      days: utcDays(),
    })
  const columns: XlsxColumn<Row>[] = [
    groupBy === 'day'
      ? { header: groupLabel, kind: 'day', value: (r) => r.key }
      : { header: groupLabel, kind: 'text', value: (r) => label(r) },
    ...FIGURES.map((f): XlsxColumn<Row> => ({
      header: f.label(),
      kind: f.field === 'orders' ? 'count' : POUNDS.includes(f.field) ? 'lbp' : 'usd',
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
        {/* Printed, the heading is its words: a button in it would stop it repeating on each page. */}
        <span className="report-sort-print" aria-hidden="true">
          {text}
        </span>
      </th>
    )
  }
  return (
    <ReportFrame
      title={m.salesTitle()}
      scope={m.scopeBy({ branch: branchName, group: groupLabel.toLowerCase() })}
      period={period}
      onExport={
        report &&
        (() =>
          exportSales(
            {
              report: m.salesBy({ group: groupLabel.toLowerCase() }),
              branch: branchId === undefined ? undefined : branchName,
              branchFile: chosen?.name,
              branches: branchId === undefined ? branches.map(branchLabel).join(', ') : branchName,
              from: report.from,
              to: report.to,
              days: utcDays(),
              utcDays: true,
              grouping: groupLabel,
              exportedBy: exporter,
            },
            {
              sheet: m.salesBy({ group: groupLabel.toLowerCase() }),
              columns,
              rows,
              totals: [m.total(), ...FIGURES.map((f) => report.total[f.field])],
            },
          ))
      }
    >
      <div className="report-filters report-no-print">
        <DateRangeFilter
          label={m.rangeLabel()}
          value={range}
          onChange={(next: DayRange) => update((p) => writeDayRange(p, normalizeDayRange(next)))}
        />
        {report && (
          <BranchSelect
            id="report-branch"
            value={branchId}
            all={m.allMyBranches()}
            onChange={(id) =>
              update((p) =>
                id === undefined ? p.delete('branchId') : p.set('branchId', String(id)),
              )
            }
          />
        )}
        <FormGroup label={m.groupBy()} labelFor="report-group" style={{ margin: 0 }}>
          <HTMLSelect
            id="report-group"
            value={groupBy}
            onChange={(e) => {
              const value = e.currentTarget.value
              setSort(undefined)
              update((p) => p.set('groupBy', value))
            }}
            options={SALES_GROUPS.map((g) => ({ value: g, label: groupName(g) }))}
          />
        </FormGroup>
      </div>
      {error ? (
        <NonIdealState title={m.salesUnread()} description={errorMessage(error)} />
      ) : !report ? (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      ) : (
        <Panel title={m.salesBy({ group: groupLabel.toLowerCase() })}>
          <div className="report-table" tabIndex={0}>
            <table
              className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_STRIPED}`}
            >
              <caption className="report-caption">
                {richMessage(m.salesTableCaption, { period: shownPeriod })}
              </caption>
              <thead>
                <tr>
                  {header('label', groupLabel, false)}
                  {FIGURES.map((f) => header(f.field, f.label(), true))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const orders = figures!.row(r)
                  return (
                    <tr key={r.key || 'none'}>
                      <th scope="row">
                        {orders ? (
                          <FigureLink filter={orders} label={m.ordersOf({ label: label(r) })}>
                            {labelCell(r)}
                          </FigureLink>
                        ) : (
                          labelCell(r)
                        )}
                      </th>
                      {FIGURES.map((f) => {
                        const text = figureText(r, f.field)
                        const cell = figures!.cell(f.field, orders)
                        return (
                          <td key={f.field} className="report-num">
                            {cell ? (
                              <FigureLink
                                filter={cell}
                                label={m.figureOf({
                                  figure: f.label(),
                                  label: label(r),
                                  value: text,
                                })}
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
                  <th scope="row">{m.total()}</th>
                  {FIGURES.map((f) => (
                    <td key={f.field} className="report-num">
                      <strong>
                        <FigureLink
                          filter={figures!.cell(f.field, figures!.total)!}
                          label={m.totalOf({ figure: f.label().toLowerCase() })}
                        >
                          {figureText(report.total, f.field)}
                        </FigureLink>
                      </strong>
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
          {(groupBy === 'product' || groupBy === 'category') && (
            <p className={Classes.TEXT_MUTED}>{m.shareNote()}</p>
          )}
        </Panel>
      )}
    </ReportFrame>
  )
}
