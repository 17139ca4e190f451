import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { API_ERRORS } from 'contracts'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeBindings, type FakeBindings } from '../../test/bindings'
import {
  closedPort,
  readBody,
  setCookiesOf,
  startServer,
  type TestServer,
} from '../../test/servers'
import { createApp } from '../app'
import type { Env } from '../env'
import { upstreamUrl } from '.'

const app = createApp()
const MB = 1024 * 1024
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')
const pattern = (size: number, seed: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) & 0xff)

/** Resolves when `resolve()` is called; lets a test hold one side of a stream. */
function signal() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: timed out`)), ms),
    ),
  ])

let bindings: FakeBindings
let upstream: TestServer
let evil: TestServer
let silent: TestServer
let env: Env
const uploadGotFirstMegabyte = signal()
const clientGotFirstMegabyte = signal()
const logged: unknown[][] = []
let stalledUpstreamClosed = signal()

beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args))
  bindings = await fakeBindings()
  evil = await startServer((_req, res) => res.end('evil'))
  silent = await startServer(() => undefined) // never answers
  upstream = await startServer((req, res) => void answer(req, res).catch(() => res.destroy()))
  env = bindings.env({ MODE: 'proxy', ADMIN_API_BASE: `${upstream.url}/admin-api` })
})

/** The upstream admin API: echoes by default, a few paths do something special. */
async function answer(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path === '/admin-api/upload') {
    const hash = createHash('sha256')
    let bytes = 0
    for await (const chunk of req) {
      bytes += (chunk as Buffer).length
      hash.update(chunk as Buffer)
      if (bytes >= MB) uploadGotFirstMegabyte.resolve()
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    return res.end(JSON.stringify({ bytes, sha256: hash.digest('hex') }))
  }
  if (path === '/admin-api/download') {
    const body = pattern(5 * MB, 7)
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
    res.write(body.subarray(0, MB))
    await clientGotFirstMegabyte.promise
    return res.end(body.subarray(MB))
  }
  const body = (await readBody(req)).toString()
  if (path === '/admin-api/cookies') {
    res.setHeader('Set-Cookie', [
      'session=s1; Path=/; HttpOnly; Secure',
      'XSRF-TOKEN=x1; Path=/',
      'remember=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/',
    ])
    res.setHeader('Connection', 'X-Upstream-Private')
    res.setHeader('X-Upstream-Private', 'hidden')
    res.setHeader('Keep-Alive', 'timeout=5')
    res.setHeader('Proxy-Authenticate', 'Basic realm="upstream"')
    res.setHeader('Proxy-Connection', 'keep-alive')
    res.setHeader('X-Upstream-Public', 'shown')
    res.setHeader('Cache-Control', 'public, max-age=600')
    return res.end('{}')
  }
  if (path === '/admin-api/moved') {
    res.writeHead(302, { Location: `${evil.url}/landing` })
    return res.end()
  }
  if (path === '/admin-api/teapot') {
    res.writeHead(418, 'I am a teapot', { 'Content-Type': 'text/plain', 'X-Reason': 'tea' })
    return res.end('short and stout')
  }
  if (path === '/admin-api/stall') {
    // Headers and a first chunk, then nothing, ever.
    stalledUpstreamClosed = signal()
    res.on('close', () => stalledUpstreamClosed.resolve())
    res.writeHead(200, { 'Content-Type': 'text/plain' })
    return res.write('first chunk;')
  }
  if (path === '/admin-api/trickle') {
    // Six chunks 150 ms apart: slower in total than the timeout, never idle as long.
    res.writeHead(200, { 'Content-Type': 'text/plain' })
    for (let i = 0; i < 6; i++) {
      res.write(`${i};`)
      await new Promise((r) => setTimeout(r, 150))
    }
    return res.end('done')
  }
  if (path === '/admin-api/empty') {
    res.writeHead(204)
    return res.end()
  }
  res.writeHead(201, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }))
}

afterAll(async () => {
  vi.restoreAllMocks()
  await Promise.all([bindings.close(), upstream.close(), evil.close(), silent.close()])
})

afterEach(() => {
  expect(evil.received).toEqual([])
  for (const seen of upstream.received) expect(seen.url).toMatch(/^\/admin-api\//)
})

type Echo = { method: string; url: string; headers: Record<string, string>; body: string }

describe('forwarding', () => {
  it('forwards method, path, query, headers and body, and passes status and body back', async () => {
    const res = await app.request(
      '/api/category/12?search=caf%C3%A9&sort=name:asc&page=2',
      {
        method: 'PUT',
        headers: {
          Authorization: 'Employee secret-token',
          'X-XSRF-TOKEN': 'header-token',
          'Content-Type': 'application/json',
          'Content-Length': '31',
          'X-Client': 'back-office',
        },
        body: JSON.stringify({ name: 'Manakish', version: 3 }),
      },
      env,
    )
    expect(res.status).toBe(201)
    const echo = (await res.json()) as Echo
    expect(echo.method).toBe('PUT')
    expect(echo.url).toBe('/admin-api/category/12?search=caf%C3%A9&sort=name:asc&page=2')
    expect(echo.body).toBe('{"name":"Manakish","version":3}')
    expect(echo.headers).toMatchObject({
      authorization: 'Employee secret-token',
      'x-xsrf-token': 'header-token',
      'content-type': 'application/json',
      'content-length': '31',
      'x-client': 'back-office',
      host: `127.0.0.1:${upstream.port}`,
    })
  })

  it.each(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'])('forwards %s', async (method) => {
    const res = await app.request('/api/order/7/status', { method }, env)
    expect(res.status).toBe(201)
    expect(((await res.json()) as Echo).method).toBe(method)
  })

  it('forwards HEAD and answers without a body', async () => {
    const res = await app.request('/api/order', { method: 'HEAD' }, env)
    expect(res.status).toBe(201)
    expect(await res.text()).toBe('')
    expect(upstream.received.at(-1)?.method).toBe('HEAD')
  })

  it('keeps a trailing slash and an empty path under the prefix', async () => {
    const slash = (await (await app.request('/api/branch/', {}, env)).json()) as Echo
    expect(slash.url).toBe('/admin-api/branch/')
    const root = (await (await app.request('/api', {}, env)).json()) as Echo
    expect(root.url).toBe('/admin-api/')
  })

  it('works with a base that has no path prefix', async () => {
    const bare = await startServer((req, res) => res.end(req.url))
    try {
      const res = await app.request('/api/coupon?code=A', {}, { ...env, ADMIN_API_BASE: bare.url })
      expect(await res.text()).toBe('/coupon?code=A')
    } finally {
      await bare.close()
    }
  })

  it('never makes an X-XSRF-TOKEN from the XSRF-TOKEN cookie', async () => {
    const res = await app.request(
      '/api/banner',
      { method: 'POST', headers: { Cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3D; other=1' } },
      env,
    )
    const echo = (await res.json()) as Echo
    expect(echo.headers).not.toHaveProperty('x-xsrf-token')
    expect(echo.headers.cookie).toBe('theme=dark; XSRF-TOKEN=abc%3D%3D; other=1')
  })

  it('keeps an X-XSRF-TOKEN header the browser sent, even when the cookie differs', async () => {
    const res = await app.request(
      '/api/banner',
      { method: 'POST', headers: { Cookie: 'XSRF-TOKEN=cookie', 'X-XSRF-TOKEN': 'header' } },
      env,
    )
    expect(((await res.json()) as Echo).headers['x-xsrf-token']).toBe('header')
  })

  it('adds no X-XSRF-TOKEN without the cookie', async () => {
    const res = await app.request('/api/banner', { headers: { Cookie: 'a=1' } }, env)
    expect(((await res.json()) as Echo).headers).not.toHaveProperty('x-xsrf-token')
  })

  it('strips hop-by-hop headers, those Connection names, and Host on the way up', async () => {
    const res = await app.request(
      'http://admin.food.test/api/product',
      {
        headers: {
          Connection: 'X-Hop-Secret, keep-alive',
          'X-Hop-Secret': 'do not forward',
          'Keep-Alive': 'timeout=5',
          'Proxy-Connection': 'keep-alive',
          TE: 'trailers',
          Trailer: 'X-Checksum',
          Upgrade: 'h2c',
          'Proxy-Authorization': 'Basic cHJveHk6cGFzcw==',
          'X-End-To-End': 'kept',
        },
      },
      env,
    )
    const { headers } = (await res.json()) as Echo
    for (const name of [
      'x-hop-secret',
      'keep-alive',
      'proxy-connection',
      'te',
      'trailer',
      'upgrade',
      'proxy-authorization',
    ])
      expect(headers).not.toHaveProperty(name)
    expect(headers.connection ?? '').not.toMatch(/x-hop-secret/i)
    expect(headers.host).toBe(`127.0.0.1:${upstream.port}`)
    expect(headers['x-end-to-end']).toBe('kept')
  })

  it('strips hop-by-hop headers on the way down and passes every Set-Cookie back', async () => {
    const res = await app.request('/api/cookies', {}, env)
    expect(res.status).toBe(200)
    expect(setCookiesOf(res)).toEqual([
      'session=s1; Path=/; HttpOnly; Secure',
      'XSRF-TOKEN=x1; Path=/',
      'remember=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/',
    ])
    for (const name of [
      'connection',
      'x-upstream-private',
      'keep-alive',
      'proxy-authenticate',
      'proxy-connection',
      'transfer-encoding',
    ])
      expect(res.headers.has(name)).toBe(false)
    expect(res.headers.get('X-Upstream-Public')).toBe('shown')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('passes status, reason and body through', async () => {
    const res = await app.request('/api/teapot', {}, env)
    expect(res.status).toBe(418)
    expect(res.statusText).toBe('I am a teapot')
    expect(res.headers.get('X-Reason')).toBe('tea')
    expect(await res.text()).toBe('short and stout')
    const empty = await app.request('/api/empty', { method: 'DELETE' }, env)
    expect(empty.status).toBe(204)
  })

  it('hands an upstream redirect back instead of following it', async () => {
    const res = await app.request('/api/moved', {}, env)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`${evil.url}/landing`)
  })
})

describe('streaming', () => {
  it('streams a 5 MB request body to the upstream while it is still being sent', async () => {
    const body = pattern(5 * MB, 3)
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, MB))
        // The rest is sent only once the upstream has the first megabyte:
        // a proxy that buffered the body would never get there.
        await within(uploadGotFirstMegabyte.promise, 10_000, 'upstream waiting for 1 MB')
        for (let at = MB; at < body.length; at += 256 * 1024)
          controller.enqueue(body.subarray(at, at + 256 * 1024))
        controller.close()
      },
    })
    const res = await app.request(
      '/api/upload',
      { method: 'POST', body: stream, duplex: 'half' } as RequestInit,
      env,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ bytes: 5 * MB, sha256: sha256(body) })
  }, 30_000)

  it('streams a 5 MB response to the client while the upstream is still sending', async () => {
    const res = await app.request('/api/download', {}, env)
    expect(res.status).toBe(200)
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const chunks: Uint8Array[] = []
    let received = 0
    for (;;) {
      const { done, value } = await within(reader.read(), 10_000, 'reading the response')
      if (done) break
      chunks.push(value)
      received += value.byteLength
      // The upstream sends the rest only once the client has the first megabyte.
      if (received >= MB) clientGotFirstMegabyte.resolve()
    }
    expect(received).toBe(5 * MB)
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(pattern(5 * MB, 7)))
  }, 30_000)
})

describe('the target origin is fixed', () => {
  const forwarded: [string, string][] = [
    ['//evil.test/x', '/admin-api/evil.test/x'],
    ['/\\evil.test', '/admin-api/evil.test'],
    ['/http://evil.test', '/admin-api/http:/evil.test'],
    ['/https:%2F%2Fevil.test'.replace('%2F%2F', '//'), '/admin-api/https:/evil.test'],
    ['/@evil.test/x', '/admin-api/@evil.test/x'],
    ['/a/../x', '/admin-api/x'],
  ]
  it.each(forwarded)('/api%s reaches the upstream only, as %s', async (path, seen) => {
    const before = upstream.received.length
    const res = await app.request(`http://admin.food.test/api${path}`, {}, env)
    expect(res.status).toBe(201)
    expect(upstream.received.slice(before).map((r) => r.url)).toEqual([seen])
  })

  it('never reaches another server, even when the path names it', async () => {
    const target = `127.0.0.1:${evil.port}`
    for (const path of [
      `//${target}/x`,
      `/\\${target}/x`,
      `/http://${target}/x`,
      `/%2F%2F${target}/x`,
      `/%5C${target}/x`,
      `/@${target}/x`,
    ])
      await (await app.request(`http://admin.food.test/api${path}`, {}, env)).arrayBuffer()
    expect(evil.received).toEqual([])
  })

  const refused = [
    '/%2F%2Fevil.test',
    '/%2f%2fevil.test/x',
    '/..%2F..%2Fsecret',
    '/..%2f',
    '/category/..%2F..%2Fx',
    '/%5Cevil.test',
    '/%2e%2e%2fx',
  ]
  it.each(refused)('/api%s is a 404 that reaches nobody', async (path) => {
    const before = upstream.received.length
    const res = await app.request(`http://admin.food.test/api${path}`, {}, env)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ ErrorMessage: API_ERRORS.notFound })
    expect(upstream.received.length).toBe(before)
  })

  it.each(['/%2e%2e/admin', '/.%2e/admin', '/a/../../admin'])(
    '/api%s climbs out of /api and is not proxied at all',
    async (path) => {
      const before = upstream.received.length
      const res = await app.request(`http://admin.food.test/api${path}`, {}, env)
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/) // the SPA
      expect(upstream.received.length).toBe(before)
    },
  )

  it('maps any path onto the base origin, under its prefix', () => {
    const base = new URL('http://127.0.0.1:9000/admin-api')
    const segment = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E.',
        '%2F',
        '%5C',
        '\\',
        '//',
        'http:',
        '@',
        '?',
        '#',
      ),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.string(), (parts, query) => {
        let requestUrl: string
        try {
          requestUrl = new URL(`http://admin.food.test/api/${parts.join('/')}?${query}`).href
        } catch {
          return
        }
        const target = upstreamUrl(base, requestUrl)
        if (!target) return
        expect(target.origin).toBe('http://127.0.0.1:9000')
        expect(target.pathname.startsWith('/admin-api/')).toBe(true)
        for (const part of target.pathname.split('/'))
          expect(['.', '..']).not.toContain(decodeURIComponent(part))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('failures', () => {
  it('answers 502 when the upstream cannot be reached', async () => {
    const port = await closedPort()
    const res = await app.request(
      '/api/order',
      {},
      { ...env, ADMIN_API_BASE: `http://127.0.0.1:${port}` },
    )
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ ErrorMessage: API_ERRORS.upstreamUnreachable })
  })

  it('answers 504 when the upstream does not answer in time', async () => {
    const started = Date.now()
    const res = await app.request(
      '/api/order',
      {},
      { ...env, ADMIN_API_BASE: silent.url, PROXY_TIMEOUT_MS: '300' },
    )
    expect(res.status).toBe(504)
    expect(await res.json()).toEqual({ ErrorMessage: API_ERRORS.upstreamTimeout })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(silent.received).toHaveLength(1)
  })

  it('cuts off an upstream that stalls mid-body: the client body errors, the upstream is closed', async () => {
    const res = await app.request('/api/stall', {}, { ...env, PROXY_TIMEOUT_MS: '300' })
    expect(res.status).toBe(200)
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const first = await within(reader.read(), 5_000, 'first chunk')
    expect(new TextDecoder().decode(first.value)).toBe('first chunk;')
    const started = Date.now()
    await expect(within(reader.read(), 5_000, 'the stalled read')).rejects.toThrow(
      API_ERRORS.upstreamTimeout,
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    await within(stalledUpstreamClosed.promise, 5_000, 'the upstream connection closing')
  })

  it('lets a slow upstream finish as long as it never stalls for the timeout', async () => {
    const started = Date.now()
    const res = await app.request('/api/trickle', {}, { ...env, PROXY_TIMEOUT_MS: '500' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('0;1;2;3;4;5;done')
    expect(Date.now() - started).toBeGreaterThan(500)
  })

  it('answers 413 for a declared body over the limit without calling the upstream', async () => {
    const before = upstream.received.length
    const res = await app.request(
      '/api/upload',
      {
        method: 'POST',
        headers: { 'Content-Length': '2001' },
        body: 'x'.repeat(2001),
      },
      { ...env, PROXY_MAX_BODY_BYTES: '2000' },
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ ErrorMessage: API_ERRORS.bodyTooLarge })
    expect(upstream.received.length).toBe(before)
  })

  it('answers 413 for a streamed body that grows over the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const res = await app.request(
      '/api/echo',
      { method: 'POST', body: stream, duplex: 'half' } as RequestInit,
      { ...env, PROXY_MAX_BODY_BYTES: String(MB) },
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ ErrorMessage: API_ERRORS.bodyTooLarge })
  })

  it('forwards a body right at the limit', async () => {
    const res = await app.request(
      '/api/echo',
      { method: 'POST', headers: { 'Content-Length': '2000' }, body: 'y'.repeat(2000) },
      { ...env, PROXY_MAX_BODY_BYTES: '2000' },
    )
    expect(res.status).toBe(201)
    expect(((await res.json()) as Echo).body).toHaveLength(2000)
  })

  it.each(['', 'not a url', 'ftp://files.test/'])(
    'answers 502 with a readable message when ADMIN_API_BASE is %j',
    async (base) => {
      const res = await app.request('/api/order', {}, { ...env, ADMIN_API_BASE: base })
      expect(res.status).toBe(502)
      expect(await res.json()).toEqual({ ErrorMessage: API_ERRORS.upstreamUnreachable })
    },
  )

  it('logs no request and no token', () => {
    const text = JSON.stringify(logged)
    expect(text).not.toMatch(/secret-token|header-token|abc%3D|\/api\/|\/admin-api\//)
  })
})
