import { comparablePath, publicPathOf } from './publicPaths'
import { PUBLIC_SCREENS, SCREEN_LOADERS, SCREEN_PATHS } from './screens'
import type { ScreenPath } from './screens'

const segmentsOf = (path: string) => comparablePath(path).split('/').filter(Boolean)
const isParam = (segment: string) => segment.startsWith(':')
const ROUTES = SCREEN_PATHS.map((path) => ({ path, segments: segmentsOf(path) }))

/**
 * The signed-in route whose screen the router shows at `pathname`, without the router: a
 * route's own segments in any case, a `:param` for any one segment; of two that fit, the
 * one with more segments of its own (`/employee/roles` rather than `/employee/:employeeId`),
 * as React Router ranks them (preloadScreen.test.ts compares the two on every route).
 */
export function signedInRoute(pathname: string): ScreenPath | undefined {
  const segments = segmentsOf(pathname)
  let best: { path: ScreenPath; fixed: number } | undefined
  for (const route of ROUTES) {
    if (route.segments.length !== segments.length) continue
    if (!route.segments.every((s, i) => isParam(s) || s === segments[i])) continue
    const fixed = route.segments.filter((s) => !isParam(s)).length
    if (!best || fixed > best.fixed) best = { path: route.path, fixed }
  }
  return best?.path
}

/**
 * Starts loading the code of the screen the page at `pathname` will show (its chunk and the
 * chunks it imports), on a cold start, side by side with the router's chunk rather than
 * after it has run: a public page's screen; signed in, the screen of the route (the
 * dashboard for /login and any unknown path, where the router sends a signed-in employee).
 * Code only: a screen's data waits for the guard (layout/screenLoaders.ts). The lazy
 * screen the router renders later finds the module there.
 */
export function preloadScreen(pathname: string, signedIn: boolean): void {
  const publicPath = publicPathOf(pathname)
  const load =
    publicPath && !(signedIn && publicPath === '/login')
      ? PUBLIC_SCREENS.find((screen) => screen.path === publicPath)?.load
      : signedIn
        ? SCREEN_LOADERS[signedInRoute(pathname) ?? '/dashboard']
        : undefined
  // A screen that does not arrive is reported where it is shown.
  load?.().catch(() => {})
}
