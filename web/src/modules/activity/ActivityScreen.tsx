import { AUDIT_ACTION_LABELS, MODULES } from 'contracts'
import { LedgerListPage, useEmployeeFilter, useLedgerList } from '../../lib/resource'
import { messages, say } from '../../lib/i18n'
import { sayEach } from '../../lib/i18n/sayEach'
import { usePermissions } from '../../lib/session'
import { activityColumns } from './activityColumns'
import { activityList } from './activityList'
import en from './messages.en.json'

const m = messages(en)

const MODULE_CHOICES = Object.fromEntries(MODULES.map((module) => [module.key, say(module.label)]))

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
      title={m.title()}
      list={list}
      columns={activityColumns(can)}
      plural={m.plural()}
      csv={{ filename: 'activity' }}
      filters={[
        { key: 'module', label: m.module(), choices: MODULE_CHOICES },
        employee,
        { key: 'action', label: m.action(), choices: sayEach(AUDIT_ACTION_LABELS) },
      ]}
    />
  )
}
