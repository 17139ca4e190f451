import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import type { SWRConfiguration } from 'swr'
import { ApiError } from './errors'

/** Never retry a 4xx (docs/requirements.md#web-conventions); network and 5xx errors retry a few times. */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
  keepPreviousData: true,
}

/** The app's configuration over an empty cache of its own (SWR asks `provider` once per mount). */
const ownCache: SWRConfiguration = { ...swrConfig, provider: () => new Map() }

/**
 * SWR as the app reads the API: its configuration, and a cache that lives as long
 * as this provider is mounted (its answers, requests in flight and SWR's records of
 * them), none shared with anything mounted elsewhere or earlier.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={ownCache}>{children}</SWRConfig>
}
