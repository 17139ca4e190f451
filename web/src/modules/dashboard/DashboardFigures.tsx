import { Button, Callout, Card, Classes, NonIdealState } from '@blueprintjs/core'
import { WarningSignIcon } from '@blueprintjs/icons'
import { lazy, Suspense } from 'react'
import { useApi } from '../../lib/api'
import {
  errorMessage,
  FilterRefusalsProvider,
  refusalsInWords,
  useFilterRefusals,
} from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { useDashboardFilters } from './dashboardFilters'
import { dashboardRead } from './dashboardRequest'
import { DashboardFilters } from './DashboardFilters'
import { KpiCards } from './KpiCards'
import { RightNow } from './RightNow'
import { TopLists } from './TopLists'
import { m } from './figures'

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

/**
 * The figures of the range and branch in the URL: cards, charts, top lists,
 * right now. While a date typed in the range cannot be read, no figure shows:
 * they would be the previous range's, passing for the one typed.
 */
export function DashboardFigures() {
  return (
    <FilterRefusalsProvider>
      <Figures />
    </FilterRefusalsProvider>
  )
}

function Figures() {
  const filters = useDashboardFilters()
  const { refused } = useFilterRefusals()
  const { can } = usePermissions()
  const [route, read] = dashboardRead(filters.range, filters.branchId)
  const { data, error, isLoading, mutate } = useApi(route, {
    ...read,
    keepPreviousData: true,
    shouldRetryOnError: false,
  })
  const dashboard = data?.Data
  const empty = dashboard !== undefined && dashboard.orders === 0
  return (
    <>
      <DashboardFilters filters={filters} />
      {can('branch-orders') && <RightNow branchId={filters.branchId} />}
      {refused.size > 0 ? (
        <NonIdealState
          icon={<WarningSignIcon size={48} />}
          title={m.noFigures()}
          description={m.correctRange({ refusals: refusalsInWords(refused) })}
        />
      ) : error ? (
        <Callout intent="danger" title={m.figuresUnread()} role="alert">
          <p>{errorMessage(error)}</p>
          <Button text={m.retry()} onClick={() => void mutate()} loading={isLoading} />{' '}
          {filters.branchId !== undefined && (
            <Button text={m.allMyBranches()} onClick={() => filters.setBranchId(undefined)} />
          )}
        </Callout>
      ) : (
        <>
          <KpiCards dashboard={dashboard} branchId={filters.branchId} />
          {empty ? (
            <NonIdealState title={m.noOrders()} description={m.chooseAnother()} />
          ) : dashboard ? (
            <>
              <Suspense fallback={<ChartsSkeleton />}>
                <DashboardCharts dashboard={dashboard} branchId={filters.branchId} />
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
