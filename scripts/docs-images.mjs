// The README's two screenshots (docs/images/dashboard.png, docs/images/board.png): the built
// SPA (web/dist, built first when missing) served by the real worker on a fresh mock (the
// standard seed, no orders arriving while it runs), signed in as the admin, in Debian's
// Chromium. `npm run docs:images` after a change the screenshots should show.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from '../e2e/budgets/browser.mjs'
import { ensureBuilt } from '../e2e/budgets/build.mjs'
import { repoRoot, startWorker } from '../edge/scripts/worker.mjs'

const OUT = join(repoRoot, 'docs/images')
/** A laptop's screen: wide enough for the open sidebar beside every column of the board. */
const VIEWPORT = { width: 1366, height: 768 }

ensureBuilt()
mkdirSync(OUT, { recursive: true })
const persistTo = mkdtempSync(join(tmpdir(), 'docs-images-'))
const worker = await startWorker({
  persistTo,
  vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
})
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
try {
  const context = await browser.newContext({
    baseURL: worker.url,
    viewport: VIEWPORT,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    colorScheme: 'light',
  })
  const page = await context.newPage()
  await signInByApi(page, worker.url)

  await page.goto('/dashboard')
  // The figures and the charts drawn (uPlot draws on canvases once the figures are in).
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.locator('canvas').first().waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await shoot(page, 'dashboard.png')

  await page.goto('/branch-orders')
  await page.getByRole('region', { name: 'Pending', exact: true }).waitFor()
  await page.locator('[data-order-id]').first().waitFor({ timeout: 60_000 })
  // The board keeps its live stream open (the network is never idle): its "Live" tag says
  // the stream is up and the cards are the server's latest.
  await page.getByText('Live', { exact: true }).first().waitFor()
  await shoot(page, 'board.png')
} finally {
  await browser.close()
  await worker.stop()
  rmSync(persistTo, { recursive: true, force: true })
}

async function shoot(page, name) {
  const path = join(OUT, name)
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' })
  console.log(`${path}: ${(statSync(path).size / 1024).toFixed(0)} KB`)
}
