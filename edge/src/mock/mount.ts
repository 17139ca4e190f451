import {
  API_ERRORS,
  AUTH_SCHEME,
  anyOf,
  isUnsafeMethod,
  losesStaffAccess,
  permits,
  raises,
} from 'contracts'
import type { ModuleKey, PermissionEntry, RouteDescriptor } from 'contracts'
import type { Hono } from 'hono'
import type { z } from 'zod'
import { REFUSED_BODY_DRAIN_BYTES, readAtMost } from '../body/limit'
import type { Actor, Binding, Call, MockEnv } from './context'
import { ApiFailure, businessRule, notFound, validationFailure } from './errors'
import { MOCK_MESSAGES } from './messages'
import { findSession } from './auth/sessions'
import { onceForKey } from './idempotency'
import { TABLE } from './rows'
import { EVERY_BRANCH, branchScope } from './scope'

/** JSON bodies above this are refused before parsing (uploads have their own limit). */
export const MAX_JSON_BYTES = 1024 * 1024

/**
 * Static segments win over parameters, left to right, so `/employee/roles`
 * is never taken for `/employee/:id`. Hono runs matching handlers in the order
 * they were added; the first one answers.
 */
export function compareRoutePaths(a: string, b: string): number {
  const sa = a.split('/')
  const sb = b.split('/')
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[i]
    const y = sb[i]
    if (x === undefined || y === undefined) return x === undefined ? 1 : -1
    const px = x.startsWith(':')
    const py = y.startsWith(':')
    if (px !== py) return px ? 1 : -1
  }
  return 0
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Validates with the contract schema. An object schema gets an object before
 * its refinements run (a refinement reading `null.field` would throw), and
 * a schema that throws anyway is a 400, never a 500.
 */
export function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string) {
  if (!schema) return undefined
  const refused = () =>
    new ApiFailure(400, API_ERRORS.validation, { [where]: `The ${where} must be a JSON object` })
  if ('shape' in schema && !isPlainObject(value)) throw refused()
  let result: ReturnType<S['safeParse']>
  try {
    result = schema.safeParse(value) as ReturnType<S['safeParse']>
  } catch {
    throw refused()
  }
  if (!result.success) throw validationFailure(result.error, where)
  return result.data
}

function queryObject(url: string) {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of new URL(url).searchParams) {
    const prev = out[name]
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

/** The JSON body, read through a byte counter: more than MAX_JSON_BYTES is a 413, chunked or not. */
export async function readJson(request: Request): Promise<unknown> {
  const bytes = await readAtMost(request, MAX_JSON_BYTES, { drainUpTo: REFUSED_BODY_DRAIN_BYTES })
  if (!bytes) throw new ApiFailure(413, API_ERRORS.bodyTooLarge)
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiFailure(400, MOCK_MESSAGES.invalidJson, { body: MOCK_MESSAGES.invalidJson })
  }
}

/** 401 without a valid session; 403 when the role does not satisfy the route's `permission`. */
async function authorize(call: Call, route: RouteDescriptor): Promise<Actor> {
  const header = call.c.req.header('Authorization') ?? ''
  const [scheme, token, extra] = header.trim().split(/\s+/)
  if (scheme !== AUTH_SCHEME || !token || extra !== undefined) {
    throw new ApiFailure(401, API_ERRORS.unauthorized)
  }
  const actor = await findSession(call.store, token)
  if (!actor) throw new ApiFailure(401, API_ERRORS.unauthorized)
  call.c.set('actor', actor)
  if (route.permission && !permits(actor.role.permissions, route.permission)) {
    throw new ApiFailure(403, API_ERRORS.forbidden)
  }
  return actor
}

/**
 * The route's branch scope, from its declaration: the actor's branches on
 * `call.scope` (every branch on a route without `scope`); the record the
 * path names, when it is of another branch, not found; a branch the request
 * names that is not theirs (or none at all) refused, 404 or the declared 422.
 */
function enforceScope(call: Call, route: RouteDescriptor) {
  const declared = route.scope
  if (!declared) {
    call.scope = EVERY_BRANCH
    return
  }
  const scope = branchScope(call.store, call.actor)
  call.scope = scope
  const { branch } = declared
  /** A record of `table` by id, when it is of the actor's branches; else a 404. */
  const reach = (table: string, id: unknown) => {
    const row = typeof id === 'number' ? call.store.records(table).get(id) : undefined
    if (!row) throw notFound()
    const of = typeof branch === 'function' ? branch(row) : row[branch]
    if (typeof of === 'number' && !scope.has(of)) throw notFound()
    return row
  }
  if (declared.record) call.record = reach(declared.record, (call.params as { id?: number }).id)
  const sources = [declared.record ? undefined : call.params, call.query, call.body].map(
    (source) => (source ?? {}) as Record<string, unknown>,
  )
  for (const [field, table] of Object.entries(declared.references ?? {})) {
    // `none` names no record (`?riderId=none`: the orders no rider took out).
    for (const source of sources)
      if (source[field] !== undefined && source[field] !== 'none') reach(table, source[field])
  }
  if (typeof branch !== 'string' || declared.filterOnly) return
  for (const source of sources) {
    const value = source[branch]
    if (typeof value !== 'number') continue
    if (call.store.table(TABLE.branch).has(value) && scope.has(value)) continue
    if (declared.refuseBranch !== 422) throw notFound()
    const message = MOCK_MESSAGES.unknownReference('branch')
    throw businessRule(message, { [branch]: message })
  }
}

/**
 * The route's `grants`: the body's permission entries hold nothing the
 * caller's role does not; a role the path names that holds more than theirs
 * is not theirs to change or delete; their own role keeps their access to
 * employees and roles. Where the handler would answer first (no such role:
 * 404; a stale version: 409), it is left to answer.
 */
function enforceGrants(call: Call, route: RouteDescriptor) {
  const { field } = route.grants ?? {}
  if (!field) return
  const own = call.actor.role.permissions
  const body = (call.body ?? {}) as Record<string, unknown>
  const id = (call.params as { id?: number } | undefined)?.id
  const role = id === undefined ? undefined : call.store.table(TABLE.role).get(id)
  if (id !== undefined && (!role || (body.version !== undefined && body.version !== role.version)))
    return
  if (role && raises(own, role.permissions)) throw businessRule(MOCK_MESSAGES.roleChangeAboveOwn)
  const next = body[field] as PermissionEntry[] | undefined
  if (!next) return
  const mine = role?.id === call.actor.role.id
  const refused = (message: string) => businessRule(message, { [field]: message })
  if (raises(own, next))
    throw refused(mine ? MOCK_MESSAGES.ownRoleRaise : MOCK_MESSAGES.roleAboveOwn)
  if (mine && losesStaffAccess(own, next)) throw refused(MOCK_MESSAGES.ownStaffAccess)
}

/**
 * The answer in the form the caller may have, by the route's `detail`:
 * without its permission the detail fields are left out, with it the fields
 * given in their place are. A route without `detail` answers as it is.
 */
function shownTo(call: Call, route: RouteDescriptor, answer: unknown): unknown {
  const { detail } = route
  if (route.hits) return hitsShownTo(call, route.hits, answer)
  if (!detail || !isPlainObject(answer)) return answer
  const granted = permits(call.actor.role.permissions, detail.permission)
  const shown = { ...(answer as Record<string, unknown>) }
  for (const field of granted ? detail.otherwise : detail.fields) delete shown[field]
  return shown
}

/** Whether the caller's role may do `action` in the module `key`. */
const may = (call: Call, key: unknown, action: 'View' | 'Update') =>
  permits(call.actor.role.permissions, anyOf({ key: key as ModuleKey, action }))

/**
 * The hits of the route's `hits` the caller may have: those of modules their
 * role may View, the first `limit` of them, each linking to the edit screen
 * where they may Update and else to the read view.
 */
function hitsShownTo(
  call: Call,
  hits: NonNullable<RouteDescriptor['hits']>,
  answer: unknown,
): unknown {
  const all = (answer as { Data?: unknown }).Data
  if (!Array.isArray(all)) return answer
  const limit = (call.query as Record<string, number>)[hits.limit]
  const shown = (all as Record<string, unknown>[])
    .filter((hit) => may(call, hit[hits.key], 'View'))
    .slice(0, limit)
    .map(({ [hits.viewLink]: view, ...hit }) =>
      may(call, hit[hits.key], 'Update') ? hit : { ...hit, [hits.link]: view },
    )
  return { ...(answer as object), Data: shown }
}

/**
 * Adds every binding to the app: authorization and permission from the
 * descriptor, then params, query and body validated with its schemas, then
 * its branch scope and the permissions it may grant, then the handler, whose answer keeps only the detail the
 * caller may have. No handler checks a permission or a branch itself. A handler returns a Response or data that is sent as JSON. The
 * handler of a write runs as one store transaction: what it changes and the
 * audit event it records are kept together, or neither when it throws.
 */
export function mountRoutes(app: Hono<MockEnv>, bindings: readonly Binding[]) {
  const sorted = [...bindings].sort((a, b) => compareRoutePaths(a.route.path, b.route.path))
  for (const binding of sorted) {
    const { route } = binding
    app.on(route.method, route.path, async (c) => {
      const call = { c, store: c.get('store') } as Call
      if (route.auth) call.actor = await authorize(call, route)
      call.params = parse(route.params, c.req.param(), 'params') as never
      call.query = parse(route.query, queryObject(c.req.url), 'query') as never
      if (route.body && route.bodyType !== 'multipart')
        call.body = parse(route.body, await readJson(c.req.raw), 'body') as never
      enforceScope(call, route)
      enforceGrants(call, route)
      if (route.hits) call.sees = (key) => may(call, key, 'View')
      const answer = async () => {
        if (route.idempotent) {
          const { status, body } = onceForKey(call, route, () => binding.handler(call))
          return c.json(shownTo(call, route, body) as object, status as 200)
        }
        const result = await binding.handler(call)
        return result instanceof Response ? result : c.json(shownTo(call, route, result) as object)
      }
      return isUnsafeMethod(route.method) ? call.store.transaction(answer) : answer()
    })
  }
}
