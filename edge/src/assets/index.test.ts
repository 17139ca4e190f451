import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, servedIndexHtml, type FakeBindings } from '../../test/bindings'
import { createApp } from '../app'
import { XSRF_COOKIE } from 'contracts'
import { IMMUTABLE } from '.'

const app = createApp()
let bindings: FakeBindings
beforeAll(async () => void (bindings = await fakeBindings()))
afterAll(() => bindings.close())

describe('static assets', () => {
  it.each(['/assets/index-DBqupfS5.js', '/assets/index-Cq3x9w1a.css'])(
    'caches the hashed file %s for a year, immutable',
    async (path) => {
      const res = await app.request(path, {}, bindings.env())
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE)
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('ETag')).toBe('"v1"')
    },
  )

  it.each(['/', '/index.html', '/login', '/product/12/edit', '/orders/2026-11-21'])(
    'serves the SPA on %s (deep links included), never cached without revalidation',
    async (path) => {
      const res = await app.request(path, {}, bindings.env())
      expect(res.status).toBe(200)
      expect(await res.text()).toBe(servedIndexHtml())
      expect(res.headers.get('Cache-Control')).toBe('no-cache')
    },
  )

  it("writes the business's time zone into the page, before the first render", async () => {
    const res = await app.request(
      '/orders',
      {},
      bindings.env({ BUSINESS_TIME_ZONE: 'Europe/Paris' }),
    )
    expect(await res.text()).toBe(servedIndexHtml('Europe/Paris'))
    expect(res.headers.get('ETag')).toBeNull()
    const byDefault = await app.request('/', {}, bindings.env({ BUSINESS_TIME_ZONE: ' ' }))
    expect(await byDefault.text()).toContain('content="Asia/Beirut"')
  })

  it('in mock mode the page brings the anti-forgery cookie, so signing in asks nothing first', async () => {
    const res = await app.request('/login', {}, bindings.env())
    const cookie = res.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${XSRF_COOKIE}=[A-Za-z0-9_-]{32};`))
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Max-Age=34560000')
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it('keeps a cookie the browser has, sets none on files, and none in proxy mode (the API’s own)', async () => {
    const kept = await app.request(
      '/login',
      { headers: { Cookie: `${XSRF_COOKIE}=abc` } },
      bindings.env(),
    )
    expect(kept.headers.get('Set-Cookie')).toBeNull()
    const file = await app.request('/assets/index-DBqupfS5.js', {}, bindings.env())
    expect(file.headers.get('Set-Cookie')).toBeNull()
    const proxied = await app.request(
      '/login',
      {},
      bindings.env({ MODE: 'proxy', ADMIN_API_BASE: 'https://api.example.test' }),
    )
    expect(proxied.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses every request clearly when BUSINESS_TIME_ZONE is not a time zone', async () => {
    const env = bindings.env({ BUSINESS_TIME_ZONE: 'Beirut' })
    const message =
      'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Beirut or Europe/Paris, not "Beirut".'
    const page = await app.request('/login', {}, env)
    expect(page.status).toBe(503)
    expect(await page.text()).toBe(message)
    const api = await app.request('/api/auth/session', {}, { ...env, MODE: 'mock' })
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({ ErrorMessage: message })
  })

  it.each(['/sw.js', '/registerSW.js', '/manifest.webmanifest'])(
    'revalidates %s every time',
    async (path) => {
      const res = await app.request(path, {}, bindings.env())
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('no-cache')
    },
  )

  it('keeps the default of the assets binding for other files', async () => {
    const res = await app.request('/favicon.svg', {}, bindings.env())
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
  })

  it('answers 404 for a missing hashed file instead of caching index.html under its name', async () => {
    const res = await app.request('/assets/index-0ld0ld.js', {}, bindings.env())
    expect(res.status).toBe(404)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('passes the method and headers to the binding', async () => {
    const res = await app.request(
      '/assets/index-DBqupfS5.js',
      { method: 'HEAD', headers: { 'If-None-Match': '"v0"', 'Accept-Language': 'ar' } },
      bindings.env(),
    )
    expect(res.status).toBe(200)
    const seen = bindings.assetsServer.received.at(-1)
    expect(seen?.method).toBe('HEAD')
    expect(seen?.headers['if-none-match']).toBe('"v0"')
    expect(seen?.headers['accept-language']).toBe('ar')
  })

  it.each([
    ['/assets/index-DBqupfS5.js', IMMUTABLE],
    ['/product/12/edit', 'no-cache'],
    ['/sw.js', 'no-cache'],
  ])(
    'answers a conditional request for %s with the 304 of the binding, no body, %s',
    async (path, cacheControl) => {
      const res = await app.request(path, { headers: { 'If-None-Match': '"v1"' } }, bindings.env())
      expect(res.status).toBe(304)
      expect(await res.text()).toBe('')
      expect(res.headers.get('ETag')).toBe('"v1"')
      expect(res.headers.get('Cache-Control')).toBe(cacheControl)
    },
  )
})
