import type { Dashboard } from 'contracts'
import { BranchSelect } from '../../lib/branches'
import { DateRangeFilter } from '../../lib/resource'
import type { useDashboardFilters } from './dashboardFilters'

interface DashboardFiltersProps {
  filters: ReturnType<typeof useDashboardFilters>
  branches: Dashboard['branches'] | undefined
}

/** The range (typed, picked or a preset) and the branch (shown when the employee has several). */
export function DashboardFilters({ filters, branches }: DashboardFiltersProps) {
  return (
    <div className="dashboard-filters">
      <DateRangeFilter label="Range" value={filters.range} onChange={filters.setRange} />
      {branches && branches.length > 1 && (
        <BranchSelect
          id="dashboard-branch"
          all="All my branches"
          branches={branches}
          value={filters.branchId}
          onChange={filters.setBranchId}
        />
      )}
    </div>
  )
}
