// Benchmark of the customer list (`npm run bench:customers`; not part of `npm test`):
// with the standard seed (3,000 customers), from a click on Customers in the
// sidebar to a page of rows on screen, in headless Chromium; median of 5 first
// visits, budget 300 ms. It prints its figures (README, "Customers") and never fails.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { reportSidebarClicks, timeSidebarClicks } from './sidebar-click.mjs'

/** The customer list's page size (the resource layer's default). */
const ROWS = 20
const dist = join(repoRoot, 'web/dist/assets')

async function main() {
  if (!existsSync(dist) || process.argv.includes('--build')) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const persistTo = mkdtempSync(join(tmpdir(), 'customers-bench-'))
  let worker
  try {
    worker = await startWorker({
      persistTo,
      vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
    })
    // The mock builds its seed on its first call: made here, not by the first click.
    await (await fetch(`${worker.url}/api/employee/permissions`)).arrayBuffer()
    const result = await timeSidebarClicks({
      baseUrl: worker.url,
      label: 'Customers',
      href: '/customer',
      rows: ROWS,
    })
    reportSidebarClicks(
      `Customers: click in the sidebar → ${ROWS} rows in the table (headless Chromium, standard seed, 3,000 customers)`,
      result,
      300,
    )
  } catch (error) {
    console.log(`  benchmark did not complete: ${error.message}`)
  } finally {
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}

await main()
