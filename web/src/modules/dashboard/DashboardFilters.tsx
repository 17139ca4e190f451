import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import type { Dashboard } from 'contracts'
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
        <FormGroup label="Branch" labelFor="dashboard-branch" style={{ margin: 0 }}>
          <HTMLSelect
            id="dashboard-branch"
            value={filters.branchId ?? ''}
            onChange={(e) =>
              filters.setBranchId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
            }
            options={[
              { value: '', label: 'All my branches' },
              ...branches.map((b) => ({ value: b.id, label: b.name })),
            ]}
          />
        </FormGroup>
      )}
    </div>
  )
}
