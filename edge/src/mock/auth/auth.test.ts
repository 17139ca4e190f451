import {
  API_ERRORS,
  CLIENT_ID,
  MESSAGES,
  MODULES,
  MODULE_KEYS,
  TOKEN_TTL_MS,
  XSRF_COOKIE,
} from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { openStore } from '../open'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'
import { INTERNAL, TABLE } from '../rows'
import { employeeByEmail } from './routes'
import { RESET_REQUEST_TABLE, RESET_REQUEST_WINDOW_MS, countResetRequest } from './resetLimit'

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

  it('answers 401 with the message of docs/requirements.md#error-catalogue for a wrong password or an unknown e-mail', async () => {
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
    expect(res.json).toEqual({
      ErrorMessage: MOCK_MESSAGES.invalidJson,
      Errors: { body: MOCK_MESSAGES.invalidJson },
    })
  })
})

describe('the four demo sign-ins', () => {
  const ALL = ['View', 'Add', 'Update', 'Delete']
  const every = (actions: string[]) => Object.fromEntries(MODULE_KEYS.map((key) => [key, actions]))
  // Written from the issue, word for word: role name, then key → actions.
  const DEMO: Record<string, { password: string; role: string; keys: Record<string, string[]> }> = {
    // Every action each module has (the registry's).
    'admin@demo.test': {
      password: 'Admin1234',
      role: 'Administrator',
      keys: Object.fromEntries(MODULES.map((m) => [m.key, [...m.actions]])),
    },
    'branch@demo.test': {
      password: 'Branch1234',
      role: 'Branch operations',
      keys: {
        // Add: orders taken by phone (docs/requirements.md#orders-taken-by-phone).
        order: ['View', 'Add', 'Update'],
        'branch-orders': ['View', 'Update'],
        rejection: ['View'],
        'delivery-charge': ['View'],
        // docs/requirements.md#riders-and-dispatch: the branch's staff keep their riders' shifts and cash.
        rider: ['View', 'Update'],
        // The dollar rate every cash order is valued at: read, never set, by the branch.
        currencyRate: ['View'],
        branch: ['View'],
        // docs/requirements.md#the-shift-close: the branch's staff read their shift and close it.
        report: ['View', 'Add'],
      },
    },
    'marketing@demo.test': {
      password: 'Market1234',
      role: 'Marketing',
      keys: {
        banner: ALL,
        coupon: ALL,
        notification: ALL,
        category: ['View'],
        subcategory: ['View'],
        product: ['View'],
      },
    },
    'viewer@demo.test': { password: 'Viewer1234', role: 'Read-only', keys: every(['View']) },
  }

  it.each(Object.keys(DEMO))(
    '%s signs in with exactly the permissions of the issue',
    async (email) => {
      const demo = DEMO[email]!
      const res = await login(email, demo.password)
      expect(res.status).toBe(200)
      expect(res.json.employeeInformation.roleName).toBe(demo.role)
      const components = res.json.components as { key: string; actions: string[] }[]
      // Each key once, in registry order, with its actions in the order View, Add, Update, Delete.
      expect(components.map((c) => c.key)).toEqual(MODULE_KEYS.filter((k) => k in demo.keys))
      expect(Object.fromEntries(components.map((c) => [c.key, c.actions]))).toEqual(demo.keys)
      const permissions = await mock.call('GET', '/employee/permissions', { token: res.json.token })
      expect(permissions.json.Data).toEqual(components)
    },
  )
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

describe("the employee's branches in the session", () => {
  it('are in the sign-in answer and beside the permissions: the listed ones, or none for every branch', async () => {
    for (const [email, password, branchIds] of [
      ['branch@demo.test', 'Branch1234', [1, 2]],
      ['admin@demo.test', 'Admin1234', []],
    ] as const) {
      const res = await login(email, password)
      expect(res.json.employeeInformation.branchIds).toEqual(branchIds)
      const permissions = await mock.call('GET', '/employee/permissions', {
        token: res.json.token,
      })
      expect(permissions.json.branchIds).toEqual(branchIds)
    }
  })

  it('follow a change of the employee: the next read of the permissions carries the new list', async () => {
    const token = await signInNewStaff(
      mock,
      'moved@staff.test',
      [{ key: 'order', actions: ['View'] }],
      [3],
    )
    const before = await mock.call('GET', '/employee/permissions', { token })
    expect(before.json.branchIds).toEqual([3])
    const employee = [...mock.store.table(TABLE.employee).values()].find(
      (e) => e.email === 'moved@staff.test',
    )!
    mock.store.table(TABLE.employee).put(employee.id, { ...employee, branchIds: [1, 3] })
    const after = await mock.call('GET', '/employee/permissions', { token })
    expect(after.json.branchIds).toEqual([1, 3])
  })
})

describe('GET /employee/permissions', () => {
  it('answers the role entries as { Data } and the branches as branchIds', async () => {
    const token = await mock.signIn('branch@demo.test')
    const res = await mock.call('GET', '/employee/permissions', { token })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      Data: [
        { key: 'order', actions: ['View', 'Add', 'Update'] },
        { key: 'rejection', actions: ['View'] },
        { key: 'delivery-charge', actions: ['View'] },
        { key: 'rider', actions: ['View', 'Update'] },
        { key: 'currencyRate', actions: ['View'] },
        { key: 'branch', actions: ['View'] },
        { key: 'branch-orders', actions: ['View', 'Update'] },
        { key: 'report', actions: ['View', 'Add'] },
      ],
      branchIds: [1, 2],
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

  describe('a link lives one hour, and a reset ends every link of the employee', () => {
    const MINUTE = 60 * 1000
    let now = Date.now()
    let timed: TestMock
    beforeAll(async () => {
      timed = await openTestMock({ orders: 50, now: () => now })
    }, 60_000)
    /** Asks for a link for `email` at the current time; answers its token. */
    const ask = async (email: string) => {
      await timed.call('POST', '/employee/reset-password', { body: { email, clientId: CLIENT_ID } })
      const [mail] = (await timed.call(`GET`, `/dev/outbox.json?to=${email}`)).json.Data
      return (mail.link as string).split('=')[1]!
    }
    const use = (token: string, newPassword = 'NewPass123') =>
      timed.call('PUT', '/employee/reset-password', { body: { token, newPassword } })
    const outstanding = (employeeId: number) =>
      [...timed.store.table(INTERNAL.resetToken).values()].filter(
        (t) => t.employeeId === employeeId,
      ).length

    it('still works 59 minutes after it was sent', async () => {
      const token = await ask('viewer@demo.test')
      now += 59 * MINUTE
      expect((await use(token)).status).toBe(200)
    })

    it('is refused once the hour is over', async () => {
      const token = await ask('viewer@demo.test')
      now += 60 * MINUTE
      const res = await use(token)
      expect(res.status).toBe(400)
      expect(res.json).toEqual({
        ErrorMessage: MOCK_MESSAGES.resetLinkInvalid,
        Errors: { token: MOCK_MESSAGES.resetLinkInvalid },
      })
    })

    it("deletes every outstanding link of the employee once one is used, and nobody else's", async () => {
      const viewer = employeeByEmail(timed.store, 'viewer@demo.test')!
      const branch = employeeByEmail(timed.store, 'branch@demo.test')!
      const older = await ask('viewer@demo.test')
      now += MINUTE
      const newer = await ask('viewer@demo.test')
      now += MINUTE
      const third = await ask('viewer@demo.test')
      const others = await ask('branch@demo.test')
      expect(outstanding(viewer.id)).toBe(3)
      expect((await use(newer, 'Chosen123')).status).toBe(200)
      expect(outstanding(viewer.id)).toBe(0)
      for (const token of [older, third]) {
        expect((await use(token, 'Hijack123')).status).toBe(400)
      }
      const signIn = (email: string, password: string) =>
        timed.call('POST', '/employee/authenticate', {
          body: { email, password, clientId: CLIENT_ID },
        })
      expect((await signIn('viewer@demo.test', 'Chosen123')).status).toBe(200)
      expect(outstanding(branch.id)).toBe(1)
      expect((await use(others, 'Branch9876')).status).toBe(200)
    })
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

describe('reset e-mails: at most 5 asks per address per hour', () => {
  const ask = (m: TestMock, email: string) =>
    m.call('POST', '/employee/reset-password', { body: { email, clientId: CLIENT_ID } })
  const outboxOf = async (m: TestMock, to: string) =>
    (await m.call('GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`)).json.Data as unknown[]

  it('answers the sixth ask for an unknown address with 429 and the ErrorMessage', async () => {
    const email = 'limit-unknown@demo.test'
    for (let i = 0; i < 5; i++) {
      const res = await ask(mock, email)
      expect(res.status, `ask ${i + 1}`).toBe(200)
      expect(res.json).toEqual({ Data: { Message: MESSAGES.sendEmailSucceeded } })
    }
    const sixth = await ask(mock, email)
    expect(sixth.status).toBe(429)
    expect(sixth.json).toEqual({ ErrorMessage: MOCK_MESSAGES.resetRateLimited })
    expect(MOCK_MESSAGES.resetRateLimited).toBe(
      'Too many reset requests for this address. Please try again in an hour.',
    )
    expect(await outboxOf(mock, email)).toEqual([])
  })

  it('treats a known address exactly like an unknown one: five mails, then the same 429', async () => {
    const m = await openTestMock({ orders: 50 })
    const known: { status: number; text: string }[] = []
    const unknown: { status: number; text: string }[] = []
    for (let i = 0; i < 6; i++) {
      known.push(await ask(m, 'branch@demo.test'))
      unknown.push(await ask(m, 'nobody-here@demo.test'))
    }
    expect(known.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429])
    expect(unknown.map((r) => [r.status, r.text])).toEqual(known.map((r) => [r.status, r.text]))
    expect(await outboxOf(m, 'branch@demo.test')).toHaveLength(5)
  })

  it('counts per address, in any case and spacing; other addresses are not affected', async () => {
    const m = await openTestMock({ orders: 50 })
    for (const email of ['Case@Demo.test', 'case@demo.test', ' CASE@demo.TEST ', 'case@demo.test'])
      expect((await ask(m, email)).status).toBe(200)
    expect((await ask(m, 'case@DEMO.test')).status).toBe(200)
    expect((await ask(m, 'case@demo.test')).status).toBe(429)
    expect((await ask(m, 'other@demo.test')).status).toBe(200)
  })

  it('a refused ask changes nothing; an hour after the first ask one more is allowed', async () => {
    let now = Date.now()
    const m = await openTestMock({ orders: 50, now: () => now })
    const email = 'window@demo.test'
    for (let i = 0; i < 5; i++) {
      expect((await ask(m, email)).status).toBe(200)
      now += 10 * 60 * 1000 // asks at 0, 10, 20, 30 and 40 minutes
    }
    // 50 minutes after the first ask: refused, and not counted.
    const revision = m.store.revision
    expect((await ask(m, email)).status).toBe(429)
    expect(m.store.revision).toBe(revision)
    // Just past an hour after the first ask, it has left the window: one ask is free again.
    now += 10 * 60 * 1000 + 1
    expect((await ask(m, email)).status).toBe(200)
    expect((await ask(m, email)).status).toBe(429)
    // An hour after the last of them, all five are free again.
    now += RESET_REQUEST_WINDOW_MS
    for (let i = 0; i < 5; i++) expect((await ask(m, email)).status).toBe(200)
    expect((await ask(m, email)).status).toBe(429)
  })

  it('is part of the store: it survives a restart, goes with a reset, and forgets old addresses', async () => {
    let now = Date.now()
    const m = await openTestMock({ orders: 50, now: () => now })
    for (let i = 0; i < 5; i++) await ask(m, 'kept@demo.test')
    expect(m.store.table(RESET_REQUEST_TABLE).size).toBe(1)

    const reopened = await openStore({ persistence: m.persistence, orders: 50, now: () => now })
    const refused = countResetRequest(reopened, 'kept@demo.test')
    await expect(refused).rejects.toBeInstanceOf(ApiFailure)
    await expect(refused).rejects.toMatchObject({ status: 429 })

    // Rows are keyed by a hash: the stored state does not list the addresses.
    expect(JSON.stringify([...m.store.table(RESET_REQUEST_TABLE).entries()])).not.toContain('kept')

    now += RESET_REQUEST_WINDOW_MS + 1
    expect((await ask(m, 'fresh@demo.test')).status).toBe(200)
    expect(m.store.table(RESET_REQUEST_TABLE).size).toBe(1)

    await m.store.reset()
    expect(m.store.table(RESET_REQUEST_TABLE).size).toBe(0)
  })
})

// Eight password hashes, each slow on purpose: more than vitest's 5 s on a busy machine.
describe('PUT /employee/password: one’s own password', { timeout: 30_000 }, () => {
  it('changes it with the current one; this session goes on, the others end; audited', async () => {
    const email = 'viewer@demo.test'
    const token = (await login(email, 'Viewer1234')).json.token as string
    const elsewhere = (await login(email, 'Viewer1234')).json.token as string
    const change = (body: unknown, as = token) =>
      mock.call('PUT', '/employee/password', { token: as, body })

    const wrong = await change({ currentPassword: 'Wrong1234', newPassword: 'Viewer5678' })
    expect(wrong.status).toBe(422)
    expect(wrong.json.Errors).toEqual({ currentPassword: MESSAGES.currentPasswordWrong })
    const weak = await change({ currentPassword: 'Viewer1234', newPassword: 'viewer' })
    expect(weak.status).toBe(400)
    expect(weak.json.Errors.newPassword).toBe(MESSAGES.passwordRule)
    // Refused, nothing changed.
    expect((await login(email, 'Viewer1234')).status).toBe(200)

    const done = await change({ currentPassword: 'Viewer1234', newPassword: 'Viewer5678' })
    expect(done.status).toBe(200)
    expect(done.json.Data.Message).toBe(MESSAGES.passwordChanged)
    expect((await mock.call('GET', '/employee/permissions', { token })).status).toBe(200)
    expect((await mock.call('GET', '/employee/permissions', { token: elsewhere })).status).toBe(401)
    expect((await login(email, 'Viewer1234')).status).toBe(401)
    expect((await login(email, 'Viewer5678')).status).toBe(200)

    const admin = (await login('admin@demo.test', 'Admin1234')).json.token as string
    const me = (await login(email, 'Viewer5678')).json.employeeInformation.id as number
    const events = await mock.call('GET', `/audit?module=employee&recordId=${me}`, {
      token: admin,
    })
    const changed = events.json.Data.filter((e: { changes: { field: string }[] }) =>
      e.changes.some((c) => c.field === 'password'),
    )
    expect(changed).toHaveLength(1)
    expect(JSON.stringify(changed)).not.toContain('Viewer5678')

    // Back as it was, for the tests after this one.
    expect(
      (await change({ currentPassword: 'Viewer5678', newPassword: 'Viewer1234' })).status,
    ).toBe(200)
  })
})
