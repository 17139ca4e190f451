import { API_PREFIX } from 'contracts'
import { signedInHeaders } from './headers'

/** A GET sent by the first script, before the code that reads its answer has arrived. */
interface EarlyRead {
  /** The request path, API-relative, query included (the SWR key of the read that takes it). */
  path: string
  /** The token it was sent with: only a read with the same token takes it. */
  token: string
  sentAt: number
  answer: Promise<Response>
}

/**
 * How long an early read waits to be taken. A cold start's screen asks for the same page within
 * a second or two; after this the answer would be an old one, so a later read asks the server.
 */
export const EARLY_READ_MS = 10_000

let early: EarlyRead | undefined

/**
 * Sends `GET path` now (a cold start of a screen whose first read is known without its code:
 * the order list's first page), side by side with the screen's code instead of after it. Its
 * answer is read by the API client when the screen asks for the same path (takeEarlyRead);
 * zod-free, so the first script can send it.
 */
export function readEarly(path: string, token: string, now = Date.now()): void {
  const answer = fetch(API_PREFIX + path, {
    method: 'GET',
    headers: signedInHeaders(token),
    credentials: 'same-origin',
  })
  // A failure is reported by the read that takes it, not as unhandled.
  answer.catch(() => {})
  early = { path, token, sentAt: now, answer }
}

/**
 * The early answer for `GET path` sent with `token`, handed over once and only while fresh
 * (EARLY_READ_MS): any other read, or a read once it is old, asks the server itself.
 */
export function takeEarlyRead(
  path: string,
  token: string | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  if (!early) return undefined
  if (now - early.sentAt > EARLY_READ_MS) {
    early = undefined
    return undefined
  }
  if (early.path !== path || early.token !== token) return undefined
  const { answer } = early
  early = undefined
  return answer
}
