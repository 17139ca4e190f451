import { OverlaysProvider } from '@blueprintjs/core'
import { RouterProvider } from 'react-router-dom'
import { ApiProvider } from '../lib/api/swrConfig'
import type { AppRouter } from './router'

/** Blueprint's overlay stack (no hotkeys: the app defines none), SWR and the router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <OverlaysProvider>
      <ApiProvider>
        <RouterProvider router={router} />
      </ApiProvider>
    </OverlaysProvider>
  )
}
