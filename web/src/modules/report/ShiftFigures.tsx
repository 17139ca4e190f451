import { Card, H2, HTMLTable } from '@blueprintjs/core'
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  formatCount,
  formatLbp,
  formatRate,
  formatUsd,
  moneyToCents,
  shiftFigureFilters,
} from 'contracts'
import type { ShiftReport } from 'contracts'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { FigureLink } from '../../lib/orders'
import type { OrdersFilter } from '../../lib/orders'
import uPlot from 'uplot'
import { UPlotChart } from '../../lib/charts'
import { hourLabel } from './format'

/** A figure that opens the orders it counts (when there is a filter for them). */
function Figure({
  filter,
  what,
  children,
}: {
  filter: OrdersFilter | undefined
  /** What it is, for the link's name: "Delivered". */
  what: string
  children: string
}) {
  if (!filter) return <>{children}</>
  return (
    <FigureLink filter={filter} label={`${what}: ${children}, its orders`}>
      {children}
    </FigureLink>
  )
}

/** The figures at a glance: each card a group named by its label. */
function Cards({ report }: { report: ShiftReport }) {
  const o = report.orders
  const f = shiftFigureFilters(report)
  const sold = f.orders.completed
  const cards: [string, string, OrdersFilter | undefined][] = [
    ['Orders placed', formatCount(o.placed), f.orders.placed],
    ['Orders completed', formatCount(o.delivered + o.pickedUp), sold],
    ['Net sales', formatUsd(report.net), sold],
    ['Cash expected', formatUsd(report.cashExpected), f.cashExpected],
    ['Discounts', formatUsd(report.discounts), sold],
    ['Refunds', formatUsd(report.refunds), undefined],
  ]
  return (
    <div className="report-cards">
      {cards.map(([label, value, filter]) => (
        <Card key={label} role="group" aria-label={label} className="report-card">
          <p className="report-card-label">{label}</p>
          <p className="report-card-value" data-testid="report-value">
            <Figure filter={filter} what={label}>
              {value}
            </Figure>
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

/**
 * A shift's report: open now (`live`), or frozen in a close. Each figure opens
 * the orders it counts (contracts' shiftFigureFilters); a rider's cash only
 * while the shift is open (it is what they hold now).
 */
export function ShiftFigures({ report, live = false }: { report: ShiftReport; live?: boolean }) {
  const o = report.orders
  const f = shiftFigureFilters(report)
  const sold = f.orders.completed
  const money = (what: string, amount: string, filter: OrdersFilter | undefined = sold) => [
    what,
    <Figure key={what} filter={filter} what={what}>
      {formatUsd(amount)}
    </Figure>,
  ]
  const count = (what: string, n: number, filter: OrdersFilter | undefined) => [
    what,
    <Figure key={what} filter={filter} what={`${what} orders`}>
      {formatCount(n)}
    </Figure>,
  ]
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
              money('Gross (items)', report.gross),
              money('Discounts', report.discounts),
              money('Delivery charges', report.deliveryCharges),
              money('Net sales', report.net),
              ['Refunds', formatUsd(report.refunds)],
            ]}
          />
        </Panel>
        <Panel title="By payment method">
          <FigureTable
            caption="Net sales by payment method"
            head={['Payment method', 'Net sales']}
            numeric={[1]}
            rows={PAYMENT_METHODS.map((m) =>
              money(PAYMENT_METHOD_LABELS[m], report.byPayment[m], f.byPayment[m]),
            )}
            foot={[
              'Total',
              <Figure key="total" filter={sold} what="Total net sales">
                {formatUsd(report.net)}
              </Figure>,
            ]}
          />
        </Panel>
        <Panel title="Cash and VAT">
          <FigureTable
            caption="Cash by currency and VAT, in dollars and in pounds"
            head={['Figure', 'Dollars', 'Pounds']}
            numeric={[1, 2]}
            rows={[
              ['Cash taken', formatUsd(report.cashUsd), formatLbp(report.cashLbp)],
              [
                'Cash expected in the drawer',
                formatUsd(report.cashExpectedUsd),
                formatLbp(report.cashExpectedLbp),
              ],
              [
                'Opening float',
                formatUsd(report.openingFloatUsd),
                formatLbp(report.openingFloatLbp),
              ],
              ['VAT included', formatUsd(report.vat), formatLbp(report.vatLbp)],
            ]}
          />
          <p className="report-note">
            Pounds valued at {formatRate(report.lbpPerUsd)}; the VAT in pounds at each order&apos;s
            own rate.
          </p>
        </Panel>
        <Panel title="Orders">
          <FigureTable
            caption="Orders of the shift"
            head={['Orders', 'Count']}
            numeric={[1]}
            rows={[
              count('Placed', o.placed, f.orders.placed),
              count('Delivered', o.delivered, f.orders.delivered),
              count('Picked up', o.pickedUp, f.orders.pickedUp),
              count('Rejected', o.rejected, f.orders.rejected),
              count('Cancelled', o.cancelled, f.orders.cancelled),
              count('Still open', o.open.length, f.orders.open),
            ]}
          />
        </Panel>
        <Panel title="Riders' cash">
          {report.riders.length ? (
            <FigureTable
              caption="Riders still holding cash"
              head={['Rider', 'Cash held']}
              numeric={[1]}
              rows={report.riders.map((r) => [
                r.name,
                ...money(`Cash held by ${r.name}`, r.cashHeld, live ? f.rider(r) : undefined).slice(
                  1,
                ),
              ])}
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
              rows={report.coupons.map((c) => [
                c.code,
                ...count(`Uses of ${c.code}`, c.uses, f.coupon(c)).slice(1),
                ...money(`Discount of ${c.code}`, c.amount, f.coupon(c)).slice(1),
              ])}
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
