import {
  AUDIT_PASSWORD_FIELD,
  dayName,
  moduleByKey,
  MODULE_KEYS,
  optionGroupChanges,
} from 'contracts'
import type {
  AuditAction,
  AuditOptionGroup,
  AuditChange,
  AuditValue,
  ModuleKey,
  OpeningRange,
  PermissionEntry,
  Weekday,
} from 'contracts'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { MockEnv } from '../context'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

/** What a write says about itself; who and when come from the request. */
export interface WriteEvent {
  module: ModuleKey
  recordId: number
  recordLabel: string
  /** The branch of a record that belongs to one (an order): the branch scope of its event. */
  branchId?: number
  action: AuditAction
  changes?: AuditChange[]
}

/**
 * Records the audit event of the write that is running, signed by the
 * request's acting employee (set on the context once, when it was
 * authorized). It is stored with the write's changes, or not at all.
 */
export function recordEvent(c: Context<MockEnv>, event: WriteEvent) {
  if (c.get('withoutAuditEvent')) return
  const actor = c.get('actor')
  if (!actor) throw new Error('a write without an acting employee records no event')
  const store = c.get('store')
  store.record({
    at: new Date(store.now()).toISOString(),
    employeeId: actor.employee.id,
    employeeName: `${actor.employee.firstName} ${actor.employee.lastName}`,
    module: event.module,
    recordId: event.recordId,
    recordLabel: event.recordLabel,
    branchId: event.branchId ?? null,
    action: event.action,
    changes: event.changes ?? [],
  })
}

/**
 * The header of the benchmark's baseline write: on a mock started with
 * `benchWritesWithoutEvent` (MOCK_BENCH_WRITES_WITHOUT_EVENT=1, set by `npm run
 * bench:mock` alone) a write sent with it stores no audit event, so the bench
 * can weigh what the event adds. Anywhere else it changes nothing.
 */
export const BENCH_WITHOUT_EVENT_HEADER = 'X-Bench-Without-Event'

/** The benchmark's baseline writes: see BENCH_WITHOUT_EVENT_HEADER. */
export const benchWritesWithoutEvent = () =>
  async function benchWithoutEvent(c: Context<MockEnv>, next: () => Promise<void>) {
    if (c.req.header(BENCH_WITHOUT_EVENT_HEADER) === '1') c.set('withoutAuditEvent', true)
    await next()
  }

/** What a record is called in its history: its name, title, code or number. */
export function recordLabelOf(row: Row): string {
  if (typeof row.firstName === 'string') return `${row.firstName} ${String(row.lastName ?? '')}`
  for (const key of ['name', 'title', 'code', 'text', 'area']) {
    if (typeof row[key] === 'string' && row[key] !== '') return row[key]
  }
  if (typeof row.number === 'string') return `#${row.number}`
  if (typeof row.pointsPerUsd === 'number') return `${row.pointsPerUsd} points per dollar`
  return `#${row.id}`
}

/** Fields that are the record's bookkeeping, not what a person changed. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'version'])

/** The tables a reference field points into, so its value reads as a name. */
const REFERENCES: Record<string, string> = {
  branchId: TABLE.branch,
  branchIds: TABLE.branch,
  categoryId: TABLE.category,
  subCategoryId: TABLE.subcategory,
  roleId: TABLE.role,
  customerIds: TABLE.customer,
}

/**
 * The label of each input field, from its own contract message ("Price must
 * be an amount like 12.50" → "Price"), so labels live once, in contracts.
 */
export function fieldLabelsOf(input: z.ZodType): Record<string, string> {
  const shape: Record<string, z.ZodType> =
    'shape' in input ? (input.shape as Record<string, z.ZodType>) : {}
  const labels: Record<string, string> = {}
  for (const [key, field] of Object.entries(shape)) {
    const result = field.safeParse(Symbol('label'))
    const message = result.success ? '' : (result.error.issues[0]?.message ?? '')
    labels[key] = message.includes(' must ') ? message.split(' must ')[0]! : humanize(key)
  }
  return labels
}

/** "compareAtPrice" → "Compare at price". */
export const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const nameIn = (store: Store, table: string, id: unknown) => {
  const row = store.records(table).get(id as number)
  return row ? recordLabelOf(row) : `#${String(id)}`
}

const money = (value: unknown) => (Number(value) >= 0 ? `+${String(value)}` : String(value))

interface OpeningDay {
  day: Weekday
  closed: boolean
  ranges: OpeningRange[]
}

/** A value as a person reads it: names for references, nested data written out. */
export function readable(store: Store, key: string, value: unknown): AuditValue {
  if (value === undefined || value === null) return null
  const table = REFERENCES[key]
  if (table) {
    return Array.isArray(value)
      ? value.map((id) => nameIn(store, table, id)).join(', ')
      : nameIn(store, table, value)
  }
  if (key === 'permissions' && Array.isArray(value)) {
    return (value as PermissionEntry[])
      .filter((e) => e.actions.length > 0 && MODULE_KEYS.includes(e.key))
      .map((e) => `${moduleByKey(e.key).label}: ${e.actions.join(', ')}`)
      .join('; ')
  }
  if (key === 'openingHours' && Array.isArray(value)) {
    return (value as OpeningDay[])
      .map(
        (d) =>
          `${dayName(d.day)} ${d.closed ? 'closed' : d.ranges.map((r) => `${r.open}–${r.close}`).join(', ')}`,
      )
      .join('; ')
  }
  if (key === 'optionGroups' && Array.isArray(value)) {
    return (value as AuditOptionGroup[])
      .map(
        (g) =>
          `${g.name} (${g.required ? 'required, ' : ''}${g.minSelect ?? 0}–${g.maxSelect ?? 1}): ${g.options
            .map((o) => `${o.name} ${money(o.priceDelta ?? '0.00')}`)
            .join(', ')}`,
      )
      .join('; ')
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value
  }
  return writeOut(value)
}

/** Any other nested value: "label: Home, area: Hamra; label: Work, …". */
function writeOut(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(writeOut).join('; ')
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${humanize(k).toLowerCase()}: ${writeOut(v)}`)
      .join(', ')
  }
  return String(value)
}

/**
 * The fields that differ between two versions of a record, by key, labelled
 * and readable. `only` limits them to what a person edits (the input's fields);
 * `secret` fields are named, never their values (a password: "password
 * changed").
 */
export function changesBetween(
  store: Store,
  before: Row,
  after: Row,
  options: { labels: Record<string, string>; secret?: readonly string[] },
): AuditChange[] {
  const changes: AuditChange[] = []
  for (const key of Object.keys(options.labels)) {
    if (BOOKKEEPING.has(key) || options.secret?.includes(key)) continue
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue
    if (key === 'optionGroups' && Array.isArray(before[key]) && Array.isArray(after[key])) {
      // Option by option ("Large: $1.00 → $1.50"), not every group written out twice.
      const words = optionGroupChanges(
        before[key] as AuditOptionGroup[],
        after[key] as AuditOptionGroup[],
      )
      if (words)
        changes.push({ field: key, label: options.labels[key]!, before: null, after: words })
      continue
    }
    changes.push({
      field: key,
      label: options.labels[key]!,
      before: readable(store, key, before[key]),
      after: readable(store, key, after[key]),
    })
  }
  return changes
}

/** The change a new password makes: that it changed, nothing of it. */
export const PASSWORD_CHANGE: AuditChange = {
  field: AUDIT_PASSWORD_FIELD,
  label: 'Password',
  before: null,
  after: null,
}
