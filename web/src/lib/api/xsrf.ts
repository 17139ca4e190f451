import { API_PREFIX, XSRF_COOKIE } from 'contracts'

/** Reads one cookie's value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

export const xsrfToken = (): string | undefined =>
  typeof document === 'undefined' ? undefined : readCookie(document.cookie, XSRF_COOKIE)

let pending: Promise<void> | undefined

/**
 * The API sets the anti-forgery cookie on its first answer; before the first
 * unsafe call of a fresh browser, one harmless GET fetches it.
 */
export async function ensureXsrfToken(): Promise<string | undefined> {
  const existing = xsrfToken()
  if (existing) return existing
  pending ??= fetch(`${API_PREFIX}/`, { credentials: 'same-origin' })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      pending = undefined
    })
  await pending
  return xsrfToken()
}
