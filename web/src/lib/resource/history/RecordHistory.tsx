import { Callout, Classes, NonIdealState } from '@blueprintjs/core'
import { auditRoutes, describeEvent } from 'contracts'
import type { AuditEvent, ModuleKey } from 'contracts'
import { useApi } from '../../api'
import { formatDateTime } from '../../dates'
import { errorMessage } from '../errors/errorMessage'
import { messages } from '../../i18n'
import { pageEvents } from './eventWords'
import en from '../messages.en.json'

const m = messages(en)

/** How many of a record's events its History tab shows, newest first. */
export const HISTORY_SHOWN = 100

/**
 * A record's audit trail in words, newest first: "Rania Haddad changed
 * Price from 1.50 to 2.75 · November 25, 2026, 12:20 PM".
 */
export function RecordHistory({ module, recordId }: { module: ModuleKey; recordId: number }) {
  const { data, error } = useApi(auditRoutes.listAuditEvents, {
    query: { module, recordId, pageSize: HISTORY_SHOWN },
  })
  if (error) {
    return (
      <Callout intent="danger" role="alert">
        {errorMessage(error)}
      </Callout>
    )
  }
  if (!data) return <p className={Classes.SKELETON}>{m.loadingHistory()}</p>
  const events = data.Data as AuditEvent[]
  if (!events.length) {
    return <NonIdealState title={m.noChanges()} description={m.nothingChanged()} />
  }
  return (
    <ol className="record-history" aria-label={m.history()}>
      {events.map((event) => (
        <li key={event.id}>
          {describeEvent(event, {}, pageEvents)}
          <span className={Classes.TEXT_MUTED}>
            {' · '}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  )
}
