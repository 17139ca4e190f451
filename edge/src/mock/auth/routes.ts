import { PASSWORD_CHANGE, recordEvent, recordLabelOf } from '../audit/record'
import { MESSAGES, RESET_TOKEN_TTL_MS, authRoutes } from 'contracts'
import type { LoginResponse } from 'contracts'
import { bind } from '../context'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import type { EmployeeRow, OutboxRow, RoleRow } from '../rows'
import { INTERNAL, TABLE } from '../rows'
import type { Store } from '../store/store'
import { countResetRequest } from './resetLimit'
import { hashPassword, randomToken, seedPasswordHash, verifyPassword } from './passwords'
import { createSession, endSessions, orderedPermissions, tokenKey } from './sessions'

const normalEmail = (email: string) => email.trim().toLowerCase()

export function employeeByEmail(store: Store, email: string): EmployeeRow | undefined {
  const wanted = normalEmail(email)
  for (const e of store.table(TABLE.employee).values()) {
    if (e.email.toLowerCase() === wanted) return e
  }
  return undefined
}

/** The `employeeInformation` of the sign-in answer (docs/requirements.md#the-four-known-calls). */
export const employeeInformation = (store: Store, employee: EmployeeRow, role: RoleRow) => ({
  id: employee.id,
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  roleId: role.id,
  roleName: role.name,
  language: store.table(INTERNAL.preference).get(employee.id)?.language ?? 'en',
  branchIds: [...employee.branchIds],
})

/** Puts an e-mail in the dev outbox (mock mode sends nothing). */
export function sendMail(store: Store, mail: Omit<OutboxRow, 'id' | 'sentAt'>) {
  const id = store.nextId(INTERNAL.outbox)
  const row: OutboxRow = { id, ...mail, sentAt: new Date(store.now()).toISOString() }
  store.table(INTERNAL.outbox).put(id, row)
  return row
}

/** A single-use reset link for an employee, valid RESET_TOKEN_TTL_MS (expired links are dropped). */
export async function mailResetLink(store: Store, employee: EmployeeRow) {
  const tokens = store.table(INTERNAL.resetToken)
  for (const [key, t] of [...tokens.entries()]) if (t.expiresAt <= store.now()) tokens.delete(key)
  const token = randomToken(32)
  tokens.put(await tokenKey(token), {
    employeeId: employee.id,
    expiresAt: store.now() + RESET_TOKEN_TTL_MS,
  })
  const link = `/reset-password?token=${token}`
  return sendMail(store, {
    to: employee.email,
    subject: MOCK_MESSAGES.resetSubject,
    text:
      `Hello ${employee.firstName},\n\nOpen this link within one hour to choose a new password:\n` +
      `${link}\n\nIf you did not ask for it, ignore this e-mail.`,
    link,
  })
}

/** The trail's line of a new password: that it changed, nothing of it. */
const recordPasswordChange = (c: Parameters<typeof recordEvent>[0], employee: EmployeeRow) =>
  recordEvent(c, {
    module: 'employee',
    recordId: employee.id,
    recordLabel: recordLabelOf(employee),
    action: 'update',
    changes: [PASSWORD_CHANGE],
  })

/** The four calls of docs/requirements.md#the-four-known-calls, and the employee's own password change. */
export const authBindings = [
  bind(authRoutes.login, async ({ c, store, body }) => {
    const employee = employeeByEmail(store, body.email)
    const credential = employee ? store.table(INTERNAL.credential).get(employee.id) : undefined
    // Unknown e-mails spend the same time on a hash, so timing does not tell them apart.
    const stored = credential?.passwordHash ?? (await seedPasswordHash('not-a-password'))
    const valid = (await verifyPassword(body.password, stored)) && credential !== undefined
    const role = employee && store.table(TABLE.role).get(employee.roleId)
    if (!valid || !employee || !employee.isActive || !role) {
      throw new ApiFailure(401, MESSAGES.loginFailed)
    }
    const session = await createSession(store, employee.id)
    const now = new Date(store.now()).toISOString()
    store.table(TABLE.employee).put(employee.id, { ...employee, lastLoginAt: now })
    const answer: LoginResponse = {
      token: session.token,
      tokenExpiry: new Date(session.expiresAt).toISOString(),
      components: orderedPermissions(role.permissions),
      employeeInformation: employeeInformation(store, employee, role),
    }
    return c.json(answer)
  }),

  bind(authRoutes.sendReset, async ({ store, body }) => {
    await countResetRequest(store, body.email)
    const employee = employeeByEmail(store, body.email)
    if (employee?.isActive) await mailResetLink(store, employee)
    return { Data: { Message: MESSAGES.sendEmailSucceeded } }
  }),

  bind(authRoutes.resetPassword, async ({ c, store, body }) => {
    const tokens = store.table(INTERNAL.resetToken)
    const key = await tokenKey(body.token)
    const reset = tokens.get(key)
    const employee = reset && store.table(TABLE.employee).get(reset.employeeId)
    if (!reset || reset.expiresAt <= store.now() || !employee) {
      throw new ApiFailure(400, MOCK_MESSAGES.resetLinkInvalid, {
        token: MOCK_MESSAGES.resetLinkInvalid,
      })
    }
    // This link and every other one still outstanding for the employee: one reset ends them all.
    for (const [k, t] of [...tokens.entries()]) if (t.employeeId === employee.id) tokens.delete(k)
    store.table(INTERNAL.credential).put(employee.id, {
      employeeId: employee.id,
      passwordHash: await hashPassword(body.newPassword),
    })
    endSessions(store, employee.id)
    // Signed in or not, the employee who followed the link is the one acting.
    const role = store.table(TABLE.role).get(employee.roleId)
    if (role) c.set('actor', { employee, role, sessionKey: '' })
    recordPasswordChange(c, employee)
    return { Data: { Message: MESSAGES.resetSucceeded } }
  }),

  bind(authRoutes.changePassword, async ({ c, store, body, actor }) => {
    const { employee } = actor
    const credentials = store.table(INTERNAL.credential)
    const credential = credentials.get(employee.id)
    if (!credential || !(await verifyPassword(body.currentPassword, credential.passwordHash))) {
      throw new ApiFailure(422, MESSAGES.currentPasswordWrong, {
        currentPassword: MESSAGES.currentPasswordWrong,
      })
    }
    credentials.put(employee.id, {
      employeeId: employee.id,
      passwordHash: await hashPassword(body.newPassword),
    })
    // This session goes on; every other one of the employee ends (a tab elsewhere signs in again).
    endSessions(store, employee.id, actor.sessionKey)
    recordPasswordChange(c, employee)
    return { Data: { Message: MESSAGES.passwordChanged } }
  }),

  bind(authRoutes.permissions, ({ actor }) => ({
    Data: orderedPermissions(actor.role.permissions),
    branchIds: [...actor.employee.branchIds],
  })),

  bind(authRoutes.preferences, ({ store, actor, body }) => {
    const { employee, role } = actor
    store
      .table(INTERNAL.preference)
      .put(employee.id, { employeeId: employee.id, language: body.language })
    return { Data: employeeInformation(store, employee, role) }
  }),
]
