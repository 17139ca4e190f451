import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { PAGE_SIZE_MAX, WEEKDAYS, branchClock, branchResource, resolveDateRange } from 'contracts'
import type { AuditEvent } from 'contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, repoRoot, startWorker } from '../../scripts/worker.mjs'
import type { StartedWorker } from '../../scripts/worker.mjs'
import { matchesAudit, newestFirst } from './store/persistence'

/**
 * The mock in the real runtime (wrangler dev, workerd, Durable Object
 * SQLite): a change, a session and an upload survive a restart of the worker on the same state
 * directory, and both resets bring the seed back; the audit trail's queries answer as their
 * model does; new orders arrive on their own when asked.
 */

const run = promisify(execFile)
const persistTo = mkdtempSync(join(tmpdir(), 'mock-persist-'))
const vars = { MODE: 'mock', MOCK_SEED_ORDERS: '1000', MOCK_NEW_ORDERS_PER_HOUR: '0' }
let worker: StartedWorker | undefined

beforeAll(() => {
  // The worker serves web/dist; an empty one is enough for API calls.
  const dist = resolve(repoRoot, 'web/dist')
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true })
})
afterAll(async () => {
  await worker?.stop()
  rmSync(persistTo, { recursive: true, force: true })
})

/** A client that keeps the anti-forgery cookie like a browser does. */
function client(base: string) {
  let xsrf = ''
  let token = ''
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(xsrf ? { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf } : {}),
        ...(token ? { Authorization: `Employee ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? xsrf
    const text = await res.text()
    return { status: res.status, json: text ? JSON.parse(text) : undefined }
  }
  return {
    call,
    async signIn(email = 'admin@demo.test', password = 'Admin1234') {
      await call('GET', '/dev/outbox.json')
      const res = await call('POST', '/employee/authenticate', {
        email,
        password,
        clientId: 1,
      })
      token = res.json.token
      return token
    },
    useToken(t: string) {
      token = t
    },
    /** `POST /upload` of one file, multipart, with the session and anti-forgery header. */
    upload(file: File) {
      const form = new FormData()
      form.append('file', file)
      return fetch(`${base}/api/upload`, {
        method: 'POST',
        headers: {
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
          Authorization: `Employee ${token}`,
        },
        body: form,
      })
    },
  }
}

const soup = { name: 'Persisted soups', nameAr: 'شوربات', sortOrder: 1 }

/** A minute of the day as "HH:MM", round the clock. */
const hhmm = (minute: number) => {
  const m = ((minute % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/**
 * Branch 1 opens every day from an hour ago to two hours from now (on Beirut's
 * clock), so orders arrive there whatever the hour the test runs at.
 */
async function openBranchOneNow(api: ReturnType<typeof client>) {
  const branch = (await api.call('GET', '/branch/1')).json.Data as Record<string, unknown>
  const { minute } = branchClock(Date.now())
  const ranges = [{ open: hhmm(minute - 60), close: hhmm(minute + 120) }]
  const input = Object.fromEntries(
    Object.keys(branchResource.input.shape).map((k) => [k, branch[k]]),
  )
  const res = await api.call('PUT', '/branch/1', {
    ...input,
    openingHours: WEEKDAYS.map((day) => ({ day, closed: false, ranges })),
    version: branch.version,
  })
  expect(res.status).toBe(200)
}

describe('the mock in wrangler dev', () => {
  it('keeps a change and a session across a restart, and resets to the seed', async () => {
    worker = await startWorker({ persistTo, vars })
    let api = client(worker.url)
    const token = await api.signIn()
    const created = await api.call('POST', '/category', soup)
    expect(created.status).toBe(201)
    const id = created.json.Data.id
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const upload = await api.upload(new File([png], 'dish.png', { type: 'image/png' }))
    expect(upload.status).toBe(201)
    const { url } = ((await upload.json()) as { Data: { url: string } }).Data

    await worker.stop()
    worker = await startWorker({ persistTo, vars })
    api = client(worker.url)
    await api.call('GET', '/dev/outbox.json')
    api.useToken(token)
    const again = await api.call('GET', `/category/${id}`)
    expect(again.status).toBe(200)
    expect(again.json.Data).toMatchObject(soup)
    const image = await fetch(`${worker.url}${url}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png)

    const reset = await api.call('POST', '/dev/reset')
    expect(reset.status).toBe(200)
    expect((await api.call('GET', `/category/${id}`)).status).toBe(401)
    await api.signIn()
    expect((await api.call('GET', `/category/${id}`)).status).toBe(404)
    expect((await api.call('GET', '/category')).json.TotalCount).toBe(10)
  }, 240_000)

  it('answers an oversized upload with 413 and the next request at once', async () => {
    worker ??= await startWorker({ persistTo, vars })
    const api = client(worker.url)
    const token = await api.signIn()
    const upload = await api.upload(
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    )
    expect(upload.status).toBe(413)
    // The refused body was read, not left on the connection: the next call is not stalled.
    const started = Date.now()
    const next = await fetch(`${worker.url}/api/employee/permissions`, {
      headers: { Authorization: `Employee ${token}` },
      signal: AbortSignal.timeout(20_000),
    })
    expect(next.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
  }, 120_000)

  it('answers GET /audit from SQLite as its in-memory model does: each filter, newest first', async () => {
    worker ??= await startWorker({ persistTo, vars })
    const api = client(worker.url)
    await api.signIn()
    const trail: AuditEvent[] = []
    for (let page = 1; ; page++) {
      const res = (await api.call('GET', `/audit?pageSize=${PAGE_SIZE_MAX}&page=${page}`)).json
      trail.push(...(res.Data as AuditEvent[]))
      if (trail.length >= res.TotalCount) break
    }
    expect(trail.length).toBeGreaterThan(100)
    expect(trail).toEqual([...trail].sort(newestFirst))
    const move = trail.find((e) => e.action === 'status')!
    const day = (at: string) => at.slice(0, 10)
    const queries: Record<string, string | number>[] = [
      { module: 'order' },
      { action: 'status' },
      { employeeId: move.employeeId },
      { module: 'order', recordId: move.recordId },
      { recordId: move.recordId },
      { employeeId: move.employeeId, module: 'order' },
      { employeeId: move.employeeId, module: 'product' },
      { employeeId: move.employeeId, action: 'status' },
      { employeeId: move.employeeId, module: 'order', action: 'status' },
      { module: 'wallets', action: 'recharge' },
      { from: day(move.at), to: day(move.at) },
      { module: 'order', from: day(trail.at(-1)!.at), to: day(move.at) },
      { field: 'price' },
      { field: 'status', module: 'order' },
      { field: 'amount', employeeId: move.employeeId },
    ]
    for (const query of queries) {
      const { from, to, ...filter } = query as { from?: string; to?: string }
      const range = resolveDateRange({ from, to })
      const expected = trail.filter((e) =>
        matchesAudit(e, {
          ...filter,
          ...(from === undefined ? {} : { fromMs: range.fromMs, toMs: range.toMs }),
        }),
      )
      const search = new URLSearchParams({ ...query, pageSize: '20' } as Record<string, string>)
      const res = (await api.call('GET', `/audit?${search}`)).json
      expect(res.TotalCount, search.toString()).toBe(expected.length)
      expect(
        (res.Data as AuditEvent[]).map((e) => e.id),
        search.toString(),
      ).toEqual(expected.slice(0, 20).map((e) => e.id))
    }

    // An employee limited to branch 1: the events of its orders and of records of no branch.
    const role = await api.call('POST', '/roles', {
      name: 'Branch 1 auditor',
      permissions: [{ key: 'audit', actions: ['View'] }],
    })
    const auditor = { email: 'auditor-branch-1@demo.test', password: 'Auditor12345' }
    const created = await api.call('POST', '/employee', {
      firstName: 'Branch',
      lastName: 'Auditor',
      email: auditor.email,
      phone: '+96171123456',
      roleId: role.json.Data.id,
      branchIds: [1],
      password: auditor.password,
    })
    expect(created.status).toBe(201)
    const limited = client(worker.url)
    await limited.signIn(auditor.email, auditor.password)
    const scoped: Record<string, string>[] = [
      { module: 'order' },
      { field: 'status' },
      { module: 'product' },
    ]
    for (const query of scoped) {
      const expected = trail.filter((e) => matchesAudit(e, { ...query, branches: [1] }))
      expect(expected.length).toBeGreaterThan(0)
      const search = new URLSearchParams({ ...query, pageSize: '20' })
      const res = (await limited.call('GET', `/audit?${search}`)).json
      expect(res.TotalCount, search.toString()).toBe(expected.length)
      expect((res.Data as AuditEvent[]).map((e) => e.id)).toEqual(
        expected.slice(0, 20).map((e) => e.id),
      )
    }
  }, 120_000)

  it('`npm run mock:reset` resets the running mock, or deletes the saved state when none runs', async () => {
    worker ??= await startWorker({ persistTo, vars })
    const api = client(worker.url)
    await api.signIn()
    const { id } = (await api.call('POST', '/category', soup)).json.Data
    const script = resolve(repoRoot, 'edge/scripts/mock-reset.mjs')
    const online = await run('node', [script], {
      env: { ...process.env, PORT: String(worker.port), MOCK_PERSIST_DIR: persistTo },
    })
    expect(online.stdout).toContain('back to its seed')
    await api.signIn()
    expect((await api.call('GET', `/category/${id}`)).status).toBe(404)

    await worker.stop()
    worker = undefined
    expect(readdirSync(persistTo).length).toBeGreaterThan(0)
    const offline = await run('node', [script], {
      env: { ...process.env, PORT: String(await freePort()), MOCK_PERSIST_DIR: persistTo },
    })
    expect(offline.stdout).toContain('deleted its saved state')
    expect(existsSync(persistTo)).toBe(false)
  }, 240_000)

  it('brings new orders on its own at MOCK_NEW_ORDERS_PER_HOUR; they are on the board and stay', async () => {
    await worker?.stop()
    const busyState = mkdtempSync(join(tmpdir(), 'mock-arrivals-'))
    try {
      // 3,600 an hour: about one a second at each branch.
      worker = await startWorker({
        persistTo: busyState,
        vars: { ...vars, MOCK_NEW_ORDERS_PER_HOUR: '3600' },
      })
      let api = client(worker.url)
      const token = await api.signIn()
      await openBranchOneNow(api)
      const since = (await api.call('GET', '/branch-orders/board')).json.Data.serverTime as string
      type Card = { id: number; number: string; status: string; createdAt: string }
      const arrived = await vi.waitFor(
        async () => {
          const board = (await api.call('GET', '/branch-orders/board')).json.Data
          const fresh = (board.orders as Card[]).filter((o) => o.createdAt > since)
          expect(fresh.length).toBeGreaterThan(0)
          expect(
            fresh.every((o) => o.status === 'pending' && o.createdAt <= board.serverTime),
          ).toBe(true)
          return fresh
        },
        { timeout: 30_000, interval: 500 },
      )
      await worker.stop()
      worker = await startWorker({ persistTo: busyState, vars })
      api = client(worker.url)
      await api.call('GET', '/dev/outbox.json')
      api.useToken(token)
      const kept = await api.call('GET', `/order/${arrived[0]!.id}`)
      expect(kept.status).toBe(200)
      expect(kept.json.Data).toMatchObject({ number: arrived[0]!.number, status: 'pending' })
    } finally {
      await worker?.stop()
      worker = undefined
      rmSync(busyState, { recursive: true, force: true })
    }
  }, 240_000)
})
