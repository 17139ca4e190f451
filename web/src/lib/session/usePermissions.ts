import { authRoutes, can as canEntries } from 'contracts'
import type { Action, ModuleKey, PermissionEntry } from 'contracts'
import { useCallback } from 'react'
import { useApi } from '../api/swr'
import type { ApiError } from '../api/client'
import { useSession } from './useSession'

export interface Permissions {
  entries: readonly PermissionEntry[]
  isLoading: boolean
  error: ApiError | undefined
  retry: () => void
  /** True when the employee's role grants `action` (View by default) on `key`. */
  can: (key: ModuleKey, action?: Action) => boolean
}

const EMPTY: readonly PermissionEntry[] = []

/**
 * The signed-in employee's permission entries: fetched once per session, only
 * when signed in, never again on focus or reconnect (SPEC §7). SWR remembers a
 * request for its deduping interval (an hour here); the session's own cache
 * (SessionCache) keeps a second sign-in in the same tab from meeting the first
 * one's record.
 */
export function usePermissions(): Permissions {
  const session = useSession()
  const { data, error, isLoading, mutate } = useApi(authRoutes.permissions, {
    enabled: session !== null,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    dedupingInterval: 60 * 60 * 1000,
  })
  const entries = session ? (data?.Data ?? EMPTY) : EMPTY
  const can = useCallback(
    (key: ModuleKey, action: Action = 'View') => canEntries(entries, key, action),
    [entries],
  )
  return {
    entries,
    isLoading: session !== null && isLoading,
    error,
    retry: () => void mutate(),
    can,
  }
}
