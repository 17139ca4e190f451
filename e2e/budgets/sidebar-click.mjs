// The screen benchmark the budgets share: from a click on a sidebar link to a
// full page of rows in the screen's table, in headless Chromium, measured in the
// page itself. A benchmark reports; it never fails a build.
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from './browser.mjs'

const KB = 1024
export const kb = (n) => `${(n / KB).toFixed(1)} KB`
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Clicks the sidebar link `label` (to `href`) and measures until the table holds `rows` rows. */
function clickUntilRows(page, { label, href, rows }) {
  return page.evaluate(
    ({ label, href, rows }) =>
      new Promise((resolve, reject) => {
        const link = [...document.querySelectorAll('a')].find(
          (a) => a.textContent?.trim() === label && a.getAttribute('href') === href,
        )
        if (!link) return reject(new Error(`No ${label} link in the sidebar`))
        const shown = () =>
          document.querySelectorAll('.resource-table tbody tr:not([aria-hidden])').length
        const start = performance.now()
        // Measured when React has put the rows in the document (the next paint
        // follows; requestAnimationFrame stalls in headless background pages).
        const observer = new MutationObserver(() => {
          if (shown() < rows) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        observer.observe(document.body, { childList: true, subtree: true })
        link.click()
        setTimeout(
          () => reject(new Error(`${rows} rows never showed (${shown()} at ${location.pathname})`)),
          30_000,
        )
      }),
    { label, href, rows },
  )
}

/**
 * `runs` first visits (a new browser context each: the screen's chunk and its
 * data are not cached yet) and as many repeat visits in the same tab, each
 * from the dashboard, against the worker at `baseUrl`; and the scripts the
 * first click of the first run downloaded (gzip).
 */
export async function timeSidebarClicks({ baseUrl, label, href, rows = 50, runs = 5 }) {
  const cold = []
  const warm = []
  const coldScripts = []
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const page = await context.newPage()
      await signInByApi(page, baseUrl)
      await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' })
      const scripts = []
      const onResponse = async (response) => {
        if (!new URL(response.url()).pathname.endsWith('.js')) return
        const body = await response.body().catch(() => Buffer.alloc(0))
        scripts.push({ path: new URL(response.url()).pathname, bytes: gzipSync(body).length })
      }
      page.on('response', onResponse)
      cold.push(await clickUntilRows(page, { label, href, rows }))
      page.off('response', onResponse)
      if (run === 0) coldScripts.push(...scripts)
      // Then back and forth within the same tab: chunk loaded, the list revalidated.
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click()
      await page.waitForURL(/\/dashboard$/)
      // The router keeps the old screen up while the next one loads: wait until it is gone.
      await page.locator('.resource-table').waitFor({ state: 'detached' })
      await page.waitForLoadState('networkidle')
      warm.push(await clickUntilRows(page, { label, href, rows }))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { cold, warm, coldScripts }
}

/** Prints what timeSidebarClicks measured. */
export function reportSidebarClicks(title, { cold, warm, coldScripts }, budgetMs) {
  const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(', ')
  console.log(`== ${title}`)
  console.log(`  first visit (chunk + data): median ${median(cold).toFixed(0)} ms  [${fmt(cold)}]`)
  console.log(`  repeat visit (cached chunk): median ${median(warm).toFixed(0)} ms  [${fmt(warm)}]`)
  const total = coldScripts.reduce((n, s) => n + s.bytes, 0)
  console.log(`  JavaScript the first click downloads: ${kb(total)} gzip`)
  for (const s of [...coldScripts].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`    ${kb(s.bytes).padStart(8)}  ${s.path}`)
  }
  console.log(`  (a benchmark, not a test: budget ${budgetMs} ms)`)
}
