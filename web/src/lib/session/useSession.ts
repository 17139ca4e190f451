import { useSyncExternalStore } from 'react'
import { getSession, subscribe } from './store'
import type { Session } from './store'

/** The current session, or null when signed out; re-renders on sign-in, logout, expiry and other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null)
}
