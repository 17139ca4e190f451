// The catalogue's benchmark (docs/requirements.md#performance-budgets), run by `npm run budgets` after the
// shell's and the screens' budgets (which build web/dist and check every
// screen's chunk): from a click on Products in the sidebar to 50 rows on
// screen, with the standard seed, in headless Chromium. A benchmark, not an
// assertion: it prints the figures (README, "Catalogue performance").
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startWorker } from '../../edge/scripts/worker.mjs'
import { ensureBuilt } from './build.mjs'
import { reportSidebarClicks, timeSidebarClicks } from './sidebar-click.mjs'

async function benchmark() {
  const persistTo = mkdtempSync(join(tmpdir(), 'catalogue-bench-'))
  let worker
  try {
    worker = await startWorker({
      persistTo,
      vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
    })
    return await timeSidebarClicks({ baseUrl: worker.url, label: 'Products', href: '/product' })
  } finally {
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}

async function main() {
  ensureBuilt()
  const result = await benchmark().catch((error) => {
    // A benchmark reports; it never fails the build.
    console.log(`  benchmark did not complete: ${error.message}`)
    return undefined
  })
  if (result)
    reportSidebarClicks(
      'Products: click in the sidebar → 50 rows in the table (headless Chromium, standard seed)',
      result,
      300,
    )
}

await main()
