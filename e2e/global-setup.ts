import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startWorker } from '../edge/scripts/worker.mjs'

/**
 * The mock builds its seed (30,000 orders, hashed passwords) on its first
 * call: that call is made here, not by the first test within its expect
 * timeout. A signed-out permissions call answers 401 once the store is ready.
 */
async function warmMock(url: string) {
  const deadline = Date.now() + 180_000
  let last = 'no answer'
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/employee/permissions`, {
        signal: AbortSignal.timeout(120_000),
      })
      await res.arrayBuffer()
      if (res.status === 401) return
      last = `HTTP ${res.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The mock did not answer /api/employee/permissions with 401 in time (${last})`)
}

/** Builds the SPA, then serves it with the real worker (wrangler dev, mock mode) on a free port, and warms the mock. */
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: 'inherit',
    })
  }
  const persistTo = mkdtempSync(join(tmpdir(), 'e2e-mock-'))
  const worker = await startWorker({
    persistTo,
    // No orders arrive on their own: a test that wants new orders places them (createOrder).
    vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
  })
  await warmMock(worker.url)
  process.env.E2E_BASE_URL = worker.url
  process.env.E2E_PERSIST_DIR = persistTo
  return async () => {
    await worker.stop()
    // What wrangler and workerd said (warnings and errors: a restart, an uncaught error), kept
    // beside the test results so an answer such as a 503 can be traced afterwards.
    const results = join(repoRoot, 'e2e/test-results')
    mkdirSync(results, { recursive: true })
    writeFileSync(join(results, 'worker.log'), worker.output())
    rmSync(persistTo, { recursive: true, force: true })
  }
}
