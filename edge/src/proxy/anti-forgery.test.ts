import { AUTH_SCHEME, XSRF_COOKIE, XSRF_HEADER } from 'contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, type FakeBindings } from '../../test/bindings'
import { serveFetch, type TestServer } from '../../test/servers'
import { createApp } from '../app'
import type { Env } from '../env'
import { openTestMock, type TestMock } from '../mock/testing'

/**
 * The anti-forgery check (docs/requirements.md#anti-forgery, double-submit) answers the same in both
 * modes: the mock checks it itself, and the proxy hands the request to an
 * upstream that checks it (here the mock, served over HTTP), forwarding the
 * cookie and the header exactly as the client sent them. A forged cross-site
 * form post carries the cookie but not the header: refused in both.
 */

let mock: TestMock
let token: string
let upstream: TestServer
let bindings: FakeBindings
let proxyEnv: Env
const worker = createApp()

beforeAll(async () => {
  mock = await openTestMock()
  token = await mock.signIn('admin@demo.test')
  upstream = await serveFetch((request) => mock.app.fetch(request))
  bindings = await fakeBindings()
  proxyEnv = bindings.env({ MODE: 'proxy', ADMIN_API_BASE: upstream.url })
}, 60_000)
afterAll(async () => {
  await Promise.all([upstream.close(), bindings.close()])
})

const cases = [
  { name: 'the cookie without the header (a forged form post)', cookie: 'a1', header: undefined },
  { name: 'the header without the cookie', cookie: undefined, header: 'a1' },
  { name: 'a header that differs from the cookie', cookie: 'a1', header: 'b2' },
  { name: 'a header equal to the cookie', cookie: 'a1', header: 'a1' },
]

let made = 0
function createCategory(cookie: string | undefined, header: string | undefined): RequestInit {
  return {
    method: 'POST',
    headers: {
      Authorization: `${AUTH_SCHEME} ${token}`,
      'Content-Type': 'application/json',
      ...(cookie ? { Cookie: `${XSRF_COOKIE}=${cookie}` } : {}),
      ...(header ? { [XSRF_HEADER]: header } : {}),
    },
    body: JSON.stringify({ name: `Forgery check ${++made}`, nameAr: 'فحص', sortOrder: 1 }),
  }
}

describe('the anti-forgery check, in mock mode and through the proxy', () => {
  it('refuses every unsafe call whose header is missing or differs from the cookie, in both modes alike', async () => {
    const statuses = async (send: (init: RequestInit) => Promise<Response> | Response) => {
      const out: Record<string, number> = {}
      for (const c of cases) out[c.name] = (await send(createCategory(c.cookie, c.header))).status
      return out
    }
    const expected = {
      'the cookie without the header (a forged form post)': 403,
      'the header without the cookie': 403,
      'a header that differs from the cookie': 403,
      'a header equal to the cookie': 201,
    }
    expect(await statuses((init) => mock.app.request('/category', init))).toEqual(expected)
    expect(await statuses((init) => worker.request('/api/category', init, proxyEnv))).toEqual(
      expected,
    )
  })
})
