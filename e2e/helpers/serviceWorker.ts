import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/** Helpers of the tests that let the service worker run (the suite blocks it elsewhere). */

/** Waits until the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
  })
}

/** Every URL path in the page's Cache Storage. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname)
      }
    }
    return paths
  })
}

/**
 * Waits until every file of /assets/ this page has loaded so far (its screen, and what
 * the screen loaded after it: the date picker and its CSS…) is in the cache. Files loaded
 * before the worker took control are handed to it, one by one: a screen's chunk can be
 * cached while its stylesheet is not yet.
 */
export async function waitForPageAssetsCached(page: Page) {
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  )
  expect(loaded.length).toBeGreaterThan(0)
  await expect
    .poll(async () => {
      const cached = new Set(await cachedPaths(page))
      return loaded.filter((path) => !cached.has(path))
    })
    .toEqual([])
}

/** Waits until a hashed file whose name starts with `chunk` is in the cache. */
export async function waitForCached(page: Page, chunk: string) {
  await expect
    .poll(async () => (await cachedPaths(page)).some((p) => p.startsWith(`/assets/${chunk}-`)))
    .toBe(true)
}
