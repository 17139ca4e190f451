// `pnpm bench:proxy`: what the worker adds in front of the admin API.
// Starts a local upstream (node:http, a JSON answer) and the worker in proxy
// mode (wrangler dev, the real workerd runtime), warms both up, then measures
// the same request straight to the upstream and through the worker: first with
// autocannon (throughput, p50/p99 under load), then one request at a time with
// a microsecond clock (the latency the worker adds, which autocannon only
// reports in whole milliseconds). Exits 1 when the worker adds more than
// BUDGET_MS at p50. Not part of `npm test`: timings depend on the machine.
import { existsSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'
import { repoRoot, startWorker } from '../scripts/worker.mjs'

const BUDGET_MS = 2
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const PROBES = Number(process.env.BENCH_PROBES ?? 2000)
const PATH = '/auth/permissions?clientId=1'

/** The upstream runs on its own thread so that the load generator does not slow it down. */
function startUpstream() {
  const thread = new Worker(
    `
    const { createServer } = require('node:http')
    const { parentPort } = require('node:worker_threads')
    const body = JSON.stringify({
      Data: ['category', 'product', 'order', 'coupon', 'customer', 'branch'].map((key) => ({
        key,
        actions: ['View', 'Add', 'Update', 'Delete'],
      })),
    })
    const server = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
        res.end(body)
      })
    })
    server.keepAliveTimeout = 60_000
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port))
    `,
    { eval: true },
  )
  return new Promise((resolve, reject) => {
    thread.once('error', reject)
    thread.once('message', (port) =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => thread.terminate() }),
    )
  })
}

const load = (url, duration) =>
  autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 })

/** Sequential requests over one keep-alive connection; latencies in ms, sorted. */
async function probe(url, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const times = []
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint()
    await new Promise((resolve, reject) => {
      request(url, { agent }, (res) => {
        if (res.statusCode >= 400) reject(new Error(`${url} answered ${res.statusCode}`))
        res.resume()
        res.on('end', resolve)
      })
        .on('error', reject)
        .end()
    })
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  agent.destroy()
  return times.sort((a, b) => a - b)
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
  console.error('web/dist is missing: build the SPA first (npx pnpm@10.34.8 --filter web build).')
  process.exit(2)
}

const upstream = await startUpstream()
const worker = await startWorker({ vars: { MODE: 'proxy', ADMIN_API_BASE: upstream.url } })
const targets = [
  ['direct', `${upstream.url}${PATH}`],
  ['worker', `${worker.url}/api${PATH}`],
]
let failed = false
try {
  console.log(
    `Proxy benchmark: GET ${PATH}, ${CONNECTIONS} connections, ${DURATION_S} s each (node ${process.version})`,
  )
  for (const [, url] of targets) await load(url, 3) // warm-up: JIT, connections, workerd isolate

  const rows = {}
  for (const [name, url] of targets) {
    const result = await load(url, DURATION_S)
    if (result.errors || result.non2xx) {
      failed = true
      console.error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
    }
    const sequential = await probe(url, PROBES)
    rows[name] = {
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'one-by-one p50 ms': +percentile(sequential, 0.5).toFixed(3),
      'one-by-one p99 ms': +percentile(sequential, 0.99).toFixed(3),
    }
  }
  console.table(rows)
  const { direct, worker: through } = rows
  const addedUnderLoad = through['p50 ms'] - direct['p50 ms']
  const added = +(through['one-by-one p50 ms'] - direct['one-by-one p50 ms']).toFixed(3)
  console.log(
    `Throughput through the worker: ${((through['req/s'] / direct['req/s']) * 100).toFixed(1)} % of direct ` +
      `(ratio ${(direct['req/s'] / through['req/s']).toFixed(2)}x).`,
  )
  console.log(`Added at p50 under load (autocannon, whole ms): ${addedUnderLoad} ms.`)
  console.log(`Added at p50, one request at a time: ${added} ms (budget ${BUDGET_MS} ms).`)
  // The share of the runtime itself: a worker answer with no upstream call.
  const bare = await probe(`${worker.url}/download`, PROBES)
  console.log(
    `Of which the worker runtime alone (/download, no upstream): p50 ${(percentile(bare, 0.5) - direct['one-by-one p50 ms']).toFixed(3)} ms.`,
  )
  if (added > BUDGET_MS) {
    failed = true
    console.error(`Over budget: the worker adds ${added} ms at p50 (budget ${BUDGET_MS} ms).`)
  }
} finally {
  await worker.stop()
  await upstream.stop()
}
process.exit(failed ? 1 : 0)
