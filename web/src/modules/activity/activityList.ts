import { auditEventSchema, auditListQuerySchema, auditRoutes } from 'contracts'
import { z } from 'zod'
import type { ListResource } from '../../lib/resource'

// Paging is the list's own; from/to are its date range.
// `field` (a field's key: `?field=price`) has no control of its own yet; a link or the URL sets it.
const { module, employeeId, action, field } = auditListQuerySchema.shape
const filterShape = { module, employeeId, action, field }

/** The audit trail as the resource layer reads it (`GET /audit`): read only, newest first. */
export const activityList = {
  name: 'audit',
  label: 'activity',
  path: '/audit',
  key: 'audit',
  record: auditEventSchema,
  filters: z.object(filterShape),
  sortable: [],
  routes: { list: auditRoutes.listAuditEvents },
} satisfies ListResource
