import { useSyncExternalStore } from 'react'
import { getSession, subscribe } from './store'
import type { StoredSession } from './storage'

/** The current session, or null when signed out; re-renders on sign-in, logout, expiry and other tabs. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null)
}
