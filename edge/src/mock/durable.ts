import { DurableObject } from 'cloudflare:workers'
import { setBusinessTimeZone } from 'contracts'
import { businessTimeZoneOf, type Env } from '../env'
import { createMockApp } from './app'
import { branchCapacity, newOrdersPerHour } from './arrivals'
import type { MockApp } from './app'
import { pruneAuditTrail, retentionDays } from './audit/routes'
import { mockClock, openStore, seedAuditEventCount, seedCustomers, seedOrders } from './open'
import { SqlitePersistence } from './store/sqlite'
import type { Store } from './store/store'

/** How often the alarm prunes the audit trail. */
const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * The stateful mock admin API: one instance, its changes in the object's
 * SQLite storage. Requests arrive with the `/api` prefix removed.
 */
export class MockApi extends DurableObject<Env> {
  private ready: Promise<{ app: MockApp; store: Store }>

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // Opening hours ("open now": arrivals) and happy hours read this clock. An
    // unknown zone never gets here: the worker refuses every request first.
    setBusinessTimeZone(businessTimeZoneOf(env))
    this.ready = ctx.blockConcurrencyWhile(async () => {
      const started = Date.now()
      const now = mockClock(env.MOCK_CLOCK_START)
      const store = await openStore({
        persistence: new SqlitePersistence(ctx.storage.sql, (work) =>
          ctx.storage.transactionSync(work),
        ),
        orders: seedOrders(env.MOCK_SEED_ORDERS),
        customers: seedCustomers(env.MOCK_SEED_CUSTOMERS),
        auditEvents: seedAuditEventCount(env.MOCK_SEED_AUDIT_EVENTS),
        ...(now ? { now } : {}),
      })
      console.log(`mock: store ready in ${Date.now() - started} ms`)
      if ((await ctx.storage.getAlarm()) === null) {
        await ctx.storage.setAlarm(Date.now() + PRUNE_EVERY_MS)
      }
      const app = createMockApp(store, {
        newOrdersPerHour: newOrdersPerHour(env.MOCK_NEW_ORDERS_PER_HOUR),
        branchCapacity: branchCapacity(env.MOCK_BRANCH_CAPACITY),
        benchWritesWithoutEvent: env.MOCK_BENCH_WRITES_WITHOUT_EVENT === '1',
      })
      return { app, store }
    })
  }

  override async fetch(request: Request): Promise<Response> {
    return (await this.ready).app.fetch(request)
  }

  /** Hourly: events older than AUDIT_RETENTION_DAYS go. */
  override async alarm(): Promise<void> {
    const { store } = await this.ready
    const pruned = pruneAuditTrail(store, retentionDays(this.env.AUDIT_RETENTION_DAYS))
    if (pruned > 0) console.log(`mock: pruned ${pruned} audit events`)
    await this.ctx.storage.setAlarm(Date.now() + PRUNE_EVERY_MS)
  }
}
