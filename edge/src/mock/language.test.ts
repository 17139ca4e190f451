import { API_CATALOGUES, API_ERRORS, CLIENT_ID, MESSAGES, translateText } from 'contracts'
import * as contracts from 'contracts'
import { MOCK_MESSAGES } from './messages'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from './testing'
import type { TestMock } from './testing'

let mock: TestMock
beforeAll(async () => {
  mock = await openTestMock({ orders: 20, now: () => Date.UTC(2026, 0, 15, 10) })
})

const wrongPassword = { email: 'admin@demo.test', password: 'Wrong1234', clientId: CLIENT_ID }

describe('the language an employee works in', () => {
  it('is English until chosen, then every sign-in answers the choice', async () => {
    const first = await mock.call('POST', '/employee/authenticate', {
      body: { email: 'viewer@demo.test', password: 'Viewer1234', clientId: CLIENT_ID },
    })
    expect(first.json.employeeInformation.language).toBe('en')

    const saved = await mock.call('PUT', '/employee/me/preferences', {
      token: first.json.token,
      body: { language: 'ar' },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.Data).toMatchObject({ email: 'viewer@demo.test', language: 'ar' })

    const again = await mock.call('POST', '/employee/authenticate', {
      body: { email: 'viewer@demo.test', password: 'Viewer1234', clientId: CLIENT_ID },
    })
    expect(again.json.employeeInformation.language).toBe('ar')
  })

  it('takes only a language the back-office speaks', async () => {
    const token = await mock.signIn('marketing@demo.test')
    const res = await mock.call('PUT', '/employee/me/preferences', {
      token,
      body: { language: 'fr' },
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.json.Errors)).toEqual(['language'])
  })
})

describe('the API’s messages follow Accept-Language', () => {
  it('has an Arabic text for every refusal the mock says and every message the contracts write', async () => {
    const { default: ar } = await API_CATALOGUES.ar()
    // Each text, each sentence-making function's with amounts where it names any (a
    // pattern's amount takes only an amount); a function that wanted other arguments is left out.
    const texts: string[] = []
    const walk = (value: unknown) => {
      if (typeof value === 'string') texts.push(value)
      else if (typeof value === 'function') {
        let text: unknown
        try {
          text = (value as (...args: unknown[]) => unknown)('$12.00', '$15.00', 3)
        } catch {
          return // it wants arguments of another kind (a status, a record)
        }
        if (typeof text === 'string' && !text.includes('NaN')) texts.push(text)
      } else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk(MOCK_MESSAGES)
    for (const [name, value] of Object.entries(contracts))
      if (/_MESSAGES$|_REFUSALS$|^API_ERRORS$/.test(name)) walk(value)
    expect(texts.length).toBeGreaterThan(150)
    expect(texts.filter((text) => translateText(text, ar) === text)).toEqual([])
  })

  it('answers a refusal in Arabic to `ar` (with a region and qualities too)', async () => {
    for (const header of ['ar', 'ar-LB', 'fr;q=0.9, ar-LB;q=0.8, en;q=0.1']) {
      const res = await mock.call('POST', '/employee/authenticate', {
        body: wrongPassword,
        headers: { 'Accept-Language': header },
      })
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ ErrorMessage: 'اسم المستخدم أو كلمة المرور غير صحيحة' })
      expect(res.headers.get('Content-Language')).toBe('ar')
    }
  })

  it('keeps SPEC’s English to the letter otherwise', async () => {
    for (const header of [undefined, 'en-US', 'fr', 'ar;q=0']) {
      const res = await mock.call('POST', '/employee/authenticate', {
        body: wrongPassword,
        headers: header ? { 'Accept-Language': header } : {},
      })
      expect(res.json).toEqual({ ErrorMessage: MESSAGES.loginFailed })
    }
  })

  it('translates each field’s message, patterns and labels included', async () => {
    const token = await mock.signIn('admin@demo.test')
    const res = await mock.call('POST', '/employee/reset-password', {
      token,
      body: { email: '', clientId: CLIENT_ID },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(res.status).toBe(400)
    expect(res.json.ErrorMessage).toBe('بعض الحقول غير صالحة.')
    expect(res.json.Errors.email).toBe('يرجى إدخال عنوان بريدك الإلكتروني')
    const unknown = await mock.call('PUT', '/employee/me/preferences', {
      token,
      body: { language: 'ar', colour: 'green' },
      headers: { 'Accept-Language': 'ar' },
    })
    expect(unknown.json.Errors.colour).toBe('حقل غير معروف')
  })

  it('leaves records as they are: data is not translated', async () => {
    const token = await mock.signIn('admin@demo.test')
    const en = await mock.call('GET', '/employee/permissions', { token })
    const ar = await mock.call('GET', '/employee/permissions', {
      token,
      headers: { 'Accept-Language': 'ar' },
    })
    expect(ar.json).toEqual(en.json)
    const missing = await mock.call('GET', '/no-such-route', {
      token,
      headers: { 'Accept-Language': 'ar' },
    })
    expect(missing.json.ErrorMessage).not.toBe(API_ERRORS.notFound)
    expect(missing.json.ErrorMessage).toBe('غير موجود.')
  })
})

describe('a coupon refused in Arabic', () => {
  it('names every field of the coupon form in Arabic, never an English word inside', async () => {
    const token = await mock.signIn('admin@demo.test')
    const res = await mock.call('POST', '/coupon', {
      token,
      headers: { 'Accept-Language': 'ar' },
      body: {
        code: 'SUMMER25',
        description: 'Summer',
        discountType: 'percent',
        value: '150.00',
        maxDiscount: null,
        minOrderTotal: '0.00',
        startsAt: '2026-02-02T00:00:00Z',
        endsAt: '2026-02-01T00:00:00Z',
        usageLimit: 1,
        perCustomerLimit: 2,
        happyHour: { days: [], from: '18:00', to: '17:00' },
      },
    })
    expect(res.status).toBe(400)
    const texts = [res.json.ErrorMessage, ...Object.values(res.json.Errors as object)] as string[]
    expect(Object.keys(res.json.Errors).length).toBeGreaterThan(1)
    for (const text of texts) expect(text, text).not.toMatch(/[A-Za-z]/)
    expect(res.json.Errors.endsAt).toBe('يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء')
  })
})
