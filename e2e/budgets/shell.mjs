// Budgets of the web shell, measured in a real browser (docs/requirements.md#performance-budgets,
// docs/performance.md):
// - /login in English loads at most 1 KB gzip more JavaScript and 1 KB more CSS than before the
//   languages came (72.4 KB and 41.0 KB then), every request counted, the service worker's too;
// - /login in Arabic (a browser asking for it) loads at most 15 KB more than in English: the
//   catalogue's namespaces the page shows, the API's texts and the right-to-left rules;
// - no page fetches Blueprint's whole icon set.
// Builds the SPA, serves it with the real worker (wrangler dev, mock mode), loads pages in
// headless Chromium, prints the figures and exits 1 above a budget.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startWorker } from '../../edge/scripts/worker.mjs'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from './browser.mjs'
import { buildWeb } from './build.mjs'

const KB = 1024
export const BUDGETS = {
  /** English /login: what it loaded before the languages (72.4 KB JS, 41.0 KB CSS) + 1 KB each. */
  loginJs: (72.4 + 1) * KB,
  loginCss: (41.0 + 1) * KB,
  /**
   * SVG path data a page downloads: the dozen or two icons it shows (about 0.5 KB each,
   * both sizes), never the ~2,000 of Blueprint's full set (over 1 MB).
   */
  iconBytes: 16 * KB,
  /**
   * /icons shows every icon the app uses (about fifty, appIcons.ts), so it grows with the
   * app: its own ceiling, still a thirtieth of the full set.
   */
  iconCatalogueBytes: 32 * KB,
  /** In Arabic, /login's catalogue, API texts and right-to-left rules on top of English's. */
  loginArabicMore: 15 * KB,
}

/**
 * What a response costs over the wire, gzip: its encoded size, or its body gzipped here
 * (a service worker's own scripts report no size and sometimes no body: fetched again).
 */
async function gzipBytes(response, context, url) {
  const encoding = (await response.allHeaders())['content-encoding']
  if (encoding && encoding !== 'identity') {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => undefined)
    if (sizes && sizes.responseBodySize > 0) return sizes.responseBodySize
  }
  let body = await response.body().catch(() => undefined)
  if (!body || body.length === 0) body = await (await context.request.get(url)).body()
  return gzipSync(body, { level: 9 }).length
}

const kindOf = (type, path) =>
  type === 'script' || path.endsWith('.js')
    ? 'js'
    : type === 'stylesheet' || path.endsWith('.css')
      ? 'css'
      : 'other'

/**
 * Every JS and CSS request of one cold load of `url` — the page's and its service worker's
 * (the Workbox precache, its own scripts, the files it caches) — until the network has
 * been quiet for `quietMs` after the service worker took control. Each file counts once at
 * its gzip size; a repeat (the service worker caching a file the page just loaded) counts
 * again only if it came over the network again, not from the browser's HTTP cache.
 */
async function measure(browser, url, contextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: 'allow', ...contextOptions })
  const quietMs = 2_000
  const finished = []
  let lastActivity = Date.now()
  const pending = new Set()
  context.on('request', (request) => {
    pending.add(request)
    lastActivity = Date.now()
  })
  const settle = (request) => {
    pending.delete(request)
    lastActivity = Date.now()
  }
  context.on('requestfailed', settle)
  context.on('requestfinished', (request) => {
    settle(request)
    finished.push(request)
  })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  // The service worker installs (precache) and activates after the load event.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  })
  const deadline = Date.now() + 30_000
  while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
    if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const rows = []
  const counted = new Set()
  for (const request of finished) {
    const response = await request.response()
    const { pathname, search } = new URL(request.url())
    const kind = kindOf(request.resourceType(), pathname)
    if (!response || kind === 'other') continue
    const by = request.serviceWorker() ? 'sw' : 'page'
    const key = pathname + search
    // Answered by the service worker from its cache: no download (that was counted there).
    if (response.fromServiceWorker()) {
      rows.push({ path: key, kind, by, bytes: 0, note: 'from the service worker' })
      continue
    }
    if (counted.has(key)) {
      const sizes = await request.sizes().catch(() => undefined)
      const overNetwork = (sizes?.responseBodySize ?? 0) > 0
      rows.push({
        path: key,
        kind,
        by,
        bytes: overNetwork ? await gzipBytes(response, context, request.url()) : 0,
        note: overNetwork ? 'downloaded again' : 'again, from the HTTP cache',
      })
      continue
    }
    counted.add(key)
    rows.push({ path: key, kind, by, bytes: await gzipBytes(response, context, request.url()) })
  }
  const serviceWorkers = context.serviceWorkers().map((w) => new URL(w.url()).pathname)
  await context.close()
  return { rows, serviceWorkers }
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

/**
 * What a page downloads once its network is quiet. A page whose network never went quiet
 * within 30 s (seen once on /dashboard in a loaded run, and not again) is loaded once more
 * before the budget fails: a figure taken before the network is quiet could miss icons.
 */
async function iconBytes(context, url, options = {}) {
  try {
    return await iconBytesOnce(context, url, options)
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error
    console.log(`  (${url}: the network did not go quiet within 30 s; loaded again)`)
    return iconBytesOnce(context, url, options)
  }
}

async function iconBytesOnce(context, url, { before } = {}) {
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
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
  } catch (error) {
    await page.close()
    throw error
  }
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

/** One cold load of /login (a browser asking for `contextOptions.locale`), printed file by file. */
async function measureLogin(browser, baseUrl, name, contextOptions) {
  const failures = []
  const { rows: login, serviceWorkers } = await measure(browser, `${baseUrl}/login`, contextOptions)
  if (!serviceWorkers.includes('/sw.js')) failures.push(`/login (${name}): no service worker ran`)
  if (!login.some((r) => r.by === 'sw'))
    failures.push(`/login (${name}): no service-worker request seen`)
  const js = sum(login, 'js')
  const css = sum(login, 'css')
  console.log(
    `== /login in ${name} (gzip, every request of a cold load, the service worker's included)`,
  )
  for (const r of login.sort((a, b) => b.bytes - a.bytes)) {
    const note = r.note ? `  (${r.note})` : ''
    console.log(
      `  ${r.kind.padEnd(3)} ${r.by.padEnd(4)} ${kb(r.bytes).padStart(9)}  ${r.path}${note}`,
    )
  }
  const byWorker = login.filter((r) => r.by === 'sw').reduce((n, r) => n + r.bytes, 0)
  console.log(`  JavaScript ${kb(js)}`)
  console.log(`  CSS        ${kb(css)}`)
  console.log(`  of which the service worker ${kb(byWorker)}`)
  failures.push(...iconSetFindings(login, new Map()).map((f) => `/login (${name}): ${f}`))
  return { js, css, failures }
}

async function main() {
  if (!process.env.BUDGETS_SKIP_BUILD) buildWeb()
  const persistTo = mkdtempSync(join(tmpdir(), 'budgets-mock-'))
  const failures = []
  let worker
  let browser
  try {
    worker = await startWorker({
      persistTo,
      vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
    })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    // A fresh context with the service worker allowed: everything /login and its service
    // worker download on a first visit, counted.
    const english = await measureLogin(browser, worker.url, 'English', { locale: 'en-US' })
    failures.push(...english.failures)
    console.log(`  budget: JavaScript ${kb(BUDGETS.loginJs)}, CSS ${kb(BUDGETS.loginCss)}`)
    if (english.js > BUDGETS.loginJs)
      failures.push(`/login JavaScript ${kb(english.js)} > ${kb(BUDGETS.loginJs)}`)
    if (english.css > BUDGETS.loginCss)
      failures.push(`/login CSS ${kb(english.css)} > ${kb(BUDGETS.loginCss)}`)
    // The same cold load by a browser that asks for Arabic (the page opens in it).
    const arabic = await measureLogin(browser, worker.url, 'Arabic', { locale: 'ar-LB' })
    failures.push(...arabic.failures)
    const more = arabic.js + arabic.css - (english.js + english.css)
    console.log(
      `== /login in Arabic: ${kb(more)} more than in English (budget ${kb(BUDGETS.loginArabicMore)})`,
    )
    if (more > BUDGETS.loginArabicMore)
      failures.push(
        `/login in Arabic loads ${kb(more)} more than in English (> ${kb(BUDGETS.loginArabicMore)})`,
      )

    // Icons: the public pages and the signed-in shell, each page of its own.
    const signIn = (page) => signInByApi(page, worker.url)
    const pages = [
      ['/login'],
      ['/send-email'],
      ['/reset-password?token=x'],
      ['/404'],
      ['/terms-and-conditions'],
      ['/dashboard', signIn],
      ['/icons', signIn, BUDGETS.iconCatalogueBytes],
      ['/notifications', signIn],
    ]
    console.log('== icons (bytes of icon path data a page downloads)')
    for (const [path, before, budget = BUDGETS.iconBytes] of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const { bodies, svgPathBytes } = await iconBytes(context, `${worker.url}${path}`, { before })
      const rows = [...bodies.keys()].map((p) => ({ path: p }))
      const findings = iconSetFindings(rows, bodies)
      await context.close()
      console.log(
        `  ${path.padEnd(24)} ${kb(svgPathBytes).padStart(9)}${findings.length ? '  ' + findings.join('; ') : ''}`,
      )
      if (svgPathBytes > budget) {
        failures.push(`${path} downloads ${kb(svgPathBytes)} of icon paths (> ${kb(budget)})`)
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
