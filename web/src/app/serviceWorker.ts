/**
 * Registers the Workbox service worker that vite-plugin-pwa generates (from
 * this bundled script, never an inline one: the CSP is `script-src 'self'`).
 * It precaches the app shell only (index.html, the entry script and CSS, what
 * /login needs: vite.config.ts) and caches every other hashed /assets/ file the
 * first time it is used; it never caches /api. It skips waiting, so a new
 * version takes over on the next load.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => cacheWhatLoadedBefore(registration.active))
      .catch((error: unknown) => {
        console.warn('The service worker could not be registered', error)
      })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/**
 * The files this page loaded before the service worker controlled it (on the
 * first visit, a deep link's screen and the screens opened while the worker
 * was still installing) never went through it: hand them to Workbox's router
 * (its `CACHE_URLS` message), which caches them as if they had, so those
 * screens start offline too. They come from the HTTP cache (hashed files are
 * immutable), not the network.
 *
 * A resource observer (buffered: what loaded so far, then each new file)
 * rather than one look at the list: a screen chunk can still be on its way
 * when the worker takes over. A file the worker already holds costs nothing:
 * its cache answers.
 */
function cacheWhatLoadedBefore(worker: ServiceWorker | null) {
  if (!worker || typeof PerformanceObserver === 'undefined') return
  const observer = new PerformanceObserver((list) => {
    const urlsToCache = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((url) => {
        const { origin, pathname } = new URL(url)
        return origin === location.origin && pathname.startsWith('/assets/')
      })
    if (urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
  })
  observer.observe({ type: 'resource', buffered: true })
}
