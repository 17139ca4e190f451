import { DurableObject } from 'cloudflare:workers'
import { setBusinessTimeZone } from 'contracts'
import { businessTimeZoneOf, type Env } from '../env'
import { createMockApp } from './app'
import { newOrdersPerHour } from './arrivals'
import type { MockApp } from './app'
import { openStore, seedOrders } from './open'
import { SqlitePersistence } from './store/sqlite'

/**
 * The stateful mock admin API: one instance, its changes in the object's
 * SQLite storage. Requests arrive with the `/api` prefix removed.
 */
export class MockApi extends DurableObject<Env> {
  private app: Promise<MockApp>

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // Opening hours ("open now": arrivals) and happy hours read this clock. An
    // unknown zone never gets here: the worker refuses every request first.
    setBusinessTimeZone(businessTimeZoneOf(env))
    this.app = ctx.blockConcurrencyWhile(async () => {
      const started = Date.now()
      const store = await openStore({
        persistence: new SqlitePersistence(ctx.storage.sql),
        orders: seedOrders(env.MOCK_SEED_ORDERS),
      })
      console.log(`mock: store ready in ${Date.now() - started} ms`)
      return createMockApp(store, {
        newOrdersPerHour: newOrdersPerHour(env.MOCK_NEW_ORDERS_PER_HOUR),
      })
    })
  }

  override async fetch(request: Request): Promise<Response> {
    return (await this.app).fetch(request)
  }
}
