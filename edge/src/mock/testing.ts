import {
  API_PREFIX,
  AUTH_SCHEME,
  CLIENT_ID,
  IDEMPOTENCY_KEY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  centsToMoney,
  moneyToCents,
  riderSchema,
} from 'contracts'
import type { Rider, ShiftReport } from 'contracts'
import { beforeAll, expect } from 'vitest'
import { DEMO_SIGN_INS } from '../../scripts/demo-sign-ins.mjs'
import { createMockApp } from './app'
import { openStore } from './open'
import { MemoryPersistence } from './store/persistence'

/**
 * A chunked body of `total` bytes (each chunk `fill`), made as it is read;
 * `pulled()` says how many bytes the reader asked for so far, `cancelled()`
 * whether the reader cancelled the rest.
 */
export function countingStream(total: number, fill = 0x20, chunk = 64 * 1024) {
  let pulled = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const size = Math.min(chunk, total - pulled)
      pulled += size
      controller.enqueue(new Uint8Array(size).fill(fill))
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, pulled: () => pulled, cancelled: () => cancelled, chunk }
}

/** Orders in the test seed: enough for every status and branch, quick to build. */
export const TEST_SEED_ORDERS = 600

const XSRF = 'test-xsrf-token'

export type DemoEmail = (typeof DEMO_SIGN_INS)[number]['email']

/**
 * A mock over in-memory persistence, and a client that talks to it like the
 * SPA: the anti-forgery cookie and header on every call, JSON bodies, and the
 * `Employee <token>` header once signed in. No new orders arrive unless
 * `newOrdersPerHour` says so.
 */
export async function openTestMock(
  options: {
    orders?: number
    now?: () => number
    newOrdersPerHour?: number
    branchCapacity?: number
    benchWritesWithoutEvent?: boolean
  } = {},
) {
  const persistence = new MemoryPersistence()
  const store = await openStore({
    persistence,
    orders: options.orders ?? TEST_SEED_ORDERS,
    ...(options.now ? { now: options.now } : {}),
  })
  const app = createMockApp(store, {
    newOrdersPerHour: options.newOrdersPerHour ?? 0,
    ...(options.branchCapacity === undefined ? {} : { branchCapacity: options.branchCapacity }),
    benchWritesWithoutEvent: options.benchWritesWithoutEvent ?? false,
  })

  const call = async (
    method: string,
    path: string,
    options: {
      token?: string | undefined
      body?: unknown
      raw?: BodyInit
      headers?: Record<string, string>
    } = {},
  ) => {
    const headers: Record<string, string> = {
      Cookie: `${XSRF_COOKIE}=${XSRF}`,
      [XSRF_HEADER]: XSRF,
      ...(options.token ? { Authorization: `${AUTH_SCHEME} ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    }
    const res = await app.request(
      path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path,
      {
        method,
        headers,
        body:
          options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        // A stream body is sent chunked, without Content-Length (Node's fetch needs `duplex`).
        ...(options.raw instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit,
    )
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: res.status, headers: res.headers, text, json: json as any } // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  const signIn = async (email: DemoEmail) => {
    const demo = DEMO_SIGN_INS.find((d) => d.email === email)!
    const res = await call('POST', '/employee/authenticate', {
      body: { email, password: demo.password, clientId: CLIENT_ID },
    })
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.text}`)
    return res.json.token as string
  }

  return { app, store, persistence, call, signIn }
}
export type TestMock = Awaited<ReturnType<typeof openTestMock>>

/**
 * POSTs `bytes` of filler to `path` as a chunked body (no Content-Length),
 * with `headers` over the usual ones: the answer, and how much of the body
 * the mock read.
 */
export async function postChunked(
  mock: TestMock,
  path: string,
  token: string | undefined,
  bytes: number,
  contentType: string,
  headers: Record<string, string> = {},
) {
  const body = countingStream(bytes)
  const res = await mock.call('POST', path, {
    token,
    raw: body.stream,
    headers: { 'Content-Type': contentType, ...headers },
  })
  return { res, read: body.pulled(), chunk: body.chunk }
}

/** A token for each demo sign-in, by e-mail. */
export async function signInEveryDemo(mock: TestMock): Promise<Record<DemoEmail, string>> {
  const tokens = {} as Record<DemoEmail, string>
  for (const { email } of DEMO_SIGN_INS) tokens[email] = await mock.signIn(email)
  return tokens
}

/**
 * A new employee with a role of their own (`permissions`), created by the
 * admin, working for `branchIds` (empty = every branch): their token.
 */
export async function signInNewStaff(
  mock: TestMock,
  email: string,
  permissions: { key: string; actions: string[] }[],
  branchIds: number[] = [],
): Promise<string> {
  const admin = await mock.signIn('admin@demo.test')
  const role = await mock.call('POST', '/roles', {
    token: admin,
    body: { name: email, permissions },
  })
  if (role.status !== 201) throw new Error(`role for ${email}: ${role.text}`)
  const password = 'Staff12345'
  const created = await mock.call('POST', '/employee', {
    token: admin,
    body: {
      firstName: 'Test',
      lastName: 'Staff',
      email,
      phone: '+96171123456',
      roleId: role.json.Data.id,
      branchIds,
      password,
    },
  })
  if (created.status !== 201) throw new Error(`employee ${email}: ${created.text}`)
  const res = await mock.call('POST', '/employee/authenticate', {
    body: { email, password, clientId: CLIENT_ID },
  })
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.text}`)
  return res.json.token as string
}

/**
 * A mock on a held clock (Tuesday 24 November 2026, noon in Beirut: every
 * seeded branch is open), opened in the calling file's `beforeAll` with the
 * admin signed in. Each `api` call moves the clock a minute; `once()` is a new
 * Idempotency-Key (named after the file); `next()` counts on for names and
 * `last()` reads the count.
 */
export function heldAdminMock(name: string) {
  const held = { clock: Date.parse('2026-11-24T10:00:00Z') }
  let opened: { mock: TestMock; admin: string } | undefined
  beforeAll(async () => {
    const mock = await openTestMock({ orders: 300, now: () => held.clock })
    opened = { mock, admin: await mock.signIn('admin@demo.test') }
  }, 60_000)
  const open = () => {
    if (!opened) throw new Error('The mock opens in beforeAll')
    return opened
  }
  let count = 0
  const next = () => ++count
  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    held.clock += 60_000
    const { mock, admin } = open()
    return mock.call(method, path, { token: admin, body, ...(headers ? { headers } : {}) })
  }
  /** A new motorbike rider of `branchId` (a name and number of their own), on shift. */
  const riderOnShift = async (branchId = 1): Promise<Rider> => {
    const n = next()
    const made = await api('POST', '/rider', {
      name: `${name} rider ${n}`,
      phone: `+9617012${String(3000 + n).slice(-4)}`,
      branchId,
      vehicle: 'motorbike',
    })
    expect(made.status, made.text).toBe(201)
    const rider = riderSchema.parse(made.json.Data)
    const shift = await api('PUT', `/rider/${rider.id}/shift`, { onShift: true })
    expect(shift.status, shift.text).toBe(200)
    return riderSchema.parse(shift.json.Data)
  }
  return {
    held,
    next,
    last: () => count,
    mock: () => open().mock,
    once: () => ({ [IDEMPOTENCY_KEY_HEADER]: `${name}-${next()}-${'x'.repeat(8)}` }),
    api,
    riderOnShift,
  }
}

/** A product as `GET /product/:id` answers it, made the body `PUT /product/:id` takes. */
export function productInputOf(record: Record<string, unknown>) {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    subCategoryName: _s,
    categoryId: _ci,
    categoryName: _cn,
    ...input
  } = record
  return { ...input, maxSelect: undefined }
}

/** A close's body counting the drawer exactly as the shift report expects it, float included. */
export const balancedClose = (r: ShiftReport) => ({
  branchId: r.branchId,
  from: r.from,
  cashCounted: centsToMoney(moneyToCents(r.openingFloatUsd) + moneyToCents(r.cashExpectedUsd)),
  cashCountedLbp: r.openingFloatLbp + r.cashExpectedLbp,
})
