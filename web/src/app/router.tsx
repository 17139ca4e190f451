import { Suspense, useMemo } from 'react'
import {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useOutletContext,
} from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { HashRedirect } from './HashRedirect'
import { lazyScreen } from './lazyScreen'
import { NavigationProvider } from './navigation'
import type { LinkProps, Navigation } from './navigation'
import { PageSpinner } from './PageSpinner'
import { RequireSession } from './RequireSession'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { PUBLIC_SCREENS, SCREEN_PATHS } from './screens'
import type { ScreenPath, ScreenRoute } from './screens'
import type { ShellScreens } from './layout/screenLoaders'
import { useScrollToTop } from './useScrollToTop'

const Shell = lazyScreen(() => import('./layout/Shell'))

const RouterLink = (props: LinkProps) => <Link {...props} />

/** Every route's frame (the offline banner is above it, start.tsx): a failed screen, a loading one. */
function Root() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useScrollToTop()
  // The sign-in page, part of the first script, moves on through the router's own pieces.
  const navigation = useMemo<Navigation>(
    () => ({ navigate, Link: RouterLink, preload: () => {} }),
    [navigate],
  )
  return (
    <NavigationProvider value={navigation}>
      <ScreenErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </NavigationProvider>
  )
}

const toRoute = (route: ScreenRoute) => {
  const Screen = route.screen ?? lazyScreen(route.load)
  return { path: route.path, element: <Screen /> } satisfies RouteObject
}

/** A signed-in route's screen: the shell, once loaded, hands its outlet every screen. */
function ShellScreen({ path }: { path: ScreenPath }) {
  const { [path]: Screen } = useOutletContext<ShellScreens>()
  return <Screen />
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <HashRedirect /> },
      ...PUBLIC_SCREENS.map(toRoute),
      {
        element: (
          <RequireSession>
            <Shell />
          </RequireSession>
        ),
        children: SCREEN_PATHS.map((path) => ({ path, element: <ShellScreen path={path} /> })),
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
export type AppRouter = ReturnType<typeof createRouter>

/** The app under its router (start.tsx renders it inside Blueprint's overlay stack). */
export function RoutedApp({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />
}
