import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { SessionCache } from '../../lib/session/SessionCache'
import { PageSpinner } from '../PageSpinner'
import { PermissionGuard } from '../PermissionGuard'
import { ScreenErrorBoundary } from '../ScreenErrorBoundary'
import { Breadcrumbs } from './Breadcrumbs'
import { Footer } from './Footer'
import { Header } from './Header'
import { Sidebar } from './Sidebar'
import { SHELL_SCREENS } from './screenLoaders'
import { useSidebarVisible } from './sidebarFlag'

/**
 * The signed-in layout: header, fixed sidebar, breadcrumb, the screen, footer;
 * everything in it reads the API through the session's own cache.
 */
export default function Shell() {
  return (
    <SessionCache>
      <SignedInLayout />
    </SessionCache>
  )
}

function SignedInLayout() {
  const { pathname } = useLocation()
  const sidebarVisible = useSidebarVisible()
  return (
    <div className={`app-shell${sidebarVisible ? ' sidebar-open' : ''}`}>
      <a className="app-skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <div className="app-body">
        <Sidebar />
        <div className="app-main-column">
          <main id="main" className="app-main" tabIndex={-1}>
            <Breadcrumbs />
            <ScreenErrorBoundary resetKey={pathname}>
              <PermissionGuard>
                <Suspense fallback={<PageSpinner />}>
                  <Outlet context={SHELL_SCREENS} />
                </Suspense>
              </PermissionGuard>
            </ScreenErrorBoundary>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  )
}
