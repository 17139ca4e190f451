import type { ReactNode } from 'react'
import { ApiProvider } from '../api/swrConfig'
import { useSession } from './useSession'

/**
 * Every read below goes through a cache of the session's own: its answers, its
 * requests in flight and SWR's records of them (by which it dedupes a request
 * made again within seconds, an hour for the permissions). The provider is keyed
 * by the session's id, which changes with every sign-in, here or in another tab,
 * even one that gets the same token again: the next session starts from an empty
 * cache and remounts what it wraps, so nothing the previous employee was answered
 * (or is still waiting for) can reach the next one, not even for one render, and
 * no screen keeps rows it copied from it. Logout drops the cache with the shell
 * (docs/requirements.md#screens-and-routes). A mutation revalidates through the cache it was made in: the keys
 * inside stay the request paths.
 */
export function SessionCache({ children }: { children: ReactNode }) {
  const session = useSession()
  return <ApiProvider key={session?.id ?? 0}>{children}</ApiProvider>
}
