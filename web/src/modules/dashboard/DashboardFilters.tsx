import { BranchSelect } from '../../lib/branches'
import { DateRangeFilter } from '../../lib/resource'
import type { useDashboardFilters } from './dashboardFilters'
import { m } from './figures'

interface DashboardFiltersProps {
  filters: ReturnType<typeof useDashboardFilters>
}

/** The range (typed, picked or a preset) and the branch (shown when the employee has several). */
export function DashboardFilters({ filters }: DashboardFiltersProps) {
  return (
    <div className="dashboard-filters">
      <DateRangeFilter label={m.range()} value={filters.range} onChange={filters.setRange} />
      <BranchSelect
        id="dashboard-branch"
        all={m.allMyBranches()}
        value={filters.branchId}
        onChange={filters.setBranchId}
      />
    </div>
  )
}
