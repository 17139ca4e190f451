import {
  AUDIT_ACTION_LABELS,
  describeChange,
  hasRecordScreen,
  moduleByKey,
  recordRoute,
} from 'contracts'
import type { Action, AuditEvent, ModuleKey } from 'contracts'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import { messages, say } from '../../lib/i18n'
import type { Column } from '../../lib/resource'
import { CellTag, pageChanges } from '../../lib/resource'
import en from './messages.en.json'

const m = messages(en)

/** What changed, in words: "Price from $1.50 to $2.75; Status from Pending to Accepted". */
export const changesInWords = (e: AuditEvent) =>
  e.changes.map((c) => describeChange(c, e.module, pageChanges)).join(m.changesApart())

/**
 * The columns of the Activity screen. A record links to its screen (read view, or
 * edit screen for those who may change it) unless the event deleted it.
 */
export function activityColumns(
  can: (key: ModuleKey, action: Action) => boolean,
): Column<AuditEvent>[] {
  return [
    {
      id: 'at',
      header: m.time(),
      cell: (e) => formatDateTime(e.at),
      csv: (e) => e.at,
    },
    {
      id: 'employee',
      header: m.employee(),
      cell: (e) => e.employeeName,
      csv: (e) => e.employeeName,
    },
    {
      id: 'module',
      header: m.module(),
      cell: (e) => say(moduleByKey(e.module).label),
      csv: (e) => say(moduleByKey(e.module).label),
    },
    {
      id: 'record',
      header: m.record(),
      cell: (e) =>
        e.action !== 'delete' && hasRecordScreen(e.module) && can(e.module, 'View') ? (
          <Link to={recordRoute(e.module, e.recordId, can(e.module, 'Update') ? 'edit' : 'view')}>
            {e.recordLabel}
          </Link>
        ) : (
          e.recordLabel
        ),
      csv: (e) => e.recordLabel,
    },
    {
      id: 'action',
      header: m.action(),
      cell: (e) => <CellTag minimal>{say(AUDIT_ACTION_LABELS[e.action])}</CellTag>,
      csv: (e) => say(AUDIT_ACTION_LABELS[e.action]),
    },
    { id: 'changes', header: m.changes(), cell: changesInWords, csv: changesInWords },
  ]
}
