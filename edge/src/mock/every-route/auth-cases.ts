import { CLIENT_ID, authRoutes } from 'contracts'
import { DEMO_SIGN_INS } from '../../../scripts/demo-sign-ins.mjs'
import type { EmployeeRow } from '../rows'
import { INTERNAL, TABLE } from '../rows'
import { ADMIN, forged, oversized } from './cases'
import type { Ask, CaseContext, Cases } from './cases'

/** The cases of the four sign-in calls and the employee's own preferences. */

const LOGIN = authRoutes.login.path
const RESET = authRoutes.sendReset.path
const PREFERENCES = authRoutes.preferences.path
const VIEWER = 'viewer@demo.test'
const choose = (body: unknown): Ask => ({ as: VIEWER, path: PREFERENCES, body })

const signIn = (password: string): Ask => ({
  as: null,
  path: LOGIN,
  body: { email: ADMIN, password, clientId: CLIENT_ID },
})
const askReset = (email: string): Ask => ({
  as: null,
  path: RESET,
  body: { email, clientId: CLIENT_ID },
})
const ADMIN_PASSWORD = DEMO_SIGN_INS.find((d) => d.email === ADMIN)!.password

/** An active employee who is not a demo sign-in (resetting them breaks no other case). */
function bystander(ctx: CaseContext): EmployeeRow {
  const demos = new Set<string>(DEMO_SIGN_INS.map((d) => d.email))
  const row = [...ctx.mock.store.table(TABLE.employee).values()].find(
    (e) => e.isActive && !demos.has(e.email),
  )
  if (!row) throw new Error('the seed has no active employee besides the demos')
  return row
}

export const AUTH_CASES: Record<keyof typeof authRoutes, Cases> = {
  login: {
    200: () => signIn(ADMIN_PASSWORD),
    400: () => ({ ...signIn(ADMIN_PASSWORD), body: { email: ADMIN, clientId: CLIENT_ID } }),
    401: () => signIn('Wrong1234'),
    403: () => forged(signIn(ADMIN_PASSWORD)),
    413: () => oversized(null, LOGIN),
  },
  sendReset: {
    200: () => askReset('someone@demo.test'),
    400: () => askReset('not an address'),
    403: () => forged(askReset('someone@demo.test')),
    413: () => oversized(null, RESET),
    // The sixth ask within the hour.
    429: async (ctx) => {
      const flood = askReset('flood@demo.test')
      for (let i = 0; i < 5; i++) {
        const res = await ctx.mock.call('POST', RESET, { body: flood.body })
        if (res.status !== 200) throw new Error(`ask ${i + 1} answered ${res.status}`)
      }
      return flood
    },
  },
  resetPassword: {
    200: async (ctx) => {
      const { email } = bystander(ctx)
      await ctx.mock.call('POST', RESET, { body: askReset(email).body })
      const mail = [...ctx.mock.store.table(INTERNAL.outbox).values()]
        .reverse()
        .find((m) => m.to === email)
      const token = new URL(mail!.link!, 'http://mock').searchParams.get('token')
      return { as: null, path: RESET, body: { token, newPassword: 'Changed1234' } }
    },
    400: () => ({
      as: null,
      path: RESET,
      body: { token: 'no-such-link', newPassword: 'Changed1234' },
    }),
    403: () =>
      forged({
        as: null,
        path: RESET,
        body: { token: 'no-such-link', newPassword: 'Changed1234' },
      }),
    413: () => oversized(null, RESET),
  },
  // The role keeper's own password (the cases after it sign in with no password of theirs).
  changePassword: {
    200: () => ({
      as: 'roleKeeper',
      path: authRoutes.changePassword.path,
      body: { currentPassword: 'Keeper1234', newPassword: 'Changed1234' },
    }),
    400: () => ({
      as: 'roleKeeper',
      path: authRoutes.changePassword.path,
      body: { currentPassword: 'Changed1234', newPassword: 'short' },
    }),
    401: () => ({
      as: null,
      path: authRoutes.changePassword.path,
      body: { currentPassword: 'Keeper1234', newPassword: 'Changed1234' },
    }),
    403: () =>
      forged({
        as: 'roleKeeper',
        path: authRoutes.changePassword.path,
        body: { currentPassword: 'Changed1234', newPassword: 'Again1234' },
      }),
    413: () => oversized('roleKeeper', authRoutes.changePassword.path),
    422: () => ({
      as: 'roleKeeper',
      path: authRoutes.changePassword.path,
      body: { currentPassword: 'Wrong1234', newPassword: 'Again1234' },
    }),
  },
  permissions: {
    200: () => ({ as: ADMIN, path: authRoutes.permissions.path }),
    401: () => ({ as: null, path: authRoutes.permissions.path }),
  },
  preferences: {
    200: () => choose({ language: 'en' }),
    400: () => choose({ language: 'fr' }),
    401: () => ({ ...choose({ language: 'en' }), as: null }),
    403: () => forged(choose({ language: 'en' })),
    413: () => oversized(VIEWER, PREFERENCES),
  },
}
