import type { Handler } from 'hono'
import type { Env } from '../env'

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
 * Serves the built SPA through the Workers static assets binding (SPA fallback:
 * a deep link answers `index.html`) with the caching rules of
 * {@link cacheControlFor}. A missing hashed file is a 404, never `index.html`
 * under a script's name, so a stale chunk fails loudly instead of being cached
 * as HTML for a year.
 */
export const assets = (): Handler<{ Bindings: Env }> =>
  async function assets(c) {
    const pathname = new URL(c.req.url).pathname
    const res = await c.env.ASSETS.fetch(c.req.raw)
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
