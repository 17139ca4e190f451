import { seedAuditEvents } from '../audit/seed'
import { TABLE } from '../rows'
import { FALLBACK_LBP_PER_USD, rateRowIn } from '../money/rates'
import type { SeedData } from '../store/store'
import { seedAvailability } from './availability'
import { seedBranches, seedCatalogue, seedDeliveryCharges, seedRejections } from './catalogue'
import { seedCloses } from './closes'
import { seedCommerce } from './commerce'
import { seedCurrencyRates } from './currency'
import { seedBanners, seedConversionRates, seedCoupons, seedNotifications } from './promotions'
import { createRandom } from './random'
import { seedRiders } from './rider'
import { seedStaff } from './staff'
import { seedTenders } from './tenders'

export const SEED_ORDERS_DEFAULT = 30_000
const DAY_MS = 24 * 60 * 60 * 1000

export interface SeedOptions {
  /** How many orders (MOCK_SEED_ORDERS). */
  orders: number
  /** How many customers (MOCK_SEED_CUSTOMERS); by default a tenth of the orders, at least 50. */
  customers?: number | undefined
  /** At least this many audit events in the seeded trail (MOCK_SEED_AUDIT_EVENTS; 0: its usual past). */
  auditEvents?: number
}

/**
 * The whole seed for an anchor instant (the moment of the last reset): the
 * same anchor and options always give the same records, so only changes need
 * persisting. Orders cover the 90 days before the anchor.
 */
export function buildSeed(anchor: number, options: SeedOptions): SeedData {
  const rand = createRandom(20_240_601)
  const stamp = (daysAgo: number) => new Date(anchor - daysAgo * DAY_MS).toISOString()
  const phone = () =>
    `+961${rand.pick(['3', '70', '71', '76', '78', '79', '81'])}${rand.int(100_000, 999_999)}`
  const tables: SeedData['tables'] = {}
  const lastIds: Record<string, number> = {}
  const add = (name: string, rows: readonly { id: number }[]) => {
    tables[name] = rows.map((value) => ({ key: String(value.id), value }))
    lastIds[name] = rows.reduce((m, r) => Math.max(m, r.id), 0)
  }

  const { roles, employees } = seedStaff(rand, stamp, phone)
  const catalogue = seedCatalogue(rand, stamp)
  const coupons = seedCoupons(anchor, stamp, DAY_MS)
  const rates = seedConversionRates(stamp, anchor, DAY_MS)
  const commerce = seedCommerce({
    rand,
    anchor,
    orders: options.orders,
    customers: options.customers,
    products: catalogue.sold,
    coupons: coupons.sold,
    rates: rates.map((r) => ({
      fromMs: Date.parse(r.effectiveFrom),
      pointsPerUsd: r.pointsPerUsd,
      usdPerPoint: r.usdPerPoint,
    })),
    employees,
    phone,
  })
  const currencyRates = seedCurrencyRates(anchor, employees)
  const rateAt = (ms: number) => rateRowIn(currencyRates, ms)?.lbpPerUsd ?? FALLBACK_LBP_PER_USD
  // Before the orders are stored: each order's rate and settings, and how its cash was paid.
  seedTenders(commerce.orders as never, rateAt)
  // Before the orders are stored: it names each delivered order's rider.
  const riders = seedRiders(anchor, commerce.orders as never, employees, rateAt)
  for (const c of coupons.rows) c.usedCount = commerce.couponUses.get(c.id) ?? 0

  add(TABLE.role, roles)
  add(TABLE.employee, employees)
  const branches = seedBranches(stamp)
  add(TABLE.branch, branches)
  add(TABLE.deliveryCharge, seedDeliveryCharges(stamp))
  add(TABLE.category, catalogue.categories)
  add(TABLE.subcategory, catalogue.subcategories)
  add(TABLE.product, catalogue.products)
  add(TABLE.branchAvailability, seedAvailability(anchor, catalogue.sold, employees))
  add(TABLE.rejection, seedRejections(stamp))
  add(TABLE.coupon, coupons.rows)
  add(TABLE.banner, seedBanners(anchor, stamp, DAY_MS))
  add(TABLE.notification, seedNotifications(rand, anchor, DAY_MS, commerce.customers.length))
  add(TABLE.conversionRate, rates)
  add(TABLE.customer, commerce.customers)
  add(TABLE.order, commerce.orders as { id: number }[])
  add(TABLE.walletTransaction, commerce.walletTransactions)
  add(TABLE.loyaltyPoint, commerce.loyaltyPoints)
  add(TABLE.currencyRate, currencyRates)
  add(TABLE.rider, riders.riders)
  add(TABLE.riderSettlement, riders.settlements)
  add(
    TABLE.shiftClose,
    seedCloses(anchor, branches, commerce.orders, employees, riders.settlements, rateAt),
  )
  return { tables, lastIds, events: () => seedAuditEvents(tables, anchor, options.auditEvents) }
}
