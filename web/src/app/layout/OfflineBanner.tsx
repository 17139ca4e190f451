import { Callout } from '@blueprintjs/core'
import { OfflineIcon } from '@blueprintjs/icons'
import { useSyncExternalStore } from 'react'

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * Shows while the network is down. What it says is what happens: the app shell and the
 * screens' code start from the service worker's cache, but no data comes from a cache (the
 * API never is), so nothing loads or saves, and a reload finds no permissions to show a
 * signed-in screen with (pwa.spec.ts).
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  if (online) return null
  return (
    <div className="app-offline" role="status">
      <Callout intent="warning" icon={<OfflineIcon />} compact>
        You are offline. Data cannot be loaded or saved until the connection is back.
      </Callout>
    </div>
  )
}
