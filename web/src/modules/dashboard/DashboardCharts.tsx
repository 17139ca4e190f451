import type { Dashboard } from 'contracts'
import { ORDER_STATUS_LABELS, moneyToCents } from 'contracts'
import { useMemo } from 'react'
import uPlot from 'uplot'
import { UPlotChart } from '../../lib/charts'
import { formatDate } from '../../lib/dates'
import { ChartPanel } from './ChartPanel'
import { FigureTable } from './FigureTable'
import { formatCount, formatUsd } from './figures'

/** Series colours from the theme (UPlotChart reads them for the theme painted now). */
const ORDERS_COLOUR = 'var(--app-text-primary)'
const REVENUE_COLOUR = 'var(--app-text-warning)'
const dayLabel = (date: string) => formatDate(`${date}T00:00:00.000Z`, 'UTC')
const dollars = (cents: number) => formatUsd((cents / 100).toFixed(2))

/** Orders (left axis) and revenue (right axis) of every UTC day. */
function PerDay({ perDay }: { perDay: Dashboard['perDay'] }) {
  const [options, data] = useMemo(() => {
    const xs = perDay.map((d) => Date.parse(`${d.date}T00:00:00.000Z`) / 1000)
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      // Days start at UTC midnight (SPEC §9): the axis reads them in UTC.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { points: { size: 6 } },
      scales: { x: { time: true }, orders: { auto: true }, usd: { auto: true } },
      series: [
        {},
        { label: 'Orders', scale: 'orders', stroke: ORDERS_COLOUR, width: 2 },
        { label: 'Revenue', scale: 'usd', stroke: REVENUE_COLOUR, width: 2 },
      ],
      axes: [
        { values: '{MMM} {D}' as unknown as uPlot.Axis['values'], space: 60 },
        { scale: 'orders', label: 'Orders', stroke: ORDERS_COLOUR },
        {
          scale: 'usd',
          side: 1,
          label: 'Revenue (USD)',
          stroke: REVENUE_COLOUR,
          grid: { show: false },
          values: (_, splits) => splits.map((v) => `$${formatCount(v / 100)}`),
          size: 70,
        },
      ],
    }
    const data: uPlot.AlignedData = [
      xs,
      perDay.map((d) => d.orders),
      perDay.map((d) => moneyToCents(d.revenue)),
    ]
    return [options, data] as const
  }, [perDay])
  return (
    <ChartPanel
      title="Orders and revenue per day"
      chart={
        <UPlotChart
          options={options}
          data={data}
          label="Line chart of orders and revenue per day"
          tooltip={(i) => {
            const d = perDay[i]!
            return (
              <>
                <strong>{dayLabel(d.date)}</strong>
                <br />
                {formatCount(d.orders)} orders · {formatUsd(d.revenue)}
              </>
            )
          }}
        />
      }
      table={
        <FigureTable
          caption="Orders and revenue per day"
          rows={perDay}
          rowKey={(d) => d.date}
          columns={[
            { label: 'Day', cell: (d) => dayLabel(d.date) },
            { label: 'Orders', cell: (d) => formatCount(d.orders), numeric: true },
            { label: 'Revenue', cell: (d) => formatUsd(d.revenue), numeric: true },
          ]}
        />
      }
    />
  )
}

/** uPlot options of a bar chart over named categories. */
function barOptions(names: string[], label: string, colour: string, usd = false) {
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, names.length - 0.5] },
      y: { range: (_, __, max) => [0, Math.max(1, max * 1.1)] },
    },
    series: [
      {},
      {
        label,
        fill: colour,
        stroke: colour,
        paths: uPlot.paths.bars!({ size: [0.6, 48] }),
        points: { show: false },
      },
    ],
    axes: [
      {
        splits: () => names.map((_, i) => i),
        values: (_, splits) => splits.map((i) => names[i] ?? ''),
        space: 10,
        grid: { show: false },
      },
      {
        label,
        values: usd ? (_, splits) => splits.map((v) => dollars(v)) : undefined,
        size: usd ? 80 : 50,
      },
    ],
  }
  return options
}

function ByStatus({ rows }: { rows: Dashboard['ordersByStatus'] }) {
  const [options, data] = useMemo(() => {
    const names = rows.map((r) => ORDER_STATUS_LABELS[r.status])
    const data: uPlot.AlignedData = [rows.map((_, i) => i), rows.map((r) => r.count)]
    return [barOptions(names, 'Orders', ORDERS_COLOUR), data] as const
  }, [rows])
  return (
    <ChartPanel
      title="Orders by status"
      chart={
        <UPlotChart
          options={options}
          data={data}
          label="Bar chart of orders by status"
          tooltip={(i) => (
            <>
              <strong>{ORDER_STATUS_LABELS[rows[i]!.status]}</strong>: {formatCount(rows[i]!.count)}{' '}
              orders
            </>
          )}
        />
      }
      table={
        <FigureTable
          caption="Orders by status"
          rows={rows}
          rowKey={(r) => r.status}
          columns={[
            { label: 'Status', cell: (r) => ORDER_STATUS_LABELS[r.status] },
            { label: 'Orders', cell: (r) => formatCount(r.count), numeric: true },
          ]}
        />
      }
    />
  )
}

function PerBranch({ rows }: { rows: Dashboard['perBranch'] }) {
  const [options, data] = useMemo(() => {
    const data: uPlot.AlignedData = [
      rows.map((_, i) => i),
      rows.map((r) => moneyToCents(r.revenue)),
    ]
    return [
      barOptions(
        rows.map((r) => r.branchName),
        'Revenue',
        REVENUE_COLOUR,
        true,
      ),
      data,
    ] as const
  }, [rows])
  return (
    <ChartPanel
      title="Per branch"
      chart={
        <UPlotChart
          options={options}
          data={data}
          label="Bar chart of revenue per branch"
          tooltip={(i) => (
            <>
              <strong>{rows[i]!.branchName}</strong>
              <br />
              {formatCount(rows[i]!.orders)} orders · {formatUsd(rows[i]!.revenue)}
            </>
          )}
        />
      }
      table={
        <FigureTable
          caption="Orders and revenue per branch"
          rows={rows}
          rowKey={(r) => r.branchId}
          columns={[
            { label: 'Branch', cell: (r) => r.branchName },
            { label: 'Orders', cell: (r) => formatCount(r.orders), numeric: true },
            { label: 'Revenue', cell: (r) => formatUsd(r.revenue), numeric: true },
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
export default function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="dashboard-charts">
      <div className="dashboard-wide">
        <PerDay perDay={dashboard.perDay} />
      </div>
      <ByStatus rows={dashboard.ordersByStatus} />
      <PerBranch rows={dashboard.perBranch} />
    </div>
  )
}
