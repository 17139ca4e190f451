import { Callout } from '@blueprintjs/core'
import { OfflineIcon } from '@blueprintjs/icons'
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { RefObject } from 'react'
import { messages } from '../../lib/i18n'
import en from '../messages.en.json'

const m = messages(en)

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * Tells the page how high `banner` stands (`--app-offline-height`), while it
 * shows: the header, the fixed sidebar and sticky parts stand below it, never
 * under it.
 */
function useHeightOnPage(banner: RefObject<HTMLDivElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const box = banner.current
    if (!shown || !box) return undefined
    const root = document.documentElement.style
    const measure = () => root.setProperty('--app-offline-height', `${box.offsetHeight}px`)
    measure()
    const resize = new ResizeObserver(measure)
    resize.observe(box)
    return () => {
      resize.disconnect()
      root.removeProperty('--app-offline-height')
    }
  }, [banner, shown])
}

/**
 * Shows while the network is down, above the header (which moves down under it). What it says is what happens: the app shell and the
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
  const banner = useRef<HTMLDivElement>(null)
  useHeightOnPage(banner, !online)
  if (online) return null
  return (
    <div className="app-offline" role="status" ref={banner}>
      <Callout intent="warning" icon={<OfflineIcon />} compact>
        {m.offline()}
      </Callout>
    </div>
  )
}
