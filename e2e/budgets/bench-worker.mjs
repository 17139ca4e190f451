// What the screen benchmarks share: the SPA built, the real worker on a fresh mock (the
// large seed when asked), the seed made before the first measure, and everything stopped
// and removed after. A benchmark reports; it never fails a build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startWorker } from '../../edge/scripts/worker.mjs'
import { ensureBuilt } from './build.mjs'

/**
 * Runs `measure(url)` against a worker serving web/dist with a mock of `orders` seeded orders
 * (the standard seed when undefined); prints how long the seed took, or why the run stopped.
 */
export async function withBenchWorker(name, { orders } = {}, measure) {
  ensureBuilt()
  const persistTo = mkdtempSync(join(tmpdir(), `${name}-bench-`))
  let worker
  try {
    worker = await startWorker({
      persistTo,
      vars: {
        MODE: 'mock',
        ADMIN_HOST: 'admin.test',
        MOCK_NEW_ORDERS_PER_HOUR: '0',
        ...(orders ? { MOCK_SEED_ORDERS: orders } : {}),
      },
    })
    // The mock builds its seed on its first call: made (and timed) here, not by a measure.
    const start = performance.now()
    const answer = await fetch(`${worker.url}/api/employee/permissions`, {
      signal: AbortSignal.timeout(180_000),
    })
    await answer.arrayBuffer()
    const seed = orders ? `${orders} orders` : 'the standard seed'
    console.log(
      `== the mock's seed (${seed}) built in ${(performance.now() - start).toFixed(0)} ms`,
    )
    await measure(worker.url)
  } catch (error) {
    console.log(`  benchmark did not complete: ${error.message}`)
  } finally {
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}
