import { moneyToCents } from 'contracts'
import type { Dashboard } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

const DAY_MS = 24 * 60 * 60 * 1000

let mock: TestMock
let admin: string
let branch: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
}, 60_000)

async function figures(query: string, token = admin): Promise<Dashboard> {
  const res = await mock.call('GET', `/dashboard?${query}`, { token })
  expect(res.status, res.text).toBe(200)
  return res.json.Data as Dashboard
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('GET /dashboard', () => {
  it('counts an order made at UTC midnight in the day it starts, one a millisecond before in the day before', async () => {
    const midnight = Math.floor(mock.store.now() / DAY_MS) * DAY_MS - 3 * DAY_MS
    const [d, before] = [day(midnight), day(midnight - DAY_MS)]
    const earlier = {
      day: await figures(`from=${d}&to=${d}`),
      before: await figures(`from=${before}&to=${before}`),
    }
    const orders = mock.store.table(TABLE.order)
    const model = [...orders.values()].at(-1)!
    const nextId = Math.max(...[...orders.values()].map((o) => o.id)) + 1
    orders.put(nextId, { ...model, id: nextId, createdAt: new Date(midnight).toISOString() })
    orders.put(nextId + 1, {
      ...model,
      id: nextId + 1,
      createdAt: new Date(midnight - 1).toISOString(),
    })

    const now = {
      day: await figures(`from=${d}&to=${d}`),
      before: await figures(`from=${before}&to=${before}`),
    }
    expect(now.day.orders).toBe(earlier.day.orders + 1)
    expect(now.before.orders).toBe(earlier.before.orders + 1)
    expect(now.day.from).toBe(`${d}T00:00:00.000Z`)
    expect(now.day.to).toBe(`${day(midnight + DAY_MS)}T00:00:00.000Z`)
    expect(now.day.perDay).toEqual([expect.objectContaining({ date: d, orders: now.day.orders })])
  })

  it('answers the previous period of the same length with the same figures as asking for it', async () => {
    const today = Math.floor(mock.store.now() / DAY_MS) * DAY_MS
    const from = day(today - 13 * DAY_MS)
    const to = day(today - 7 * DAY_MS)
    const week = await figures(`from=${from}&to=${to}`)
    const previous = await figures(
      `from=${day(today - 20 * DAY_MS)}&to=${day(today - 14 * DAY_MS)}`,
    )
    expect(week.previous).toEqual({
      from: previous.from,
      to: previous.to,
      orders: previous.orders,
      revenue: previous.revenue,
      averageOrderValue: previous.averageOrderValue,
      newCustomers: previous.newCustomers,
    })
    expect(week.previous.orders).toBeGreaterThan(0)
    expect(Date.parse(week.previous.to)).toBe(Date.parse(week.from))

    // The default range (today and the 29 days before, up to now) is compared with the
    // 30 days before it, up to the same time of day.
    const month = await figures('')
    expect(Date.parse(month.from) - Date.parse(month.previous.from)).toBe(30 * DAY_MS)
    expect(Date.parse(month.to) - Date.parse(month.previous.to)).toBe(30 * DAY_MS)
  })

  it('compares today so far with the same hours of yesterday, and draws today hour by hour', async () => {
    const midnight = Math.floor(mock.store.now() / DAY_MS) * DAY_MS
    const today = await figures(`from=${day(midnight)}`)
    const now = Date.parse(today.to)
    expect(today.previous.from).toBe(new Date(midnight - DAY_MS).toISOString())
    expect(today.previous.to).toBe(new Date(now - DAY_MS).toISOString())
    const sameHours = await figures(
      `from=${new Date(midnight - DAY_MS).toISOString()}&to=${new Date(now - DAY_MS).toISOString()}`,
    )
    expect(today.previous.orders).toBe(sameHours.orders)

    expect(today.perHour).toHaveLength(Math.ceil((now - midnight) / (DAY_MS / 24)))
    expect(today.perHour[0]!.hour).toBe(new Date(midnight).toISOString())
    expect(today.perHour.reduce((s, h) => s + h.orders, 0)).toBe(today.orders)
    expect(today.perHour.reduce((s, h) => s + moneyToCents(h.revenue), 0)).toBe(
      moneyToCents(today.revenue),
    )
    expect((await figures('')).perHour).toEqual([])
  })

  it('counts as revenue only the orders delivered or picked up', async () => {
    // The day's orders are made here, one of each kind: what the seed left on a given day
    // depends on when the test runs (its recent orders may all have ended).
    const noon = Math.floor(mock.store.now() / DAY_MS) * DAY_MS - 5 * DAY_MS + DAY_MS / 2
    const from = day(noon)
    const before = await figures(`from=${from}&to=${from}`)
    const orders = mock.store.table(TABLE.order)
    const model = [...orders.values()].at(-1)!
    const nextId = Math.max(...[...orders.values()].map((o) => o.id)) + 1
    const made = (['delivered', 'picked_up', 'rejected', 'preparing'] as const).map((status, i) => {
      const o = { ...model, id: nextId + i, status, createdAt: new Date(noon + i).toISOString() }
      orders.put(o.id, o)
      return o
    })

    const d = await figures(`from=${from}&to=${from}`)
    expect(d.orders).toBe(before.orders + made.length)
    expect(moneyToCents(d.revenue) - moneyToCents(before.revenue)).toBe(
      2 * moneyToCents(model.total),
    )
    const ofTheDay = [...orders.values()].filter((o) => o.createdAt.startsWith(from))
    const earned = ofTheDay.filter((o) => o.status === 'delivered' || o.status === 'picked_up')
    expect(moneyToCents(d.revenue)).toBe(earned.reduce((s, o) => s + moneyToCents(o.total), 0))
    expect(moneyToCents(d.averageOrderValue)).toBe(
      Math.round(moneyToCents(d.revenue) / earned.length),
    )
  })

  it("limits a branch employee's figures to the sum of their branches, and refuses another branch", async () => {
    const all = await figures('')
    const mine = await figures('', branch)
    const one = await figures('branchId=1', branch)
    const two = await figures('branchId=2', branch)
    expect(mine.perBranch.map((b) => b.branchId).sort()).toEqual([1, 2])
    expect(one.perBranch.map((b) => b.branchId)).toEqual([1])
    expect(mine.orders).toBe(one.orders + two.orders)
    expect(moneyToCents(mine.revenue)).toBe(moneyToCents(one.revenue) + moneyToCents(two.revenue))
    expect(mine.previous.orders).toBe(one.previous.orders + two.previous.orders)
    const branchesOneTwo = all.perBranch.filter((b) => b.branchId <= 2)
    expect(mine.orders).toBe(branchesOneTwo.reduce((s, b) => s + b.orders, 0))
    expect(mine.orders).toBeLessThan(all.orders)
    expect(mine.perDay.reduce((s, d) => s + d.orders, 0)).toBe(mine.orders)

    expect((await mock.call('GET', '/dashboard?branchId=3', { token: branch })).status).toBe(404)
    expect((await figures('branchId=3')).perBranch.map((b) => b.branchId)).toEqual([3])
  })

  it('ranks the top customers by orders', async () => {
    const d = await figures('')
    expect(d.topCustomers.length).toBeGreaterThan(0)
    expect(d.topCustomers.length).toBeLessThanOrEqual(10)
    const counts = d.topCustomers.map((c) => c.orders)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})
