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
import type { Column } from '../../lib/resource'
import { CellTag } from '../../lib/resource'

/** What changed, in words: "Price from $1.50 to $2.75; Status from Pending to Accepted". */
export const changesInWords = (e: AuditEvent) =>
  e.changes.map((c) => describeChange(c, e.module)).join('; ')

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
      header: 'Time',
      cell: (e) => formatDateTime(e.at),
      csv: (e) => e.at,
    },
    { id: 'employee', header: 'Employee', cell: (e) => e.employeeName, csv: (e) => e.employeeName },
    {
      id: 'module',
      header: 'Module',
      cell: (e) => moduleByKey(e.module).label,
      csv: (e) => moduleByKey(e.module).label,
    },
    {
      id: 'record',
      header: 'Record',
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
      header: 'Action',
      cell: (e) => <CellTag minimal>{AUDIT_ACTION_LABELS[e.action]}</CellTag>,
      csv: (e) => AUDIT_ACTION_LABELS[e.action],
    },
    { id: 'changes', header: 'Changes', cell: changesInWords, csv: changesInWords },
  ]
}
