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
 * The anti-forgery cookie comes with the app's page (the mock's edge sets it) or with the
 * API's first answer. Only when the browser has none yet before an unsafe call (a real API
 * behind the proxy, or a cookie cleared by hand) does one GET fetch it.
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
