import { Suspense } from 'react'
import { Navigate, Outlet, createBrowserRouter, useLocation } from 'react-router-dom'
import type { RouteObject } from 'react-router-dom'
import { HashRedirect } from './HashRedirect'
import { lazyScreen } from './lazyScreen'
import { OfflineBanner } from './layout/OfflineBanner'
import { PageSpinner } from './PageSpinner'
import { RequireSession } from './RequireSession'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { PUBLIC_SCREENS, SCREENS } from './screens'
import type { ScreenRoute } from './screens'

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
        children: SCREENS.map(toRoute),
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
export type AppRouter = ReturnType<typeof createRouter>
