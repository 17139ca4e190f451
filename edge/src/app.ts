import { API_PREFIX, MESSAGES } from 'contracts'
import { Hono, type Handler } from 'hono'
import { assets } from './assets'
import { releaseBodyAfterAnswer } from './body/release'
import { download } from './download'
import { type Env, MODE_UNSET_MESSAGE, businessTimeZoneOf, modeOf } from './env'
import { proxy } from './proxy'
import { wwwRedirect } from './redirects'
import { noStore, securityHeaders } from './security'

/**
 * `/api/*` in mock mode: handed to the mock admin API, a Durable Object
 * (binding MOCK, one instance named `mock`), with the `/api` prefix removed.
 * Method, headers, query string and body go through unchanged.
 */
export const toMock = (): Handler<{ Bindings: Env }> =>
  function toMock(c) {
    const url = new URL(c.req.url)
    url.pathname = url.pathname.slice(API_PREFIX.length) || '/'
    const stub = c.env.MOCK.get(c.env.MOCK.idFromName('mock'))
    return stub.fetch(new Request(url, c.req.raw))
  }

/**
 * The edge worker: security headers on everything, the www and `/download`
 * redirects, `/api/*` to the upstream (MODE=proxy) or the mock (MODE=mock;
 * any other MODE answers 503),
 * and the built SPA for every other path.
 */
export function createApp() {
  const app = new Hono<{ Bindings: Env }>()
  const toUpstream = proxy()
  const mock = toMock()

  app.use(releaseBodyAfterAnswer())
  app.use(securityHeaders())
  // Before the www redirect, so that its 301 on an /api path is not stored either.
  app.use(`${API_PREFIX}/*`, noStore())
  // An unknown BUSINESS_TIME_ZONE is refused at once, on every path: a clock
  // silently off by hours is worse than a back-office that says what to fix.
  app.use(async function businessTimeZone(c, next) {
    try {
      businessTimeZoneOf(c.env)
    } catch (error) {
      const message = (error as Error).message
      console.error(`edge: ${message}`)
      return new URL(c.req.url).pathname.startsWith(API_PREFIX)
        ? c.json({ ErrorMessage: message }, 503)
        : c.text(message, 503)
    }
    await next()
  })
  app.use(wwwRedirect())
  app.get('/download', download())
  app.all(`${API_PREFIX}/*`, (c, next) => {
    const mode = modeOf(c.env)
    if (mode === 'proxy') return toUpstream(c, next)
    if (mode === 'mock') return mock(c, next)
    return c.json({ ErrorMessage: MODE_UNSET_MESSAGE }, 503)
  })
  app.all('*', assets())

  app.onError((error, c) => {
    console.error('edge: unhandled error', error instanceof Error ? error.message : error)
    return new URL(c.req.url).pathname.startsWith(API_PREFIX)
      ? c.json({ ErrorMessage: MESSAGES.serverErrorText }, 500)
      : c.text(MESSAGES.serverErrorTitle, 500)
  })
  return app
}

export const app = createApp()
