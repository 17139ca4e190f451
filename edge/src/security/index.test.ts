import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, type FakeBindings } from '../../test/bindings'
import { closedPort, startServer, type TestServer } from '../../test/servers'
import { createApp } from '../app'
import { THEME_SCRIPT_HASH } from '.'
import type { Env } from '../env'

const app = createApp()
const CSP = `default-src 'self'; script-src 'self' ${THEME_SCRIPT_HASH}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'; worker-src 'self'; manifest-src 'self'`

let bindings: FakeBindings
let upstream: TestServer
let proxyEnv: Env
beforeAll(async () => {
  bindings = await fakeBindings()
  upstream = await startServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=3600' })
    res.end('{"Data":[]}')
  })
  proxyEnv = bindings.env({ MODE: 'proxy', ADMIN_API_BASE: upstream.url })
})
afterAll(async () => {
  await Promise.all([bindings.close(), upstream.close()])
})

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('Content-Security-Policy')).toBe(CSP)
  expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('X-Frame-Options')).toBe('DENY')
}

const brokenAssets = {
  fetch: () => Promise.reject(new Error('assets binding failed')),
} as unknown as Fetcher

describe('security headers on every response', () => {
  const cases: [string, () => Response | Promise<Response>, number][] = [
    ['the SPA', () => app.request('/', {}, bindings.env()), 200],
    ['a deep link', () => app.request('/product/12/edit', {}, bindings.env()), 200],
    ['a hashed asset', () => app.request('/assets/index-DBqupfS5.js', {}, bindings.env()), 200],
    ['a missing asset', () => app.request('/assets/gone-1.js', {}, bindings.env()), 404],
    ['the www redirect', () => app.request('http://www.food.test/x', {}, bindings.env()), 301],
    ['/download', () => app.request('/download', {}, bindings.env()), 302],
    [
      'a mock answer',
      () => app.request('/api/auth/login', { method: 'POST' }, bindings.env()),
      200,
    ],
    ['a proxied answer', () => app.request('/api/category', {}, proxyEnv), 200],
    [
      'a proxy failure',
      async () =>
        app.request(
          '/api/category',
          {},
          { ...proxyEnv, ADMIN_API_BASE: `http://127.0.0.1:${await closedPort()}` },
        ),
      502,
    ],
    [
      'a proxy misconfiguration',
      () => app.request('/api/x', {}, { ...proxyEnv, ADMIN_API_BASE: '' }),
      502,
    ],
    ['a refused path', () => app.request('/api/..%2Fx', {}, proxyEnv), 404],
    [
      'an unexpected error',
      () => app.request('/login', {}, { ...bindings.env(), ASSETS: brokenAssets }),
      500,
    ],
  ]
  it.each(cases)('%s', async (_name, send, status) => {
    const res = await send()
    expect(res.status).toBe(status)
    expectSecurityHeaders(res)
  })
})

describe('no caching of the API', () => {
  it.each([
    ['a mock answer', () => app.request('/api/auth/login', { method: 'POST' }, bindings.env())],
    ['a proxied answer that asked to be cached', () => app.request('/api/category', {}, proxyEnv)],
    ['a proxy failure', () => app.request('/api/x', {}, { ...proxyEnv, ADMIN_API_BASE: '' })],
    [
      'an unexpected error',
      () =>
        app.request(
          '/api/x',
          {},
          {
            ...bindings.env(),
            MOCK: {
              idFromName: () => ({}),
              get: () => ({ fetch: () => Promise.reject(new Error('mock down')) }),
            } as unknown as DurableObjectNamespace,
          },
        ),
    ],
  ])('%s is Cache-Control: no-store', async (_name, send) => {
    const res = await send()
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expectSecurityHeaders(res)
  })

  it('an unexpected /api error answers JSON', async () => {
    const res = await app.request(
      '/api/x',
      {},
      {
        ...bindings.env(),
        ASSETS: brokenAssets,
        MOCK: {
          idFromName: () => ({}),
          get: () => ({ fetch: () => Promise.reject(new Error('mock down')) }),
        } as unknown as DurableObjectNamespace,
      },
    )
    expect(res.status).toBe(500)
    expect(await res.json()).toHaveProperty('ErrorMessage')
  })
})
