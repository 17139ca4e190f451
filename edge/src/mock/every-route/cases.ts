import { CLIENT_ID, XSRF_HEADER, anyOf, permits } from 'contracts'
import type { Action, ModuleKey, PermissionEntry, PermissionRule, RouteStatus } from 'contracts'
import { MAX_JSON_BYTES } from '../mount'
import { openTestMock, signInEveryDemo } from '../testing'
import type { DemoEmail, TestMock } from '../testing'

/**
 * The requests of the route tests: for each route, one request per status it
 * can answer. A case is made when it runs, from the state of the store then
 * (earlier cases change rows).
 */

/** Who sends a request: a demo employee, or the role keeper (roles and employees only). */
export type Who = DemoEmail | 'roleKeeper'

/** A request of a case; `as: null` sends no token. */
export interface Ask {
  as: Who | null
  path: string
  body?: unknown
  raw?: BodyInit
  headers?: Record<string, string>
}

export interface CaseContext {
  mock: TestMock
  tokens: Record<Who, string>
  permissions: Record<DemoEmail, PermissionEntry[]>
}

export type Case = (ctx: CaseContext) => Ask | Promise<Ask>
export type Cases = Partial<Record<RouteStatus, Case>>

export const ADMIN: DemoEmail = 'admin@demo.test'

/** The same request with an anti-forgery header that differs from the cookie. */
export const forged = (ask: Ask): Ask => ({
  ...ask,
  headers: { ...ask.headers, [XSRF_HEADER]: 'forged' },
})

/** A JSON body one byte over the limit. */
export const oversized = (as: Who | null, path: string): Ask => ({
  as,
  path,
  raw: ' '.repeat(MAX_JSON_BYTES + 1),
  headers: { 'Content-Type': 'application/json' },
})

/** The first demo employee whose role does not satisfy a rule (or lacks an action). */
export function lacking(ctx: CaseContext, rule: PermissionRule): DemoEmail
export function lacking(ctx: CaseContext, key: ModuleKey, action: Action): DemoEmail
export function lacking(
  ctx: CaseContext,
  rule: PermissionRule | ModuleKey,
  action?: Action,
): DemoEmail {
  const r = typeof rule === 'string' ? anyOf({ key: rule, action: action! }) : rule
  const entry = Object.entries(ctx.permissions).find(([, p]) => !permits(p, r))
  if (!entry) throw new Error(`every demo role satisfies ${JSON.stringify(r)}`)
  return entry[0] as DemoEmail
}

/** Manages roles and reads employees, nothing else: less than the admin's every permission. */
const ROLE_KEEPER = {
  role: {
    name: 'Role keeper',
    description: '',
    permissions: [
      { key: 'employee', actions: ['View'] },
      { key: 'roles', actions: ['View', 'Add', 'Update'] },
    ],
  },
  email: 'role-keeper@demo.test',
  password: 'Keeper1234',
}

/** A fresh mock, every demo employee and the role keeper signed in, and their permissions. */
export async function openCaseContext(): Promise<CaseContext> {
  const mock = await openTestMock()
  const demos = await signInEveryDemo(mock)
  const admin = demos[ADMIN]
  const permissions = {} as Record<DemoEmail, PermissionEntry[]>
  for (const [email, token] of Object.entries(demos)) {
    const res = await mock.call('GET', '/employee/permissions', { token })
    permissions[email as DemoEmail] = res.json.Data
  }
  const role = await mock.call('POST', '/roles', { token: admin, body: ROLE_KEEPER.role })
  const { email, password } = ROLE_KEEPER
  const employee = await mock.call('POST', '/employee', {
    token: admin,
    body: {
      firstName: 'Role',
      lastName: 'Keeper',
      email,
      phone: '+96171123456',
      password,
      roleId: role.json.Data.id,
    },
  })
  if (employee.status !== 201) throw new Error(`the role keeper was refused: ${employee.text}`)
  const signIn = await mock.call('POST', '/employee/authenticate', {
    body: { email, password, clientId: CLIENT_ID },
  })
  return { mock, tokens: { ...demos, roleKeeper: signIn.json.token }, permissions }
}
