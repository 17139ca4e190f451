import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import type { SWRConfiguration } from 'swr'
import { ApiError } from './errors'

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
