import { ACTIONS, MODULE_KEYS, SESSION_LOCAL_KEYS, STORAGE_KEYS } from 'contracts'
import type { EmployeeInformation, LoginResponse, PermissionEntry } from 'contracts'

/** What the browser keeps of a session, under the fixed keys of docs/requirements.md#session-and-sign-in. */
export interface StoredSession {
  token: string
  /** ISO instant; undefined when it was not stored or cannot be read. */
  tokenExpiry: string | undefined
  employee: EmployeeInformation | undefined
  components: PermissionEntry[]
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/*
 * Shapes are checked by hand rather than with the contracts' zod schemas: this
 * module is part of the first script every page loads, and zod is not.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function asEmployee(value: unknown): EmployeeInformation | undefined {
  if (!isRecord(value)) return undefined
  const { id, firstName, lastName, email, roleId, roleName } = value
  if (typeof id !== 'number' || typeof roleId !== 'number') return undefined
  if (![firstName, lastName, email, roleName].every((s) => typeof s === 'string')) return undefined
  // A session stored before the branches were part of it: the permissions' read brings them.
  const branchIds = Array.isArray(value.branchIds)
    ? value.branchIds.filter((b): b is number => typeof b === 'number')
    : []
  return { ...(value as unknown as EmployeeInformation), branchIds }
}

function asPermissions(value: unknown): PermissionEntry[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (e): e is PermissionEntry =>
      isRecord(e) &&
      (MODULE_KEYS as readonly unknown[]).includes(e.key) &&
      Array.isArray(e.actions) &&
      e.actions.every((a) => (ACTIONS as readonly unknown[]).includes(a)),
  )
}

/** Signed in exactly when a token is stored (docs/requirements.md#session-and-sign-in). */
export function readSession(store: KeyValueStore): StoredSession | null {
  const token = store.getItem(STORAGE_KEYS.accessToken)
  if (!token) return null
  return {
    token,
    tokenExpiry: store.getItem(STORAGE_KEYS.tokenExpiry) ?? undefined,
    employee: asEmployee(readJson(store, STORAGE_KEYS.userInfo)),
    components: asPermissions(readJson(store, STORAGE_KEYS.components)),
  }
}

/** Saves the four values of a successful sign-in (docs/requirements.md#session-and-sign-in). */
export function saveSession(store: KeyValueStore, login: LoginResponse): void {
  store.setItem(STORAGE_KEYS.accessToken, login.token)
  store.setItem(STORAGE_KEYS.tokenExpiry, login.tokenExpiry)
  store.setItem(STORAGE_KEYS.userInfo, JSON.stringify(login.employeeInformation))
  store.setItem(STORAGE_KEYS.components, JSON.stringify(login.components))
}

/**
 * Removes the four keys (docs/requirements.md#session-and-sign-in: logout removes token, expiry, user info and components),
 * and what else the session kept (the palette's recent records).
 */
export function clearStoredSession(store: KeyValueStore): void {
  for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key)
  for (const key of Object.values(SESSION_LOCAL_KEYS)) store.removeItem(key)
}

/**
 * Milliseconds until the token expires (≤ 0 once it has); undefined when the
 * expiry is missing or unreadable, in which case the server's 401 decides.
 */
export function msUntilExpiry(
  session: StoredSession,
  now: number = Date.now(),
): number | undefined {
  if (!session.tokenExpiry) return undefined
  const at = Date.parse(session.tokenExpiry)
  if (Number.isNaN(at)) return undefined
  return at - now
}

export function isExpired(session: StoredSession, now: number = Date.now()): boolean {
  const left = msUntilExpiry(session, now)
  return left !== undefined && left <= 0
}

/** True when a storage event touched one of the session keys (another tab signed in or out). */
export function isSessionKey(key: string | null): boolean {
  return key === null || (Object.values(STORAGE_KEYS) as string[]).includes(key)
}
