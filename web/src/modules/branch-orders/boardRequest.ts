import { orderRoutes } from 'contracts'
import { preload } from 'swr'
import { apiRequest, requestPath } from '../../lib/api'

/** The branch the board shows (`?branchId=`), or undefined for all of the employee's. */
export function branchIdIn(params: URLSearchParams): number | undefined {
  const raw = params.get('branchId')
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined
}

/** The board's read for a branch choice: the route and its query. */
export const boardRead = (branchId: number | undefined) =>
  [orderRoutes.getBranchOrdersBoard, { query: { branchId } }] as const

/**
 * Asks for the board while the screen's code is still on its way (the route's
 * loader in app/screens.tsx calls it): the screen's own read, under the same
 * key, takes the answer over instead of asking again.
 */
export function preloadBoard(search: string = window.location.search) {
  const [route, options] = boardRead(branchIdIn(new URLSearchParams(search)))
  void preload(requestPath(route, options), () => apiRequest(route, options)).catch(() => {
    // The screen's read reports the failure.
  })
}
