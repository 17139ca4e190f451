import type { MiddlewareHandler } from 'hono'
import type { Env } from '../env'

/**
 * A request whose host is `www.<anything>` gets a 301 to
 * `https://<ADMIN_HOST>/login`, whatever its path. Without ADMIN_HOST, the
 * host itself without `www.` is used.
 */
export const wwwRedirect = (): MiddlewareHandler<{ Bindings: Env }> =>
  async function wwwRedirect(c, next) {
    const host = new URL(c.req.url).hostname.toLowerCase()
    if (!host.startsWith('www.')) return next()
    const target = c.env.ADMIN_HOST?.trim() || host.slice('www.'.length)
    return c.redirect(`https://${target}/login`, 301)
  }
