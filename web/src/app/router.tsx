import { Suspense } from 'react'
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useOutletContext,
} from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { HashRedirect } from './HashRedirect'
import { lazyScreen } from './lazyScreen'
import { OfflineBanner } from './layout/OfflineBanner'
import { PageSpinner } from './PageSpinner'
import { RequireSession } from './RequireSession'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { PUBLIC_SCREENS, SCREEN_PATHS } from './screens'
import type { ScreenPath, ScreenRoute } from './screens'
import type { ShellScreens } from './layout/screenLoaders'

const Shell = lazyScreen(() => import('./layout/Shell'))

function Root() {
  const { pathname } = useLocation()
  return (
    <>
      <OfflineBanner />
      <ScreenErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </>
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
