/**
 * Registers the Workbox service worker that vite-plugin-pwa generates (from
 * this bundled script, never an inline one: the CSP is `script-src 'self'`).
 * It precaches the app shell, so the app starts offline after one visit; it
 * skips waiting, so a new version takes over on the next load.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
