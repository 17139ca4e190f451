import { API_ERRORS } from 'contracts'
import { Hono } from 'hono'
import { releaseBodyAfterAnswer } from '../body/release'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { benchWritesWithoutEvent } from './audit/record'
import { auditBindings } from './audit/routes'
import { boardBindings, boardEventsBinding } from './actions/board'
import { branchPaceBindings } from './actions/branch-pace'
import { boardFeed } from './orders/board-feed'
import { customerNoteBindings } from './actions/customer-notes'
import { couponBindings } from './actions/coupons'
import { currencyBindings } from './actions/currency'
import { dashboardBindings } from './actions/dashboard'
import { reportBindings } from './actions/reports'
import { findBindings } from './actions/find'
import { loyaltyBindings } from './actions/loyalty'
import { orderBindings } from './actions/orders'
import { phoneOrderBindings } from './actions/phone-orders'
import { promotionBindings } from './actions/promotions'
import { riderBindings } from './actions/rider'
import { scheduledSends } from './notifications/scheduled-sends'
import { mountUploads, uploadBindings } from './actions/upload'
import { walletBindings } from './actions/wallets'
import { DEFAULT_BRANCH_CAPACITY, arrivals } from './arrivals'
import { authBindings } from './auth/routes'
import type { MockEnv } from './context'
import { mountDevRoutes } from './dev/routes'
import { answerInLanguage } from './language'
import { ApiFailure } from './errors'
import { mountRoutes } from './mount'
import { resourceBindings } from './resources/generic'
import { RESOURCE_MODELS } from './resources/models'
import type { Store } from './store/store'
import { xsrf } from './xsrf'

/** Every route of the contracts with its handler: the generic one for ordinary resources. */
export const MOCK_BINDINGS = [
  ...authBindings,
  ...RESOURCE_MODELS.flatMap(resourceBindings),
  ...orderBindings,
  ...riderBindings,
  ...phoneOrderBindings,
  ...boardBindings,
  ...branchPaceBindings,
  ...walletBindings,
  ...loyaltyBindings,
  ...promotionBindings,
  ...customerNoteBindings,
  ...couponBindings,
  ...dashboardBindings,
  ...reportBindings,
  ...uploadBindings,
  ...auditBindings,
  ...findBindings,
  ...currencyBindings,
]

/**
 * The mock admin API over a store. Requests arrive without the `/api` prefix.
 * Runs in the Durable Object and, for tests, in Node through `app.request()`.
 * `newOrdersPerHour` (per branch, MOCK_NEW_ORDERS_PER_HOUR) brings new orders
 * while it runs; 0, the default here, none; `branchCapacity`
 * (MOCK_BRANCH_CAPACITY) stops them at a branch with that many orders not yet
 * ready. `benchWritesWithoutEvent` is for
 * `npm run bench:mock` alone (BENCH_WITHOUT_EVENT_HEADER).
 */
export function createMockApp(
  store: Store,
  options: {
    newOrdersPerHour?: number
    branchCapacity?: number
    benchWritesWithoutEvent?: boolean
  } = {},
) {
  const app = new Hono<MockEnv>()
  const perHour = options.newOrdersPerHour ?? 0
  const capacity = options.branchCapacity ?? DEFAULT_BRANCH_CAPACITY
  boardFeed(store, perHour, capacity)
  app.use('*', releaseBodyAfterAnswer())
  app.use('*', answerInLanguage())
  app.use('*', async function noStore(c, next) {
    c.set('store', store)
    await next()
    c.header('Cache-Control', 'no-store')
  })
  // Images answer before the anti-forgery cookie: a cacheable answer sets no cookie.
  mountUploads(app)
  app.use('*', xsrf())
  app.use('*', arrivals(store, perHour, capacity))
  app.use('*', scheduledSends(store))
  mountDevRoutes(app)
  if (options.benchWritesWithoutEvent) app.use('*', benchWritesWithoutEvent())
  mountRoutes(app, [...MOCK_BINDINGS, boardEventsBinding])
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
