// A benchmark of /login with Lighthouse (`npm run bench:login`, not part of `npm test`):
// builds the SPA, serves it with the real worker (wrangler dev, mock mode), and runs
// Lighthouse's performance category with its mobile settings (the default: a mid-range
// phone on a slow 4G network, simulated) and its desktop ones, RUNS times each, in
// Debian's Chromium. Prints each run and the median performance score, LCP, TBT and
// CLS (README, "Budgets"), with what Lighthouse says delays the page. Never fails on
// a figure: Lighthouse's scores move with the machine's load.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { benchPage, launchChromium } from './lighthouse.mjs'

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const persistTo = mkdtempSync(join(tmpdir(), 'bench-login-mock-'))
  let worker
  let chromium
  try {
    worker = await startWorker({ persistTo, vars: { MODE: 'mock', ADMIN_HOST: 'admin.test' } })
    chromium = await launchChromium()
    await benchPage(chromium, `${worker.url}/login`, '/login')
  } finally {
    await chromium?.stop()
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}

await main()
