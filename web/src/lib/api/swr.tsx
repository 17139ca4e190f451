import type { RouteDescriptor } from 'contracts'
import type { ReactNode } from 'react'
import useSWR, { SWRConfig } from 'swr'
import type { SWRConfiguration, SWRResponse } from 'swr'
import { ApiError, apiRequest, requestPath } from './client'
import type { RequestOptions, ResponseOf } from './client'

/** Never retry a 4xx (DESIGN §6); network and 5xx errors retry a few times. */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
  keepPreviousData: true,
}

export function ApiProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>
}

export interface UseApiOptions<R extends RouteDescriptor>
  extends Pick<RequestOptions, 'params' | 'query'>, SWRConfiguration<ResponseOf<R>, ApiError> {
  /** false: don't fetch (yet). */
  enabled?: boolean
}

/**
 * Reads a GET route through SWR, keyed by its request path (DESIGN §6), so
 * mutations can revalidate a list with `mutate(requestPath(route, …))`.
 */
export function useApi<R extends RouteDescriptor>(
  route: R,
  { params, query, enabled = true, ...config }: UseApiOptions<R> = {},
): SWRResponse<ResponseOf<R>, ApiError> {
  const key = enabled ? requestPath(route, { params, query }) : null
  return useSWR<ResponseOf<R>, ApiError>(key, () => apiRequest(route, { params, query }), config)
}
