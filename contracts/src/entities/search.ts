import { z } from 'zod'
import { dataEnvelope } from '../envelope'
import { queryInt } from '../fields'
import { MODULE_KEYS } from '../registry'
import { ORDER_STATUSES } from '../orders/status'
import { defineRoute } from '../routes'

/** How many hits `GET /search` answers unless `limit` says otherwise, and at most. */
export const SEARCH_LIMIT_DEFAULT = 8
export const SEARCH_LIMIT_MAX = 50
/** The longest query `GET /search` takes (longer is a 400). */
export const SEARCH_QUERY_MAX = 200

export const SEARCH_MESSAGES = {
  tooLong: `The search must be at most ${SEARCH_QUERY_MAX} characters`,
} as const

/**
 * `GET /search?q&limit`: `q` as typed (blank = no hits), `limit` 1–50 (default 8).
 * Orders by number (the exact number first; `21092` finds `BEY-21092`),
 * customers by name in either order or by phone (with or without +961, spaces,
 * dashes, Arabic-Indic digits), products, categories and sub-categories by
 * English or Arabic name, coupons by code, employees by name or e-mail,
 * branches by name, roles by name, banners and push notifications by title,
 * riders by name or phone (those of the employee's branches).
 */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong).default(''),
  limit: queryInt('Limit', 1, SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
})
export type SearchQuery = z.input<typeof searchQuerySchema>

/** One hit: what it is (its module's registry key), which one, and the SPA path that opens it. */
export const searchHitSchema = z.object({
  type: z.enum(MODULE_KEYS),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** An order hit's status, for the SPA to say beside its subtitle (the customer) in its own language. */
  status: z.enum(ORDER_STATUSES).optional(),
  /**
   * `recordRoute` of the hit: its edit screen where the employee may Update,
   * else its read view (customers: their list's drawer).
   */
  route: z.string(),
})
export type SearchHit = z.infer<typeof searchHitSchema>

export const searchRoutes = {
  /**
   * Any signed-in employee; the hits are only of modules their role may View,
   * and orders only of their branches (every branch when they have none listed).
   */
  search: defineRoute({
    method: 'GET',
    path: '/search',
    summary: 'Find orders, customers, products and other records by what an employee types',
    auth: true,
    scope: { branch: 'branchId', filterOnly: true },
    hits: { key: 'type', link: 'route', viewLink: 'viewRoute', limit: 'limit' },
    query: searchQuerySchema,
    response: dataEnvelope(z.array(searchHitSchema)),
  }),
}
