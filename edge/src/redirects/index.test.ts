import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBindings, type FakeBindings } from '../../test/bindings'
import { createApp } from '../app'

const app = createApp()
let bindings: FakeBindings
beforeAll(async () => void (bindings = await fakeBindings()))
afterAll(() => bindings.close())

describe('www redirect', () => {
  it.each([
    '/',
    '/login',
    '/product/12/edit?tab=options',
    '/assets/index-DBqupfS5.js',
    '/download',
    '/api/auth/login',
  ])('sends www.<host>%s to https://<ADMIN_HOST>/login with a 301', async (path) => {
    const res = await app.request(`https://www.food.test${path}`, {}, bindings.env())
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('https://admin.food.test/login')
  })

  it.each(['POST', 'PUT', 'DELETE'])(
    'redirects a %s too, without touching the API',
    async (method) => {
      const before = bindings.mock.received.length
      const res = await app.request('http://WWW.Food.test/api/order', { method }, bindings.env())
      expect(res.status).toBe(301)
      expect(res.headers.get('Location')).toBe('https://admin.food.test/login')
      expect(bindings.mock.received.length).toBe(before)
    },
  )

  it('marks a redirect of an /api path no-store, like every /api answer', async () => {
    const api = await app.request(
      'https://www.food.test/api/employee/permissions',
      {},
      bindings.env(),
    )
    expect(api.status).toBe(301)
    expect(api.headers.get('Cache-Control')).toBe('no-store')
    expect(api.headers.get('X-Frame-Options')).toBe('DENY')
    const page = await app.request('https://www.food.test/login', {}, bindings.env())
    expect(page.status).toBe(301)
    expect(page.headers.get('Cache-Control')).toBeNull()
  })

  it('falls back to the host without www when ADMIN_HOST is not set', async () => {
    const res = await app.request('http://www.orders.test/x', {}, bindings.env({ ADMIN_HOST: '' }))
    expect(res.headers.get('Location')).toBe('https://orders.test/login')
  })

  it.each(['http://admin.food.test/', 'http://wwwfood.test/', 'http://food.www.test/'])(
    'leaves %s alone',
    async (url) => {
      const res = await app.request(url, {}, bindings.env())
      expect(res.status).toBe(200)
      expect(res.headers.get('Location')).toBeNull()
    },
  )
})
