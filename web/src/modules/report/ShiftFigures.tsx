import { Card, H2, HTMLTable } from '@blueprintjs/core'
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  formatCount,
  formatUsd,
  moneyToCents,
} from 'contracts'
import type { ShiftReport } from 'contracts'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import uPlot from 'uplot'
import { UPlotChart } from '../../lib/charts'
import { hourLabel } from './format'

/** The figures at a glance: each card a group named by its label. */
function Cards({ report }: { report: ShiftReport }) {
  const o = report.orders
  const cards: [string, string][] = [
    ['Orders placed', formatCount(o.placed)],
    ['Orders completed', formatCount(o.delivered + o.pickedUp)],
    ['Net sales', formatUsd(report.net)],
    ['Cash expected', formatUsd(report.cashExpected)],
    ['Discounts', formatUsd(report.discounts)],
    ['Refunds', formatUsd(report.refunds)],
  ]
  return (
    <div className="report-cards">
      {cards.map(([label, value]) => (
        <Card key={label} role="group" aria-label={label} className="report-card">
          <p className="report-card-label">{label}</p>
          <p className="report-card-value" data-testid="report-value">
            {value}
          </p>
        </Card>
      ))}
    </div>
  )
}

/** A titled panel holding a table. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Card className="report-panel" role="region" aria-labelledby={id}>
      <H2 id={id} className="report-panel-title">
        {title}
      </H2>
      {children}
    </Card>
  )
}

/** A plain table: caption, header, rows of cells (figures right-aligned), an optional foot. */
export function FigureTable({
  caption,
  head,
  rows,
  foot,
  numeric,
  onRowClick,
}: {
  caption: string
  head: string[]
  rows: ReactNode[][]
  foot?: ReactNode[]
  /** Which columns hold figures. */
  numeric: number[]
  /**
   * A row that opens something (its link, in a cell, is what the keyboard uses):
   * clicked anywhere, it opens.
   */
  onRowClick?: (row: number) => void
}) {
  const align = (i: number) => (numeric.includes(i) ? 'report-num' : undefined)
  return (
    <div className="report-table" tabIndex={0}>
      <HTMLTable compact striped>
        <caption className="report-caption">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={align(i)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr
              key={r}
              className={onRowClick ? 'report-row-link' : undefined}
              onClick={
                onRowClick &&
                ((e) => {
                  // The row's own link (or any control) already does it.
                  if (!(e.target as HTMLElement).closest('a, button, input')) onRowClick(r)
                })
              }
            >
              {cells.map((c, i) => (
                <td key={i} className={align(i)}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr>
              {foot.map((c, i) => (
                <td key={i} className={align(i)}>
                  <strong>{c}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
    </div>
  )
}

/** Orders and net sales of each hour of the shift, as bars (uPlot, as the dashboard's charts). */
function HourlyChart({ byHour }: { byHour: ShiftReport['byHour'] }) {
  const [options, data] = useMemo(() => {
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { show: false },
      cursor: { points: { show: false } },
      scales: { x: { time: false }, usd: { auto: true } },
      series: [
        {},
        {
          label: 'Net sales',
          scale: 'usd',
          stroke: 'var(--app-text-primary)',
          fill: 'var(--app-text-primary)',
          paths: uPlot.paths.bars!({ size: [0.7, 40] }),
          points: { show: false },
        },
      ],
      axes: [
        {
          values: (_, splits) => splits.map((i) => (byHour[i] ? hourLabel(byHour[i].hour) : '')),
          space: 40,
        },
        {
          scale: 'usd',
          values: (_, splits) => splits.map((v) => `$${formatCount(v / 100)}`),
          size: 60,
        },
      ],
    }
    const data: uPlot.AlignedData = [
      byHour.map((_, i) => i),
      byHour.map((h) => moneyToCents(h.net)),
    ]
    return [options, data] as const
  }, [byHour])
  if (!byHour.length) return <p>No order has been completed in this shift yet.</p>
  return (
    <UPlotChart
      options={options}
      data={data}
      height={200}
      label="Bar chart of net sales per hour of the shift"
      tooltip={(i) => {
        const h = byHour[i]!
        return (
          <>
            <strong>{hourLabel(h.hour)}</strong>
            <br />
            {formatCount(h.orders)} orders · {formatUsd(h.net)}
          </>
        )
      }}
    />
  )
}

/** A shift's report: open now, or frozen in a close. */
export function ShiftFigures({ report }: { report: ShiftReport }) {
  const o = report.orders
  return (
    <>
      <Cards report={report} />
      <div className="report-grid">
        <Panel title="Sales">
          <FigureTable
            caption="Sales of the orders completed in the shift"
            head={['Figure', 'Amount']}
            numeric={[1]}
            rows={[
              ['Gross (items)', formatUsd(report.gross)],
              ['Discounts', formatUsd(report.discounts)],
              ['Delivery charges', formatUsd(report.deliveryCharges)],
              ['Net sales', formatUsd(report.net)],
              ['Refunds', formatUsd(report.refunds)],
            ]}
          />
        </Panel>
        <Panel title="By payment method">
          <FigureTable
            caption="Net sales by payment method"
            head={['Payment method', 'Net sales']}
            numeric={[1]}
            rows={PAYMENT_METHODS.map((m) => [
              PAYMENT_METHOD_LABELS[m],
              formatUsd(report.byPayment[m]),
            ])}
            foot={['Total', formatUsd(report.net)]}
          />
        </Panel>
        <Panel title="Orders">
          <FigureTable
            caption="Orders of the shift"
            head={['Orders', 'Count']}
            numeric={[1]}
            rows={[
              ['Placed', formatCount(o.placed)],
              ['Delivered', formatCount(o.delivered)],
              ['Picked up', formatCount(o.pickedUp)],
              ['Rejected', formatCount(o.rejected)],
              ['Cancelled', formatCount(o.cancelled)],
              ['Still open', formatCount(o.open.length)],
            ]}
          />
        </Panel>
        <Panel title="Riders' cash">
          {report.riders.length ? (
            <FigureTable
              caption="Riders still holding cash"
              head={['Rider', 'Cash held']}
              numeric={[1]}
              rows={report.riders.map((r) => [r.name, formatUsd(r.cashHeld)])}
            />
          ) : (
            <p>No rider holds cash.</p>
          )}
        </Panel>
        <Panel title="Top items">
          {report.topItems.length ? (
            <FigureTable
              caption="Best sellers of the shift by quantity"
              head={['Item', 'Quantity', 'Revenue']}
              numeric={[1, 2]}
              rows={report.topItems.map((i) => [
                i.name,
                formatCount(i.quantity),
                formatUsd(i.revenue),
              ])}
            />
          ) : (
            <p>No item sold yet.</p>
          )}
        </Panel>
        <Panel title="Coupons">
          {report.coupons.length ? (
            <FigureTable
              caption="Coupons used on completed orders"
              head={['Coupon', 'Uses', 'Discount']}
              numeric={[1, 2]}
              rows={report.coupons.map((c) => [c.code, formatCount(c.uses), formatUsd(c.amount)])}
            />
          ) : (
            <p>No coupon used.</p>
          )}
        </Panel>
      </div>
      <Panel title="Net sales by hour">
        <HourlyChart byHour={report.byHour} />
      </Panel>
      {o.open.length > 0 && (
        <Panel title="Orders still open">
          <p>They carry over: each counts in the shift it is completed in.</p>
          <ul className="report-open">
            {o.open.map((order) => (
              <li key={order.id}>
                <Link to={`/order/${order.id}`}>{order.number}</Link>{' '}
                {ORDER_STATUS_LABELS[order.status]}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  )
}
