import { useDeferredValue, useState } from 'react'
import type { SWRConfiguration } from 'swr'
import { useApi } from '../../api'
import type { ApiError } from '../../api'
import { listQuery } from '../list/listState'
import type { ListState } from '../list/listState'
import type { ListPage, ListResource, RecordOf } from '../types'

export interface ResourceList<T> {
  rows: T[]
  total: number
  /** First load, nothing to show yet. */
  isLoading: boolean
  /**
   * The rows shown are not (yet) those of the current state: the previous
   * page stays on screen while the next one loads, or a revalidation runs.
   */
  isFetching: boolean
  error: ApiError | undefined
  retry: () => void
}

/** The rows of a list with no page yet: one array, so they are the same from render to render. */
const NO_ROWS: never[] = []

/**
 * One page of a resource's list for a list state, through SWR keyed by the
 * request path. The previous page stays on screen while the next one loads.
 */
export function useResourceList<R extends ListResource>(
  resource: R,
  state: ListState,
  options: SWRConfiguration & { enabled?: boolean } = {},
): ResourceList<RecordOf<R>> {
  const { data, error, isValidating, mutate } = useApi(resource.routes.list, {
    query: listQuery(state),
    // This hook keeps the previous page itself, so it knows when rows are stale.
    keepPreviousData: false,
    ...options,
  })
  const current = data as ListPage<RecordOf<R>> | undefined
  const [previous, setPrevious] = useState(current)
  if (current && current !== previous) setPrevious(current)
  // A query the server refused (a 400: a filter it cannot read) has no rows: the
  // previous page would read as matching it. Other failures keep it, stale.
  const page = current ?? (error?.status === 400 ? undefined : previous)
  // A page that comes is drawn in the background, in slices the browser takes turns with (a
  // phone stays responsive while 50 rows are built), what was there staying on screen meanwhile.
  const shown = useDeferredValue(page)
  return {
    rows: shown?.Data ?? NO_ROWS,
    total: shown?.TotalCount ?? 0,
    isLoading: !shown && !error,
    // Busy until the rows drawn are those of the current state (`aria-busy` on the table).
    isFetching: isValidating || (!current && !error) || shown !== page,
    error,
    retry: () => void mutate(),
  }
}
