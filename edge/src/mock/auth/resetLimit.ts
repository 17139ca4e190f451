import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import type { Store } from '../store/store'
import { tokenKey } from './sessions'

/**
 * Reset e-mails are rate-limited per address: at most RESET_REQUESTS_PER_WINDOW
 * asks per address within RESET_REQUEST_WINDOW_MS (a sliding hour), known and
 * unknown addresses alike, so the answer still tells nothing about who works here.
 * The asks live in the store like every other change (persisted, replayed at
 * start, gone with a reset to the seed), keyed by the SHA-256 of the address so
 * the stored state does not list the addresses people typed.
 */
export const RESET_REQUESTS_PER_WINDOW = 5
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000

/** Internal table: address hash → the instants of its accepted asks within the window. */
export const RESET_REQUEST_TABLE = 'resetRequest'

export interface ResetRequestRow {
  askedAt: number[]
}

const addressKey = (email: string) => tokenKey(email.trim().toLowerCase())

/**
 * Counts one ask for `email`, or refuses it with 429 when the address already
 * used its asks in the last hour. A refused ask changes nothing (it is not
 * counted, so waiting an hour after the first ask is enough).
 */
export async function countResetRequest(store: Store, email: string): Promise<void> {
  const table = store.table(RESET_REQUEST_TABLE)
  const now = store.now()
  const since = now - RESET_REQUEST_WINDOW_MS
  const key = await addressKey(email)
  const recent = (table.get(key)?.askedAt ?? []).filter((t) => t > since)
  if (recent.length >= RESET_REQUESTS_PER_WINDOW) {
    throw new ApiFailure(429, MOCK_MESSAGES.resetRateLimited)
  }
  // Addresses whose every ask is older than the window are forgotten.
  for (const [other, row] of [...table.entries()]) {
    if (other !== key && row.askedAt.every((t) => t <= since)) table.delete(other)
  }
  table.put(key, { askedAt: [...recent, now] })
}
