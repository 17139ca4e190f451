import type { SeedData } from '../store/store'
import { TABLE } from '../rows'
import { createRandom } from './random'
import { seedStaff } from './staff'

export const SEED_ORDERS_DEFAULT = 30_000
const DAY_MS = 24 * 60 * 60 * 1000

export interface SeedOptions {
  /** How many orders (MOCK_SEED_ORDERS); customers scale with it. */
  orders: number
}

/**
 * The whole seed for an anchor instant: the same anchor and options always
 * give the same records, so only changes need persisting.
 */
export function buildSeed(anchor: number, options: SeedOptions): SeedData {
  const rand = createRandom(20_240_601)
  const stamp = (daysAgo: number) => new Date(anchor - daysAgo * DAY_MS).toISOString()
  const phone = () =>
    `+961${rand.pick(['3', '70', '71', '76', '78', '81'])}${rand.int(100_000, 999_999)}`
  const tables: SeedData['tables'] = {}
  const lastIds: Record<string, number> = {}
  const add = (name: string, rows: { id: number }[]) => {
    tables[name] = rows.map((value) => ({ key: String(value.id), value }))
    lastIds[name] = rows.reduce((m, r) => Math.max(m, r.id), 0)
  }
  void options
  const { roles, employees } = seedStaff(rand, stamp, phone)
  add(TABLE.role, roles)
  add(TABLE.employee, employees)
  return { tables, lastIds }
}
