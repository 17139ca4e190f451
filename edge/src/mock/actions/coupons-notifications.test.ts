import { COUPON_ORDERS_SHOWN, CUSTOMER_SEGMENTS, centsToMoney, moneyToCents } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

let clock = Date.now()
let mock: TestMock
let marketing: string
beforeAll(async () => {
  mock = await openTestMock({ now: () => clock })
  marketing = await mock.signIn('marketing@demo.test')
}, 60_000)
const api = (method: string, path: string, body?: unknown) =>
  mock.call(method, path, { token: marketing, body })

const notification = {
  title: 'Free delivery tonight',
  titleAr: 'توصيل مجاني الليلة',
  body: 'On every order above $20 until midnight.',
  bodyAr: 'على كل طلب فوق ٢٠ دولار حتى منتصف الليل',
  audience: 'customers',
  customerIds: [1, 2, 3],
}

describe('the orders that used a coupon', () => {
  type Used = { id: number; number: string; createdAt: string; customerName: string }
  const mostUsed = async () =>
    (await api('GET', '/coupon?pageSize=100&sort=usedCount:desc')).json.Data[0]

  it('lists the latest orders with the code, newest first, and counts them all (order View)', async () => {
    const used = await mostUsed()
    expect(used.usedCount).toBeGreaterThan(0)
    const admin = await mock.signIn('admin@demo.test')
    const res = await mock.call('GET', `/coupon/${used.id}/orders`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.json.TotalCount).toBe(used.usedCount)
    expect(res.json.Data.length).toBe(Math.min(COUPON_ORDERS_SHOWN, used.usedCount))
    const times = res.json.Data.map((o: Used) => o.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const order = await mock.call('GET', `/order/${res.json.Data[0].id}`, { token: admin })
    expect(order.json.Data.couponCode).toBe(used.code)
    expect(res.json.Sums).toBeUndefined()
  })

  it('answers without order View the count and the sums of every use, naming no order or customer', async () => {
    const used = await mostUsed()
    const res = await api('GET', `/coupon/${used.id}/orders`)
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(['Sums', 'TotalCount'])
    expect(res.json.TotalCount).toBe(used.usedCount)
    const theirs = [...mock.store.table(TABLE.order).values()].filter(
      (o) => o.couponCode === used.code,
    )
    const cents = (field: 'discount' | 'total') =>
      theirs.reduce((n, o) => n + moneyToCents(o[field]), 0)
    expect(res.json.Sums).toEqual({
      discount: centsToMoney(cents('discount')),
      total: centsToMoney(cents('total')),
    })
    const admin = await mock.signIn('admin@demo.test')
    const rows = (await mock.call('GET', `/coupon/${used.id}/orders`, { token: admin })).json
      .Data as (Used & { branchName: string })[]
    const text = JSON.stringify(res.json)
    for (const o of rows) {
      expect(text).not.toContain(o.number)
      expect(text).not.toContain(o.customerName)
      expect(text).not.toContain(o.branchName)
    }
  })

  it('is empty for a new coupon, and a 404 for an unknown one', async () => {
    const created = await api('POST', '/coupon', {
      code: 'NEVERUSED1',
      discountType: 'fixed',
      value: '3.00',
      startsAt: new Date(clock).toISOString(),
      endsAt: new Date(clock + 86_400_000).toISOString(),
      fulfilment: 'pickup',
      happyHour: { days: ['friday'], from: '12:00', to: '14:00' },
    })
    expect(created.status).toBe(201)
    expect(created.json.Data).toMatchObject({ fulfilment: 'pickup', usedCount: 0 })
    const res = await api('GET', `/coupon/${created.json.Data.id}/orders`)
    expect(res.json).toEqual({ TotalCount: 0, Sums: { discount: '0.00', total: '0.00' } })
    expect((await api('GET', '/coupon/999999/orders')).status).toBe(404)
  })
})

describe('notification audiences', () => {
  it('counts every customer who is not blocked, and each segment within them', async () => {
    const res = await api('GET', '/notification/audiences')
    expect(res.status).toBe(200)
    const { all, segments } = res.json.Data
    const admin = await mock.signIn('admin@demo.test')
    const count = async (q: string) =>
      (await mock.call('GET', `/customer?pageSize=1${q}`, { token: admin })).json.TotalCount
    const customers = await count('')
    const blocked = await count('&isBlocked=true')
    expect(all).toBe(customers - blocked)
    expect(Object.keys(segments).sort()).toEqual([...CUSTOMER_SEGMENTS].sort())
    for (const size of Object.values(segments) as number[]) expect(size).toBeLessThanOrEqual(all)
  })
})

describe('customers the composer can choose', () => {
  it('finds customers by name or phone, names and phones only, never a blocked one', async () => {
    const admin = await mock.signIn('admin@demo.test')
    const one = (await mock.call('GET', '/customer?isBlocked=false&pageSize=1', { token: admin }))
      .json.Data[0]
    const byPhone = await api(
      'GET',
      `/notification/customers?search=${encodeURIComponent(one.phone)}`,
    )
    expect(byPhone.status).toBe(200)
    expect(byPhone.json.Data).toEqual([
      { id: one.id, name: `${one.firstName} ${one.lastName}`, phone: one.phone },
    ])
    const byName = await api('GET', `/notification/customers?search=${one.lastName.toLowerCase()}`)
    expect(byName.json.Data.length).toBeGreaterThan(0)
    for (const c of byName.json.Data) expect(c.name).toContain(one.lastName)
    const blocked = (
      await mock.call('PUT', `/customer/${one.id}/block`, {
        token: admin,
        body: { version: one.version, reason: 'Abusive to drivers' },
      })
    ).json.Data
    expect(blocked.isBlocked).toBe(true)
    const none = await api(
      'GET',
      `/notification/customers?search=${encodeURIComponent(blocked.phone)}`,
    )
    expect(none.json).toEqual({ Data: [], TotalCount: 0 })
  })
})

describe('scheduled notifications', () => {
  it('go out by themselves once their time has come, counted then', async () => {
    const at = new Date(clock + 5_000).toISOString()
    const created = await api('POST', '/notification', { ...notification, scheduledAt: at })
    expect(created.json.Data).toMatchObject({ status: 'scheduled', recipients: 0, sentAt: null })
    const id = created.json.Data.id
    expect((await api('GET', `/notification/${id}`)).json.Data.status).toBe('scheduled')
    clock += 5_000
    const sent = (await api('GET', `/notification/${id}`)).json.Data
    expect(sent).toMatchObject({ status: 'sent', sentAt: at, recipients: 3 })
    expect(sent.version).toBe(created.json.Data.version + 1)
  })

  it('a cancelled one never goes', async () => {
    const at = new Date(clock + 5_000).toISOString()
    const created = (await api('POST', '/notification', { ...notification, scheduledAt: at })).json
      .Data
    const cancelled = await api('POST', `/notification/${created.id}/cancel`, {
      version: created.version,
    })
    expect(cancelled.json.Data.status).toBe('cancelled')
    clock += 10_000
    expect((await api('GET', `/notification/${created.id}`)).json.Data.status).toBe('cancelled')
  })

  it('filters the list by the day it went or goes out', async () => {
    const tomorrow = new Date(clock + 86_400_000)
    const day = tomorrow.toISOString().slice(0, 10)
    const created = (
      await api('POST', '/notification', { ...notification, scheduledAt: tomorrow.toISOString() })
    ).json.Data
    const ids = (q: string) =>
      api('GET', `/notification?pageSize=100&${q}`).then((r) =>
        r.json.Data.map((n: { id: number }) => n.id),
      )
    expect(await ids(`from=${day}&to=${day}`)).toContain(created.id)
    expect(await ids(`to=${new Date(clock).toISOString().slice(0, 10)}`)).not.toContain(created.id)
  })
})
