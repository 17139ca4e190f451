import { ACTIVE_STATUSES, ORDER_STATUSES } from 'contracts'
import type { Order } from 'contracts'
import { describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { BRANCHES } from './catalogue-data'
import { seedCustomers, seedOrders } from '../open'
import { buildSeed } from './index'

const orders = (anchor: number, size = 600) =>
  (buildSeed(anchor, { orders: size }).tables[TABLE.order] ?? []).map((row) => row.value as Order)

const shape = (list: Order[]) => list.map((o) => `${o.branchId}:${o.status}`)

// The same day, just after midnight and in the evening rush (UTC).
const SMALL_HOURS = Date.UTC(2026, 10, 22, 0, 31)
const EVENING = Date.UTC(2026, 10, 22, 19, 5)
const MIN = 60_000

/** Fields that name a plan or an estimate, so may lie ahead of the seed's now. */
const AHEAD = new Set([
  'startsAt',
  'endsAt',
  'scheduledAt',
  'scheduledFor',
  'effectiveFrom',
  'estimatedReadyAt',
  // An item taken off comes back by itself then.
  'until',
])
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** Every instant (ISO string) in a value that is after `limit`, by its path. */
function instantsAfter(value: unknown, limit: number, path: string, out: string[]) {
  if (typeof value === 'string') {
    if (INSTANT.test(value) && Date.parse(value) > limit) out.push(`${path} = ${value}`)
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => instantsAfter(v, limit, `${path}[${i}]`, out))
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value))
      if (!AHEAD.has(key)) instantsAfter(v, limit, `${path}.${key}`, out)
  }
  return out
}

const active = (list: Order[]) =>
  list.filter((o) => (ACTIVE_STATUSES as readonly string[]).includes(o.status))
const prepOf = (branchId: number) => BRANCHES[branchId - 1]!.preparationMinutes
/** The preparation time at the seed's now: busy mode's extra minutes counted in. */
const prepNow = (branchId: number) => prepOf(branchId) + BRANCHES[branchId - 1]!.extraMinutes

// Each test builds whole seeds of thousands of orders: seconds each on a shared machine.
describe('the seed', { timeout: 30_000 }, () => {
  it('has the same shape (branch and status of every order) whatever the time of its anchor', () => {
    expect(shape(orders(SMALL_HOURS))).toEqual(shape(orders(EVENING)))
  })

  it('spreads its orders over the 90 days: yesterday is a day like the others', () => {
    const anchor = Date.UTC(2026, 10, 23, 8, 33)
    const perDay = new Map<string, number>()
    for (const o of orders(anchor, 9000)) {
      const day = o.createdAt.slice(0, 10)
      perDay.set(day, (perDay.get(day) ?? 0) + 1)
    }
    const full = [...perDay].filter(([day]) => day !== '2026-11-23' && day >= '2026-08-26')
    const counts = full.map(([, n]) => n).sort((a, b) => a - b)
    const median = counts[Math.floor(counts.length / 2)]!
    expect(perDay.get('2026-11-22')! / median).toBeLessThan(1.4)
    expect(counts.at(-1)! / median).toBeLessThan(1.4)
  })

  it('has orders in every active status at every branch, even when small', () => {
    for (const anchor of [SMALL_HOURS, EVENING]) {
      const list = orders(anchor)
      for (const branchId of [1, 2, 3, 4]) {
        for (const status of ['pending', 'accepted', 'preparing', 'ready'] as const) {
          expect(
            list.some((o) => o.branchId === branchId && o.status === status),
            `branch ${branchId} ${status}`,
          ).toBe(true)
        }
      }
      expect(new Set(list.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES))
    }
  })

  it('holds no instant after its now: records, histories, ledgers, customers, notifications', () => {
    for (const anchor of [SMALL_HOURS, EVENING]) {
      const { tables } = buildSeed(anchor, { orders: 2000 })
      const late: string[] = []
      for (const [name, rows] of Object.entries(tables))
        for (const row of rows) instantsAfter(row.value, anchor, `${name}/${row.key}`, late)
      expect(late.slice(0, 5)).toEqual([])
    }
  })

  it('gives every order a history in time order: placed, then each step after the one before', () => {
    for (const o of orders(EVENING, 2000)) {
      const times = o.statusHistory.map((h) => Date.parse(h.at))
      expect(o.statusHistory[0], o.number).toMatchObject({ status: 'pending', at: o.createdAt })
      for (let k = 1; k < times.length; k++)
        expect(times[k]!, o.number).toBeGreaterThan(times[k - 1]!)
      expect(o.statusHistory.at(-1)!.status, o.number).toBe(o.status)
      expect(o.updatedAt, o.number).toBe(o.statusHistory.at(-1)!.at)
    }
  })

  it('estimates an order ready its branch’s preparation time after it was accepted (busy mode counted in, for those in progress)', () => {
    const list = orders(EVENING, 2000)
    const inProgress = new Set(active(list))
    for (const o of list) {
      const accepted = o.statusHistory.find((h) => h.status === 'accepted')
      const prep = inProgress.has(o) ? prepNow(o.branchId) : prepOf(o.branchId)
      expect(o.estimatedReadyAt, o.number).toBe(
        accepted ? new Date(Date.parse(accepted.at) + prep * MIN).toISOString() : null,
      )
    }
    expect(active(list).some((o) => prepNow(o.branchId) > prepOf(o.branchId))).toBe(true)
  })

  it('has the orders in progress arriving over the last minutes and hours, a few of them late', () => {
    for (const size of [600, 10_000]) {
      const list = active(orders(EVENING, size))
      const age = (o: Order) => (EVENING - Date.parse(o.createdAt)) / MIN
      const pending = list.filter((o) => o.status === 'pending').map(age)
      pending.sort((a, b) => a - b)
      expect(pending[Math.floor(pending.length / 2)]!, `median pending age, ${size}`).toBeLessThan(
        10,
      )
      expect(Math.max(...list.map(age)), `oldest active, ${size}`).toBeLessThan(3 * 60)
      // Late: older than the branch's preparation time, not yet ready.
      const isLate = (o: Order) =>
        ['pending', 'accepted', 'preparing'].includes(o.status) && age(o) > prepNow(o.branchId)
      for (const branchId of [1, 2, 3, 4]) {
        const mine = list.filter((o) => o.branchId === branchId)
        const late = mine.filter(isLate).length
        expect(late, `late at branch ${branchId}, ${size}`).toBeGreaterThan(0)
        expect(late, `late at branch ${branchId}, ${size}`).toBeLessThan(mine.length / 3)
      }
    }
  })

  it('places the orders in progress the same time before its now, whatever the time of day', () => {
    const ages = (anchor: number) =>
      active(orders(anchor)).map((o) => anchor - Date.parse(o.createdAt))
    expect(ages(SMALL_HOURS)).toEqual(ages(EVENING))
  })

  it('has a tenth of the orders as customers, or as many as MOCK_SEED_CUSTOMERS says', () => {
    const customers = (options: { orders: number; customers?: number | undefined }) => {
      const { tables } = buildSeed(EVENING, options)
      const ids = new Set((tables[TABLE.order] ?? []).map((r) => (r.value as Order).customer.id))
      const rows = tables[TABLE.customer] ?? []
      // Every order's customer is one of them.
      expect([...ids].every((id) => id >= 1 && id <= rows.length)).toBe(true)
      return rows.length
    }
    expect(customers({ orders: 2000 })).toBe(200)
    expect(customers({ orders: 2000, customers: 300 })).toBe(300)
    expect(seedOrders('100000')).toBe(100_000)
    expect(seedCustomers('3000')).toBe(3000)
    expect(seedCustomers(undefined)).toBeUndefined()
    expect(seedCustomers(' ')).toBeUndefined()
    expect(seedCustomers('12')).toBe(50)
  })
})

describe('the branch’s control in the seed', { timeout: 30_000 }, () => {
  const seeded = (anchor: number) => buildSeed(anchor, { orders: 2000 }).tables
  const values = <T>(rows: { value: unknown }[] | undefined) =>
    (rows ?? []).map((r) => r.value as T)

  it('has a few items off at Hamra, one coming back by itself an hour after its now, none in the orders in progress there', () => {
    const tables = seeded(EVENING)
    const [hamra, ...others] = values<{
      id: number
      items: { productId: number; until: string | null; at: string }[]
    }>(tables[TABLE.branchAvailability])
    expect(others).toEqual([])
    expect(hamra!.id).toBe(1)
    expect(hamra!.items.length).toBeGreaterThanOrEqual(2)
    expect(hamra!.items.filter((i) => i.until !== null).map((i) => i.until)).toEqual([
      new Date(EVENING + 60 * MIN).toISOString(),
    ])
    for (const item of hamra!.items) expect(Date.parse(item.at)).toBeLessThanOrEqual(EVENING)
    const off = new Set(hamra!.items.map((i) => i.productId))
    const inProgress = active(values<Order>(tables[TABLE.order])).filter((o) => o.branchId === 1)
    expect(inProgress.length).toBeGreaterThan(0)
    for (const o of inProgress)
      expect(
        o.items.filter((l) => off.has(l.productId)),
        o.number,
      ).toEqual([])
  })

  it('has one branch busy +10 until switched back', () => {
    const busy = values<{ id: number; extraMinutes: number; busyUntil: string | null }>(
      seeded(EVENING)[TABLE.branch],
    ).filter((b) => b.extraMinutes > 0)
    expect(busy.map((b) => [b.extraMinutes, b.busyUntil])).toEqual([[10, null]])
  })

  it('has some deliveries already out longer than their branch’s longest delivery, each with its rider', () => {
    for (const anchor of [SMALL_HOURS, EVENING]) {
      const tables = seeded(anchor)
      const branches = new Map(
        values<{ id: number; preparationMinutes: number; maxDeliveryMinutes: number }>(
          tables[TABLE.branch],
        ).map((b) => [b.id, b]),
      )
      const long = values<Order>(tables[TABLE.order]).filter((o) => {
        if (o.status !== 'out_for_delivery') return false
        const out = Date.parse(o.statusHistory.at(-1)!.at)
        return anchor - out > branches.get(o.branchId)!.maxDeliveryMinutes * MIN
      })
      expect(long.length).toBeGreaterThan(0)
      for (const o of long) {
        expect(o.rider, o.number).toMatchObject({ name: expect.any(String) })
        expect(anchor - Date.parse(o.statusHistory.at(-1)!.at)).toBeLessThan(90 * MIN)
      }
    }
  })
})
