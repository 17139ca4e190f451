import type { Context } from 'hono'
import type { RouteDescriptor } from 'contracts'
import type { z } from 'zod'
import type { Store } from './store/store'
import type { EmployeeRow, RoleRow, Row, TableName, Tables } from './rows'
import { notFound } from './errors'
import type { BranchScope } from './scope'

/**
 * What every request carries: the store and, once a route with `auth` has
 * authorized it, the acting employee (`c.get('actor')`), which the write path
 * reads to sign the audit event. `withoutAuditEvent` is the benchmark's
 * baseline write (see BENCH_WITHOUT_EVENT_HEADER), never set otherwise.
 */
export type MockEnv = {
  Variables: { store: Store; actor?: Actor; withoutAuditEvent?: true }
}

/** The signed-in employee of a request and their role, read fresh from the store. */
export interface Actor {
  employee: EmployeeRow
  role: RoleRow
  sessionKey: string
}

type Out<T> = [T] extends [z.ZodType] ? z.output<T> : undefined

/** What a route handler gets: validated params, query and body, the store and the actor. */
export interface Call<D extends RouteDescriptor = RouteDescriptor> {
  c: Context<MockEnv>
  store: Store
  /** Set on routes with `auth: true`; reading it on an open route is a programming error. */
  actor: Actor
  params: Out<NonNullable<D['params']>>
  query: Out<NonNullable<D['query']>>
  body: Out<NonNullable<D['body']>>
  /** The actor's branches on a route that declares `scope`; every branch on others. */
  scope: BranchScope
  /** The record the path's `:id` names, on a route whose scope declares its `record`. */
  record?: Row
  /**
   * On a route that declares `hits`: whether the caller may View a module. mount.ts keeps
   * only those modules' hits; the handler may spare itself the search of the others.
   */
  sees?: (key: string) => boolean
}

export interface Binding {
  route: RouteDescriptor
  handler: (call: Call) => unknown
}

/** Pairs a contract route with the handler that answers it. */
export const bind = <D extends RouteDescriptor>(
  route: D,
  handler: (call: Call<D>) => unknown,
): Binding => ({ route, handler: handler as (call: Call) => unknown })

/**
 * The record of `table` the path's `:id` names. On a route whose scope
 * declares the record, mount has already refused one of another branch.
 */
export const pathRecord = <K extends TableName>(
  call: { store: Store; params: unknown },
  table: K,
): Tables[K] => recordOf(call.store, table, (call.params as { id: number }).id)

/**
 * The record of `table` by id, or a 404. Its branch is the route's scope's
 * business (mount.ts), never the caller's.
 */
export function recordOf<K extends TableName>(store: Store, table: K, id: number): Tables[K] {
  const row = store.table(table).get(id)
  if (!row) throw notFound()
  return row
}
