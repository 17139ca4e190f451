import { registerSW } from 'virtual:pwa-register'

/**
 * Registers the Workbox service worker built by vite-plugin-pwa (from this
 * bundled script, never an inline one: the CSP is `script-src 'self'`).
 * A new version activates on the next visit; the app shell starts offline.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  registerSW({ immediate: true })
}
