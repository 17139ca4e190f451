import type { RouteDescriptor } from 'contracts'
import useSWR from 'swr'
import type { SWRConfiguration, SWRResponse } from 'swr'
import { apiRequest, requestPath } from './client'
import type { RequestOptions, ResponseOf } from './client'
import type { ApiError } from './errors'

export { ApiProvider, swrConfig } from './swrConfig'

export interface UseApiOptions<R extends RouteDescriptor>
  extends
    Pick<RequestOptions, 'params' | 'query'>,
    Omit<SWRConfiguration<ResponseOf<R>, ApiError>, 'fetcher'> {
  /** false: don't fetch (yet). */
  enabled?: boolean
  /** How the answer is read, when not by sending the request (an answer already on its way). */
  fetcher?: () => Promise<ResponseOf<R>>
}

/**
 * Reads a GET route through SWR, keyed by its request path (docs/requirements.md#web-conventions), so
 * mutations can revalidate a list with `mutate(requestPath(route, …))`. Signed
 * in, the cache is the session's own (SessionCache, lib/session): the same path
 * read by the next employee is never answered from the previous one's.
 */
export function useApi<R extends RouteDescriptor>(
  route: R,
  { params, query, enabled = true, fetcher, ...config }: UseApiOptions<R> = {},
): SWRResponse<ResponseOf<R>, ApiError> {
  const key = enabled ? requestPath(route, { params, query }) : null
  const read = fetcher ?? (() => apiRequest(route, { params, query }))
  return useSWR<ResponseOf<R>, ApiError>(key, read, config)
}
