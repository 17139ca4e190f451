// A benchmark of /login with Lighthouse (`npm run bench:login`, not part of `npm test`):
// builds the SPA, serves it with the real worker (wrangler dev, mock mode), and runs
// Lighthouse's performance category with its mobile settings (the default: a mid-range
// phone on a slow 4G network, simulated) and its desktop ones, RUNS times each, in
// Debian's Chromium. Prints each run and the median performance score, LCP, TBT and
// CLS (README, "Budgets"), with what Lighthouse says delays the page. Never fails on
// a figure: Lighthouse's scores move with the machine's load.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { CHROMIUM, CHROMIUM_ARGS } from '../budgets/browser.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SETTINGS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
]

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; resolves once it listens. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-login-chromium-'))
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`chromium did not start:\n${output}`)), 30_000)
    child.stderr.on('data', (chunk) => {
      output += chunk
      const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}):\n${output}`)))
  })
  child.stderr.resume()
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(profile, { recursive: true, force: true })
  }
  return { port, stop }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** The figures of one Lighthouse report, and what it says slows the page down. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    lcpElement: lcpElement?.node?.snippet ?? 'unknown',
    unusedJs: audit('unused-javascript')?.details?.overallSavingsBytes ?? 0,
    unusedCss: audit('unused-css-rules')?.details?.overallSavingsBytes ?? 0,
    renderBlocking: (audit('render-blocking-resources')?.details?.items ?? []).map(
      (item) => `${new URL(item.url).pathname} (${Math.round(item.wastedMs)} ms)`,
    ),
  }
}

const line = (f) =>
  `score ${String(f.score).padStart(3)}  FCP ${seconds(f.fcp)}  LCP ${seconds(f.lcp)}  ` +
  `TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  SI ${seconds(f.si)}`

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
    const url = `${worker.url}/login`
    for (const { name, config } of SETTINGS) {
      console.log(`== /login, Lighthouse ${name} (${RUNS} runs)`)
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          },
          config,
        )
        if (!result) throw new Error('Lighthouse returned no result')
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
        const f = figures(result.lhr)
        runs.push(f)
        console.log(`  run ${i + 1}: ${line(f)}`)
      }
      const mid = Object.fromEntries(
        ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si'].map((k) => [k, median(runs.map((r) => r[k]))]),
      )
      const last = runs.at(-1)
      console.log(`  median: ${line(mid)}`)
      console.log(`  LCP element: ${last.lcpElement}`)
      console.log(
        `  unused JavaScript ${(last.unusedJs / 1024).toFixed(1)} KB, unused CSS ${(last.unusedCss / 1024).toFixed(1)} KB`,
      )
      console.log(`  render-blocking: ${last.renderBlocking.join(', ') || 'none'}`)
    }
  } finally {
    await chromium?.stop()
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}

await main()
