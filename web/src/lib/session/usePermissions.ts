import { authRoutes, can as canEntries } from 'contracts'
import type { Action, ModuleKey, PermissionEntry } from 'contracts'
import { useCallback, useEffect } from 'react'
import { answerOf, apiRequest } from '../api/client'
import type { ApiError } from '../api/client'
import { useApi } from '../api/swr'
import { takeEarlyPermissions } from './earlyPermissions'
import { useSession } from './useSession'

export interface Permissions {
  entries: readonly PermissionEntry[]
  isLoading: boolean
  error: ApiError | undefined
  retry: () => void
  /** True when the employee's role grants `action` (View by default) on `key`. */
  can: (key: ModuleKey, action?: Action) => boolean
  /**
   * The employee's branches (empty = every branch): read with the permissions,
   * the ones stored at sign-in until then.
   */
  branchIds: readonly number[]
}

const EMPTY: readonly PermissionEntry[] = []
const EVERY_BRANCH: readonly number[] = []

/**
 * The signed-in employee's permission entries: fetched once per session, only
 * when signed in, never again on focus or reconnect (docs/requirements.md#the-api). SWR remembers a
 * request for its deduping interval (an hour here); the session's own cache
 * (SessionCache) keeps a second sign-in in the same tab from meeting the first
 * one's record. On a cold start the first script may have asked already (warmStart): its
 * answer is taken, not asked for again. Without a network, the permissions stored at
 * sign-in (`components`) stand in until the read succeeds; `error` still says why.
 * The same read carries the employee's branches (`branchIds`), which the sign-in
 * stored too: the one place the SPA learns them.
 */
export function usePermissions(): Permissions {
  const session = useSession()
  const { data, error, isLoading, mutate } = useApi(authRoutes.permissions, {
    enabled: session !== null,
    fetcher: () => {
      const early = session && takeEarlyPermissions(session.id)
      if (!early) return apiRequest(authRoutes.permissions)
      return answerOf(authRoutes.permissions, early.answer, early.token)
    },
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    dedupingInterval: 60 * 60 * 1000,
  })
  // No network (a reload offline, the app started from the service worker's cache): the
  // permissions stored at sign-in stand in, so the screens opened before still open, and
  // the read is asked again as soon as the network returns.
  const stored = !data && error?.status === 0 && session ? session.components : undefined
  const standIn = stored !== undefined && stored.length > 0
  useEffect(() => {
    if (!standIn) return undefined
    const again = () => void mutate()
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [standIn, mutate])
  const entries = session ? (data?.Data ?? (standIn ? stored : EMPTY)) : EMPTY
  const can = useCallback(
    (key: ModuleKey, action: Action = 'View') => canEntries(entries, key, action),
    [entries],
  )
  const branchIds = session
    ? (data?.branchIds ?? session.employee?.branchIds ?? EVERY_BRANCH)
    : EVERY_BRANCH
  return {
    entries,
    isLoading: session !== null && isLoading && !standIn,
    error,
    retry: () => void mutate(),
    can,
    branchIds,
  }
}
