import { OverlaysProvider } from '@blueprintjs/core'
import { StrictMode, Suspense, lazy } from 'react'
import type { MouseEvent, ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import { getSession } from '../lib/session/store'
import LoginScreen from '../modules/auth/LoginScreen'
import { OfflineBanner } from './layout/OfflineBanner'
import { withTimeout } from './lazyScreen'
import { NavigationProvider, isPlainClick } from './navigation'
import type { LinkProps, NavigateOptions, Navigation } from './navigation'
import { PageSpinner } from './PageSpinner'
import type { AppRouter } from './router'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { warmStart as warmStartPage } from './warmStart'

/** The router, its routes and what they share: a chunk of its own, which /login alone never loads. */
const loadRouterModule = () => import('./router')
type RouterModule = Awaited<ReturnType<typeof loadRouterModule>>

export interface StartOptions {
  /** Where the router's chunk comes from (tests count the loads). */
  loadRouter?: () => Promise<RouterModule>
  /** What a page asks for beside the router's chunk (warmStart.ts). */
  warmStart?: (pathname: string) => void
}

/** What main.tsx keeps of the started app: a way to move it elsewhere (a 401 → /#/login). */
export interface StartedApp {
  navigate: (to: string, options?: NavigateOptions) => void
}

/** /login opened signed out: the sign-in page alone, without the router. */
export const signInPageAlone = () => window.location.pathname === '/login' && getSession() === null

/**
 * Renders the app into `root`, inside what every page has: Blueprint's overlay stack, the
 * offline banner, a message instead of a white page when a script does not arrive.
 *
 * /login opened signed out (where nearly every visit starts, and all the first script and
 * the service worker's precache hold) shows the sign-in page alone: React Router (about
 * 27 KB gzip) is not downloaded. The page moves on by handing over: the address changes,
 * the router's chunk loads (under a spinner, or from the first touch of the form) and the
 * router takes the page where it now is, back button included. Any other address starts
 * the router at once. Either way the page's screen, and signed in the shell and the
 * permissions, are asked for beside the router's chunk (warmStart.ts).
 */
export function startApp(
  root: Root,
  { loadRouter: loadRouterChunk = loadRouterModule, warmStart = warmStartPage }: StartOptions = {},
): StartedApp {
  let router: AppRouter | undefined
  let routerModule: Promise<RouterModule> | undefined
  let routerStarted: Promise<RouterModule> | undefined
  let handedOver = !signInPageAlone()

  /** The router's code only (the first touch of the sign-in form starts it). */
  const loadRouter = () => (routerModule ??= withTimeout(loadRouterChunk))
  /** The router itself, made once the address is the one it should start at. */
  const startRouter = () =>
    (routerStarted ??= loadRouter().then((routing) => {
      router = routing.createRouter()
      return routing
    }))
  const RoutedApp = lazy(async () => {
    const routing = await startRouter()
    const started = router as AppRouter
    return { default: () => <routing.RoutedApp router={started} /> }
  })

  const render = (page: ReactNode) =>
    root.render(
      <StrictMode>
        <OverlaysProvider>
          <OfflineBanner />
          <ScreenErrorBoundary>
            <Suspense fallback={<PageSpinner />}>{page}</Suspense>
          </ScreenErrorBoundary>
        </OverlaysProvider>
      </StrictMode>,
    )

  /** The router takes the page where the address now is. */
  const handOver = () => {
    handedOver = true
    window.removeEventListener('popstate', followHistory)
    warmStart(window.location.pathname)
    render(<RoutedApp />)
  }
  /** Back or forward to another page of the app (an entry the router made before a reload). */
  const followHistory = () => {
    if (window.location.pathname !== '/login') handOver()
  }

  const navigate = (to: string, options: NavigateOptions = {}) => {
    if (router) {
      void router.navigate(to, options)
      return
    }
    if (handedOver) {
      // The router is on its way: it goes there once it has started.
      startRouter().then(
        () => void router?.navigate(to, options),
        () => {}, // its failure is shown where it is rendered
      )
      return
    }
    if (options.replace) window.history.replaceState(null, '', to)
    else window.history.pushState(null, '', to)
    handOver()
  }

  function HandOverLink({ to, onClick, children, ...anchor }: LinkProps) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event)
      if (event.defaultPrevented || !isPlainClick(event)) return
      event.preventDefault()
      navigate(to)
    }
    return (
      <a {...anchor} href={to} onClick={follow}>
        {children}
      </a>
    )
  }

  if (handedOver) {
    warmStart(window.location.pathname)
    render(<RoutedApp />)
  } else {
    window.addEventListener('popstate', followHistory)
    const alone: Navigation = {
      navigate,
      Link: HandOverLink,
      preload: () => void loadRouter().catch(() => {}),
    }
    render(
      <NavigationProvider value={alone}>
        <LoginScreen />
      </NavigationProvider>,
    )
  }
  return { navigate }
}
