import { OverlaysProvider } from '@blueprintjs/core'
import { RouterProvider } from 'react-router-dom'
import type { AppRouter } from './router'

/**
 * Blueprint's overlay stack (no hotkeys: the app defines none) and the router. SWR
 * comes with the signed-in shell (SessionCache), not with the first script.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <OverlaysProvider>
      <RouterProvider router={router} />
    </OverlaysProvider>
  )
}
