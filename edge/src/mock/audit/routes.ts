import { AUDIT_RETENTION_DAYS_DEFAULT, auditRoutes, resolveDateRange } from 'contracts'
import { positiveInt } from '../../env'
import { bind } from '../context'
import type { Binding } from '../context'
import type { Store } from '../store/store'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * `GET /audit`: the trail, newest first, filtered and paged in storage
 * (indexed); of an employee limited to some branches, only the events of
 * records of theirs (and of records of no branch).
 */
export const auditBindings: Binding[] = [
  bind(auditRoutes.listAuditEvents, ({ store, scope, query }) => {
    const range = resolveDateRange(query, store.now())
    const { rows, total } = store.auditEvents(
      {
        module: query.module,
        recordId: query.recordId,
        employeeId: query.employeeId,
        action: query.action,
        field: query.field,
        fromMs: query.from === undefined ? undefined : range.fromMs,
        toMs: query.to === undefined ? undefined : range.toMs,
        branches: scope.all ? undefined : scope.ids,
      },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    )
    return { Data: rows, TotalCount: total, Page: query.page, PageSize: query.pageSize }
  }),
]

/** AUDIT_RETENTION_DAYS as a number of days (default 400). */
export const retentionDays = (value: string | undefined) =>
  positiveInt(value, AUDIT_RETENTION_DAYS_DEFAULT)

/** Deletes the events older than the retention; how many went. */
export function pruneAuditTrail(store: Store, days: number): number {
  return store.pruneAuditEvents(store.now() - days * DAY_MS)
}
