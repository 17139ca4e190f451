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
}

/**
 * Reads a GET route through SWR, keyed by its request path (DESIGN §6), so
 * mutations can revalidate a list with `mutate(requestPath(route, …))`. Signed
 * in, the cache is the session's own (SessionCache, lib/session): the same path
 * read by the next employee is never answered from the previous one's.
 */
export function useApi<R extends RouteDescriptor>(
  route: R,
  { params, query, enabled = true, ...config }: UseApiOptions<R> = {},
): SWRResponse<ResponseOf<R>, ApiError> {
  const key = enabled ? requestPath(route, { params, query }) : null
  return useSWR<ResponseOf<R>, ApiError>(key, () => apiRequest(route, { params, query }), config)
}
