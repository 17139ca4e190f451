// Budgets of the catalogue screens (issue 5), run by `npm run budgets` after the
// shell's budgets (which build web/dist):
// - each catalogue screen's own chunk is at most 30 KB gzip (fails above);
// - a benchmark, not an assertion: from a click on Products in the sidebar to
//   50 rows on screen, with the standard seed, in headless Chromium. It prints
//   the figures (README, "Catalogue performance").
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from './browser.mjs'

const KB = 1024
export const SCREEN_CHUNK_BUDGET = 30 * KB
/** The lazily loaded catalogue screens; Vite names each chunk after its module. */
export const SCREENS = [
  'CategoryListScreen',
  'CategoryFormScreen',
  'SubcategoryListScreen',
  'SubcategoryFormScreen',
  'ProductListScreen',
  'ProductFormScreen',
]
const RUNS = 5
const dist = join(repoRoot, 'web/dist/assets')
const kb = (n) => `${(n / KB).toFixed(1)} KB`

/** gzip size of each screen's own chunk in web/dist. */
export function screenChunks() {
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
  return SCREENS.map((screen) => {
    const file = files.find((f) => f.startsWith(`${screen}-`))
    if (!file) throw new Error(`No chunk for ${screen} in web/dist/assets`)
    return { screen, file, bytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }
  })
}

/** Clicks Products in the sidebar and measures, in the page, until 50 rows are in the table. */
function clickProductsUntil50Rows(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const link = [...document.querySelectorAll('a')].find(
          (a) => a.textContent?.trim() === 'Products' && a.getAttribute('href') === '/product',
        )
        if (!link) return reject(new Error('No Products link in the sidebar'))
        const rows = () =>
          document.querySelectorAll('.resource-table tbody tr:not([aria-hidden])').length
        const start = performance.now()
        // Measured when React has put the 50 rows in the document (the next
        // paint follows; requestAnimationFrame stalls in headless background pages).
        const observer = new MutationObserver(() => {
          if (rows() < 50) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        observer.observe(document.body, { childList: true, subtree: true })
        link.click()
        setTimeout(
          () => reject(new Error(`50 rows never showed (${rows()} at ${location.pathname})`)),
          30_000,
        )
      }),
  )
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function benchmark() {
  const persistTo = mkdtempSync(join(tmpdir(), 'catalogue-bench-'))
  const cold = []
  const warm = []
  const coldScripts = []
  let worker
  let browser
  try {
    worker = await startWorker({
      persistTo,
      vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
    })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: the Products chunk and its data are not cached yet.
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const page = await context.newPage()
      await signInByApi(page, worker.url)
      await page.goto(`${worker.url}/dashboard`, { waitUntil: 'networkidle' })
      const scripts = []
      const onResponse = async (response) => {
        if (!new URL(response.url()).pathname.endsWith('.js')) return
        const body = await response.body().catch(() => Buffer.alloc(0))
        scripts.push({ path: new URL(response.url()).pathname, bytes: gzipSync(body).length })
      }
      page.on('response', onResponse)
      cold.push(await clickProductsUntil50Rows(page))
      page.off('response', onResponse)
      if (run === 0) coldScripts.push(...scripts)
      // Then back and forth within the same tab: chunk loaded, the list revalidated.
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click()
      await page.waitForURL(/\/dashboard$/)
      // The router keeps the old screen up while the next one loads: wait until it is gone.
      await page.locator('.resource-table').waitFor({ state: 'detached' })
      await page.waitForLoadState('networkidle')
      warm.push(await clickProductsUntil50Rows(page))
      await context.close()
    }
  } finally {
    await browser?.close()
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
  return { cold, warm, coldScripts }
}

async function main() {
  if (!existsSync(dist) || process.argv.includes('--build')) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const failures = []
  console.log(`== catalogue screen chunks (gzip; budget ${kb(SCREEN_CHUNK_BUDGET)} each)`)
  for (const { screen, file, bytes } of screenChunks()) {
    console.log(`  ${screen.padEnd(22)} ${kb(bytes).padStart(8)}  ${file}`)
    if (bytes > SCREEN_CHUNK_BUDGET)
      failures.push(`${screen}: ${kb(bytes)} > ${kb(SCREEN_CHUNK_BUDGET)}`)
  }
  if (!process.argv.includes('--no-bench')) {
    const result = await benchmark().catch((error) => {
      // A benchmark reports; it never fails the build.
      console.log(`  benchmark did not complete: ${error.message}`)
      return undefined
    })
    if (result) report(result)
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}

function report({ cold, warm, coldScripts }) {
  {
    const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(', ')
    console.log(
      '== Products: click in the sidebar → 50 rows in the table (headless Chromium, standard seed)',
    )
    console.log(
      `  first visit (chunk + data): median ${median(cold).toFixed(0)} ms  [${fmt(cold)}]`,
    )
    console.log(
      `  repeat visit (cached chunk): median ${median(warm).toFixed(0)} ms  [${fmt(warm)}]`,
    )
    const total = coldScripts.reduce((n, s) => n + s.bytes, 0)
    console.log(`  JavaScript the first click downloads: ${kb(total)} gzip`)
    for (const s of coldScripts.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${kb(s.bytes).padStart(8)}  ${s.path}`)
    }
    console.log('  (a benchmark, not a test: budget 300 ms)')
  }
}

await main()
