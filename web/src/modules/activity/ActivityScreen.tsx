import { AUDIT_ACTION_LABELS, MODULES } from 'contracts'
import {
  ChoiceFilter,
  DateRangeFilter,
  ReferenceFilter,
  ResourceListPage,
  ResourceTable,
  csvColumnsOf,
  employeeChoices,
  useListController,
} from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { activityColumns } from './activityColumns'
import { activityList, validActivityFilter } from './activityList'

const MODULE_CHOICES = Object.fromEntries(MODULES.map((m) => [m.key, m.label]))

/**
 * Who changed what: the audit trail, newest first; filters by module,
 * employee, action and date range (all in the URL); a link from each event to
 * its record; CSV export of the filtered events.
 */
export default function ActivityScreen() {
  const list = useListController(activityList, {
    pageSize: 50,
    dateRange: true,
    validFilter: validActivityFilter,
  })
  const { can } = usePermissions()
  const columns = activityColumns(can)
  const { filters, dateRange = {} } = list.state
  return (
    <ResourceListPage
      title="Activity"
      controller={list}
      search={false}
      csv={{ filename: 'activity', columns: csvColumnsOf(columns) }}
      filters={
        <>
          <DateRangeFilter label="Time" value={dateRange} onChange={list.setDateRange} />
          <ChoiceFilter
            label="Module"
            choices={MODULE_CHOICES}
            value={filters.module}
            onChange={(v) => list.setFilter('module', v)}
          />
          {can('employee', 'View') && (
            <ReferenceFilter
              label="Employee"
              resource={employeeChoices}
              value={filters.employeeId}
              onChange={(id) => list.setFilter('employeeId', id)}
            />
          )}
          <ChoiceFilter
            label="Action"
            choices={AUDIT_ACTION_LABELS}
            value={filters.action}
            onChange={(v) => list.setFilter('action', v)}
          />
        </>
      }
    >
      <ResourceTable controller={list} columns={columns} plural="events" />
    </ResourceListPage>
  )
}
