import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { SessionCache } from '../../lib/session/SessionCache'
import { PageSpinner } from '../PageSpinner'
import { PermissionGuard } from '../PermissionGuard'
import { ScreenErrorBoundary } from '../ScreenErrorBoundary'
import { Breadcrumbs } from './Breadcrumbs'
import { Footer } from './Footer'
import { Header, SIDEBAR_TOGGLE_ID } from './Header'
import { Sidebar } from './Sidebar'
import { SHELL_SCREENS } from './screenLoaders'
import { closeSidebarOverlay, useSidebarVisible } from './sidebarFlag'
import { useNarrowScreen } from '../../lib/screen'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

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
  const narrow = useNarrowScreen()
  const overlay = narrow && sidebarVisible
  // A phone opens the signed-in area with the content, not the sidebar, in view.
  useEffect(() => closeSidebarOverlay(), [])
  useEscapeCloses(overlay)
  return (
    <div className={`app-shell${sidebarVisible ? ' sidebar-open' : ''}`}>
      <a className="app-skip-link" href="#main">
        {m.skipToContent()}
      </a>
      <Header />
      <div className="app-body">
        <Sidebar />
        {overlay && (
          <div className="app-sidebar-backdrop" aria-hidden onClick={closeSidebarOverlay} />
        )}
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

/** Escape closes the narrow screen's sidebar overlay and gives the focus back to its toggle. */
function useEscapeCloses(overlay: boolean) {
  useEffect(() => {
    if (!overlay) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      closeSidebarOverlay()
      document.getElementById(SIDEBAR_TOGGLE_ID)?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [overlay])
}
