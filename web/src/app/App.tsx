import { BlueprintProvider } from '@blueprintjs/core'
import { RouterProvider } from 'react-router-dom'
import { ApiProvider } from '../lib/api/swrConfig'
import type { AppRouter } from './router'

export function App({ router }: { router: AppRouter }) {
  return (
    <BlueprintProvider>
      <ApiProvider>
        <RouterProvider router={router} />
      </ApiProvider>
    </BlueprintProvider>
  )
}
