import type { Context, Handler } from 'hono'
import { getCookie } from 'hono/cookie'
import { serialize } from 'hono/utils/cookie'
import { BUSINESS_TIME_ZONE_META, XSRF_COOKIE } from 'contracts'
import { businessTimeZoneOf, modeOf, type Env } from '../env'
import { XSRF_COOKIE_OPTIONS, newXsrfToken } from '../mock/xsrf'

/** Vite's hashed files under `/assets/`: their name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Files whose name never changes: the browser must revalidate them every time. */
export const NO_CACHE = 'no-cache'

const NO_CACHE_PATHS = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest'])

const isHtml = (res: Response) => res.headers.get('Content-Type')?.includes('text/html') ?? false

/** An SPA route (`/product/12/edit`): its last segment has no file extension. */
const isAppRoute = (pathname: string) => !/\.[^/]+$/.test(pathname)

/**
 * The Cache-Control a static answer gets: hashed `/assets/*` are immutable for
 * a year; `index.html` (any HTML navigation, SPA fallback included), the
 * service worker and the manifest are `no-cache`; other files keep the
 * default of the assets binding.
 */
export function cacheControlFor(pathname: string, res: Response): string | undefined {
  if (res.status !== 200 && res.status !== 304) return undefined
  if (pathname.startsWith('/assets/')) return isHtml(res) ? NO_CACHE : IMMUTABLE
  if (isHtml(res) || NO_CACHE_PATHS.has(pathname) || isAppRoute(pathname)) return NO_CACHE
  return undefined
}

/**
 * The page with the business's time zone in a `<meta name="business-time-zone">`
 * at the top of its head, so the SPA has it before its first render, in mock
 * and proxy mode alike (no request, no inline script: the CSP stays as it is).
 * The zone is checked (an IANA name: letters, digits, `_+-/`), so it needs no
 * escaping. The ETag goes: it names the file, not the page with the zone.
 */
export async function withBusinessTimeZone(res: Response, zone: string): Promise<Response> {
  const html = await res.text()
  const meta = `<meta name="${BUSINESS_TIME_ZONE_META}" content="${zone}" />`
  const page = html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
  const answer = new Response(page, res)
  answer.headers.delete('Content-Length')
  answer.headers.delete('ETag')
  return answer
}

/**
 * In mock mode the page brings the anti-forgery cookie the mock checks (mock/xsrf.ts) when
 * the browser has none, so the first unsafe call (signing in) needs no request before it to
 * fetch one. In proxy mode the cookie is the upstream API's own: it comes from its answers.
 */
function withAntiForgeryCookie(c: Context<{ Bindings: Env }>, res: Response): Response {
  if (modeOf(c.env) !== 'mock' || getCookie(c, XSRF_COOKIE)) return res
  const answer = new Response(res.body, res)
  answer.headers.append('Set-Cookie', serialize(XSRF_COOKIE, newXsrfToken(), XSRF_COOKIE_OPTIONS))
  return answer
}

/**
 * Serves the built SPA through the Workers static assets binding (SPA fallback:
 * a deep link answers `index.html`) with the caching rules of
 * {@link cacheControlFor}, the page carrying the business's time zone
 * ({@link withBusinessTimeZone}) and, in mock mode, the anti-forgery cookie. A missing hashed file is a 404, never `index.html`
 * under a script's name, so a stale chunk fails loudly instead of being cached
 * as HTML for a year.
 */
export const assets = (): Handler<{ Bindings: Env }> =>
  async function assets(c) {
    const pathname = new URL(c.req.url).pathname
    let res = await c.env.ASSETS.fetch(c.req.raw)
    if (res.status === 200 && isHtml(res) && !pathname.startsWith('/assets/')) {
      res = withAntiForgeryCookie(c, await withBusinessTimeZone(res, businessTimeZoneOf(c.env)))
    }
    if (pathname.startsWith('/assets/') && res.status === 200 && isHtml(res)) {
      await res.body?.cancel()
      return c.text('Not found.', 404, { 'Cache-Control': NO_CACHE })
    }
    const cacheControl = cacheControlFor(pathname, res)
    if (!cacheControl) return res
    const cached = new Response(res.body, res)
    cached.headers.set('Cache-Control', cacheControl)
    return cached
  }
