// A benchmark of the order list (/order) with Lighthouse, signed in (`npm run bench:order-list`,
// not part of `npm test`; docs/requirements.md#performance-budgets): the SPA built and served by the real worker on a fresh
// mock, an admin's session stored in the browser's profile, then Lighthouse's performance
// category with its mobile settings (a mid-range phone on a slow 4G network, simulated) and
// its desktop ones, RUNS times each. Lighthouse keeps the profile's storage (the session);
// before each run the HTTP cache, the service worker and its caches are cleared, so every
// run is a first visit as a signed-in employee. Prints figures (README), never fails.
import { chromium as playwright } from '@playwright/test'
import { withBenchWorker } from '../budgets/bench-worker.mjs'
import { signInByApi } from '../budgets/browser.mjs'
import { benchPage, launchChromium } from './lighthouse.mjs'

await withBenchWorker('order-list', {}, async (baseUrl) => {
  const chromium = await launchChromium()
  let browser
  try {
    browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`)
    const page = await browser.contexts()[0].newPage()
    await signInByApi(page, baseUrl)
    await page.goto(`${baseUrl}/terms-and-conditions`)
    await page.goto('about:blank')
    const cdp = await page.context().newCDPSession(page)
    const firstVisit = async () => {
      await cdp.send('Network.clearBrowserCache')
      await cdp.send('Storage.clearDataForOrigin', {
        origin: baseUrl,
        storageTypes: 'cache_storage,service_workers',
      })
    }
    await benchPage(chromium, `${baseUrl}/order`, '/order (signed in)', {
      beforeRun: firstVisit,
      flags: { disableStorageReset: true },
    })
  } finally {
    await browser?.close()
    await chromium.stop()
  }
})
