import { z } from 'zod'
import { dataEnvelope } from '../envelope'
import { instantSchema, isoDateSchema, moneySchema, queryInstant, withDateRange } from '../fields'
import { ORDER_STATUSES } from '../orders/status'
import { defineRoute } from '../routes'

/** `GET /dashboard?from&to`: defaults and bounds as resolveDateRange. */
export const dashboardQuerySchema = withDateRange(
  z.object({
    from: queryInstant('From').optional(),
    to: queryInstant('To').optional(),
  }),
)

/**
 * The figures of a date range. `orders` counts every order created in it;
 * `revenue` sums `total` of those not rejected or cancelled
 * (REVENUE_EXCLUDED_STATUSES), and `averageOrderValue` divides it by their
 * count ("0.00" when none). Days are UTC.
 */
export const dashboardSchema = z.object({
  from: instantSchema,
  to: instantSchema,
  orders: z.number().int().nonnegative(),
  revenue: moneySchema,
  averageOrderValue: moneySchema,
  /** Customers who signed up in the range. */
  newCustomers: z.number().int().nonnegative(),
  /** Every status, in ORDER_STATUSES order, zeros included. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** Every UTC day of the range, oldest first, zeros included. */
  perDay: z.array(
    z.object({ date: isoDateSchema, orders: z.number().int(), revenue: moneySchema }),
  ),
  /** Every branch, busiest first. */
  perBranch: z.array(
    z.object({
      branchId: z.number().int(),
      branchName: z.string(),
      orders: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  /** The ten best sellers by quantity (of revenue-bearing orders). */
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: moneySchema,
    }),
  ),
})
export type Dashboard = z.infer<typeof dashboardSchema>

export const DASHBOARD_TOP_PRODUCTS = 10

export const dashboardRoutes = {
  /** Any signed-in employee may read it. */
  getDashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    summary: 'Figures of a date range (default: the last 30 days)',
    auth: true,
    query: dashboardQuerySchema,
    response: dataEnvelope(dashboardSchema),
  }),
}
