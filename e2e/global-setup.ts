import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startWorker } from '../edge/scripts/worker.mjs'

/** Builds the SPA, then serves it with the real worker (wrangler dev, mock mode) on a free port. */
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
    vars: { MODE: 'mock', ADMIN_HOST: 'admin.test' },
  })
  process.env.E2E_BASE_URL = worker.url
  process.env.E2E_PERSIST_DIR = persistTo
  return async () => {
    await worker.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}
