import { can } from 'contracts'
import type { ModuleKey } from 'contracts'
import { readEarly } from '../lib/api/earlyRead'
import { askPermissionsEarly } from '../lib/session/earlyPermissions'
import { getSession } from '../lib/session/store'
import type { Session } from '../lib/session/store'
import { orderListFirstRead } from '../modules/order/orderListView'
import { comparablePath, publicPathOf } from './publicPaths'

export interface WarmStartLoads {
  /** The signed-in shell's chunk (Vite preloads what it imports: the screen kit, the schemas). */
  loadShell?: () => Promise<unknown>
  /**
   * A module of the schemas' chunk (vite.config.ts), asked for on its own: the chunk runs as
   * soon as it has arrived, in a task of its own, instead of in one long task with the screen
   * kit's once both are there (the shell's chunk imports the two).
   */
  loadSchemas?: () => Promise<unknown>
  /** The screens' map, which starts the screen's own chunk (preloadScreen.ts). */
  loadScreenMap?: () => Promise<{ preloadScreen: (pathname: string, signedIn: boolean) => void }>
}

/**
 * The screens whose first read a cold start sends itself, beside their code: the page as it
 * opens without a query string, for an employee whose stored permissions let them read it.
 * The order list, which a manager opens cold from a phone (docs/requirements.md#phone-sized-screens); the dashboard and the
 * board send theirs once the guard has let the employee in (layout/screenLoaders.ts).
 */
const FIRST_READS: Record<string, { key: ModuleKey; path: () => string }> = {
  '/order': { key: 'order', path: orderListFirstRead },
}

/** Sends the first read of the page at `pathname` + `search`, when it has one (FIRST_READS). */
function sendFirstRead(session: Session, pathname: string, search: string) {
  const read = FIRST_READS[comparablePath(pathname)]
  if (!read || search.replace(/^\?/, '') !== '') return
  if (!can(session.components, read.key, 'View')) return
  readEarly(read.path(), session.token)
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
 * permissions, whose answer usePermissions takes instead of asking again, and the screen's
 * first page where it is known without its code (FIRST_READS). Nothing is shown earlier:
 * the guard still waits for the permissions, and the screens for their data.
 */
export function warmStart(
  pathname: string,
  search: string = window.location.search,
  {
    loadShell = () => import('./layout/Shell'),
    loadSchemas = () => import('../lib/api/client'),
    loadScreenMap = () => import('./preloadScreen'),
  }: WarmStartLoads = {},
): void {
  const session = getSession()
  if (session && showsTheShell(pathname)) {
    askPermissionsEarly(session)
    sendFirstRead(session, pathname, search)
    // A chunk that does not arrive is reported where it is shown.
    loadSchemas().catch(() => {})
    loadShell().catch(() => {})
  }
  loadScreenMap()
    .then((screens) => screens.preloadScreen(pathname, session !== null))
    .catch(() => {})
}
