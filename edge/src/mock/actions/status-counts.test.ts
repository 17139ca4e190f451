import { API_ERRORS, ORDER_STATUSES, orderStatusCountsSchema } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/** `GET /order/status-counts` against the order list it stands beside. */
let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const get = (path: string, token = admin) => mock.call('GET', path, { token })

describe('order status counts', () => {
  const someCustomer = async () =>
    (await get('/order?pageSize=1&paymentMethod=wallet')).json.Data[0].customer
  const filterSets = async () => {
    const customer = await someCustomer()
    return [
      '',
      'branchId=2',
      'fulfilment=pickup&paymentMethod=card',
      'paymentStatus=refunded',
      `search=${encodeURIComponent(customer.phone)}`,
      `customerId=${customer.id}`,
      'search=bey',
      `from=${new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)}`,
      'from=2020-01-01&to=2020-02-01',
    ]
  }

  it('counts every status as the list totals it, for the same filters', async () => {
    for (const filters of await filterSets()) {
      const res = await get(`/order/status-counts?${filters}`)
      expect(res.status, filters).toBe(200)
      const counts = orderStatusCountsSchema.parse(res.json.Data)
      expect(Object.keys(counts).sort(), filters).toEqual([...ORDER_STATUSES].sort())
      for (const status of ORDER_STATUSES) {
        const list = await get(`/order?status=${status}&pageSize=1&${filters}`)
        expect(counts[status], `${status} ${filters}`).toBe(list.json.TotalCount)
      }
      const all = await get(`/order?pageSize=1&${filters}`)
      const sum = Object.values(counts).reduce((s, n) => s + n, 0)
      expect(sum, filters).toBe(all.json.TotalCount)
    }
  })

  it('says 0 for a status no matching order has', async () => {
    const counts = (await get('/order/status-counts?from=2020-01-01&to=2020-02-01')).json.Data
    expect(counts).toEqual(Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])))
    const mixed = (await get('/order/status-counts?fulfilment=pickup')).json.Data
    expect(mixed.out_for_delivery).toBe(0)
    expect(mixed.delivered).toBe(0)
    expect(mixed.picked_up).toBeGreaterThan(0)
  })

  it('refuses a bad filter (400), no token (401), a role without order View (403)', async () => {
    const bad = await get('/order/status-counts?fulfilment=drone')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.Errors)).toEqual(['fulfilment'])
    expect((await mock.call('GET', '/order/status-counts')).status).toBe(401)
    const marketing = await mock.signIn('marketing@demo.test')
    const denied = await get('/order/status-counts', marketing)
    expect(denied.status).toBe(403)
    expect(denied.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
  })
})
