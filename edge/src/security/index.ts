import type { Context, MiddlewareHandler } from 'hono'

/**
 * The Content-Security-Policy of the back-office.
 *
 * No foreign script, and one inline script: the SPA is one bundle under
 * `/assets`, and web/index.html's few lines that put the theme on the page
 * before the first paint are allowed by their hash (THEME_SCRIPT_HASH). Styles
 * allow `'unsafe-inline'` on purpose: Blueprint's overlays and popovers and
 * React's `style` props position elements with inline styles, and some
 * libraries write `style` attributes or `<style>` elements at run time, which a
 * strict `style-src` refuses. Inline style cannot run code; with script locked
 * to `'self'` and one hashed inline script, this is the usual trade-off.
 */
/**
 * The sha256 of web/index.html's inline theme script, as CSP writes it. A change
 * to the script changes its hash: inlineScripts.test.ts reads the page (and the
 * built one) and fails until this agrees.
 */
export const THEME_SCRIPT_HASH = "'sha256-PwICCKdpQEl6yNuJBZSmFD2YLhWyAo5XvGbbPpW/vtk='"

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${THEME_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ')

/** Headers every response of the worker carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}

/**
 * Sets headers on the response of `c`. Responses that come from `fetch` or a
 * binding (`env.ASSETS`, a Durable Object) have immutable headers; those are
 * copied into a new Response first (the body stream is passed on, not read).
 */
export function setResponseHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const entries = Object.entries(headers)
  try {
    for (const [name, value] of entries) c.res.headers.set(name, value)
  } catch {
    const res = new Response(c.res.body, c.res)
    for (const [name, value] of entries) res.headers.set(name, value)
    c.res = undefined
    c.res = res
  }
}

/**
 * Adds the security headers (CSP, HSTS, nosniff, Referrer-Policy,
 * X-Frame-Options) to every response, errors and redirects included. Mount it
 * first so it wraps everything else.
 */
export const securityHeaders = (): MiddlewareHandler =>
  async function securityHeaders(c, next) {
    await next()
    setResponseHeaders(c, SECURITY_HEADERS)
  }

/**
 * `Cache-Control: no-store` on every response below it (the `/api` answers:
 * they carry tokens and personal data and must never sit in a cache).
 */
export const noStore = (): MiddlewareHandler =>
  async function noStore(c, next) {
    await next()
    setResponseHeaders(c, { 'Cache-Control': 'no-store' })
  }
