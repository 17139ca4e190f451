import { MODULE_KEYS, TOKEN_TTL_MS } from 'contracts'
import type { PermissionEntry } from 'contracts'
import type { Actor } from '../context'
import { INTERNAL, TABLE } from '../rows'
import type { Store } from '../store/store'
import { randomToken } from './passwords'

/**
 * Sessions are stored under the SHA-256 of their token, so the persisted
 * state never holds a usable token.
 */
export async function tokenKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A new 256-bit token per sign-in, valid TOKEN_TTL_MS. */
export async function createSession(store: Store, employeeId: number) {
  const sessions = store.table(INTERNAL.session)
  const now = store.now()
  for (const [key, s] of [...sessions.entries()]) if (s.expiresAt <= now) sessions.delete(key)
  const token = randomToken(32)
  const expiresAt = now + TOKEN_TTL_MS
  sessions.put(await tokenKey(token), { employeeId, expiresAt })
  return { token, expiresAt }
}

/**
 * Ends every session of an employee (after a password reset or deactivation), but the one
 * stored under `keep` (the session that changed its own password goes on).
 */
export function endSessions(store: Store, employeeId: number, keep?: string) {
  const sessions = store.table(INTERNAL.session)
  for (const [key, s] of [...sessions.entries()])
    if (s.employeeId === employeeId && key !== keep) sessions.delete(key)
}

/** The actor of a token, or undefined when unknown, expired, or the employee is gone or inactive. */
export async function findSession(store: Store, token: string): Promise<Actor | undefined> {
  if (token.length > 512) return undefined
  const sessionKey = await tokenKey(token)
  const session = store.table(INTERNAL.session).get(sessionKey)
  if (!session || session.expiresAt <= store.now()) return undefined
  const employee = store.table(TABLE.employee).get(session.employeeId)
  if (!employee || !employee.isActive) return undefined
  const role = store.table(TABLE.role).get(employee.roleId)
  if (!role) return undefined
  return { employee, role, sessionKey }
}

/** A role's entries in registry order, so "the first permitted module" is predictable. */
export function orderedPermissions(entries: readonly PermissionEntry[]): PermissionEntry[] {
  return [...entries]
    .filter((e) => e.actions.length > 0)
    .sort((a, b) => MODULE_KEYS.indexOf(a.key) - MODULE_KEYS.indexOf(b.key))
}
