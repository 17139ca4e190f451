import { API_ERRORS, XSRF_COOKIE, XSRF_HEADER } from 'contracts'
import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { randomToken } from './auth/passwords'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The anti-forgery cookie kept 400 days (the longest browsers keep one): the app's page
 * comes from the service worker's cache after the first visit, and a cookie gone with the
 * browser's session would have to be fetched again before the next sign-in.
 */
export const XSRF_COOKIE_OPTIONS = {
  path: '/',
  sameSite: 'Strict',
  maxAge: 400 * 24 * 60 * 60,
} as const

/** A new anti-forgery token (the double submit only compares the cookie and the header). */
export const newXsrfToken = () => randomToken(24)

/**
 * Double-submit anti-forgery (docs/requirements.md#anti-forgery): any answer to a request without the
 * `XSRF-TOKEN` cookie sets one (readable by the SPA, so not HttpOnly); every
 * unsafe method must echo it in `X-XSRF-TOKEN`, or gets 403.
 */
export const xsrf = (): MiddlewareHandler =>
  async function xsrf(c, next) {
    const cookie = getCookie(c, XSRF_COOKIE)
    const header = c.req.header(XSRF_HEADER)
    if (!SAFE_METHODS.has(c.req.method) && (!cookie || !header || header !== cookie)) {
      c.res = c.json({ ErrorMessage: API_ERRORS.xsrf }, 403)
    } else {
      await next()
    }
    if (!cookie) {
      setCookie(c, XSRF_COOKIE, newXsrfToken(), XSRF_COOKIE_OPTIONS)
    }
  }
