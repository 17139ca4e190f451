import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, INDEX_HTML, type FakeBindings } from '../../test/bindings'
import { createApp } from '../app'
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
      expect(await res.text()).toBe(INDEX_HTML)
      expect(res.headers.get('Cache-Control')).toBe('no-cache')
    },
  )

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
