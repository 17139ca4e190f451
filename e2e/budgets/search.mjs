// Benchmark of the search behind the palette (`npm run bench:search`; not part of `npm test`):
// the real worker (workerd, Durable Object) with the mock seeded with 100,000 orders and 3,000
// customers (docs/requirements.md#performance-budgets: MOCK_SEED_ORDERS, MOCK_SEED_CUSTOMERS), `GET /api/search`
// timed from Node, one request at a time, 100 per row, as an employee types: order numbers and
// phones keystroke by keystroke (Latin and Arabic-Indic digits), names, Arabic product names,
// one letter (everything matches), and the same as an employee of two branches. Budget: p95 ≤
// 50 ms per row; it prints a table (README, "Search") and exits 1 over, or when it cannot
// complete. The worker, client and timing are the mock benchmark's (edge/bench/mock-api.mjs).
import { apiClient, timeRequests, withMockWorker } from '../../edge/bench/mock-api.mjs'

const ORDERS = '100000'
const CUSTOMERS = '3000'
const SAMPLES = 100
const BUDGET_MS = 50

const arabicIndic = (s) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])
/** What the box holds after each keystroke of `text`. */
const keystrokes = (text) => [...text].map((_, i) => text.slice(0, i + 1))

let failed = false
let done = false
const seed = { MOCK_SEED_ORDERS: ORDERS, MOCK_SEED_CUSTOMERS: CUSTOMERS }
try {
  await withMockWorker('search', seed, async ({ url, seededInMs }) => {
    console.log(
      `== the mock's seed (${ORDERS} orders, ${CUSTOMERS} customers) built in ${seededInMs.toFixed(0)} ms`,
    )
    const { call, signIn } = apiClient(url)
    const admin = await signIn('admin@demo.test', 'Admin1234')
    const branch = await signIn('branch@demo.test', 'Branch1234')

    const sample = (await call('GET', '/order?pageSize=100&page=37', { token: admin })).Data
    const numbers = sample.slice(0, 10).map((o) => o.number)
    const phones = sample.slice(10, 20).map((o) => o.customer.phone.slice(4))
    const names = sample.slice(20, 30).map((o) => o.customer.name)
    const products = (await call('GET', '/product?pageSize=10', { token: admin })).Data

    const rows = [
      ['order number, typed key by key', admin, numbers.flatMap(keystrokes)],
      ['order number digits only (`21092`)', admin, numbers.map((n) => n.split('-')[1])],
      [
        'phone in Arabic-Indic digits, key by key',
        admin,
        phones.flatMap((p) => keystrokes(arabicIndic(`${p.slice(0, 2)} ${p.slice(2)}`))),
      ],
      ['customer full name, key by key', admin, names.flatMap(keystrokes)],
      ['product Arabic name', admin, products.map((p) => p.nameAr)],
      ['one letter (everything matches)', admin, ['a', 'e', 'i', 'o', 'r', '1', '3']],
      ['order number, employee of 2 branches', branch, numbers.flatMap(keystrokes)],
    ]

    const customers = (await call('GET', '/customer?pageSize=1', { token: admin })).TotalCount
    const results = []
    for (const [label, token, queries] of rows) {
      const paths = queries.map((q) => `/search?q=${encodeURIComponent(q)}&limit=8`)
      const times = await timeRequests((path) => call('GET', path, { token }), paths, SAMPLES)
      results.push({ label, ...times })
    }
    console.log(
      `\n| GET /search (${ORDERS} orders, ${customers} customers, ${SAMPLES} requests a row) | p50 | p95 | budget (p95) |`,
    )
    console.log('| --- | ---: | ---: | ---: |')
    for (const r of results) {
      const over = r.p95 > BUDGET_MS
      failed ||= over
      console.log(
        `| ${r.label} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${BUDGET_MS} ms${over ? ' **over**' : ''} |`,
      )
    }
    console.log(failed ? '\nsearch: over budget' : '\nsearch: within budget')
    done = true
  })
} catch (error) {
  console.log(`  benchmark did not complete: ${error.message} ${error.cause?.message ?? ''}`)
}
if (failed || !done) process.exitCode = 1
