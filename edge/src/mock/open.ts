import { seedPasswordHash } from './auth/passwords'
import type { CredentialRow, EmployeeRow } from './rows'
import { INTERNAL, TABLE } from './rows'
import { buildSeed, SEED_ORDERS_DEFAULT } from './seed'
import { DEMO_PASSWORDS } from './seed/staff'
import type { Persistence } from './store/persistence'
import { Store } from './store/store'

/** `MOCK_SEED_ORDERS` as a number: default 30,000, at least 50, at most 1,000,000. */
export function seedOrders(value: string | undefined): number {
  const n = Number(value)
  if (!value || !Number.isFinite(n)) return SEED_ORDERS_DEFAULT
  return Math.min(1_000_000, Math.max(50, Math.round(n)))
}

/**
 * `MOCK_SEED_AUDIT_EVENTS` as a number: how many events the seeded trail holds at
 * least (the benchmark asks for 200,000); unset or not a number: 0, the usual past.
 */
export function seedAuditEventCount(value: string | undefined): number {
  const n = Number(value)
  if (!value || !Number.isFinite(n) || n <= 0) return 0
  return Math.min(1_000_000, Math.round(n))
}

/**
 * Gives the demo employees their hashed passwords once per seed: the hashes
 * are written to the overlay, so a restart replays them instead of hashing.
 */
async function ensureDemoCredentials(store: Store) {
  const credentials = store.table<CredentialRow>(INTERNAL.credential)
  const employees = [...store.table<EmployeeRow>(TABLE.employee).values()]
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
  /** At least this many audit events in the seeded trail (0: its usual past). */
  auditEvents?: number
  now?: () => number
}): Promise<Store> {
  const orders = options.orders ?? SEED_ORDERS_DEFAULT
  const auditEvents = options.auditEvents ?? 0
  return Store.open({
    persistence: options.persistence,
    seedKey: auditEvents ? `v4:${orders}:${auditEvents}` : `v4:${orders}`,
    seed: (anchor) => buildSeed(anchor, { orders, auditEvents }),
    afterLoad: ensureDemoCredentials,
    ...(options.now ? { now: options.now } : {}),
  })
}
