import { AUDIT_ACTION_LABELS, MODULES } from 'contracts'
import { LedgerListPage, useEmployeeFilter, useLedgerList } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { activityColumns } from './activityColumns'
import { activityList } from './activityList'

const MODULE_CHOICES = Object.fromEntries(MODULES.map((m) => [m.key, m.label]))

/**
 * Who changed what: the audit trail, newest first; filters by module,
 * employee, action and date range (all in the URL); a link from each event to
 * its record; CSV export of the filtered events.
 */
export default function ActivityScreen() {
  const list = useLedgerList(activityList)
  const { can } = usePermissions()
  const employee = useEmployeeFilter()
  return (
    <LedgerListPage
      title="Activity"
      list={list}
      columns={activityColumns(can)}
      plural="events"
      csv={{ filename: 'activity' }}
      filters={[
        { key: 'module', label: 'Module', choices: MODULE_CHOICES },
        employee,
        { key: 'action', label: 'Action', choices: AUDIT_ACTION_LABELS },
      ]}
    />
  )
}
