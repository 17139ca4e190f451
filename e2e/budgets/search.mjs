// Benchmark of the search behind the palette (`npm run bench:search`; not part of `npm test`):
// the real worker (workerd, Durable Object) with MOCK_SEED_ORDERS=100000 (10,000 customers),
// `GET /api/search` timed from Node, one request at a time, 100 per row, as an employee types:
// order numbers and phones keystroke by keystroke (Latin and Arabic-Indic digits), names,
// Arabic product names, one letter (everything matches), and the same as an employee of two
// branches. Budget: p95 ≤ 50 ms per row; it prints a table (README, "Search") and exits 1 over.
import { withBenchWorker } from './bench-worker.mjs'

const ORDERS = '100000'
const SAMPLES = 100
const BUDGET_MS = 50

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const arabicIndic = (s) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])
/** What the box holds after each keystroke of `text`. */
const keystrokes = (text) => [...text].map((_, i) => text.slice(0, i + 1))

let failed = false
let done = false
await withBenchWorker('search', { orders: ORDERS }, async (baseUrl) => {
  let xsrf = ''
  async function call(method, path, options = {}) {
    try {
      return await send(method, path, options)
    } catch (error) {
      throw new Error(`${method} ${path}: ${error.message} ${error.cause?.message ?? ''}`)
    }
  }
  async function send(method, path, { body, token } = {}) {
    const res = await fetch(`${baseUrl}/api${path}`, {
      signal: AbortSignal.timeout(60_000),
      method,
      headers: {
        ...(xsrf ? { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf } : {}),
        ...(token ? { Authorization: `Employee ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? xsrf
    const json = await res.json()
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  // The anti-forgery cookie comes with any answer, a refusal included.
  const first = await fetch(`${baseUrl}/api/employee/permissions`)
  xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  await first.arrayBuffer()
  const signIn = async (email, password) =>
    (await call('POST', '/employee/authenticate', { body: { email, password, clientId: 1 } })).token
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

  const results = []
  for (const [label, token, queries] of rows) {
    const path = (q) => `/search?q=${encodeURIComponent(q)}&limit=8`
    for (const q of queries.slice(0, 5)) await call('GET', path(q), { token })
    const times = []
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now()
      await call('GET', path(queries[i % queries.length]), { token })
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    results.push({ label, p50: percentile(times, 50), p95: percentile(times, 95) })
  }
  console.log(
    `\n| GET /search (${ORDERS} orders, ${SAMPLES} requests a row) | p50 | p95 | budget (p95) |`,
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
if (failed || !done) process.exitCode = 1
