// What the Lighthouse benchmarks share (`npm run bench:login`, `npm run bench:order-list`):
// Debian's Chromium with a DevTools port, Lighthouse's performance category run RUNS times
// with its mobile settings (a mid-range phone on a slow 4G network, simulated) and its
// desktop ones, and the figures printed per run and as medians. Never fails on a figure.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM, CHROMIUM_ARGS } from '../budgets/browser.mjs'

export const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** Where each run's whole report is written as JSON, when set (to read what the figures hide). */
const REPORT_DIR = process.env.BENCH_REPORT_DIR
/** Both settings, or the one `BENCH_SETTINGS` names (`mobile` or `desktop`). */
export const SETTINGS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter(({ name }) => (process.env.BENCH_SETTINGS ?? name) === name)

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; resolves once it listens. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-chromium-'))
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** The figures of one Lighthouse report, and what it says slows the page down. */
export function figures(lhr) {
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

export const line = (f) =>
  `score ${String(f.score).padStart(3)}  FCP ${seconds(f.fcp)}  LCP ${seconds(f.lcp)}  ` +
  `TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  SI ${seconds(f.si)}`

/**
 * Runs Lighthouse on `url` RUNS times per setting and prints the figures. `beforeRun`
 * (optional) prepares each run; `flags` are Lighthouse's own (disableStorageReset keeps
 * a signed-in session).
 */
export async function benchPage(chromium, url, label, { beforeRun, flags = {} } = {}) {
  for (const { name, config } of SETTINGS) {
    console.log(`== ${label}, Lighthouse ${name} (${RUNS} runs)`)
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      await beforeRun?.()
      const result = await lighthouse(
        url,
        {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...flags,
        },
        config,
      )
      if (!result) throw new Error('Lighthouse returned no result')
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true })
        const file = `${label.replace(/\W+/g, '-')}-${name}-${i + 1}.json`
        writeFileSync(join(REPORT_DIR, file), JSON.stringify(result.lhr))
      }
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
}
