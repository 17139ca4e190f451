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

/** Shows while the network is down. */
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
        You are offline. Screens you opened before still work; changes cannot be saved until the
        connection is back.
      </Callout>
    </div>
  )
}
