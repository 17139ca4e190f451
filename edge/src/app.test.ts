import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, type FakeBindings } from '../test/bindings'
import { setCookiesOf, startServer, type TestServer } from '../test/servers'
import { createApp } from './app'
import { MODE_UNSET_MESSAGE } from './env'
import { countingStream } from './mock/testing'

const app = createApp()
let bindings: FakeBindings
let upstream: TestServer
beforeAll(async () => {
  bindings = await fakeBindings()
  upstream = await startServer((req, res) => res.end(`upstream ${req.url}`))
})
afterAll(async () => {
  await Promise.all([bindings.close(), upstream.close()])
})

type MockEcho = { method: string; path: string; body: string }

describe('the mode switch of /api', () => {
  it('hands /api/* to the mock without the /api prefix, keeping method, query, headers and body', async () => {
    const res = await app.request(
      '/api/auth/login?clientId=1&x=a%20b',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Employee t' },
        body: '{"email":"admin@demo.test"}',
      },
      bindings.env(),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/auth/login?clientId=1&x=a%20b',
      body: '{"email":"admin@demo.test"}',
    })
    const seen = bindings.mock.received.at(-1)
    expect(seen?.headers.authorization).toBe('Employee t')
    expect(seen?.headers['content-type']).toBe('application/json')
    expect(setCookiesOf(res)).toEqual(['XSRF-TOKEN=m; Path=/'])
  })

  it('maps /api itself to the root of the mock', async () => {
    const res = await app.request('/api', {}, bindings.env())
    expect(((await res.json()) as MockEcho).path).toBe('/')
  })

  it('uses the mock only when MODE is exactly mock', async () => {
    const res = await app.request('/api/employee', {}, bindings.env({ MODE: 'mock' }))
    expect(((await res.json()) as MockEcho).path).toBe('/employee')
  })

  it('answers 503 when MODE is missing or unknown, and never reaches the mock', async () => {
    const before = bindings.mock.received.length
    for (const MODE of [undefined, '', 'Mock', ' mock', 'something']) {
      const res = await app.request('/api/employee', {}, bindings.env({ MODE }))
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ ErrorMessage: MODE_UNSET_MESSAGE })
    }
    expect(bindings.mock.received.length).toBe(before)
  })

  it('forwards to ADMIN_API_BASE when MODE=proxy, and never to the mock', async () => {
    const before = bindings.mock.received.length
    for (const MODE of ['proxy', 'PROXY', ' proxy ']) {
      const res = await app.request(
        '/api/employee?page=1',
        {},
        bindings.env({ MODE, ADMIN_API_BASE: upstream.url }),
      )
      expect(await res.text()).toBe('upstream /employee?page=1')
    }
    expect(bindings.mock.received.length).toBe(before)
  })

  it('does not treat /apiary or /api-docs as the API', async () => {
    for (const path of ['/apiary', '/api-docs']) {
      const res = await app.request(path, {}, bindings.env())
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
    }
  })
})

describe('a body the worker answers without reading', () => {
  const bytes = 300_000
  const proxy = () => ({ MODE: 'proxy', ADMIN_API_BASE: upstream.url })
  it.each([
    ['the proxy refuses a path', '/api/%2F%2Fevil.test', proxy, {}, 404],
    [
      'the proxy refuses a declared size',
      '/api/x',
      () => ({ ...proxy(), PROXY_MAX_BODY_BYTES: '1000' }),
      { 'Content-Length': String(bytes) },
      413,
    ],
    [
      'the proxy has no ADMIN_API_BASE',
      '/api/x',
      () => ({ MODE: 'proxy', ADMIN_API_BASE: '' }),
      {},
      502,
    ],
    ['MODE is unset', '/api/x', () => ({ MODE: '' }), {}, 503],
  ])('is read to its end when %s', async (_case, path, vars, headers, status) => {
    const body = countingStream(bytes)
    const res = await app.request(
      path,
      { method: 'POST', body: body.stream, headers, duplex: 'half' } as RequestInit,
      bindings.env(vars()),
    )
    expect(res.status).toBe(status)
    expect(body.pulled()).toBe(bytes)
  })
})

describe('caching of /api answers', () => {
  it('every /api answer is no-store, images included', async () => {
    const cacheOf = async (path: string, vars = {}) =>
      (await app.request(path, {}, bindings.env(vars))).headers.get('Cache-Control')
    expect(await cacheOf('/api/uploads/seed-manakish.png')).toBe('no-store')
    expect(await cacheOf('/api/uploads/seed-unknown.png')).toBe('no-store')
    expect(await cacheOf('/api/uploads/Ab3dEf6hIj.png')).toBe('no-store')
    expect(await cacheOf('/api/employee')).toBe('no-store')
    const proxied = { MODE: 'proxy', ADMIN_API_BASE: upstream.url }
    expect(await cacheOf('/api/uploads/seed-manakish.png', proxied)).toBe('no-store')
  })
})
