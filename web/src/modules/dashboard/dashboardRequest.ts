import { can, dashboardRoutes } from 'contracts'
import { preload } from 'swr'
import { apiRequest, requestPath } from '../../lib/api'
import { dayRangeQuery, readDayRange } from '../../lib/resource'
import type { DayRange } from '../../lib/resource'
import { getSession } from '../../lib/session'
import { branchIdIn } from '../../lib/orders'

/** The dashboard's read for a range and branch: the route and its query. */
export const dashboardRead = (range: DayRange, branchId: number | undefined) =>
  [dashboardRoutes.getDashboard, { query: { ...dayRangeQuery(range), branchId } }] as const

/**
 * Asks for the figures while the screen's code is still on its way (the route's loader
 * in app/layout/screenLoaders.ts calls it), when the session's permissions grant
 * `order` View: the screen's own read, under the same key, takes the answer over.
 */
export function preloadDashboard(search: string = window.location.search) {
  if (!can(getSession()?.components ?? [], 'order', 'View')) return
  const params = new URLSearchParams(search)
  const [route, options] = dashboardRead(readDayRange(params), branchIdIn(params))
  void preload(requestPath(route, options), () => apiRequest(route, options)).catch(() => {
    // The screen's read reports the failure.
  })
}
