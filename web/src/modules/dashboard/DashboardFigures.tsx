import { Button, Callout, Card, Classes, NonIdealState } from '@blueprintjs/core'
import { dashboardRoutes } from 'contracts'
import { lazy, Suspense } from 'react'
import { useApi } from '../../lib/api'
import { dayRangeQuery, errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { useDashboardFilters } from './dashboardFilters'
import { DashboardFilters } from './DashboardFilters'
import { KpiCards } from './KpiCards'
import { RightNow } from './RightNow'
import { TopLists } from './TopLists'

/** The charts and uPlot: a chunk of their own, fetched with the first figures. */
const DashboardCharts = lazy(() => import('./DashboardCharts'))

function ChartsSkeleton() {
  return (
    <div className="dashboard-charts" aria-busy="true">
      {['per day', 'by status', 'per branch'].map((k) => (
        <Card key={k} className={`dashboard-panel dashboard-chart-skeleton ${Classes.SKELETON}`} />
      ))}
    </div>
  )
}

/** The figures of the range and branch in the URL: cards, charts, top lists, right now. */
export function DashboardFigures() {
  const filters = useDashboardFilters()
  const { can } = usePermissions()
  const query = { ...dayRangeQuery(filters.range), branchId: filters.branchId }
  const { data, error, isLoading, mutate } = useApi(dashboardRoutes.getDashboard, {
    query,
    keepPreviousData: true,
    shouldRetryOnError: false,
  })
  const dashboard = data?.Data
  const empty = dashboard !== undefined && dashboard.orders === 0
  return (
    <>
      <DashboardFilters filters={filters} branches={dashboard?.branches} />
      {can('branch-orders') && <RightNow branchId={filters.branchId} />}
      {error ? (
        <Callout intent="danger" title="The figures could not be loaded" role="alert">
          <p>{errorMessage(error)}</p>
          <Button text="Retry" onClick={() => void mutate()} loading={isLoading} />
        </Callout>
      ) : (
        <>
          <KpiCards dashboard={dashboard} />
          {empty ? (
            <NonIdealState
              title="No orders in this range"
              description="Choose another range or branch to see its figures."
            />
          ) : dashboard ? (
            <>
              <Suspense fallback={<ChartsSkeleton />}>
                <DashboardCharts dashboard={dashboard} />
              </Suspense>
              <TopLists dashboard={dashboard} />
            </>
          ) : (
            <ChartsSkeleton />
          )}
        </>
      )}
    </>
  )
}
