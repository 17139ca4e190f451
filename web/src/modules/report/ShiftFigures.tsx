import { Card, H2, HTMLTable } from '@blueprintjs/core'
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  moneyToCents,
  shiftFigureFilters,
} from 'contracts'
import type { ShiftReport } from 'contracts'
import type { ReactNode } from 'react'
import { useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { formatTime } from '../../lib/dates'
import { formatCount, say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { FigureLink } from '../../lib/orders'
import type { OrdersFilter } from '../../lib/orders'
import uPlot from 'uplot'
import { UPlotChart } from '../../lib/charts'
import { hourLabel } from './format'
import { lbpText, m, rateText } from './words'
import { CashExpectedParts } from './CashExpectedParts'

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
    <FigureLink filter={filter} label={m.figureLink({ what, value: children })}>
      {children}
    </FigureLink>
  )
}

/** The figures at a glance: each card a group named by its label. */
function Cards({ report }: { report: ShiftReport }) {
  const o = report.orders
  const f = shiftFigureFilters(report)
  const sold = f.orders.completed
  const cards: [string, string, OrdersFilter | undefined, ReactNode?][] = [
    [m.ordersPlaced(), formatCount(o.placed), f.orders.placed],
    [m.ordersCompleted(), formatCount(o.delivered + o.pickedUp), sold],
    [m.netSales(), formatUsd(report.net), sold],
    [
      m.cashExpected(),
      formatUsd(report.cashExpected),
      f.cashExpected,
      <CashExpectedParts report={report} />,
    ],
    [m.discounts(), formatUsd(report.discounts), sold],
    [m.refunds(), formatUsd(report.refunds), undefined],
  ]
  return (
    <div className="report-cards">
      {cards.map(([label, value, filter, note]) => (
        <Card key={label} role="group" aria-label={label} className="report-card">
          <p className="report-card-label">{label}</p>
          <p className="report-card-value" data-testid="report-value">
            <Figure filter={filter} what={label}>
              {value}
            </Figure>
          </p>
          {note}
        </Card>
      ))}
    </div>
  )
}

/** A titled panel holding a table. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  // Not made of the title: an Arabic title has no \w letters to make one of.
  const id = useId()
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

/**
 * The chart of each hour of the shift, as bars: a bar's height is its net sales
 * from zero (the dollar scale starts at 0, so a $60 hour is not drawn as nothing
 * beside a $130 one), and each bar stands whole inside the plot, its hour under it.
 */
export function hourlyChart(
  byHour: ShiftReport['byHour'],
): readonly [Omit<uPlot.Options, 'width' | 'height'>, uPlot.AlignedData] {
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    legend: { show: false },
    cursor: { points: { show: false } },
    scales: {
      x: { time: false, range: () => [-0.5, byHour.length - 0.5] },
      usd: { range: (_u, _min, max) => uPlot.rangeNum(0, Math.max(max, 100), 0.1, true) },
    },
    series: [
      {},
      {
        label: m.netSales(),
        scale: 'usd',
        stroke: 'var(--app-text-primary)',
        fill: 'var(--app-text-primary)',
        paths: uPlot.paths.bars!({ size: [0.7, 40] }),
        points: { show: false },
      },
    ],
    axes: [
      {
        splits: () => byHour.map((_, i) => i),
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
  const data: uPlot.AlignedData = [byHour.map((_, i) => i), byHour.map((h) => moneyToCents(h.net))]
  return [options, data] as const
}

/** Orders and net sales of each hour of the shift, as bars (uPlot, as the dashboard's charts). */
function HourlyChart({ byHour }: { byHour: ShiftReport['byHour'] }) {
  const [options, data] = useMemo(() => hourlyChart(byHour), [byHour])
  if (!byHour.length) return <p>{m.noHour()}</p>
  return (
    <UPlotChart
      options={options}
      data={data}
      height={200}
      label={m.hourChart()}
      tooltip={(i) => {
        const h = byHour[i]!
        return (
          <>
            <strong>{hourLabel(h.hour)}</strong>
            <br />
            {m.hourTooltip({ count: h.orders, net: formatUsd(h.net) })}
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
    <Figure key={what} filter={filter} what={m.ordersOfWhat({ what })}>
      {formatCount(n)}
    </Figure>,
  ]
  return (
    <>
      <Cards report={report} />
      <div className="report-grid">
        <Panel title={m.sales()}>
          <FigureTable
            caption={m.salesCaption()}
            head={[m.figure(), m.amount()]}
            numeric={[1]}
            rows={[
              money(m.gross(), report.gross),
              money(m.discounts(), report.discounts),
              money(m.deliveryCharges(), report.deliveryCharges),
              money(m.netSales(), report.net),
              [m.refunds(), formatUsd(report.refunds)],
            ]}
          />
        </Panel>
        <Panel title={m.byPayment()}>
          <FigureTable
            caption={m.byPaymentCaption()}
            head={[m.paymentMethod(), m.netSales()]}
            numeric={[1]}
            rows={PAYMENT_METHODS.map((method) =>
              money(
                say(PAYMENT_METHOD_LABELS[method]),
                report.byPayment[method],
                f.byPayment[method],
              ),
            )}
            foot={[
              m.total(),
              <Figure key="total" filter={sold} what={m.totalNetSales()}>
                {formatUsd(report.net)}
              </Figure>,
            ]}
          />
        </Panel>
        <Panel title={m.cashAndVat()}>
          <FigureTable
            caption={m.cashAndVatCaption()}
            head={[m.figure(), m.dollars(), m.pounds()]}
            numeric={[1, 2]}
            rows={[
              [m.cashTaken(), formatUsd(report.cashUsd), lbpText(report.cashLbp)],
              [
                m.cashExpectedInDrawer(),
                formatUsd(report.cashExpectedUsd),
                lbpText(report.cashExpectedLbp),
              ],
              [
                m.openingFloat(),
                formatUsd(report.openingFloatUsd),
                lbpText(report.openingFloatLbp),
              ],
              [m.vatIncluded(), formatUsd(report.vat), lbpText(report.vatLbp)],
              [
                m.walletRechargesInCash(),
                formatUsd(report.rechargesUsd),
                lbpText(report.rechargesLbp),
              ],
            ]}
          />
          <p className="report-note">{m.poundsValued({ rate: rateText(report.lbpPerUsd) })}</p>
        </Panel>
        <Panel title={m.orders()}>
          <FigureTable
            caption={m.ordersCaption()}
            head={[m.orders(), m.count()]}
            numeric={[1]}
            rows={[
              count(m.placed(), o.placed, f.orders.placed),
              count(m.delivered(), o.delivered, f.orders.delivered),
              count(m.pickedUp(), o.pickedUp, f.orders.pickedUp),
              count(m.rejected(), o.rejected, f.orders.rejected),
              count(m.cancelled(), o.cancelled, f.orders.cancelled),
              count(m.stillOpen(), o.open.length, f.orders.open),
            ]}
          />
        </Panel>
        <Panel title={m.ridersCash()}>
          {report.riders.length ? (
            <FigureTable
              caption={m.ridersCaption()}
              head={[m.rider(), m.cashHeld()]}
              numeric={[1]}
              rows={report.riders.map((r) => [
                r.name,
                ...money(
                  m.cashHeldBy({ name: r.name }),
                  r.cashHeld,
                  live ? f.rider(r) : undefined,
                ).slice(1),
              ])}
            />
          ) : (
            <p>{m.noRiderCash()}</p>
          )}
        </Panel>
        <Panel title={m.walletRecharges()}>
          {report.walletRecharges.length ? (
            <FigureTable
              caption={m.walletRechargesCaption()}
              head={[m.time(), m.customer(), m.paidIn(), m.credited()]}
              numeric={[2, 3]}
              rows={report.walletRecharges.map((r) => [
                formatTime(r.at),
                r.customerName,
                r.amountLbp === null ? formatUsd(r.amount) : lbpText(r.amountLbp),
                formatUsd(r.amount),
              ])}
            />
          ) : (
            <p>{m.noWalletRecharge()}</p>
          )}
        </Panel>
        <Panel title={m.topItems()}>
          {report.topItems.length ? (
            <FigureTable
              caption={m.topItemsCaption()}
              head={[m.item(), m.quantity(), m.revenue()]}
              numeric={[1, 2]}
              rows={report.topItems.map((i) => [
                i.name,
                formatCount(i.quantity),
                formatUsd(i.revenue),
              ])}
            />
          ) : (
            <p>{m.noItem()}</p>
          )}
        </Panel>
        <Panel title={m.coupons()}>
          {report.coupons.length ? (
            <FigureTable
              caption={m.couponsCaption()}
              head={[m.coupon(), m.uses(), m.discount()]}
              numeric={[1, 2]}
              rows={report.coupons.map((c) => [
                c.code,
                ...count(m.usesOf({ code: c.code }), c.uses, f.coupon(c)).slice(1),
                ...money(m.discountOf({ code: c.code }), c.amount, f.coupon(c)).slice(1),
              ])}
            />
          ) : (
            <p>{m.noCoupon()}</p>
          )}
        </Panel>
      </div>
      <Panel title={m.byHour()}>
        <HourlyChart byHour={report.byHour} />
      </Panel>
      {o.open.length > 0 && (
        <Panel title={m.stillOpenTitle()}>
          <p>{m.carryOver()}</p>
          <ul className="report-open">
            {o.open.map((order) => (
              <li key={order.id}>
                <Link to={`/order/${order.id}`}>{order.number}</Link>{' '}
                {say(ORDER_STATUS_LABELS[order.status])}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  )
}
