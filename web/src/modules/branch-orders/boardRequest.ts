import { preload } from 'swr'
import { apiRequest, requestPath } from '../../lib/api'
import { boardRead, branchIdIn } from '../../lib/orders'

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
