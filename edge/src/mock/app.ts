import { API_ERRORS } from 'contracts'
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { authBindings } from './auth/routes'
import type { MockEnv } from './context'
import { mountDevRoutes } from './dev/routes'
import { ApiFailure } from './errors'
import { mountRoutes } from './mount'
import type { Store } from './store/store'
import { xsrf } from './xsrf'

/**
 * The mock admin API over a store. Requests arrive without the `/api` prefix.
 * Runs in the Durable Object and, for tests, in Node through `app.request()`.
 */
export function createMockApp(store: Store) {
  const app = new Hono<MockEnv>()
  app.use('*', async function noStore(c, next) {
    c.set('store', store)
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('*', xsrf())
  mountDevRoutes(app)
  mountRoutes(app, [...authBindings])
  app.notFound((c) => c.json({ ErrorMessage: API_ERRORS.notFound }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      return c.json(error.toJSON(), error.status as ContentfulStatusCode)
    }
    console.error('mock: unexpected error', error)
    return c.json({ ErrorMessage: 'The mock failed unexpectedly.' }, 500)
  })
  return app
}
export type MockApp = ReturnType<typeof createMockApp>
