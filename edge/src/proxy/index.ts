import { API_ERRORS, API_PREFIX } from 'contracts'
import type { Context, Handler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  DEFAULT_PROXY_MAX_BODY_BYTES,
  DEFAULT_PROXY_TIMEOUT_MS,
  type Env,
  positiveInt,
} from '../env'

/**
 * Connection-specific header fields a proxy must not forward, plus the ones the
 * Connection header names (RFC 9110 §7.6.1,
 * https://www.rfc-editor.org/rfc/rfc9110#section-7.6.1). Proxy-Connection is
 * the legacy spelling of Connection; Proxy-Authorization and Proxy-Authenticate
 * are meant for this hop only (RFC 9110 §11.7).
 */
export const HOP_BY_HOP_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
] as const

/** A copy of `source` without hop-by-hop headers and without `omit`; every Set-Cookie is kept. */
export function withoutHopByHop(source: Headers, omit: readonly string[] = []): Headers {
  const named = (source.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  const drop = new Set<string>([...HOP_BY_HOP_HEADERS, ...named, ...omit])
  const headers = new Headers()
  source.forEach((value, name) => {
    if (!drop.has(name) && name !== 'set-cookie') headers.append(name, value)
  })
  // Set-Cookie lines cannot be joined with commas: copy them one by one.
  // (getSetCookie exists in workerd and Node; the default workers-types omit it.)
  const cookies = (source as Headers & { getSetCookie(): string[] }).getSetCookie()
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return headers
}

/** The base URL of the upstream, or null when ADMIN_API_BASE is missing or not http(s). */
export function parseBase(value: string | undefined): URL | null {
  if (!value?.trim()) return null
  try {
    const base = new URL(value.trim())
    return base.protocol === 'http:' || base.protocol === 'https:' ? base : null
  } catch {
    return null
  }
}

/**
 * Maps `/api/<path>?<query>` onto `<base>/<path>?<query>`. The origin is always
 * the base's and the result always stays under the base's path: empty segments
 * (`//evil.test`, `/\evil.test` once parsed) collapse, and a segment that is,
 * once percent-decoded, a dot segment or holds a slash or backslash (`..%2F`,
 * `%2F%2Fevil.test`, `%2e%2e`) makes the path invalid (null): no upstream
 * path needs one, and an upstream that decodes them could climb out of its
 * prefix.
 */
export function upstreamUrl(base: URL, requestUrl: string): URL | null {
  const url = new URL(requestUrl)
  if (!url.pathname.startsWith(API_PREFIX)) return null
  const rest = url.pathname.slice(API_PREFIX.length)
  if (rest !== '' && !rest.startsWith('/')) return null
  const segments = rest.split('/').filter((segment) => segment !== '')
  for (const segment of segments) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return null
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return null
  }
  const prefix = base.pathname.replace(/\/+$/, '')
  const trailingSlash = segments.length > 0 && rest.endsWith('/') ? '/' : ''
  const target = new URL(base.origin)
  target.pathname = `${prefix}/${segments.join('/')}${trailingSlash}`
  target.search = url.search
  if (target.origin !== base.origin || !target.pathname.startsWith(`${prefix}/`)) return null
  return target
}

/**
 * Streams `source` until more than `max` bytes went by, then calls `exceeded`
 * (which aborts the upstream request) and cancels `source`, so the client's
 * upload stops being read. The stream handed to the upstream is neither closed
 * nor errored: workerd ends a chunked upload cleanly when its body stream ends,
 * and the upstream would take a cut body as whole.
 */
function limitBytes(
  source: ReadableStream<Uint8Array>,
  max: number,
  exceeded: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader()
  let seen = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      seen += value.byteLength
      if (seen <= max) return controller.enqueue(value)
      exceeded()
      await reader.cancel().catch(() => undefined)
      return new Promise<void>(() => {}) // never pulled again
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/**
 * Streams `source` on, but when the upstream sends no chunk for `ms` while
 * the client waits for one, calls `stalled` (which aborts the upstream
 * request) and errors the stream, so the client is not held forever by an
 * upstream that stopped mid-body. Time the client itself takes to read is
 * not counted.
 */
function idleTimeout(
  source: ReadableStream<Uint8Array>,
  ms: number,
  stalled: () => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(resolve, ms, 'idle')))
      try {
        const next = await Promise.race([reader.read(), idle])
        if (next === 'idle') {
          stalled()
          reader.cancel().catch(() => undefined)
          return controller.error(new Error(API_ERRORS.upstreamTimeout))
        }
        if (next.done) return controller.close()
        controller.enqueue(next.value)
      } catch (error) {
        controller.error(error)
      } finally {
        clearTimeout(timer)
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

const apiError = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ ErrorMessage: message }, status)

/**
 * `/api/*` in proxy mode: forwards `/api/<path>?<query>` to
 * `ADMIN_API_BASE/<path>?<query>` with the method, the headers (Authorization,
 * the XSRF-TOKEN cookie and X-XSRF-TOKEN untouched: X-XSRF-TOKEN goes up only
 * as the client sent it, never made from the cookie, or the upstream's
 * double-submit check would pass a forged cross-site request, which carries
 * the cookie but cannot send the header) and the body as a stream. Redirects are handed back, not
 * followed. Hop-by-hop headers and Host are dropped both ways; every Set-Cookie
 * comes back. Upstream unreachable → 502, no answer within PROXY_TIMEOUT_MS →
 * 504, body over PROXY_MAX_BODY_BYTES → 413, each as `{ ErrorMessage }`. Once
 * the headers are in, an upstream that sends no chunk of the body for
 * PROXY_TIMEOUT_MS is cut off and the client's response body errors.
 * Nothing about the request (path, headers, tokens) is ever logged.
 */
export const proxy = (): Handler<{ Bindings: Env }> =>
  async function proxy(c) {
    const base = parseBase(c.env.ADMIN_API_BASE)
    if (!base) {
      console.error('edge: MODE=proxy but ADMIN_API_BASE is not an http(s) URL')
      return apiError(c, 502, API_ERRORS.upstreamUnreachable)
    }
    const target = upstreamUrl(base, c.req.url)
    if (!target) return apiError(c, 404, API_ERRORS.notFound)

    const maxBytes = positiveInt(c.env.PROXY_MAX_BODY_BYTES, DEFAULT_PROXY_MAX_BODY_BYTES)
    const timeoutMs = positiveInt(c.env.PROXY_TIMEOUT_MS, DEFAULT_PROXY_TIMEOUT_MS)
    const request = c.req.raw
    // Accept-Encoding is left to the runtime, which decodes what it asked for.
    const headers = withoutHopByHop(request.headers, ['host', 'accept-encoding'])

    const abort = new AbortController()
    let tooLarge = false
    let timedOut = false
    let body: ReadableStream<Uint8Array> | null = null
    if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
      const declared = request.headers.get('content-length')
      if (declared !== null && /^\d+$/.test(declared.trim())) {
        if (Number(declared) > maxBytes) return apiError(c, 413, API_ERRORS.bodyTooLarge)
        body = request.body // the connection's framing holds it to the declared length
      } else {
        headers.delete('content-length')
        body = limitBytes(request.body, maxBytes, () => {
          tooLarge = true
          abort.abort()
        })
      }
    }

    const timer = setTimeout(() => {
      timedOut = true
      abort.abort()
    }, timeoutMs)
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      signal: abort.signal,
    }
    if (body) init.duplex = 'half' // a streamed request body (required by Node's fetch)

    let upstream: Response
    try {
      upstream = await fetch(target, init)
    } catch {
      if (tooLarge) return apiError(c, 413, API_ERRORS.bodyTooLarge)
      if (timedOut) return apiError(c, 504, API_ERRORS.upstreamTimeout)
      return apiError(c, 502, API_ERRORS.upstreamUnreachable)
    } finally {
      clearTimeout(timer)
    }
    if (tooLarge) {
      await upstream.body?.cancel()
      return apiError(c, 413, API_ERRORS.bodyTooLarge)
    }

    const responseHeaders = withoutHopByHop(upstream.headers)
    if (responseHeaders.has('content-encoding')) {
      // The runtime has already decoded the body.
      responseHeaders.delete('content-encoding')
      responseHeaders.delete('content-length')
    }
    const stream =
      NULL_BODY_STATUSES.has(upstream.status) || !upstream.body
        ? null
        : idleTimeout(upstream.body, timeoutMs, () => abort.abort())
    return new Response(stream, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: responseHeaders,
    })
  }
