import { askPermissionsEarly } from '../lib/session/earlyPermissions'
import { getSession } from '../lib/session/store'
import { publicPathOf } from './publicPaths'

export interface WarmStartLoads {
  /** The signed-in shell's chunk (Vite preloads what it imports: the screen kit, the schemas). */
  loadShell?: () => Promise<unknown>
  /** The screens' map, which starts the screen's own chunk (preloadScreen.ts). */
  loadScreenMap?: () => Promise<{ preloadScreen: (pathname: string, signedIn: boolean) => void }>
}

/** Signed in, every page but a public one shows the shell (/login sends them to the dashboard). */
export function showsTheShell(pathname: string): boolean {
  const publicPath = publicPathOf(pathname)
  return publicPath === undefined || publicPath === '/login'
}

/**
 * A cold start (any page but /login alone): what the page will need is asked for at once,
 * side by side with the router's chunk, not each after the one before has arrived and run.
 * Always the screen's chunk; when a session is stored and the page shows the signed-in
 * shell, the shell's chunk (with the screen kit and the schemas) and the employee's
 * permissions, whose answer usePermissions takes instead of asking again. Nothing is shown
 * earlier: the guard still waits for the permissions, and the screens for their data.
 */
export function warmStart(
  pathname: string,
  {
    loadShell = () => import('./layout/Shell'),
    loadScreenMap = () => import('./preloadScreen'),
  }: WarmStartLoads = {},
): void {
  const session = getSession()
  if (session && showsTheShell(pathname)) {
    askPermissionsEarly(session)
    // A chunk that does not arrive is reported where it is shown.
    loadShell().catch(() => {})
  }
  loadScreenMap()
    .then((screens) => screens.preloadScreen(pathname, session !== null))
    .catch(() => {})
}
