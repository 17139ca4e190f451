import { IDEMPOTENCY_KEY_HEADER } from 'contracts'
import type { RouteDescriptor } from 'contracts'
import { apiRequest } from './client'
import type { RequestOptions, ResponseOf } from './client'
import { isApiError } from './errors'

/** A new Idempotency-Key: made once per operation, when its form opens. */
export const newIdempotencyKey = () => crypto.randomUUID()

/** The failures after which the answer may have been lost: no answer, 502, 504. */
export const isRetryable = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 504)

/** Waits `ms`, or until the browser is back online when it is offline now. */
function pause(ms: number) {
  return new Promise<void>((resolve) => {
    if (navigator.onLine) {
      setTimeout(resolve, ms)
      return
    }
    window.addEventListener('online', () => resolve(), { once: true })
  })
}

/** How long to wait before each try after the first (ms). */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000]

/**
 * Sends an operation that must happen once (a money movement) under its
 * Idempotency-Key, and sends it again under the same key while the answer may
 * have been lost (network error, 502, 504): the server applies a key once and
 * answers every repeat with the first answer. Offline, it waits to be online.
 */
export async function sendOnce<R extends RouteDescriptor>(
  route: R,
  key: string,
  options: Omit<RequestOptions, 'body'> & { body: unknown },
): Promise<ResponseOf<R>> {
  const request = {
    ...options,
    headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: key },
  } as Parameters<typeof apiRequest<R>>[1]
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest(route, request)
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt]
      if (!isRetryable(error) || delay === undefined || options.signal?.aborted) throw error
      await pause(delay)
    }
  }
}
