// Benchmark of the Branch Orders board (`npm run bench:board`; not part of `npm test`):
// - with MOCK_SEED_ORDERS=100000, the admin (four branches) clicks Branch Orders in the
//   sidebar; measured in the page (a MutationObserver): the time until the first screen of
//   cards is on the board (each column's first cards: the board draws a screenful first)
//   and until every active order's card is; median of RUNS, each in a new browser context
//   (chunk and data not cached), then a repeat visit in the same tab. Budget: the first
//   screen's median ≤ 200 ms, both visits;
// - the open board over a refresh interval (12 s): while its live channel is open it does
//   not poll, so at most one board read (`GET /api/branch-orders/board`: none while live,
//   one when it polls) and no other API request than the channel's own stream
//   (`GET /api/branch-orders/events`, reopened every 25 s) — nothing per card;
// - a new order on the open board (the live channel): the admin's board open with every
//   card drawn and the orders already there acknowledged (the admin's calls, before
//   timing), so each new one stands at the top of Pending; PUSHED_ORDERS orders placed one
//   after another through `POST /api/dev/orders` from the page, each timed in the page from
//   the call to its card in the document (a MutationObserver). Budget: p95 ≤ 2 s.
// It prints its figures (README, "Branch Orders board") and exits 1 over budget.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { CHROMIUM, CHROMIUM_ARGS, signInByApi } from './browser.mjs'

export const BOARD_BUDGET_MS = 200
/** What the issue promises: a new order is on every open board within 2 s (p95). */
export const PUSHED_BUDGET_MS = 2_000
const PUSHED_ORDERS = 20
const SEED_ORDERS = '100000'
const RUNS = 5
/** The board's refresh interval (web/src/modules/branch-orders/useBoard.ts) and some slack. */
const REFRESH_WINDOW_MS = 10_000 + 2_000
const BOARD_PATH = '/api/branch-orders/board'
const EVENTS_PATH = '/api/branch-orders/events'
/** Cards per column the board draws at once (FIRST_CARDS of web/src/modules/branch-orders/useProgressiveCount.ts). */
const FIRST_CARDS = 8
const dist = join(repoRoot, 'web/dist')

/**
 * Clicks Branch Orders in the sidebar and measures, in the page, until the first screen of
 * cards is on the board (each column's first cards, `screen`) and until every card is
 * (`all`): the board draws a screenful first and the rest right after.
 */
async function clickBoardUntilCards(page, expected) {
  // The sidebar is drawn once the session's permissions are in (not yet at networkidle on a
  // loaded machine).
  await page.locator('a[href="/branch-orders"]').first().waitFor({ timeout: 60_000 })
  return page.evaluate(
    ({ screen, all }) =>
      new Promise((resolve, reject) => {
        const link = [...document.querySelectorAll('a')].find(
          (a) => a.getAttribute('href') === '/branch-orders',
        )
        if (!link) return reject(new Error('No Branch Orders link in the sidebar'))
        const shown = () => document.querySelectorAll('.board-card').length
        const start = performance.now()
        const times = {}
        // Measured when React has put the cards in the document (the next paint follows;
        // requestAnimationFrame stalls in headless background pages).
        const observer = new MutationObserver(() => {
          const cards = shown()
          if (cards >= screen) times.screen ??= performance.now() - start
          if (cards < all) return
          observer.disconnect()
          resolve({ screen: times.screen, all: performance.now() - start })
        })
        observer.observe(document.body, { childList: true, subtree: true })
        link.click()
        setTimeout(() => reject(new Error(`${all} cards never showed (${shown()})`)), 30_000)
      }),
    expected,
  )
}

/** The active orders the board must show: asked of the API directly. */
async function activeOrders(page, baseUrl, token) {
  const answer = await page.request.get(`${baseUrl}${BOARD_PATH}`, {
    headers: { Authorization: `Employee ${token}` },
  })
  if (!answer.ok()) throw new Error(`${BOARD_PATH} answered ${answer.status()}`)
  const { Data } = await answer.json()
  const perStatus = new Map()
  for (const o of Data.orders) perStatus.set(o.status, (perStatus.get(o.status) ?? 0) + 1)
  const screen = [...perStatus.values()].reduce((n, count) => n + Math.min(count, FIRST_CARDS), 0)
  return {
    orders: Data.orders.length,
    screen,
    branches: Data.branches.length,
    branchIds: Data.branches.map((b) => b.id),
  }
}

/** API requests the open board makes over one refresh interval. */
async function requestsOverARefresh(page) {
  const seen = []
  const onRequest = (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/')) seen.push(path)
  }
  page.on('request', onRequest)
  await page.waitForTimeout(REFRESH_WINDOW_MS)
  page.off('request', onRequest)
  return {
    board: seen.filter((p) => p === BOARD_PATH).length,
    events: seen.filter((p) => p === EVENTS_PATH).length,
    other: seen.filter((p) => p !== BOARD_PATH && p !== EVENTS_PATH),
  }
}

/**
 * Acknowledges every pending order of the admin's board (before anything is timed): a
 * new order then stands at the top of Pending, in view, as on a branch whose staff keep up.
 */
async function acknowledgeAll(page, baseUrl, token) {
  const answer = await page.request.get(`${baseUrl}${BOARD_PATH}`, {
    headers: { Authorization: `Employee ${token}` },
  })
  const { Data } = await answer.json()
  const cookies = await page.context().cookies(baseUrl)
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  for (const order of Data.orders.filter((o) => o.status === 'pending' && !o.acknowledgedAt)) {
    const done = await page.request.post(`${baseUrl}/api/branch-orders/${order.id}/acknowledge`, {
      headers: { Authorization: `Employee ${token}`, 'X-XSRF-TOKEN': xsrf },
    })
    if (!done.ok()) throw new Error(`acknowledge ${order.id} answered ${done.status()}`)
  }
}

/**
 * Places `count` orders one after another through the dev route from the open board's
 * page, and answers how long each took from the call to its card in the document
 * (the live channel, then React). The card may come before the call's answer: every
 * new card's time is noted as it comes.
 */
function placeUntilCards(page, { count, branches }) {
  return page.evaluate(
    async ({ count, branches }) => {
      const cardIds = () =>
        [...document.querySelectorAll('.board-card[data-order-id]')].map((c) => c.dataset.orderId)
      const known = new Set(cardIds())
      const seen = new Map()
      const waiters = new Map()
      const observer = new MutationObserver(() => {
        const now = performance.now()
        for (const id of cardIds()) {
          if (known.has(id) || seen.has(id)) continue
          seen.set(id, now)
          waiters.get(id)?.()
        }
      })
      observer.observe(document.body, { childList: true, subtree: true })
      const xsrf = decodeURIComponent(
        document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '',
      )
      const times = []
      try {
        for (let i = 0; i < count; i++) {
          const start = performance.now()
          const answer = await fetch('/api/dev/orders', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
            body: JSON.stringify({ branchId: branches[i % branches.length], fulfilment: 'pickup' }),
          })
          if (answer.status !== 201) throw new Error(`POST /api/dev/orders: ${answer.status}`)
          const id = String((await answer.json()).Data.id)
          if (!seen.has(id)) {
            await new Promise((resolve, reject) => {
              waiters.set(id, resolve)
              setTimeout(() => reject(new Error(`order ${id} never showed`)), 30_000)
            })
          }
          times.push(seen.get(id) - start)
        }
      } finally {
        observer.disconnect()
      }
      return times
    },
    { count, branches },
  )
}

/** The nearest-rank percentile of `xs`. */
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]

/**
 * The mock builds its 100,000-order seed on its first call (tens of seconds on a busy
 * machine): asked here until a signed-out call answers 401, before anything is timed.
 */
async function warmMock(url) {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/employee/permissions`, {
      signal: AbortSignal.timeout(120_000),
    })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0)
    if (status === 401) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The mock did not build its seed in time')
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function benchmark() {
  const persistTo = mkdtempSync(join(tmpdir(), 'board-bench-'))
  const cold = []
  const warm = []
  let shape
  let refresh
  let pushed
  let worker
  let browser
  try {
    worker = await startWorker({
      persistTo,
      timeoutMs: 180_000,
      vars: {
        MODE: 'mock',
        ADMIN_HOST: 'admin.test',
        MOCK_SEED_ORDERS: SEED_ORDERS,
        MOCK_NEW_ORDERS_PER_HOUR: '0',
      },
    })
    await warmMock(worker.url)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const page = await context.newPage()
      const login = await signInByApi(page, worker.url)
      shape ??= await activeOrders(page, worker.url, login.token)
      // The dashboard's figures over 100,000 orders take a while on a loaded machine.
      await page.goto(`${worker.url}/dashboard`, { waitUntil: 'networkidle', timeout: 120_000 })
      cold.push(await clickBoardUntilCards(page, { screen: shape.screen, all: shape.orders }))
      if (run === 0) refresh = await requestsOverARefresh(page)
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click()
      await page.waitForURL(/\/dashboard$/)
      await page.locator('.board-columns').waitFor({ state: 'detached' })
      await page.waitForLoadState('networkidle', { timeout: 120_000 })
      warm.push(await clickBoardUntilCards(page, { screen: shape.screen, all: shape.orders }))
      await context.close()
    }
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const login = await signInByApi(page, worker.url)
    await acknowledgeAll(page, worker.url, login.token)
    await page.goto(`${worker.url}/branch-orders`)
    await page.getByLabel('Live: changes arrive as they happen').waitFor()
    await page.waitForFunction(
      (all) => document.querySelectorAll('.board-card').length >= all,
      shape.orders,
    )
    const branches = (await activeOrders(page, worker.url, login.token)).branchIds
    pushed = await placeUntilCards(page, { count: PUSHED_ORDERS, branches })
    await context.close()
  } finally {
    await browser?.close()
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
  return { cold, warm, shape, refresh, pushed }
}

async function main() {
  if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--build')) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const { cold, warm, shape, refresh, pushed } = await benchmark()
  const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(', ')
  const line = (label, runs, key) =>
    console.log(
      `  ${label}: median ${median(runs.map((r) => r[key])).toFixed(0)} ms  [${fmt(runs.map((r) => r[key]))}]`,
    )
  console.log(
    `== Branch Orders: click in the sidebar → cards on the board (headless Chromium, MOCK_SEED_ORDERS=${SEED_ORDERS})`,
  )
  console.log(
    `  ${shape.orders} active orders of ${shape.branches} branches; the first screen holds ${shape.screen} cards`,
  )
  line('first visit (chunk + data), first screen of cards', cold, 'screen')
  line('first visit (chunk + data), every card          ', cold, 'all')
  line('repeat visit (cached chunk), first screen       ', warm, 'screen')
  line('repeat visit (cached chunk), every card         ', warm, 'all')
  console.log(
    `  the open board over ${REFRESH_WINDOW_MS / 1000} s: ${refresh.board} board read(s), ${refresh.events} live stream(s) opened, ${refresh.other.length} other API request(s)${refresh.other.length ? `: ${refresh.other.join(', ')}` : ''}`,
  )
  const p95 = percentile(pushed, 95)
  console.log(
    `  a new order, POST /api/dev/orders → its card on the open board (${pushed.length} orders): p95 ${p95.toFixed(0)} ms, median ${median(pushed).toFixed(0)} ms, max ${Math.max(...pushed).toFixed(0)} ms  [${fmt(pushed)}]`,
  )
  const failures = []
  if (p95 > PUSHED_BUDGET_MS)
    failures.push(`a new order's card: p95 ${p95.toFixed(0)} ms > ${PUSHED_BUDGET_MS} ms`)
  for (const [label, runs] of [
    ['first visit', cold],
    ['repeat visit', warm],
  ]) {
    const screen = median(runs.map((r) => r.screen))
    if (screen > BOARD_BUDGET_MS)
      failures.push(`${label}: first screen median ${screen.toFixed(0)} ms > ${BOARD_BUDGET_MS} ms`)
  }
  if (refresh.board > 1 || refresh.other.length)
    failures.push(
      `the open board made ${refresh.board} board reads and ${refresh.other.length} other requests in ${REFRESH_WINDOW_MS / 1000} s`,
    )
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `  within budget (first screen ≤ ${BOARD_BUDGET_MS} ms, at most one board read per refresh, a new order's card p95 ≤ ${PUSHED_BUDGET_MS} ms)`,
  )
}

await main()
