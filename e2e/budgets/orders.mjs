// Benchmark of the order list (`npm run bench:orders`; not part of `npm test`):
// with the large seed (MOCK_SEED_ORDERS, 100,000 orders by default), from a
// click on Orders in the sidebar to 50 rows on screen, in headless Chromium;
// median of 5 first visits, budget 300 ms. It prints its figures (README,
// "Order screens") and never fails.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { reportSidebarClicks, timeSidebarClicks } from './sidebar-click.mjs'

const ORDERS = process.env.MOCK_SEED_ORDERS || '100000'
const dist = join(repoRoot, 'web/dist/assets')

/** The mock builds its seed on its first call: made here, and timed, not by the first click. */
async function seed(url) {
  const start = performance.now()
  const answer = await fetch(`${url}/api/employee/permissions`, {
    signal: AbortSignal.timeout(180_000),
  })
  await answer.arrayBuffer()
  return performance.now() - start
}

async function main() {
  if (!existsSync(dist) || process.argv.includes('--build')) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const persistTo = mkdtempSync(join(tmpdir(), 'orders-bench-'))
  let worker
  try {
    worker = await startWorker({
      persistTo,
      vars: {
        MODE: 'mock',
        ADMIN_HOST: 'admin.test',
        MOCK_SEED_ORDERS: ORDERS,
        MOCK_NEW_ORDERS_PER_HOUR: '0',
      },
    })
    console.log(
      `== the mock's seed of ${ORDERS} orders built in ${(await seed(worker.url)).toFixed(0)} ms`,
    )
    const result = await timeSidebarClicks({ baseUrl: worker.url, label: 'Orders', href: '/order' })
    reportSidebarClicks(
      `Orders: click in the sidebar → 50 rows in the table (headless Chromium, ${ORDERS} orders)`,
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
