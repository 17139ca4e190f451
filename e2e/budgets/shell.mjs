// Budgets of the web shell, measured in a real browser (issue 4):
// - /login loads at most 120 KB of JavaScript and 60 KB of CSS, gzip, every request counted;
// - no page fetches Blueprint's whole icon set.
// Builds the SPA, serves it with the real worker (wrangler dev, mock mode), loads pages in
// headless Chromium, prints the figures and exits 1 above a budget.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from './browser.mjs'

const KB = 1024
export const BUDGETS = {
  loginJs: 120 * KB,
  loginCss: 60 * KB,
  /**
   * SVG path data a page downloads: the dozen or two icons it shows (about 0.5 KB each,
   * both sizes), never the ~2,000 of Blueprint's full set (over 1 MB).
   */
  iconBytes: 16 * KB,
}

/** What a response costs over the wire, gzip: its encoded size, or its body gzipped here. */
async function gzipBytes(response) {
  const body = await response.body().catch(() => Buffer.alloc(0))
  const encoding = (await response.allHeaders())['content-encoding']
  if (encoding && encoding !== 'identity') {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => undefined)
    if (sizes) return sizes.responseBodySize
  }
  return gzipSync(body, { level: 9 }).length
}

/** Every JS and CSS response of one page load, waited out until the network is idle. */
async function measure(context, url, { before } = {}) {
  const page = await context.newPage()
  if (before) await before(page)
  const seen = []
  page.on('response', (response) => seen.push(response))
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const rows = []
  for (const response of seen) {
    const type = response.request().resourceType()
    const path = new URL(response.url()).pathname
    const kind =
      type === 'script' || path.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || path.endsWith('.css')
          ? 'css'
          : 'other'
    rows.push({
      path,
      kind,
      bytes: await gzipBytes(response),
      raw: (await response.body().catch(() => Buffer.alloc(0))).length,
    })
  }
  await page.close()
  return rows
}

const sum = (rows, kind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.bytes, 0)
const kb = (n) => `${(n / KB).toFixed(1)} KB`

/** Blueprint's full icon set: its loader chunks, or a response holding hundreds of icon paths. */
function iconSetFindings(rows, bodies) {
  const findings = []
  for (const row of rows) {
    if (/blueprint-icons|allPaths|splitPaths|16px-paths|20px-paths/i.test(row.path)) {
      findings.push(`${row.path} looks like Blueprint's icon set loader`)
    }
  }
  for (const [path, text] of bodies) {
    const iconNames = (text.match(/iconName:\s*"[a-z0-9-]+"/g) ?? []).length
    if (iconNames > 100) findings.push(`${path} holds ${iconNames} icon components`)
  }
  return findings
}

async function iconBytes(context, url, { before } = {}) {
  const page = await context.newPage()
  if (before) await before(page)
  const bodies = new Map()
  let svgPathBytes = 0
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname
    if (!path.endsWith('.js')) return
    const text = (await response.body().catch(() => Buffer.alloc(0))).toString('utf8')
    bodies.set(path, text)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  for (const text of bodies.values()) {
    // SVG path data (every Blueprint icon is a few `d` strings such as "M10.99 6.99h-2…").
    for (const match of text.matchAll(/["'`](M-?[\d.]+[ ,-]-?[\d.][^"'`]{16,})["'`]/g)) {
      svgPathBytes += match[1]?.length ?? 0
    }
  }
  await page.close()
  return { bodies, svgPathBytes }
}

async function main() {
  if (!process.env.BUDGETS_SKIP_BUILD) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const persistTo = mkdtempSync(join(tmpdir(), 'budgets-mock-'))
  const failures = []
  let worker
  let browser
  try {
    worker = await startWorker({ persistTo, vars: { MODE: 'mock', ADMIN_HOST: 'admin.test' } })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    // A fresh context: no service worker, no cache — everything /login needs, counted.
    const fresh = await browser.newContext({ serviceWorkers: 'block' })
    const login = await measure(fresh, `${worker.url}/login`)
    await fresh.close()
    const js = sum(login, 'js')
    const css = sum(login, 'css')
    console.log('== /login (gzip, every request of a cold load)')
    for (const r of login.filter((r) => r.kind !== 'other').sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${r.kind.padEnd(3)} ${kb(r.bytes).padStart(9)}  ${r.path}`)
    }
    console.log(`  JavaScript ${kb(js)} (budget ${kb(BUDGETS.loginJs)})`)
    console.log(`  CSS        ${kb(css)} (budget ${kb(BUDGETS.loginCss)})`)
    if (js > BUDGETS.loginJs) failures.push(`/login JavaScript ${kb(js)} > ${kb(BUDGETS.loginJs)}`)
    if (css > BUDGETS.loginCss) failures.push(`/login CSS ${kb(css)} > ${kb(BUDGETS.loginCss)}`)

    // Icons: the public pages and the signed-in shell, each page of its own.
    const signIn = (page) => signInByApi(page, worker.url)
    const pages = [
      ['/login'],
      ['/send-email'],
      ['/reset-password?token=x'],
      ['/404'],
      ['/terms-and-conditions'],
      ['/dashboard', signIn],
      ['/icons', signIn],
      ['/notifications', signIn],
    ]
    console.log('== icons (bytes of icon path data a page downloads)')
    for (const [path, before] of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const { bodies, svgPathBytes } = await iconBytes(context, `${worker.url}${path}`, { before })
      const rows = [...bodies.keys()].map((p) => ({ path: p }))
      const findings = iconSetFindings(rows, bodies)
      await context.close()
      console.log(
        `  ${path.padEnd(24)} ${kb(svgPathBytes).padStart(9)}${findings.length ? '  ' + findings.join('; ') : ''}`,
      )
      if (svgPathBytes > BUDGETS.iconBytes) {
        failures.push(
          `${path} downloads ${kb(svgPathBytes)} of icon paths (> ${kb(BUDGETS.iconBytes)})`,
        )
      }
      failures.push(...findings.map((f) => `${path}: ${f}`))
    }
  } finally {
    await browser?.close()
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.log('\nAll budgets met.')
}

await main()
