import { API_PREFIX, PERMISSIONS_PATH } from 'contracts'
import { signedInHeaders } from '../api/headers'
import type { Session } from './store'

/** The permissions asked for by the first script, for one session. */
export interface EarlyPermissions {
  sessionId: number
  /** The token it was sent with (a 401 ends the session only if it is still this one). */
  token: string
  answer: Promise<Response>
}

let early: EarlyPermissions | undefined

/**
 * Asks for the signed-in employee's permissions from the first script, on a cold start of
 * a signed-in page: side by side with the shell's code instead of after it (the request
 * usePermissions would make, zod-free: its answer is read by the API client when taken).
 */
export function askPermissionsEarly(session: Session): void {
  const answer = fetch(API_PREFIX + PERMISSIONS_PATH, {
    method: 'GET',
    headers: signedInHeaders(session.token),
    credentials: 'same-origin',
  })
  // A failure is reported by the read that takes it (usePermissions), not as unhandled.
  answer.catch(() => {})
  early = { sessionId: session.id, token: session.token, answer }
}

/**
 * The early permissions of session `sessionId`, handed over once: the next read, or a read
 * of another session (even one given the same token), asks the server itself.
 */
export function takeEarlyPermissions(sessionId: number): EarlyPermissions | undefined {
  const taken = early
  early = undefined
  return taken?.sessionId === sessionId ? taken : undefined
}
