// `npm run bench:mock`: latency of the mock's heaviest reads in the real
// runtime (wrangler dev, workerd, Durable Object), with a 100,000-order seed.
// Budget: p95 ≤ 50 ms per order-list page, status count and board, ≤ 200 ms for the
// 30-day dashboard.
// Prints the figures as a Markdown table; exits 1 over budget.
import { apiClient, timeRequests, withMockWorker } from './mock-api.mjs'

const ORDERS = process.env.MOCK_SEED_ORDERS || '100000'
const SAMPLES = Number(process.env.BENCH_SAMPLES || 100)
const LIST_BUDGET_MS = 50
const DASHBOARD_BUDGET_MS = 200

let failed = false
await withMockWorker('mock', { MOCK_SEED_ORDERS: ORDERS }, async ({ url, seededInMs }) => {
  const api = apiClient(url)
  const token = await api.signIn('admin@demo.test', 'Admin1234')
  const call = (method, path) => api.call(method, path, { token })
  const measure = async (label, paths, budget) => ({
    label,
    budget,
    ...(await timeRequests((path) => call('GET', path), paths, SAMPLES)),
  })
  const total = (await call('GET', '/order?pageSize=1')).TotalCount
  // Phones from deep in the list (page 37 of the full seed; the last page of a small one).
  const samplePage = Math.max(1, Math.min(37, Math.ceil(total / 100)))
  const sample = (await call('GET', `/order?pageSize=100&page=${samplePage}`)).Data
  const phones = sample.slice(0, 20).map((o) => encodeURIComponent(o.customer.phone))
  const names = sample.slice(20, 40).map((o) => encodeURIComponent(o.customer.name))
  const pages = [1, 2, 3, 10, 50]
  const results = [
    await measure(
      'orders filtered by status',
      pages.flatMap((p) => [
        `/order?status=delivered&page=${p}`,
        `/order?status=pending,accepted,preparing&page=${p}`,
      ]),
      LIST_BUDGET_MS,
    ),
    await measure(
      'orders filtered by branch',
      pages.flatMap((p) => [1, 2, 3, 4].map((b) => `/order?branchId=${b}&page=${p}`)),
      LIST_BUDGET_MS,
    ),
    await measure(
      'orders sorted by date',
      pages.flatMap((p) => [
        `/order?sort=createdAt:desc&page=${p}`,
        `/order?sort=createdAt:asc&page=${p}`,
      ]),
      LIST_BUDGET_MS,
    ),
    await measure(
      'orders searched by customer phone',
      phones.map((p) => `/order?search=${p}`),
      LIST_BUDGET_MS,
    ),
    await measure(
      'orders searched by customer full name',
      names.map((n) => `/order?search=${n}`),
      LIST_BUDGET_MS,
    ),
    await measure(
      'branch orders board',
      ['', '?branchId=1', '?branchId=2', '?branchId=3', '?branchId=4'].map(
        (q) => `/branch-orders/board${q}`,
      ),
      LIST_BUDGET_MS,
    ),
    await measure(
      'order status counts',
      ['', '?branchId=1', '?fulfilment=pickup', '?paymentMethod=card'].map(
        (q) => `/order/status-counts${q}`,
      ),
      LIST_BUDGET_MS,
    ),
    await measure('dashboard, last 30 days', ['/dashboard'], DASHBOARD_BUDGET_MS),
    await measure(
      'dashboard, last 30 days, one branch',
      [1, 2, 3, 4].map((b) => `/dashboard?branchId=${b}`),
      DASHBOARD_BUDGET_MS,
    ),
  ]
  console.log(
    `\nMock benchmark: ${total.toLocaleString('en')} orders, ${SAMPLES} sequential requests per row,`,
  )
  console.log(
    `wrangler dev (workerd) on 127.0.0.1; first call (seed build) ${Math.round(seededInMs)} ms.\n`,
  )
  console.log('| request | p50 | p95 | budget (p95) |')
  console.log('| --- | ---: | ---: | ---: |')
  for (const r of results) {
    const over = r.p95 > r.budget
    failed ||= over
    console.log(
      `| ${r.label} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.budget} ms${over ? ' **over**' : ''} |`,
    )
  }
})
if (failed) {
  console.error('\nOver budget.')
  process.exit(1)
}
