import type { RouteDescriptor } from 'contracts'
import useSWR from 'swr'
import type { SWRConfiguration, SWRResponse } from 'swr'
import { apiRequest, requestPath } from './client'
import type { RequestOptions, ResponseOf } from './client'
import type { ApiError } from './errors'

export { ApiProvider, swrConfig } from './swrConfig'

export interface UseApiOptions<R extends RouteDescriptor>
  extends Pick<RequestOptions, 'params' | 'query'>, SWRConfiguration<ResponseOf<R>, ApiError> {
  /** false: don't fetch (yet). */
  enabled?: boolean
  /**
   * Answers that belong to one session (the permissions): keyed `[path, scope]`
   * rather than by the path alone, so a new session never meets the cache
   * entry, nor SWR's record of a request in flight, of an earlier one.
   */
  scope?: string | number
}

/**
 * Reads a GET route through SWR, keyed by its request path (DESIGN §6), so
 * mutations can revalidate a list with `mutate(requestPath(route, …))`.
 */
export function useApi<R extends RouteDescriptor>(
  route: R,
  { params, query, enabled = true, scope, ...config }: UseApiOptions<R> = {},
): SWRResponse<ResponseOf<R>, ApiError> {
  const path = requestPath(route, { params, query })
  const key = !enabled ? null : scope === undefined ? path : [path, scope]
  return useSWR<ResponseOf<R>, ApiError>(key, () => apiRequest(route, { params, query }), config)
}
