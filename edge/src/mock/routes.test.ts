import { API_ERRORS, API_ROUTES, MODULE_KEYS, buildPath } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { REFUSED_BODY_DRAIN_BYTES } from '../body/limit'
import { MOCK_BINDINGS } from './app'
import { MAX_JSON_BYTES } from './mount'
import { openTestMock, postChunked, signInEveryDemo } from './testing'
import type { DemoEmail, TestMock } from './testing'

let mock: TestMock
let tokens: Record<DemoEmail, string>
beforeAll(async () => {
  mock = await openTestMock()
  tokens = await signInEveryDemo(mock)
}, 60_000)
const as = (email: DemoEmail) => tokens[email]

describe('the route table', () => {
  it('serves every route of the contracts, and nothing the contracts do not name', () => {
    const served = MOCK_BINDINGS.map((b) => `${b.route.method} ${b.route.path}`).sort()
    const declared = API_ROUTES.map((r) => `${r.method} ${r.path}`).sort()
    expect(served).toEqual(declared)
  })

  it('answers an unknown path with a JSON 404', async () => {
    const res = await mock.call('GET', '/no-such-thing', { token: as('admin@demo.test') })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
  })
})

describe('answers match the contracts', () => {
  it('every list and read answers the shape its contract declares', async () => {
    // The routes whose query is required, with one.
    const query: Record<string, string> = {
      '/order/customer': '?phone=%2B9613123456',
      '/report/shift': '?branchId=1',
    }
    for (const route of API_ROUTES.filter((r) => r.method === 'GET')) {
      const path = buildPath(route.path, { id: 1, settlementId: 1 }) + (query[route.path] ?? '')
      const res = await mock.call('GET', path, {
        token: as('admin@demo.test'),
      })
      expect(res.status, route.path).toBe(200)
      const parsed = route.response.safeParse(res.json)
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), route.path).toEqual([])
    }
  })
})

describe('who reaches what', () => {
  const probe = async (email: DemoEmail, method: string, path: string, body?: unknown) =>
    (await mock.call(method, path, { token: as(email), body })).status

  it('the branch role cannot list coupons but can list orders and branch orders', async () => {
    expect(await probe('branch@demo.test', 'GET', '/coupon')).toBe(403)
    expect(await probe('branch@demo.test', 'GET', '/order')).toBe(200)
    expect(await probe('branch@demo.test', 'GET', '/branch-orders')).toBe(200)
  })

  it('the viewer can list every module but create nothing', async () => {
    for (const route of API_ROUTES.filter((r) => r.operation === 'list')) {
      expect(await probe('viewer@demo.test', 'GET', route.path), route.path).toBe(200)
    }
    for (const route of API_ROUTES.filter((r) => r.method === 'POST' && r.auth)) {
      const status = await probe(
        'viewer@demo.test',
        'POST',
        buildPath(route.path, { id: 1, settlementId: 1 }),
        {},
      )
      expect(status, route.path).toBe(403)
    }
  })

  it('marketing manages promotions and only reads the catalogue', async () => {
    expect(await probe('marketing@demo.test', 'GET', '/coupon')).toBe(200)
    expect(await probe('marketing@demo.test', 'GET', '/product')).toBe(200)
    expect(await probe('marketing@demo.test', 'DELETE', '/product/1')).toBe(403)
    expect(await probe('marketing@demo.test', 'GET', '/order')).toBe(403)
    expect(await probe('marketing@demo.test', 'GET', '/employee')).toBe(403)
  })

  it('no key reaches a route by merely containing another key', async () => {
    // Give the viewer's role only `order`, `category` and `employee`.
    const admin = as('admin@demo.test')
    const role = (await mock.call('GET', '/roles/4', { token: admin })).json.Data
    const narrowed = await mock.call('PUT', '/roles/4', {
      token: admin,
      body: {
        name: role.name,
        description: role.description,
        version: role.version,
        permissions: [
          { key: 'order', actions: ['View', 'Update'] },
          { key: 'category', actions: ['View'] },
          { key: 'employee', actions: ['View'] },
        ],
      },
    })
    expect(narrowed.status).toBe(200)
    expect(await probe('viewer@demo.test', 'GET', '/order')).toBe(200)
    expect(await probe('viewer@demo.test', 'GET', '/branch-orders')).toBe(403)
    expect(await probe('viewer@demo.test', 'GET', '/category')).toBe(200)
    expect(await probe('viewer@demo.test', 'GET', '/subcategory')).toBe(403)
    expect(await probe('viewer@demo.test', 'GET', '/employee')).toBe(200)
    expect(await probe('viewer@demo.test', 'GET', '/roles')).toBe(403)
    // A role change applies at once, to the permissions call as well.
    const perms = await mock.call('GET', '/employee/permissions', { token: as('viewer@demo.test') })
    expect(perms.json.Data.map((e: { key: string }) => e.key)).toEqual([
      'category',
      'order',
      'employee',
    ])
    // Put it back for the other tests.
    const back = await mock.call('PUT', '/roles/4', {
      token: admin,
      body: {
        name: role.name,
        description: role.description,
        version: role.version + 1,
        permissions: MODULE_KEYS.map((key) => ({ key, actions: ['View'] })),
      },
    })
    expect(back.status).toBe(200)
  })

  it('every authenticated route answers 401 without a token', async () => {
    for (const route of API_ROUTES.filter((r) => r.auth)) {
      const body = route.method === 'GET' ? undefined : {}
      const res = await mock.call(route.method, buildPath(route.path, { id: 1, settlementId: 1 }), {
        body,
      })
      expect(res.status, `${route.method} ${route.path}`).toBe(401)
    }
  })
})

describe('request bodies', () => {
  it.each([
    ['no token', '/category', undefined, {}, 401],
    ['an unknown token (a session that ran out)', '/category', 'expired', {}, 401],
    ['an unknown route', '/no-such-thing', 'admin', {}, 404],
    ['a POST to a PUT-only route', '/order/1/status', 'admin', {}, 404],
    ['a wrong anti-forgery header', '/category', 'admin', { 'X-XSRF-TOKEN': 'forged' }, 403],
  ] as const)(
    'reads the whole body of a call it answers early: %s',
    async (_case, path, who, headers, status) => {
      const token = who === 'admin' ? as('admin@demo.test') : who
      const bytes = 300_000
      const sent = await postChunked(mock, path, token, bytes, 'application/json', headers)
      expect(sent.res.status).toBe(status)
      expect(sent.read).toBe(bytes)
    },
  )

  it('answers 413 to a chunked JSON body over the limit, reading no more than the drain budget', async () => {
    const { res, read, chunk } = await postChunked(
      mock,
      '/category',
      as('admin@demo.test'),
      2 * REFUSED_BODY_DRAIN_BYTES,
      'application/json',
    )
    expect(res.status).toBe(413)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.bodyTooLarge })
    expect(read).toBeLessThanOrEqual(REFUSED_BODY_DRAIN_BYTES + 4 * chunk)
  })

  it('refuses a chunked JSON body one byte over the limit, read to its end', async () => {
    const { res, read } = await postChunked(
      mock,
      '/category',
      as('admin@demo.test'),
      MAX_JSON_BYTES + 1,
      'application/json',
    )
    expect(res.status).toBe(413)
    expect(read).toBe(MAX_JSON_BYTES + 1)
  })

  it('still reads a chunked JSON body under the limit', async () => {
    const json = new TextEncoder().encode(
      JSON.stringify({ name: 'Chunked', nameAr: 'مقسم', sortOrder: 1 }),
    )
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(json.subarray(0, 10))
        controller.enqueue(json.subarray(10))
        controller.close()
      },
    })
    const res = await mock.call('POST', '/category', {
      token: as('admin@demo.test'),
      raw: stream,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(201)
    expect(res.json.Data).toMatchObject({ name: 'Chunked', nameAr: 'مقسم' })
  })
})
