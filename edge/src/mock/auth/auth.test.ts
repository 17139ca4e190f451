import { API_ERRORS, CLIENT_ID, MESSAGES, MODULE_KEYS, TOKEN_TTL_MS, XSRF_COOKIE } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

let mock: TestMock
beforeAll(async () => {
  mock = await openTestMock({ orders: 50 })
}, 60_000)

const login = (email: string, password: string) =>
  mock.call('POST', '/employee/authenticate', { body: { email, password, clientId: CLIENT_ID } })

describe('POST /employee/authenticate', () => {
  it('answers token, expiry 12 h ahead, components and employee information', async () => {
    const before = Date.now()
    const res = await login('admin@demo.test', 'Admin1234')
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual([
      'components',
      'employeeInformation',
      'token',
      'tokenExpiry',
    ])
    expect(res.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const expiry = Date.parse(res.json.tokenExpiry)
    expect(expiry).toBeGreaterThanOrEqual(before + TOKEN_TTL_MS)
    expect(expiry).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_MS)
    expect(res.json.components.map((c: { key: string }) => c.key)).toEqual([...MODULE_KEYS])
    expect(res.json.employeeInformation).toMatchObject({
      email: 'admin@demo.test',
      roleName: 'Administrator',
    })
    expect(res.text).not.toMatch(/password|pbkdf2/i)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('issues a new token on every sign-in', async () => {
    const a = await login('viewer@demo.test', 'Viewer1234')
    const b = await login('viewer@demo.test', 'Viewer1234')
    expect(a.json.token).not.toBe(b.json.token)
  })

  it('answers 401 with the SPEC message for a wrong password or an unknown e-mail', async () => {
    for (const res of [
      await login('admin@demo.test', 'Admin12345'),
      await login('nobody@demo.test', 'Admin1234'),
    ]) {
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ ErrorMessage: MESSAGES.loginFailed })
    }
  })

  it('accepts the e-mail in any case', async () => {
    expect((await login(' Admin@Demo.TEST ', 'Admin1234')).status).toBe(200)
  })

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await mock.call('POST', '/employee/authenticate', {
      body: { email: 5, clientId: 2 },
    })
    expect(res.status).toBe(400)
    expect(res.json.ErrorMessage).toBe(API_ERRORS.validation)
    expect(Object.keys(res.json.Errors).sort()).toEqual(['clientId', 'email', 'password'])
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await mock.call('POST', '/employee/authenticate', {
      raw: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.json.ErrorMessage).toEqual(expect.any(String))
  })
})

describe('anti-forgery', () => {
  it('sets a readable XSRF-TOKEN cookie on an answer to a request without one', async () => {
    const res = await mock.app.request('/employee/permissions')
    const cookie = res.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${XSRF_COOKIE}=[A-Za-z0-9_-]{32};`))
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it('refuses sign-in without the header or with a different one (403)', async () => {
    const body = JSON.stringify({ email: 'admin@demo.test', password: 'Admin1234', clientId: 1 })
    const bare = await mock.app.request('/employee/authenticate', { method: 'POST', body })
    expect(bare.status).toBe(403)
    expect(await bare.json()).toEqual({ ErrorMessage: API_ERRORS.xsrf })
    const mismatched = await mock.app.request('/employee/authenticate', {
      method: 'POST',
      body,
      headers: { Cookie: `${XSRF_COOKIE}=a`, 'X-XSRF-TOKEN': 'b' },
    })
    expect(mismatched.status).toBe(403)
  })
})

describe('GET /employee/permissions', () => {
  it('answers the role entries as { Data }', async () => {
    const token = await mock.signIn('branch@demo.test')
    const res = await mock.call('GET', '/employee/permissions', { token })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      Data: [
        { key: 'order', actions: ['View', 'Update'] },
        { key: 'rejection', actions: ['View'] },
        { key: 'delivery-charge', actions: ['View'] },
        { key: 'branch', actions: ['View'] },
        { key: 'branch-orders', actions: ['View', 'Update'] },
      ],
    })
  })

  it('answers 401 without a token, with a bad one, or with another scheme', async () => {
    const token = await mock.signIn('viewer@demo.test')
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Employee nope' },
      { Authorization: `Bearer ${token}` },
    ]) {
      const res = await mock.call('GET', '/employee/permissions', { headers })
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.unauthorized })
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    }
  })

  it('answers 401 once the token has expired', async () => {
    let now = Date.now()
    const timed = await openTestMock({ orders: 50, now: () => now })
    const token = await timed.signIn('viewer@demo.test')
    expect((await timed.call('GET', '/employee/permissions', { token })).status).toBe(200)
    now += TOKEN_TTL_MS + 1
    expect((await timed.call('GET', '/employee/permissions', { token })).status).toBe(401)
  })
})

describe('password reset', () => {
  const outbox = async (to: string) =>
    (await mock.call('GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`)).json.Data as {
      link: string
      to: string
      subject: string
      sentAt: string
    }[]

  it('mails a single-use link that sets a new password', async () => {
    const ask = await mock.call('POST', '/employee/reset-password', {
      body: { email: 'marketing@demo.test', clientId: CLIENT_ID },
    })
    expect(ask.status).toBe(200)
    const [mail] = await outbox('marketing@demo.test')
    expect(mail!.link).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
    const token = mail!.link.slice(mail!.link.indexOf('=') + 1)
    const weak = await mock.call('PUT', '/employee/reset-password', {
      body: { token, newPassword: 'short' },
    })
    expect(weak.status).toBe(400)
    expect(weak.json.Errors.newPassword).toBe(MESSAGES.passwordRule)
    const set = await mock.call('PUT', '/employee/reset-password', {
      body: { token, newPassword: 'NewPass123' },
    })
    expect(set.status).toBe(200)
    expect((await login('marketing@demo.test', 'Market1234')).status).toBe(401)
    expect((await login('marketing@demo.test', 'NewPass123')).status).toBe(200)
    const again = await mock.call('PUT', '/employee/reset-password', {
      body: { token, newPassword: 'Other1234' },
    })
    expect(again.status).toBe(400)
    expect(again.json.ErrorMessage).toEqual(expect.any(String))
  })

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const known = await mock.call('POST', '/employee/reset-password', {
      body: { email: 'viewer@demo.test', clientId: CLIENT_ID },
    })
    const unknown = await mock.call('POST', '/employee/reset-password', {
      body: { email: 'ghost@demo.test', clientId: CLIENT_ID },
    })
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    expect(await outbox('ghost@demo.test')).toEqual([])
  })

  it('refuses a reset link older than one hour', async () => {
    let now = Date.now()
    const timed = await openTestMock({ orders: 50, now: () => now })
    await timed.call('POST', '/employee/reset-password', {
      body: { email: 'viewer@demo.test', clientId: CLIENT_ID },
    })
    const mail = (await timed.call('GET', '/dev/outbox.json')).json.Data[0]
    now += 60 * 60 * 1000 + 1
    const res = await timed.call('PUT', '/employee/reset-password', {
      body: { token: mail.link.split('=')[1], newPassword: 'NewPass123' },
    })
    expect(res.status).toBe(400)
  })

  it('shows the outbox as a page with clickable links, newest first', async () => {
    const res = await mock.call('GET', '/dev/outbox')
    expect(res.headers.get('Content-Type')).toContain('text/html')
    const links = [...res.text.matchAll(/<a href="(\/reset-password\?token=[^"]+)"/g)].map(
      (m) => m[1],
    )
    const json = (await mock.call('GET', '/dev/outbox.json')).json.Data.map(
      (m: { link: string }) => m.link,
    )
    expect(links).toEqual(json)
    expect(links.length).toBeGreaterThan(1)
  })
})
