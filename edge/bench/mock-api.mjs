// What the benchmarks of the mock's API share (`npm run bench:mock`, `npm run bench:search`):
// the real worker (wrangler dev, workerd, Durable Object) on a fresh mock of the size asked, a
// client that signs in and sends the anti-forgery header, and the figures of requests sent one
// at a time.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot, startWorker } from '../scripts/worker.mjs'

/**
 * Runs `measure({ url, seededInMs })` against the worker in mock mode with `vars` (the seed's
 * size: MOCK_SEED_ORDERS, MOCK_SEED_CUSTOMERS, MOCK_SEED_AUDIT_EVENTS) and no new orders
 * arriving, after the call that builds the seed (timed) and once the mock answers at once;
 * then stops it and removes its state.
 */
export async function withMockWorker(name, vars, measure) {
  // wrangler.toml serves web/dist; the API calls measured need none of it, but wrangler refuses
  // to start when the directory is missing (a fresh clone).
  const dist = join(repoRoot, 'web/dist')
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true })
  const persistTo = mkdtempSync(join(tmpdir(), `bench-${name}-`))
  const worker = await startWorker({
    persistTo,
    vars: { MODE: 'mock', MOCK_NEW_ORDERS_PER_HOUR: '0', ...vars },
  })
  try {
    // The mock builds its seed on its first call (a refused one will do).
    const started = performance.now()
    const first = await fetch(`${worker.url}/api/employee/permissions`, {
      signal: AbortSignal.timeout(180_000),
    })
    await first.arrayBuffer()
    const seededInMs = performance.now() - started
    await settled(worker.url)
    return await measure({ url: worker.url, seededInMs })
  } catch (error) {
    const said = worker.output().trim().split('\n').slice(-15).join('\n')
    if (said) error.message += `\nThe worker's last words:\n${said}`
    throw error
  } finally {
    await worker.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}

/**
 * Waits until the mock at `url` answers at once, three times running. workerd resets a Durable
 * Object whose start ran past about ten seconds (a large seed's first build on a loaded machine)
 * and starts it again: that second start must not be timed as a request, and a request caught
 * in it may never be answered (asked again after a minute).
 */
async function settled(url) {
  const deadline = Date.now() + 300_000
  for (let quick = 0; quick < 3;) {
    if (Date.now() > deadline) throw new Error('the mock never answered at once')
    const start = performance.now()
    try {
      const res = await fetch(`${url}/api/employee/permissions`, {
        signal: AbortSignal.timeout(60_000),
      })
      await res.arrayBuffer()
      quick = performance.now() - start < 500 ? quick + 1 : 0
    } catch {
      quick = 0
    }
  }
}

/** wrangler's dev proxy answers this (503) to a request other than GET that met a runtime restart. */
const RESTARTED = 'Your worker restarted mid-request'

/** Calls `/api` of the worker at `baseUrl` as the SPA does: JSON, anti-forgery cookie and header. */
export function apiClient(baseUrl) {
  let xsrf = ''
  async function call(method, path, { body, token, headers = {} } = {}, attempt = 1) {
    const res = await fetch(`${baseUrl}/api${path}`, {
      signal: AbortSignal.timeout(60_000),
      method,
      headers: {
        ...(xsrf ? { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf } : {}),
        ...(token ? { Authorization: `Employee ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? xsrf
    const text = await res.text()
    // It never reached the mock: sent again (twice at most).
    if (res.status === 503 && text.startsWith(RESTARTED) && attempt < 3) {
      return call(method, path, { body, token, headers }, attempt + 1)
    }
    let json
    try {
      json = JSON.parse(text)
    } catch {
      throw new Error(`${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`)
    }
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  return {
    call,
    /** Signs in (the anti-forgery cookie is fetched first) and answers the token. */
    async signIn(email, password) {
      if (!xsrf) await call('GET', '/employee/permissions').catch(() => undefined)
      const body = { email, password, clientId: 1 }
      return (await call('POST', '/employee/authenticate', { body })).token
    },
  }
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * p50 and p95 (ms) of `samples` calls of `send(path)` one at a time, `paths` taken in turn,
 * after the first five paths once to warm up.
 */
export async function timeRequests(send, paths, samples) {
  for (const path of paths.slice(0, 5)) await send(path)
  const times = []
  for (let i = 0; i < samples; i++) {
    const start = performance.now()
    await send(paths[i % paths.length])
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}
