import { apiRequest, useApi } from '../../api'
import type { ApiError } from '../../api'
import type { RecordOf, Resource } from '../types'

export interface ResourceRecord<T> {
  record: T | undefined
  isLoading: boolean
  /** A fetch is under way (the shown copy may be about to change). */
  isValidating: boolean
  error: ApiError | undefined
  /**
   * Fetches the record again and resolves to the fresh copy; rejects (the
   * record was deleted, the server is out of reach) and leaves the copy shown
   * as it was.
   */
  reload: () => Promise<T | undefined>
}

/**
 * One record by id (none for an add screen). Not refetched on focus: the form
 * editing it decides when to take a newer version.
 */
export function useResourceRecord<R extends Resource>(
  resource: R,
  id: number | undefined,
): ResourceRecord<RecordOf<R>> {
  const { data, error, isLoading, isValidating, mutate } = useApi(resource.routes.get, {
    params: { id: id ?? 0 },
    enabled: id !== undefined,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  const envelope = data as { Data: RecordOf<R> } | undefined
  return {
    record: envelope?.Data,
    isLoading: id !== undefined && isLoading,
    isValidating,
    error,
    reload: async () => {
      // Asked directly, not through SWR's revalidation: that keeps the old
      // copy on failure and answers it as if it were fresh.
      const fresh = (await apiRequest(resource.routes.get, { params: { id: id ?? 0 } })) as {
        Data: RecordOf<R>
      }
      await mutate(fresh as never, { revalidate: false })
      return fresh.Data
    },
  }
}
