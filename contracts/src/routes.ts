import { z } from 'zod'
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  permissionsResponseSchema,
  resetPasswordRequestSchema,
  sendResetRequestSchema,
  employeeInformationSchema,
  preferencesRequestSchema,
} from './auth'
import { PERMISSIONS_PATH } from './constants'
import { can } from './registry'
import type { Action, ModuleKey } from './registry'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A status the API refuses a call with (`{ ErrorMessage, Errors? }`). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500

/** One action on one module, as a role's permission entries grant it. */
export interface Grant {
  key: ModuleKey
  action: Action
}

/**
 * Who may call a route: an employee whose role grants any one of the
 * actions (`anyOf`), or every one of them (`allOf`).
 */
export type PermissionRule =
  { readonly anyOf: readonly Grant[] } | { readonly allOf: readonly Grant[] }

/** Any one of these grants lets the employee call the route. */
export const anyOf = (...grants: Grant[]): PermissionRule => ({ anyOf: grants })
/** Only an employee holding every one of these grants may call the route. */
export const allOf = (...grants: Grant[]): PermissionRule => ({ allOf: grants })

/** The grants a rule names, in order. */
export const grantsOf = (rule: PermissionRule): readonly Grant[] =>
  'anyOf' in rule ? rule.anyOf : rule.allOf

/** Whether a role's permission entries satisfy the rule. */
export function permits(
  entries: readonly { key: ModuleKey; actions: readonly Action[] }[],
  rule: PermissionRule,
): boolean {
  const holds = (g: Grant) => can(entries, g.key, g.action)
  return 'anyOf' in rule ? rule.anyOf.some(holds) : rule.allOf.every(holds)
}

/** The rule in words, for the OpenAPI document and its 403s. */
export function permissionInWords(rule: PermissionRule): string {
  const grants = grantsOf(rule).map((g) => `${g.action} on ${g.key}`)
  if (grants.length === 1) return grants[0]!
  const last = grants.pop()!
  return `${grants.join(', ')} ${'anyOf' in rule ? 'or' : 'and'} ${last}`
}

/**
 * Parts of an answer only some callers get. The answer has two forms: with
 * `permission`, its top-level `fields`; without it, `otherwise` instead. The
 * mock's handler makes both and mount.ts leaves out the form the caller may
 * not have, so no handler decides who sees what.
 */
export interface RouteDetail {
  permission: PermissionRule
  /** The answer's fields only a caller granted `permission` gets. */
  fields: readonly string[]
  /** The answer's fields a caller without it gets in their place. */
  otherwise: readonly string[]
}

/** The detail rule in words, for the OpenAPI document. */
export function detailInWords(detail: RouteDetail): string {
  const list = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ')
  return `Only with ${permissionInWords(detail.permission)} does the answer carry ${list(detail.fields)}; without it, ${list(detail.otherwise)} instead (x-detail).`
}

/**
 * An answer (`Data`) of hits from several modules, each naming its module:
 * the caller gets only the hits of modules they may View, at most the
 * query's `limit` of them, and each hit's link opens its edit screen only
 * where they may Update, else its read view. The mock's handler answers every
 * module's hits, best first, with both links; mount.ts keeps what the caller
 * may have, so no handler decides who sees which module.
 */
export interface RouteHits {
  /** The hit's field naming its module (a registry key). */
  key: string
  /** The hit's link field: the edit screen (Update), or `viewLink`'s read view in its place. */
  link: string
  /** The field of the handler's hit holding the read view; never in the answer. */
  viewLink: string
  /** The query's field capping how many hits are answered. */
  limit: string
}

/** The hits rule in words, for the OpenAPI document. */
export const hitsInWords = (hits: RouteHits) =>
  `Only hits of the modules the caller's role may View are answered (the module in \`${hits.key}\`), at most \`${hits.limit}\`; \`${hits.link}\` opens the record's edit screen where the role may Update it, else its read view (x-hits).`

/**
 * A body field that hands out permissions (a role's `permissions`): an
 * employee may give, and take away, only what their own role holds. Where the
 * path's `:id` names the role, a role holding more than theirs is not theirs
 * to change or delete, and their own role keeps their access to employees and
 * roles. The mock enforces it before the handler runs (422, at the field when
 * the body's entries are refused).
 */
export interface RouteGrants {
  /** The body's field of permission entries (`{ key, actions }[]`). */
  field: string
}

/** The grants rule in words, for the OpenAPI document. */
export const grantsInWords = (grants: RouteGrants) =>
  `The body's \`${grants.field}\` may give or take away only what the caller's own role holds, a role that holds more than theirs is not theirs to change or delete, and their own role keeps its access to employees and roles (422, x-grants).`

type Entries = readonly { key: ModuleKey; actions: readonly Action[] }[]

/** True when `next` grants an action `current` does not (key by key, action by action). */
export const raises = (current: Entries, next: Entries = []) =>
  next.some((entry) => entry.actions.some((action) => !can(current, entry.key, action)))

/** True when `next` lacks an action on employees or roles that `current` has: a lock-out. */
export const losesStaffAccess = (current: Entries, next: Entries) =>
  current.some(
    (entry) =>
      (entry.key === 'employee' || entry.key === 'roles') &&
      entry.actions.some((action) => !can(next, entry.key, action)),
  )

/**
 * Which branches a route sees. An employee limited to some branches reaches
 * only records of those; anything of another branch does not exist for them
 * (404, never a 403 that would say it is there). The mock enforces it before
 * the handler runs:
 * - with `record`, the `:id` of the path names a record of that table, whose
 *   branch is `branch` (its field of that name, or what the function reads);
 * - a request field named `branch` (path, then query, then body) names a
 *   branch, which must exist and be one of theirs (unless `filterOnly`);
 * - lists and figures are narrowed to their branches.
 */
export interface RouteScope {
  /** The field that holds the branch id (of the request and of its records), or how a record gives it. */
  branch: string | ((record: Record<string, unknown>) => number | null | undefined)
  /** The table whose record the path's `:id` names. */
  record?: string
  /**
   * Request fields (path, query or body) that name a record of another table
   * (`{ riderId: 'rider' }`): it must exist and its `branch` be the employee's,
   * else the call is a 404, as for the route's own record.
   */
  references?: Readonly<Record<string, string>>
  /**
   * True where the request's field only filters a list: another branch's
   * finds nothing instead of being refused.
   */
  filterOnly?: boolean
  /**
   * How a request naming a branch outside theirs (or no branch at all) is
   * refused: 404 (the default), or 422 with the field's error where a form
   * sends the branch as one of its choices.
   */
  refuseBranch?: 404 | 422
}

/**
 * A call of the admin API: what it takes and what it answers. Paths are
 * relative to the API base and use `:name` for parameters.
 */
export interface RouteDescriptor<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method
  path: string
  summary: string
  /** More than the summary and who may call it, when the answer needs it (the OpenAPI description). */
  description?: string
  /** false for the calls made before sign-in. */
  auth: boolean
  /** Who may call it (`anyOf`, `allOf`); none = any signed-in employee. */
  permission?: PermissionRule
  /** Which branches it sees; none = it has nothing of a branch. */
  scope?: RouteScope
  /** Fields of the answer that need a further permission; none = every caller gets the whole answer. */
  detail?: RouteDetail
  /** A body field that hands out permissions: only what the caller holds; none = it grants nothing. */
  grants?: RouteGrants
  /** An answer of hits from several modules, each shown by the caller's permission on its module. */
  hits?: RouteHits
  /** The status of a success: 201 for calls that create a record, else 200. */
  successStatus?: 200 | 201
  /** How the body travels; JSON unless said otherwise. */
  bodyType?: 'json' | 'multipart'
  /**
   * Moves money or points: needs an `Idempotency-Key` header (idempotency.ts); the
   * first successful answer of a key is the answer to every repeat of it.
   */
  idempotent?: boolean
  /**
   * Refusals its shape does not imply (a wrong password's 401, a business
   * rule's 422, a rate limit's 429), or better words for one it does, each
   * saying when it happens. `routeStatuses` adds the rest.
   */
  refusals?: Partial<Record<RefusalStatus, string>>
  params?: P
  query?: Q
  body?: B
  response: R
}

export const defineRoute = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  route: RouteDescriptor<P, Q, B, R>,
) => route

/** Fills `:name` parameters of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/**
 * The four calls of docs/requirements.md#the-four-known-calls, shapes exactly as documented there,
 * and the signed-in employee's own password change and preferences (docs/requirements.md#languages).
 */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/employee/authenticate',
    summary: 'Sign in with e-mail and password',
    auth: false,
    body: loginRequestSchema,
    refusals: { 401: 'The e-mail and password do not match an active employee.' },
    response: loginResponseSchema,
  }),
  sendReset: defineRoute({
    method: 'POST',
    path: '/employee/reset-password',
    summary: 'E-mail a password reset link',
    auth: false,
    body: sendResetRequestSchema,
    refusals: {
      429: 'Too many asks for this address within the last hour (known and unknown addresses alike).',
    },
    response: messageResponseSchema,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/employee/reset-password',
    summary: 'Set a new password with the e-mailed token',
    auth: false,
    body: resetPasswordRequestSchema,
    refusals: {
      400: 'The link is unknown, used or expired (Errors.token), or the new password is not valid.',
    },
    response: messageResponseSchema,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/employee/password',
    summary: "Change the signed-in employee's own password",
    description:
      'With the current password. The session that changes it goes on; every other session of the employee ends. The change is in the audit trail (never the password).',
    auth: true,
    body: changePasswordRequestSchema,
    refusals: { 422: 'The current password is not right (Errors.currentPassword).' },
    response: messageResponseSchema,
  }),
  permissions: defineRoute({
    method: 'GET',
    path: PERMISSIONS_PATH,
    summary: "The signed-in employee's permission entries",
    auth: true,
    response: permissionsResponseSchema,
  }),
  preferences: defineRoute({
    method: 'PUT',
    path: '/employee/me/preferences',
    summary: "Save the signed-in employee's own preferences (the language they work in)",
    description:
      'Any signed-in employee, for themself only. Answers their `employeeInformation` as it now is; ' +
      'the next sign-in, on any device, answers the same language.',
    auth: true,
    body: preferencesRequestSchema,
    response: z.object({ Data: employeeInformationSchema }),
  }),
}
