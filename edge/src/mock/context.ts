import type { Context } from 'hono'
import type { Action, ModuleKey, RouteDescriptor } from 'contracts'
import type { z } from 'zod'
import type { Store } from './store/store'
import type { EmployeeRow, RoleRow } from './rows'

type Permission = { key: ModuleKey; action: Action }

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
}

export interface Binding {
  route: RouteDescriptor
  handler: (call: Call) => unknown
  /**
   * A permission (or several, any one will do) that lets the request through
   * instead of the route's own; the handler then narrows what such an actor
   * reaches.
   */
  alternative?: Permission | readonly Permission[]
}

/** Pairs a contract route with the handler that answers it. */
export const bind = <D extends RouteDescriptor>(
  route: D,
  handler: (call: Call<D>) => unknown,
  alternative?: Binding['alternative'],
): Binding => ({
  route,
  handler: handler as (call: Call) => unknown,
  ...(alternative ? { alternative } : {}),
})
