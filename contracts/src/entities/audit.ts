import { z } from 'zod'
import { listEnvelope, listQuerySchema } from '../envelope'
import { formatUsd, queryEnum, queryId, withDateRange } from '../fields'
import { ORDER_STATUS_LABELS } from '../orders/status'
import { MODULE_KEYS } from '../registry'
import type { ModuleKey } from '../registry'
import { anyOf, defineRoute } from '../routes'
import { NOTIFICATION_STATUS_LABELS } from './notification'
import { PAYMENT_STATUS_LABELS } from './order'
import { WALLET_TENDER_LABELS } from './wallet'
import { formatLbp, formatRate } from '../lbp'

/**
 * The audit trail: one event per successful write, appended with the change
 * and never edited. `create`, `update` and `delete` are the plain writes; the
 * rest are the domains' own verbs.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'recharge',
  'deduct',
  'acknowledge',
  'block',
  'unblock',
  'pause',
  'resume',
  'invite',
  'deactivate',
  'activate',
  'send',
  'cancel',
  'note',
  'shift_start',
  'shift_end',
  'dispatch',
  'handover',
  'settle',
  'void',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The Activity screen's action filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  status: 'Status moved',
  recharge: 'Wallet recharged',
  deduct: 'Wallet deducted',
  acknowledge: 'Acknowledged',
  block: 'Blocked',
  unblock: 'Unblocked',
  pause: 'Paused',
  resume: 'Resumed',
  invite: 'Invited',
  deactivate: 'Deactivated',
  activate: 'Activated',
  send: 'Sent',
  cancel: 'Cancelled',
  note: 'Note added',
  shift_start: 'Shift started',
  shift_end: 'Shift ended',
  dispatch: 'Sent out',
  handover: 'Rider changed',
  settle: 'Cash settled',
  void: 'Settlement voided',
}

/** What the sentence of an event says the employee did to the record. */
const AUDIT_VERBS: Record<AuditAction, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  status: 'moved',
  recharge: 'recharged the wallet of',
  deduct: 'deducted from the wallet of',
  acknowledge: 'acknowledged',
  block: 'blocked',
  unblock: 'unblocked',
  pause: 'paused orders at',
  resume: 'resumed orders at',
  invite: 'invited',
  deactivate: 'deactivated',
  activate: 'activated',
  send: 'sent',
  cancel: 'cancelled',
  note: 'added a note to',
  shift_start: 'started the shift of',
  shift_end: 'ended the shift of',
  dispatch: 'sent out',
  handover: 'handed to another rider',
  settle: 'settled the cash of',
  void: 'voided a settlement of',
}

/** Events older than this many days are pruned (the worker var AUDIT_RETENTION_DAYS). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 400

/** The field of a password change: its values are never recorded, only that it changed. */
export const AUDIT_PASSWORD_FIELD = 'password'
export const AUDIT_PASSWORD_CHANGED = 'password changed'

/** A value before or after: what a person reads (nested data is written out as text). */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])
export type AuditValue = z.infer<typeof auditValueSchema>

export const auditChangeSchema = z.object({
  /**
   * The record's field key (`price`, `status`, `permissions`, `optionGroups`):
   * what `GET /audit?field=` filters by.
   */
  field: z.string(),
  /** The field as people call it ("Price", "Option groups"). */
  label: z.string(),
  before: auditValueSchema,
  after: auditValueSchema,
})
export type AuditChange = z.infer<typeof auditChangeSchema>

export const auditEventSchema = z.object({
  id: z.number().int().positive(),
  /** ISO instant of the write. */
  at: z.string(),
  employeeId: z.number().int().positive(),
  employeeName: z.string(),
  /** The registry's permission key of the record's module. */
  module: z.enum(MODULE_KEYS),
  recordId: z.number().int().positive(),
  /** How the record was called when it changed ("Classic Burger", "#1042"). */
  recordLabel: z.string(),
  /**
   * The branch the record belongs to (an order's), null for a record of no
   * branch. An employee limited to some branches sees only the events of
   * records of theirs, and of none.
   */
  branchId: z.number().int().positive().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** Only the fields that changed (none for a create or delete). */
  changes: z.array(auditChangeSchema),
})
export type AuditEvent = z.infer<typeof auditEventSchema>

/** A field key as records name their fields: `price`, `compareAtPrice`. */
export const AUDIT_FIELD_KEY = /^[a-zA-Z][a-zA-Z0-9]{0,59}$/

export const auditListQuerySchema = withDateRange(
  listQuerySchema.pick({ page: true, pageSize: true }).extend({
    module: queryEnum('Module', MODULE_KEYS).optional(),
    recordId: queryId('Record').optional(),
    employeeId: queryId('Employee').optional(),
    action: queryEnum('Action', AUDIT_ACTIONS).optional(),
    /** Events that changed this field (its key: `price`, `status`). */
    field: z
      .string()
      .regex(AUDIT_FIELD_KEY, { error: 'Field must be a field key like price or status' })
      .optional(),
  }),
)
export type AuditListQuery = z.infer<typeof auditListQuerySchema>

export const auditRoutes = {
  /** Newest first. No route edits or deletes an event. */
  listAuditEvents: defineRoute({
    method: 'GET',
    path: '/audit',
    summary: 'List the audit trail: who changed what, newest first',
    auth: true,
    permission: anyOf({ key: 'audit', action: 'View' }),
    scope: { branch: 'branchId', filterOnly: true },
    query: auditListQuerySchema,
    response: listEnvelope(auditEventSchema),
  }),
}

/** Fields whose values are amounts of money: they read "$20.00". */
export const AUDIT_MONEY_FIELDS: readonly string[] = [
  'amount',
  'balance',
  'price',
  'compareAtPrice',
  'charge',
  'freeDeliveryAbove',
  'maxDiscount',
  'minOrderTotal',
  'minimumOrder',
  'difference',
  'cashCounted',
  'cashExpected',
  'cashHeld',
  'total',
]

/** Fields whose values are whole pounds: they read "1,500,000 LBP". */
export const AUDIT_LBP_FIELDS: readonly string[] = ['amountLbp']

/** Fields whose values are dollar rates: they read "89,500 LBP per dollar". */
const AUDIT_RATE_FIELDS: readonly string[] = ['lbpPerUsd']

/** Fields whose values are keys, by module: each key in words. */
const VALUE_WORDS: Partial<Record<ModuleKey, Record<string, Record<string, string>>>> = {
  order: { status: ORDER_STATUS_LABELS, paymentStatus: PAYMENT_STATUS_LABELS },
  'branch-orders': { status: ORDER_STATUS_LABELS },
  notification: { status: NOTIFICATION_STATUS_LABELS },
  wallets: { tender: WALLET_TENDER_LABELS },
}

/**
 * How a change is written (describeChange): in English, as the API and the History tab read
 * it, by default; the SPA's Activity screen hands its own, in the page's language and digits.
 */
export interface ChangeWriter {
  /** Dollars from their two-decimal text: "$20.00". */
  usd: (amount: string) => string
  /** Whole pounds: "1,500,000 LBP". */
  lbp: (amount: number) => string
  /** A dollar rate: "89,500 LBP per dollar". */
  rate: (lbpPerUsd: number) => string
  /** Any other number: "20". */
  number: (value: number) => string
  /** An English label or a key's words ("Price", "Out for delivery") in the writer's language. */
  words: (english: string) => string
  empty: () => string
  yes: () => string
  no: () => string
  passwordChanged: () => string
  /** A field set where it was empty: "Price $2.75". */
  set: (label: string, value: string) => string
  /** "Price from $1.50 to $2.75". */
  fromTo: (label: string, before: string, after: string) => string
}

export const ENGLISH_CHANGES: ChangeWriter = {
  usd: formatUsd,
  lbp: formatLbp,
  rate: formatRate,
  number: String,
  words: (english) => english,
  empty: () => 'empty',
  yes: () => 'Yes',
  no: () => 'No',
  passwordChanged: () => AUDIT_PASSWORD_CHANGED,
  set: (label, value) => `${label} ${value}`,
  fromTo: (label, before, after) => `${label} from ${before} to ${after}`,
}

/** A value as people read it: words for keys ("Out for delivery"), money as money ("$20.00"). */
export function auditValueInWords(
  value: AuditValue,
  field: string,
  module?: ModuleKey,
  write: ChangeWriter = ENGLISH_CHANGES,
): string {
  if (value === null || value === '') return write.empty()
  if (value === true) return write.yes()
  if (value === false) return write.no()
  const text = String(value)
  const words = module ? VALUE_WORDS[module]?.[field]?.[text] : undefined
  if (words) return write.words(words)
  if (AUDIT_MONEY_FIELDS.includes(field)) return write.usd(text)
  if (typeof value === 'number' && AUDIT_LBP_FIELDS.includes(field)) return write.lbp(value)
  if (typeof value === 'number' && AUDIT_RATE_FIELDS.includes(field)) return write.rate(value)
  return typeof value === 'number' ? write.number(value) : text
}

/**
 * "Price from $1.50 to $2.75", "Status from Pending to Out for delivery"; a
 * password change reads "password changed". `module` is the record's: a
 * key-valued field reads in its module's words. `write`: in another language.
 */
export function describeChange(
  change: AuditChange,
  module?: ModuleKey,
  write: ChangeWriter = ENGLISH_CHANGES,
): string {
  if (change.field === AUDIT_PASSWORD_FIELD) return write.passwordChanged()
  if (change.field === 'optionGroups' && change.before === null && typeof change.after === 'string')
    return write.words(change.after)
  const shown = (value: AuditValue) => auditValueInWords(value, change.field, module, write)
  const label = write.words(change.label)
  if (change.before === null && change.after !== null) return write.set(label, shown(change.after))
  return write.fromTo(label, shown(change.before), shown(change.after))
}

/**
 * How an event's sentence is written (describeEvent): in English by default; the SPA's
 * History tab hands its own, in the page's language. `record` is the record's label, or
 * undefined where the sentence need not name it; `changes` is '' when none.
 */
export interface EventWriter {
  change: ChangeWriter
  /** Between two changes: ", ". */
  apart: () => string
  /** "Rania Haddad changed Price from $1.50 to $2.75 (of “Falafel”)", or "… changed nothing". */
  changed: (who: string, changes: string, record: string | undefined) => string
  /** "Rania Haddad created this record" or "… created “Falafel”". */
  created: (who: string, record: string | undefined) => string
  /** "Karim Khoury moved “#1042”: Status from Pending to Accepted" (verb: AUDIT_VERBS). */
  did: (who: string, action: AuditAction, record: string, changes: string) => string
}

export const ENGLISH_EVENTS: EventWriter = {
  change: ENGLISH_CHANGES,
  apart: () => ', ',
  changed: (who, changes, record) =>
    `${who} changed ${changes || 'nothing'}${record === undefined ? '' : ` of “${record}”`}`,
  created: (who, record) =>
    `${who} created ${record === undefined ? 'this record' : `“${record}”`}`,
  did: (who, action, record, changes) =>
    `${who} ${AUDIT_VERBS[action]} “${record}”${changes ? `: ${changes}` : ''}`,
}

/**
 * An event in words: "Rania Haddad changed Price from $1.50 to $2.75",
 * "Karim Khoury moved “#1042”: Status from Pending to Accepted". `withRecord`
 * names the record of a change or create (the Activity screen); its own
 * History tab does not need to. `write`: in another language.
 */
export function describeEvent(
  event: Pick<AuditEvent, 'employeeName' | 'action' | 'recordLabel' | 'changes' | 'module'>,
  options: { withRecord?: boolean } = {},
  write: EventWriter = ENGLISH_EVENTS,
): string {
  const who = event.employeeName
  const changes = event.changes
    .map((c) => describeChange(c, event.module, write.change))
    .join(write.apart())
  const record = options.withRecord ? event.recordLabel : undefined
  if (event.action === 'update') return write.changed(who, changes, record)
  if (event.action === 'create') return write.created(who, record)
  return write.did(who, event.action, event.recordLabel, changes)
}

/** A product's option group as the audit reads it (what the product form sends). */
export interface AuditOptionGroup {
  name: string
  required?: boolean
  minSelect?: number
  maxSelect?: number
  options: { name: string; priceDelta?: string }[]
}

const groupRuleText = (g: AuditOptionGroup) =>
  `${g.required ? 'required, ' : ''}${g.minSelect ?? 0}–${g.maxSelect ?? 1}`

/**
 * What changed in a product's option groups, option by option: "Large: $1.00 →
 * $1.50", "Family added (+$4.00)", "Sauce removed", "Size: 0–1 → required,
 * 1–1"; "" when nothing a person reads changed.
 */
export function optionGroupChanges(
  before: readonly AuditOptionGroup[],
  after: readonly AuditOptionGroup[],
): string {
  const parts: string[] = []
  const price = (o: { priceDelta?: string }) => formatUsd(o.priceDelta ?? '0.00')
  for (const g of after) {
    const old = before.find((b) => b.name === g.name)
    if (!old) {
      parts.push(`${g.name} added`)
      continue
    }
    if (groupRuleText(old) !== groupRuleText(g))
      parts.push(`${g.name}: ${groupRuleText(old)} → ${groupRuleText(g)}`)
    for (const o of g.options) {
      const was = old.options.find((p) => p.name === o.name)
      if (!was) parts.push(`${o.name} added (+${price(o)})`)
      else if (price(was) !== price(o)) parts.push(`${o.name}: ${price(was)} → ${price(o)}`)
    }
    for (const o of old.options)
      if (!g.options.some((p) => p.name === o.name)) parts.push(`${o.name} removed`)
  }
  for (const g of before) if (!after.some((a) => a.name === g.name)) parts.push(`${g.name} removed`)
  return parts.join('; ')
}
