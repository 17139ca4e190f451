import { seedPasswordHash } from './auth/passwords'
import { INTERNAL, TABLE } from './rows'
import { buildSeed, SEED_ORDERS_DEFAULT } from './seed'
import { DEMO_PASSWORDS } from './seed/staff'
import type { Persistence } from './store/persistence'
import { Store } from './store/store'

/** A seed size var as a number from 50 to 1,000,000; undefined when missing or not a number. */
function seedSize(value: string | undefined): number | undefined {
  const n = Number(value)
  if (!value?.trim() || !Number.isFinite(n)) return undefined
  return Math.min(1_000_000, Math.max(50, Math.round(n)))
}

/** `MOCK_SEED_ORDERS` as a number: default 30,000, at least 50, at most 1,000,000. */
export const seedOrders = (value: string | undefined): number =>
  seedSize(value) ?? SEED_ORDERS_DEFAULT

/**
 * `MOCK_SEED_CUSTOMERS` as a number (50 to 1,000,000); undefined, the seed's default
 * (a tenth of the orders), when missing.
 */
export const seedCustomers = (value: string | undefined): number | undefined => seedSize(value)

/**
 * `MOCK_SEED_AUDIT_EVENTS` as a number (50 to 1,000,000): how many events the seeded
 * trail holds at least (the benchmark asks for 200,000); missing: 0, the usual past.
 */
export const seedAuditEventCount = (value: string | undefined): number => seedSize(value) ?? 0

/**
 * `MOCK_CLOCK_START` as the mock's clock: it reads that instant when the store opens and runs
 * on from there (the app at a chosen moment, such as a few minutes before a Beirut midnight);
 * the real clock when missing or empty. For a fresh state: a saved one keeps its later times.
 */
export function mockClock(
  value: string | undefined,
  realNow: () => number = Date.now,
): (() => number) | undefined {
  const start = value?.trim()
  if (!start) return undefined
  const at = Date.parse(start)
  if (!Number.isFinite(at)) {
    throw new RangeError(`MOCK_CLOCK_START is not an instant (2026-11-27T21:57:00Z): ${start}`)
  }
  const opened = realNow()
  return () => at + (realNow() - opened)
}

/**
 * Gives the demo employees their hashed passwords once per seed: the hashes
 * are written to the overlay, so a restart replays them instead of hashing.
 */
async function ensureDemoCredentials(store: Store) {
  const credentials = store.table(INTERNAL.credential)
  const employees = [...store.table(TABLE.employee).values()]
  for (const demo of DEMO_PASSWORDS) {
    const employee = employees.find((e) => e.email === demo.email)
    if (!employee || credentials.has(employee.id)) continue
    credentials.put(employee.id, {
      employeeId: employee.id,
      passwordHash: await seedPasswordHash(demo.password),
    })
  }
}

/** Opens the mock's store: the seed for the persisted anchor plus the overlay. */
export function openStore(options: {
  persistence: Persistence
  orders?: number
  /** Customers in the seed; by default a tenth of the orders. */
  customers?: number | undefined
  /** At least this many audit events in the seeded trail (0: its usual past). */
  auditEvents?: number
  now?: () => number
}): Promise<Store> {
  const orders = options.orders ?? SEED_ORDERS_DEFAULT
  const { customers } = options
  const auditEvents = options.auditEvents ?? 0
  return Store.open({
    persistence: options.persistence,
    // Another size is another seed (the default's key is as it always was).
    seedKey: [
      `v7:${orders}`,
      customers === undefined ? '' : `:${customers}`,
      auditEvents ? `:events${auditEvents}` : '',
    ].join(''),
    seed: (anchor) => buildSeed(anchor, { orders, customers, auditEvents }),
    afterLoad: ensureDemoCredentials,
    ...(options.now ? { now: options.now } : {}),
  })
}
