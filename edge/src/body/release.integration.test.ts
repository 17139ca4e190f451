import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { AUTH_SCHEME, XSRF_COOKIE, XSRF_HEADER } from 'contracts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot, startWorker } from '../../scripts/worker.mjs'
import type { StartedWorker } from '../../scripts/worker.mjs'
import { readBody, startServer, type TestServer } from '../../test/servers'

/**
 * Early answers in the real runtime (wrangler dev, workerd, the mock's
 * Durable Object): a call with a JSON body that is answered without its body
 * being read (a session that ran out pressing Save, an unknown route, a POST
 * to a PUT-only route, the anti-forgery refusal; the proxy's own refusals)
 * must not disturb the calls sent right after it. Each case is sent with a
 * JSON body, immediately followed by 20 concurrent ordinary calls; all of
 * them answer normally and the worker logs no `Uncaught` error (workerd
 * restarts the worker on one, and drops the requests in flight).
 */

const dirs: string[] = []
const workers: StartedWorker[] = []
let upstream: TestServer | undefined

beforeAll(() => {
  // The worker serves web/dist; an empty one is enough for API calls.
  const dist = resolve(repoRoot, 'web/dist')
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true })
})
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()))
})
afterAll(async () => {
  await upstream?.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function start(vars: Record<string, string>) {
  const persistTo = mkdtempSync(join(tmpdir(), 'early-answers-'))
  dirs.push(persistTo)
  const worker = await startWorker({ persistTo, vars })
  workers.push(worker)
  return worker
}

const JSON_BODY = JSON.stringify({ name: 'Saved too late', nameAr: 'متأخر', sortOrder: 1 })

interface EarlyCase {
  name: string
  path: string
  headers: Record<string, string>
  status: number
}

/**
 * How long a call may take before it counts as lost: generous, since the point is that no call
 * is reset or refused, and a busy machine (two cores, a browser suite beside) answers slowly.
 */
const CALL_TIMEOUT = 60_000

/** The status of a call, or what went wrong with it (a reset, a timeout). */
const outcome = (call: Promise<Response>) =>
  call.then(
    async (res) => {
      await res.arrayBuffer()
      return res.status
    },
    (error: Error & { cause?: { code?: string } }) =>
      `${error.name}: ${error.message} ${error.cause?.code ?? ''}`.trim(),
  )

/**
 * Sends each early case with a JSON body and, without waiting for it, 20
 * concurrent `ordinary` calls; answers what every call got.
 */
async function sendEarlyCases(url: string, cases: EarlyCase[], ordinary: () => RequestInit) {
  const seen: Record<string, { early: number | string; after: (number | string)[] }> = {}
  for (const c of cases) {
    const early = outcome(
      fetch(`${url}/api${c.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...c.headers },
        body: JSON_BODY,
        signal: AbortSignal.timeout(CALL_TIMEOUT),
      }),
    )
    const after = Array.from({ length: 20 }, () =>
      outcome(
        fetch(`${url}/api/category`, { ...ordinary(), signal: AbortSignal.timeout(CALL_TIMEOUT) }),
      ),
    )
    seen[c.name] = { early: await early, after: await Promise.all(after) }
  }
  return seen
}

const expectAllNormal = (
  seen: Awaited<ReturnType<typeof sendEarlyCases>>,
  cases: EarlyCase[],
  worker: StartedWorker,
) => {
  expect(seen).toEqual(
    Object.fromEntries(
      cases.map((c) => [c.name, { early: c.status, after: Array<number>(20).fill(200) }]),
    ),
  )
  expect(worker.output()).not.toMatch(/Uncaught/)
}

/** The mock's early answers, for a client that holds the anti-forgery cookie and a session. */
async function mockCases(url: string) {
  const first = await fetch(`${url}/api/dev/outbox.json`)
  await first.arrayBuffer()
  const xsrf = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(first.headers.get('set-cookie') ?? '')?.[1]
  const guarded = { Cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf ?? '' }
  const signIn = await fetch(`${url}/api/employee/authenticate`, {
    method: 'POST',
    headers: { ...guarded, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Admin1234', clientId: 1 }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const signedIn = { ...guarded, Authorization: `${AUTH_SCHEME} ${token}` }
  const cases: EarlyCase[] = [
    { name: 'no token', path: '/category', headers: guarded, status: 401 },
    {
      name: 'a session that ran out',
      path: '/category',
      headers: { ...guarded, Authorization: `${AUTH_SCHEME} expired` },
      status: 401,
    },
    { name: 'an unknown route', path: '/no-such-thing', headers: signedIn, status: 404 },
    { name: 'a POST to a PUT-only route', path: '/order/1/status', headers: signedIn, status: 404 },
    {
      name: 'no anti-forgery header',
      path: '/category',
      headers: { Cookie: guarded.Cookie, Authorization: signedIn.Authorization },
      status: 403,
    },
  ]
  return { cases, ordinary: () => ({ headers: signedIn }) }
}

describe('an early answer disturbs no other call', { timeout: 240_000 }, () => {
  it.each([[{}], [{ MOCK_SEED_ORDERS: '100000' }]])('in mock mode (%j)', async (seed) => {
    const worker = await start({ MODE: 'mock', ...seed })
    const { cases, ordinary } = await mockCases(worker.url)
    expectAllNormal(await sendEarlyCases(worker.url, cases, ordinary), cases, worker)
  })

  it('in proxy mode', async () => {
    upstream = await startServer(async (req, res) => {
      await readBody(req)
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"Data":[]}')
    })
    const worker = await start({
      MODE: 'proxy',
      ADMIN_API_BASE: upstream.url,
      PROXY_MAX_BODY_BYTES: '16',
    })
    const cases: EarlyCase[] = [
      { name: 'a path the proxy refuses', path: '/%2F%2Fevil.test', headers: {}, status: 404 },
      { name: 'a body over the limit', path: '/category', headers: {}, status: 413 },
    ]
    expectAllNormal(await sendEarlyCases(worker.url, cases, () => ({})), cases, worker)
  })
})
