// A cold start of a signed-in screen, as a waterfall (`npm run bench:cold-screen`, not part of
// `npm test`; docs/requirements.md#performance-budgets): the SPA built and served by the real worker on a fresh mock, an
// admin's session stored before any page script runs, then RUNS cold loads of the screen
// (`BENCH_PATH`, /order by default), each in a fresh browser context (empty HTTP cache, no
// service worker), until the list's first row of data shows. Prints, per run and as medians,
// when each request started and ended (the page's Resource Timing entries) and when the first
// row appeared; never fails. `BENCH_SKIP_BUILD=1` reuses web/dist.
import { chromium } from '@playwright/test'
import { withBenchWorker } from '../budgets/bench-worker.mjs'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from '../budgets/browser.mjs'
import { buildWeb } from '../budgets/build.mjs'
import { median } from './lighthouse.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const PATH = process.env.BENCH_PATH ?? '/order'

/** Records (performance.now()) when the list's first row of data is in the page. */
function watchFirstRow() {
  const seen = () => document.querySelector('.resource-table tbody tr:not([aria-hidden])')
  new MutationObserver((_, observer) => {
    if (!seen()) return
    window.__firstRow = performance.now()
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
}

/** What a request is, in the waterfall's words (the hash of a file left out). */
function label(url) {
  const { pathname } = new URL(url)
  if (pathname.startsWith('/api/')) return `GET ${pathname}`
  return pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1')
}

async function coldLoad(browser, baseUrl) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signInByApi(page, baseUrl)
  await page.addInitScript(watchFirstRow)
  await page.goto(`${baseUrl}${PATH}`)
  await page.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 60_000 })
  const result = await page.evaluate(() => ({
    firstRow: window.__firstRow,
    document: performance.getEntriesByType('navigation')[0].responseEnd,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
  }))
  await context.close()
  return result
}

const ms = (n) => `${Math.round(n)}`.padStart(5)

await withBenchWorker('cold-screen', {}, async (baseUrl) => {
  if (!process.env.BENCH_SKIP_BUILD) buildWeb()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    await coldLoad(browser, baseUrl) // warms the worker and the mock, not counted
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, baseUrl))
    const rows = new Map()
    for (const run of runs) {
      for (const r of run.resources) {
        const name = label(r.url)
        if (!rows.has(name)) rows.set(name, { starts: [], ends: [] })
        rows.get(name).starts.push(r.start)
        rows.get(name).ends.push(r.end)
      }
    }
    console.log(`== cold ${PATH}, signed in: ${RUNS} runs, medians (ms since navigation start)`)
    console.log(`  ${'request'.padEnd(44)} start   end  (in how many runs)`)
    const ordered = [...rows].sort((a, b) => median(a[1].starts) - median(b[1].starts))
    for (const [name, { starts, ends }] of ordered) {
      console.log(
        `  ${name.slice(0, 44).padEnd(44)} ${ms(median(starts))} ${ms(median(ends))}  (${starts.length})`,
      )
    }
    console.log(`  ${'index.html'.padEnd(44)}       ${ms(median(runs.map((r) => r.document)))}`)
    const firstRows = runs.map((r) => r.firstRow)
    console.log(
      `  first row shown: median ${ms(median(firstRows))} ms (runs: ${firstRows.map(Math.round).join(', ')})`,
    )
  } finally {
    await browser.close()
  }
})
