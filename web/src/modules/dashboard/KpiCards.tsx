import { Card, Classes, H2 } from '@blueprintjs/core'
import type { Dashboard } from 'contracts'
import { moneyToCents } from 'contracts'
import { FigureLink, SOLD } from '../../lib/orders'
import type { OrdersFilter } from '../../lib/orders'
import { averageDefinition, revenueDefinition, change, comparedPeriod, m } from './figures'
import { formatCount } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'

interface Kpi {
  label: string
  value: string
  /** The orders the figure counts (the order list's filters); none for new customers. */
  orders?: OrdersFilter
  current: number
  previous: number
  /** What the figure counts, said under it. */
  counts?: string
}

function kpis(d: Dashboard, branchId: number | undefined): Kpi[] {
  const p = d.previous
  const placed = { from: d.from, to: d.to, branchId }
  const earned = { ...placed, status: SOLD }
  return [
    {
      label: m.orders(),
      value: formatCount(d.orders),
      current: d.orders,
      previous: p.orders,
      orders: placed,
    },
    {
      orders: earned,
      label: m.revenue(),
      value: formatUsd(d.revenue),
      current: moneyToCents(d.revenue),
      previous: moneyToCents(p.revenue),
      counts: revenueDefinition(),
    },
    {
      orders: earned,
      label: m.averageOrderValue(),
      value: formatUsd(d.averageOrderValue),
      current: moneyToCents(d.averageOrderValue),
      previous: moneyToCents(p.averageOrderValue),
      counts: averageDefinition(),
    },
    {
      label: m.newCustomers(),
      value: formatCount(d.newCustomers),
      current: d.newCustomers,
      previous: p.newCustomers,
    },
  ]
}

/** Blueprint's intent text colours of the theme painted now: readable (AA) on its cards (styles/blueprint-theme.scss). */
const TONE = {
  good: 'var(--app-text-success)',
  bad: 'var(--app-text-danger)',
  flat: 'var(--app-text-muted)',
}

/** The four headline figures, each with its change against the previous period. */
export function KpiCards({
  dashboard,
  branchId,
}: {
  dashboard: Dashboard | undefined
  branchId?: number | undefined
}) {
  if (!dashboard) {
    return (
      <div className="dashboard-kpis" aria-busy="true">
        {[m.orders(), m.revenue(), m.averageOrderValue(), m.newCustomers()].map((label) => (
          <Card key={label} className="dashboard-kpi">
            <H2 className={`dashboard-kpi-label ${Classes.SKELETON}`}>{label}</H2>
            <p className={`dashboard-kpi-value ${Classes.SKELETON}`}>0000</p>
            <p className={Classes.SKELETON}>{m.versusSkeleton()}</p>
          </Card>
        ))}
      </div>
    )
  }
  const compared = comparedPeriod(dashboard, dashboard.previous)
  return (
    <>
      <div className="dashboard-kpis">
        {kpis(dashboard, branchId).map((kpi) => {
          const c = change(kpi.current, kpi.previous)
          const tone = c.good === undefined ? TONE.flat : c.good ? TONE.good : TONE.bad
          return (
            <Card key={kpi.label} className="dashboard-kpi" role="group" aria-label={kpi.label}>
              <H2 className="dashboard-kpi-label">{kpi.label}</H2>
              <p className="dashboard-kpi-value" data-testid="kpi-value">
                {kpi.orders ? (
                  <FigureLink
                    filter={kpi.orders}
                    label={m.kpiLink({ label: kpi.label, value: kpi.value })}
                  >
                    {kpi.value}
                  </FigureLink>
                ) : (
                  kpi.value
                )}
              </p>
              <p style={{ color: tone }} data-testid="kpi-change">
                {m.versus({ change: c.text, period: compared.short })}
              </p>
              {kpi.counts && (
                <p className="dashboard-kpi-counts" data-testid="kpi-counts">
                  {kpi.counts}
                </p>
              )}
            </Card>
          )
        })}
      </div>
      <p className="dashboard-compared" data-testid="kpi-compared">
        {compared.exact}
      </p>
    </>
  )
}
