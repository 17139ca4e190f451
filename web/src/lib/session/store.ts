import {
  clearStoredSession,
  isExpired,
  isSessionKey,
  msUntilExpiry,
  readSession,
  saveSession,
} from './storage'
import type { StoredSession } from './storage'
import { STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'

/**
 * The session store: localStorage is the truth (signed in exactly when a token
 * is stored); this keeps a snapshot for React, ends the session at its expiry,
 * and follows other tabs through the storage event.
 */

/**
 * A session as the app sees it: what is stored, plus an id of its own that
 * changes with every sign-in (in this tab or another), even one that gets the
 * same token again. Queries that belong to one session key on it.
 */
export interface Session extends StoredSession {
  id: number
}

type Listener = () => void
const listeners = new Set<Listener>()
let snapshot: Session | null = null
let lastSessionId = 0
let expiryTimer: ReturnType<typeof setTimeout> | undefined
let started = false

/** Longest delay setTimeout accepts; longer expiries are re-armed. */
const MAX_TIMER_MS = 2_147_483_647

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function emit() {
  for (const listener of listeners) listener()
}

function armExpiryTimer() {
  clearTimeout(expiryTimer)
  expiryTimer = undefined
  if (!snapshot) return
  const left = msUntilExpiry(snapshot)
  if (left === undefined) return
  expiryTimer = setTimeout(
    () => {
      if (snapshot && isExpired(snapshot)) endSession()
      else armExpiryTimer()
    },
    Math.min(Math.max(left, 0), MAX_TIMER_MS),
  )
}

/** Re-reads localStorage; ends an expired session on the spot. */
function refresh() {
  const store = storage()
  const next = store ? readSession(store) : null
  if (next && isExpired(next)) {
    endSession()
    return
  }
  const tokenChanged = next?.token !== snapshot?.token
  const changed =
    tokenChanged ||
    next?.tokenExpiry !== snapshot?.tokenExpiry ||
    (next === null) !== (snapshot === null)
  // Cached answers belong to the session they were fetched in (SessionCache keys
  // on its id): signed out, or another tab went straight from one employee to
  // another, they all go.
  snapshot = next && { ...next, id: tokenChanged || !snapshot ? ++lastSessionId : snapshot.id }
  armExpiryTimer()
  if (changed) emit()
}

function start() {
  if (started) return
  started = true
  snapshot = null
  refresh()
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (isSessionKey(event.key)) refresh()
  })
}

export function subscribe(listener: Listener): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getSession(): Session | null {
  start()
  return snapshot
}

/** Stores the four values of a successful sign-in. */
export function beginSession(login: LoginResponse): void {
  start()
  const store = storage()
  if (store) {
    clearStoredSession(store)
    saveSession(store, login)
  }
  // Always a new session, even when the server answers with the token already stored.
  snapshot = null
  refresh()
}

/** Logout, 401, expiry: removes the four keys; the session's cached queries go with its shell (SessionCache). */
export function endSession(): void {
  const store = storage()
  if (store) clearStoredSession(store)
  const wasSignedIn = snapshot !== null
  snapshot = null
  clearTimeout(expiryTimer)
  expiryTimer = undefined
  if (wasSignedIn) emit()
}

/**
 * The token stored right now, read from localStorage itself: another tab's
 * sign-in or sign-out counts even before its storage event reaches this one
 * (the API client compares it with the token a 401 was for).
 */
export function getToken(): string | undefined {
  start()
  const store = storage()
  if (!store) return snapshot?.token
  return store.getItem(STORAGE_KEYS.accessToken) || undefined
}
