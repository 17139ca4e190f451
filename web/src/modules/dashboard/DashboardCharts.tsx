import type { Dashboard, OrderStatus } from 'contracts'
import {
  ORDER_STATUS_LABELS,
  dashboardFigureFilters,
  businessTimeZone,
  moneyToCents,
} from 'contracts'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import uPlot from 'uplot'
import { FigureLink, ordersHref } from '../../lib/orders'
import type { OrdersFilter } from '../../lib/orders'
import { UPlotChart } from '../../lib/charts'
import { recordBranchLabel } from '../../lib/branches'
import { formatAxisDay, formatAxisHour, formatDate, formatDateTime } from '../../lib/dates'
import { ChartPanel } from './ChartPanel'
import { FigureTable } from './FigureTable'
import { m } from './figures'
import { formatCount, say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'

/** Series colours from the theme (UPlotChart reads them for the theme painted now). */
const ORDERS_COLOUR = 'var(--app-text-primary)'
const REVENUE_COLOUR = 'var(--app-text-warning)'
const HOUR_S = 60 * 60
const DAY_S = 24 * HOUR_S
const dayLabel = (date: string) => formatDate(`${date}T00:00:00.000Z`, 'UTC')
/** "2:00 PM" of an hour, on the business's clock. */
const hourLabel = (hour: string) => formatDateTime(hour).split(', ').at(-1)!

/** One point of the time chart: a day or an hour. */
interface Point {
  key: string
  /** Seconds since the epoch (uPlot's time unit). */
  at: number
  label: string
  orders: number
  revenue: string
  /** Its span as instants: the order list's `from`/`to` for its orders. */
  from: string
  to: string
}

/** How the time chart reads its axis: days (UTC, docs/requirements.md#constants) or a day's hours (the business's clock). */
interface TimeScale {
  /** Its words, read when the chart is drawn (in the page's language then). */
  title: () => string
  unit: () => string
  /** The time zone of the axis labels. */
  zone: string
  /** An axis label of an instant (ms), in the page's language. */
  tick: (ms: number, zone: string) => string
  /** The steps the axis may label, in seconds: never finer than a point. */
  steps: number[]
  /** The span the axis covers, from the first point (a day for hours). */
  span?: number
}

const DAYS: TimeScale = {
  title: () => m.perDay(),
  unit: () => m.day(),
  zone: 'Etc/UTC',
  tick: formatAxisDay,
  steps: [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((d) => d * DAY_S),
}
const HOURS: TimeScale = {
  title: () => m.perHour(),
  unit: () => m.hour(),
  zone: businessTimeZone(),
  tick: formatAxisHour,
  steps: [1, 2, 3, 4, 6, 12].map((h) => h * HOUR_S),
  span: DAY_S - HOUR_S,
}

function timePoints(d: Dashboard): { scale: TimeScale; points: Point[] } {
  if (d.perHour.length > 0)
    return {
      scale: HOURS,
      points: d.perHour.map((h) => ({
        key: h.hour,
        at: Date.parse(h.hour) / 1000,
        label: hourLabel(h.hour),
        orders: h.orders,
        revenue: h.revenue,
        from: h.from,
        to: h.to,
      })),
    }
  return {
    scale: DAYS,
    points: d.perDay.map((x) => ({
      key: x.date,
      at: Date.parse(`${x.date}T00:00:00.000Z`) / 1000,
      label: dayLabel(x.date),
      orders: x.orders,
      revenue: x.revenue,
      from: x.from,
      to: x.to,
    })),
  }
}

/**
 * Orders (left axis) and revenue (right axis) over time: per UTC day, or per
 * hour when the range is one day. The axis labels each day (or hour) once.
 */
function OverTime({ dashboard, branchId }: { dashboard: Dashboard; branchId: number | undefined }) {
  const { scale, points } = useMemo(() => timePoints(dashboard), [dashboard])
  const navigate = useNavigate()
  const f = dashboardFigureFilters(branchId)
  // A point with no span (an hour before the range began) has no orders to open.
  const spans = (p: Point) => p.from !== p.to
  const [options, data] = useMemo(() => {
    const first = points[0]?.at ?? 0
    const last = points.at(-1)?.at ?? first
    const end = Math.max(last, first + (scale.span ?? 0))
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), scale.zone),
      legend: { show: false },
      cursor: { points: { size: 6 } },
      scales: {
        // A single day still spans a day, not years around one point.
        x: {
          time: true,
          range: () => (end > first ? [first, end] : [first - DAY_S / 2, first + DAY_S / 2]),
        },
        orders: { auto: true },
        usd: { auto: true },
      },
      series: [
        {},
        { label: m.orders(), scale: 'orders', stroke: ORDERS_COLOUR, width: 2 },
        { label: m.revenue(), scale: 'usd', stroke: REVENUE_COLOUR, width: 2 },
      ],
      axes: [
        {
          values: (_, splits) => splits.map((at) => scale.tick(at * 1000, scale.zone)),
          incrs: scale.steps,
          space: 56,
        },
        {
          scale: 'orders',
          label: m.orders(),
          stroke: ORDERS_COLOUR,
          // In the page's digits, as the revenue's axis (uPlot's own would take the browser's).
          values: (_, splits) => splits.map((v) => formatCount(v)),
        },
        {
          scale: 'usd',
          side: 1,
          label: m.revenueUsd(),
          stroke: REVENUE_COLOUR,
          grid: { show: false },
          values: (_, splits) => splits.map((v) => `$${formatCount(v / 100)}`),
          size: 70,
        },
      ],
    }
    const data: uPlot.AlignedData = [
      points.map((p) => p.at),
      points.map((p) => p.orders),
      points.map((p) => moneyToCents(p.revenue)),
    ]
    return [options, data] as const
  }, [points, scale])
  return (
    <ChartPanel
      title={scale.title()}
      chart={
        <UPlotChart
          options={options}
          data={data}
          label={m.lineChartOf({ title: scale.title().toLowerCase() })}
          tooltip={(i) => {
            const p = points[i]!
            return (
              <>
                <strong>{p.label}</strong>
                <br />
                {m.pointTooltip({ count: p.orders, revenue: formatUsd(p.revenue) })}
                {spans(p) && (
                  <>
                    <br />
                    {m.clickToOpen()}
                  </>
                )}
              </>
            )
          }}
          onPick={(i) => {
            const p = points[i]!
            if (spans(p)) void navigate(ordersHref(f.placed(p)))
          }}
        />
      }
      table={
        <FigureTable
          caption={scale.title()}
          rows={points}
          rowKey={(p) => p.key}
          columns={[
            { label: scale.unit(), cell: (p) => p.label },
            {
              label: m.orders(),
              numeric: true,
              cell: (p) => (
                <FigureLink
                  filter={f.placed(p)}
                  label={m.ordersOf({ label: p.label, count: p.orders })}
                >
                  {formatCount(p.orders)}
                </FigureLink>
              ),
            },
            {
              label: m.revenue(),
              numeric: true,
              cell: (p) => (
                <FigureLink
                  filter={f.earned(p)}
                  label={m.revenueOf({ label: p.label, revenue: formatUsd(p.revenue) })}
                >
                  {formatUsd(p.revenue)}
                </FigureLink>
              ),
            },
          ]}
        />
      }
    />
  )
}

interface Bar {
  key: string | number
  name: string
  /** The orders the bar counts (its name opens them). */
  orders?: OrdersFilter
  /** The bar's length, against the longest. */
  size: number
  /** The figures written beside it. */
  figures: ReactNode
}

/**
 * Figures over named categories as horizontal bars, each under its name: a
 * name wraps on its own line and never runs into the next one, at any width.
 */
function BarList({ label, bars, colour }: { label: string; bars: Bar[]; colour: string }) {
  const longest = Math.max(1, ...bars.map((b) => b.size))
  return (
    <ul className="dashboard-bars" aria-label={label}>
      {bars.map((b) => (
        <li key={b.key} className="dashboard-bar-row">
          <span className="dashboard-bar-name">
            {b.orders ? (
              <FigureLink filter={b.orders} label={m.itsOrders({ name: b.name })}>
                {b.name}
              </FigureLink>
            ) : (
              b.name
            )}
          </span>
          <span className="dashboard-bar-figures">{b.figures}</span>
          <span className="dashboard-bar-track" aria-hidden="true">
            <span
              className="dashboard-bar"
              style={{
                width: b.size > 0 ? `max(2px, ${(b.size / longest) * 100}%)` : 0,
                background: colour,
              }}
            />
          </span>
        </li>
      ))}
    </ul>
  )
}

function ByStatus({ dashboard, branchId }: { dashboard: Dashboard; branchId: number | undefined }) {
  const rows = dashboard.ordersByStatus
  const of = (status: OrderStatus) => dashboardFigureFilters(branchId).status(dashboard, status)
  return (
    <ChartPanel
      title={m.byStatus()}
      chart={
        <BarList
          label={m.byStatus()}
          colour={ORDERS_COLOUR}
          bars={rows.map((r) => ({
            key: r.status,
            name: say(ORDER_STATUS_LABELS[r.status]),
            orders: of(r.status),
            size: r.count,
            figures: m.orderCount({ count: r.count }),
          }))}
        />
      }
      table={
        <FigureTable
          caption={m.byStatus()}
          rows={rows}
          rowKey={(r) => r.status}
          columns={[
            { label: m.status(), cell: (r) => say(ORDER_STATUS_LABELS[r.status]) },
            {
              label: m.orders(),
              numeric: true,
              cell: (r) => (
                <FigureLink
                  filter={of(r.status)}
                  label={m.statusLink({
                    status: say(ORDER_STATUS_LABELS[r.status]),
                    count: r.count,
                  })}
                >
                  {formatCount(r.count)}
                </FigureLink>
              ),
            },
          ]}
        />
      }
    />
  )
}

function PerBranch({ rows }: { rows: Dashboard['perBranch'] }) {
  return (
    <ChartPanel
      title={m.perBranch()}
      chart={
        <BarList
          label={m.revenuePerBranch()}
          colour={REVENUE_COLOUR}
          bars={rows.map((r) => ({
            key: r.branchId,
            name: recordBranchLabel(r),
            size: moneyToCents(r.revenue),
            figures: m.branchFigures({ revenue: formatUsd(r.revenue), count: r.orders }),
          }))}
        />
      }
      table={
        <FigureTable
          caption={m.perBranchCaption()}
          rows={rows}
          rowKey={(r) => r.branchId}
          columns={[
            { label: m.branch(), cell: (r) => recordBranchLabel(r) },
            { label: m.orders(), cell: (r) => formatCount(r.orders), numeric: true },
            { label: m.revenue(), cell: (r) => formatUsd(r.revenue), numeric: true },
          ]}
        />
      }
    />
  )
}

/**
 * The dashboard's charts, loaded on demand with uPlot (the chart library
 * stays out of every other screen's files).
 */
export default function DashboardCharts({
  dashboard,
  branchId,
}: {
  dashboard: Dashboard
  branchId?: number | undefined
}) {
  return (
    <div className="dashboard-charts">
      <div className="dashboard-wide">
        <OverTime dashboard={dashboard} branchId={branchId} />
      </div>
      <ByStatus dashboard={dashboard} branchId={branchId} />
      <PerBranch rows={dashboard.perBranch} />
    </div>
  )
}
