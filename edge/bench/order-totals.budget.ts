import { orderListSchema } from 'contracts'
import { expect, it } from 'vitest'
import { openTestMock } from '../src/mock/testing'

/*
 * The order list's `totals` on 100,000 orders (`npm run budgets`, through
 * e2e/budgets/order-totals.mjs; docs/performance.md): p95 ≤ 50 ms a read, each
 * page answering the totals of its whole filtered set. In process (the mock's
 * app in Node: no worker to start), so the run takes seconds; `npm run
 * bench:mock` times the same reads in workerd. The budget is read on the time
 * the process itself spent on each read (its CPU time: a read does no I/O, so
 * this is its latency on a free core), since on a machine shared with other
 * work the clock also counts the time other processes held the cores; the
 * clock's figures are printed beside it.
 */

const ORDERS = 100_000
const BUDGET_MS = 50
const ROUNDS = 10

it(`GET /order with totals on ${ORDERS.toLocaleString('en-US')} orders: p95 ≤ ${BUDGET_MS} ms`, async () => {
  const seeding = performance.now()
  const mock = await openTestMock({ orders: ORDERS })
  const seededMs = performance.now() - seeding
  const admin = await mock.signIn('admin@demo.test')
  const now = mock.store.now()
  const iso = (ms: number) => new Date(ms).toISOString()
  const day = 86_400_000
  const to = iso(now - 3 * 3_600_000)
  const paths = [
    // The list as opened, by status and by branch: totals of the whole set.
    '/order',
    '/order?status=delivered,picked_up',
    '/order?branchId=2&page=3',
    // The orders behind a figure: completed in 1, 7 and 30 days, alone and with a branch and payment.
    ...[1, 7, 30].flatMap((days) => {
      const span = `completedFrom=${iso(now - days * day - 37 * 60_000)}&completedTo=${to}&status=delivered,picked_up`
      return [`/order?${span}`, `/order?${span}&branchId=2&paymentMethod=cash`]
    }),
    // A shift's figures: cash come in, still open, wallet-paid sales.
    `/order?branchId=1&cashFrom=${iso(now - 20 * 3_600_000)}&cashTo=${iso(now - 60_000)}`,
    `/order?branchId=1&openAt=${iso(now - 60_000)}`,
    `/order?walletPaid=true&completedFrom=${iso(now - 30 * day)}&completedTo=${to}`,
  ]
  // Warm up (the index, the first answers); each read selects orders.
  for (const path of paths) {
    const res = await mock.call('GET', path, { token: admin })
    expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200)
    expect(orderListSchema.parse(res.json).totals.count, path).toBeGreaterThan(0)
  }
  const cpu: number[] = []
  const clock: number[] = []
  const slowest = new Map<string, number>()
  for (let round = 0; round < ROUNDS; round++)
    for (const path of paths) {
      const started = performance.now()
      const used = process.cpuUsage()
      await mock.call('GET', path, { token: admin }) // answered and parsed, as a client reads it
      const spent = process.cpuUsage(used)
      clock.push(performance.now() - started)
      cpu.push((spent.user + spent.system) / 1000)
      slowest.set(path, Math.max(slowest.get(path) ?? 0, cpu.at(-1)!))
    }
  const p = (times: number[], q: number) => {
    const sorted = [...times].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(1)
  }
  console.log(
    `GET /order with totals, ${ORDERS.toLocaleString('en-US')} orders (seeded in ${(seededMs / 1000).toFixed(1)} s), ` +
      `${cpu.length} reads: p50 ${p(cpu, 0.5)} ms, p95 ${p(cpu, 0.95)} ms (budget ${BUDGET_MS} ms); ` +
      `by the clock p50 ${p(clock, 0.5)} ms, p95 ${p(clock, 0.95)} ms`,
  )
  const [path, ms] = [...slowest].sort((a, b) => b[1] - a[1])[0]!
  console.log(`the slowest read: ${ms.toFixed(1)} ms, ${path}`)
  expect(Number(p(cpu, 0.95))).toBeLessThanOrEqual(BUDGET_MS)
}, 180_000)
