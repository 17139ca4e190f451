import type { SWRConfiguration } from 'swr'
import { useApi } from '../../api'
import type { ApiError } from '../../api'
import { listQuery } from '../list/listState'
import type { ListState } from '../list/listState'
import type { ListPage, RecordOf, Resource } from '../types'

export interface ResourceList<T> {
  rows: T[]
  total: number
  /** First load, nothing to show yet. */
  isLoading: boolean
  /** A newer page is on its way; the previous rows stay on screen meanwhile. */
  isFetching: boolean
  error: ApiError | undefined
  retry: () => void
}

/**
 * One page of a resource's list for a list state, through SWR keyed by the
 * request path. Pages keep the previous rows while the next ones load.
 */
export function useResourceList<R extends Resource>(
  resource: R,
  state: ListState,
  options: SWRConfiguration & { enabled?: boolean } = {},
): ResourceList<RecordOf<R>> {
  const { data, error, isLoading, isValidating, mutate } = useApi(resource.routes.list, {
    query: listQuery(state),
    keepPreviousData: true,
    ...options,
  })
  const page = data as ListPage<RecordOf<R>> | undefined
  return {
    rows: page?.Data ?? [],
    total: page?.TotalCount ?? 0,
    isLoading: isLoading && !page,
    isFetching: isValidating,
    error,
    retry: () => void mutate(),
  }
}
