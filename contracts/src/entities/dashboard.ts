import { z } from 'zod'
import { dataEnvelope } from '../envelope'
import { instantSchema, isoDateSchema, moneySchema, queryId, withDateRange } from '../fields'
import { ORDER_STATUSES } from '../orders/status'
import { anyOf, defineRoute } from '../routes'

/**
 * `GET /dashboard?from&to[&branchId]`: defaults and bounds as resolveDateRange;
 * `branchId` narrows the figures to one of the employee's branches.
 */
export const dashboardQuerySchema = withDateRange(
  z.object({
    branchId: queryId('Branch').optional(),
  }),
)

/** The headline figures of a range (the KPI cards). */
export const dashboardTotalsSchema = z.object({
  from: instantSchema,
  to: instantSchema,
  orders: z.number().int().nonnegative(),
  revenue: moneySchema,
  averageOrderValue: moneySchema,
  /** Customers who signed up in the range. */
  newCustomers: z.number().int().nonnegative(),
})
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>

/**
 * The figures of a date range. `orders` counts every order created in it;
 * `revenue` sums `total` of those delivered or picked up (REVENUE_STATUSES),
 * and `averageOrderValue` divides it by their count ("0.00" when none). Days
 * are UTC.
 */
export const dashboardSchema = dashboardTotalsSchema.extend({
  /**
   * The same figures for the period just before, for the change shown on each
   * card. A range that starts at a UTC midnight moves back by as many days as
   * it covers (`[from - n days, to - n days)`, n its UTC days, today counted
   * whole): whole days compare with the whole days before them, and a range
   * that runs up to now (today at noon) with the same hours the day before
   * (yesterday 00:00 to noon). Any other range compares with the period of the
   * same length that ends where it begins (`[2·from − to, from)`); asking for
   * that period directly answers the same figures.
   */
  previous: dashboardTotalsSchema,
  /** Every status, in ORDER_STATUSES order, zeros included. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /**
   * Every UTC day of the range, oldest first, zeros included; `from`/`to` its
   * span within the range (the order list's `from`/`to` for its orders).
   */
  perDay: z.array(
    z.object({
      date: isoDateSchema,
      from: instantSchema,
      to: instantSchema,
      orders: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  /**
   * Every UTC hour of a one-day range up to `to`, oldest first, zeros
   * included (empty for a longer range): what a day's chart draws.
   */
  perHour: z.array(
    z.object({
      hour: instantSchema,
      from: instantSchema,
      to: instantSchema,
      orders: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  /** Every branch in scope (the employee's, or the one asked for), busiest first. */
  perBranch: z.array(
    z.object({
      branchId: z.number().int(),
      branchName: z.string(),
      branchNameAr: z.string(),
      orders: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  /** The ten best sellers by quantity (of orders delivered or picked up). */
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  /** The ten best customers by orders (then spend, of orders delivered or picked up). */
  topCustomers: z.array(
    z.object({
      customerId: z.number().int(),
      name: z.string(),
      orders: z.number().int(),
      spent: moneySchema,
    }),
  ),
})
export type Dashboard = z.infer<typeof dashboardSchema>

export const DASHBOARD_TOP_PRODUCTS = 10
export const DASHBOARD_TOP_CUSTOMERS = 10

export const dashboardRoutes = {
  /**
   * Needs `order` View (the figures are the orders'); they cover the
   * employee's branches only (all when they have none listed).
   */
  getDashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    summary: 'Figures of a date range (default: the last 30 days)',
    auth: true,
    permission: anyOf({ key: 'order', action: 'View' }),
    scope: { branch: 'branchId' },
    query: dashboardQuerySchema,
    refusals: { 404: "The branch is not one of the employee's branches." },
    response: dataEnvelope(dashboardSchema),
  }),
}
