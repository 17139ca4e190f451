import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, type FakeBindings } from '../../test/bindings'
import { createApp } from '../app'

const app = createApp()
let bindings: FakeBindings
beforeAll(async () => void (bindings = await fakeBindings()))
afterAll(() => bindings.close())

const IOS = 'https://apps.apple.test/app/id1'
const ANDROID = 'https://play.google.test/store/apps/details?id=food'
const OTHER = 'https://food.test/app'

const agents: [string, string, string][] = [
  [
    'iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    IOS,
  ],
  [
    'iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    IOS,
  ],
  [
    'iPod',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    IOS,
  ],
  [
    'Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    ANDROID,
  ],
  [
    'Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    ANDROID,
  ],
  [
    'desktop Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    OTHER,
  ],
  [
    'desktop Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    OTHER,
  ],
  ['curl', 'curl/8.5.0', OTHER],
]

describe('/download', () => {
  it.each(agents)('sends %s to its store with a plain 302', async (_name, userAgent, store) => {
    const res = await app.request(
      '/download',
      { headers: { 'User-Agent': userAgent } },
      bindings.env(),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(store)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Vary')).toBe('User-Agent')
    expect(await res.text()).toBe('') // no SPA boot
    expect(bindings.assetsServer.received).toEqual([])
  })

  it('sends a request without a user agent to DOWNLOAD_URL', async () => {
    const res = await app.request(
      new Request('http://admin.food.test/download'),
      {},
      bindings.env(),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(OTHER)
  })

  it('answers HEAD and keeps the query string out of the target', async () => {
    const res = await app.request(
      '/download?ref=sms',
      { method: 'HEAD', headers: { 'User-Agent': agents[3]![1] } },
      bindings.env(),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(ANDROID)
  })

  it('falls back to DOWNLOAD_URL when the store link of the device is not set', async () => {
    const env = bindings.env({ DOWNLOAD_URL_IOS: '', DOWNLOAD_URL_ANDROID: undefined })
    for (const [, userAgent] of agents) {
      const res = await app.request('/download', { headers: { 'User-Agent': userAgent } }, env)
      expect(res.headers.get('Location')).toBe(OTHER)
    }
  })

  it('answers 404 when no download link is configured at all', async () => {
    const env = bindings.env({ DOWNLOAD_URL: '', DOWNLOAD_URL_IOS: '', DOWNLOAD_URL_ANDROID: '' })
    const res = await app.request('/download', {}, env)
    expect(res.status).toBe(404)
    expect(res.headers.get('Location')).toBeNull()
  })
})
