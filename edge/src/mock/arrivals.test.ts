import { branchOrdersBoardSchema, branchResource, orderSchema } from 'contracts'
import type { Branch } from 'contracts'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BRANCH_CAPACITY,
  DEFAULT_NEW_ORDERS_PER_HOUR,
  branchCapacity,
  newOrdersPerHour,
} from './arrivals'
import { openStore } from './open'
import { TABLE } from './rows'
import { openTestMock } from './testing'
import type { TestMock } from './testing'

/** New orders arriving while the mock runs, against a clock the test moves. */
const ORDERS = 300
const START = Date.UTC(2026, 10, 22, 19, 5)
const MIN = 60_000

async function running(perHour: number, capacity?: number) {
  const clock = { now: START }
  const mock = await openTestMock({
    orders: ORDERS,
    now: () => clock.now,
    newOrdersPerHour: perHour,
    ...(capacity === undefined ? {} : { branchCapacity: capacity }),
  })
  const admin = await mock.signIn('admin@demo.test')
  return { mock, admin, clock }
}

/** A branch's record as the body that saves it unchanged. */
const inputOfBranch = (branch: Branch) =>
  Object.fromEntries(
    Object.keys(branchResource.input.shape).map((key) => [key, branch[key as keyof Branch]]),
  )

/** Every order placed after `since`, oldest first, read from the store. */
const placedAfter = (mock: TestMock, since: number) =>
  [...mock.store.table(TABLE.order).values()]
    .filter((o) => Date.parse(o.createdAt) > since)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))

describe('new orders while the mock runs', () => {
  it('arrive at every branch as time passes, pending, never ahead of now, and the board shows them', async () => {
    const { mock, admin, clock } = await running(60)
    expect(placedAfter(mock, START)).toEqual([])
    clock.now = START + 15 * MIN
    const res = await mock.call('GET', '/branch-orders/board', { token: admin })
    const board = branchOrdersBoardSchema.parse(res.json.Data)
    const arrived = placedAfter(mock, START)
    // 60 an hour at each of 4 branches: about 60 in a quarter of an hour.
    expect(arrived.length).toBeGreaterThan(30)
    expect(arrived.length).toBeLessThan(100)
    expect(new Set(arrived.map((o) => o.branchId))).toEqual(new Set([1, 2, 3, 4]))
    for (const order of arrived) {
      expect(order.status).toBe('pending')
      expect(Date.parse(order.createdAt)).toBeLessThanOrEqual(clock.now)
      expect(order.statusHistory).toEqual([
        { status: 'pending', at: order.createdAt, employeeId: null, employeeName: null, note: '' },
      ])
    }
    const newest = await mock.call('GET', `/order/${arrived.at(-1)!.id}`, { token: admin })
    expect(orderSchema.safeParse(newest.json.Data).error).toBeUndefined()
    const onBoard = new Set(board.orders.map((o) => o.id))
    expect(arrived.every((o) => onBoard.has(o.id))).toBe(true)
    // Oldest first on the board: the newest arrival is the last card.
    expect(board.orders.at(-1)!.id).toBe(arrived.at(-1)!.id)
  })

  it('are stored like any change, and a second look at the same moment brings no more', async () => {
    const { mock, admin, clock } = await running(60)
    clock.now = START + 10 * MIN
    await mock.call('GET', '/order?pageSize=1', { token: admin })
    const arrived = placedAfter(mock, START)
    expect(arrived.length).toBeGreaterThan(0)
    await mock.call('GET', '/order?pageSize=1', { token: admin })
    expect(placedAfter(mock, START)).toEqual(arrived)
    const reopened = await openStore({ persistence: mock.persistence, orders: ORDERS })
    for (const order of arrived) expect(reopened.table(TABLE.order).get(order.id)).toEqual(order)
  })

  it('are the same orders however often the mock is asked in between', async () => {
    const often = await running(60)
    for (let minute = 1; minute <= 20; minute++) {
      often.clock.now = START + minute * MIN
      await often.mock.call('GET', '/dashboard', { token: often.admin })
    }
    const once = await running(60)
    once.clock.now = START + 20 * MIN
    await once.mock.call('GET', '/dashboard', { token: once.admin })
    const brief = (mock: TestMock) =>
      placedAfter(mock, START).map((o) => [o.createdAt, o.number, o.customer.id, o.total])
    expect(brief(often.mock)).toEqual(brief(once.mock))
    expect(brief(once.mock).length).toBeGreaterThan(0)
  })

  it('do not arrive at a paused branch', async () => {
    const { mock, admin, clock } = await running(120)
    const branch = await mock.signIn('branch@demo.test')
    const paused = await mock.call('PUT', '/branch/2/accepting', {
      token: branch,
      body: { acceptingOrders: false },
    })
    expect(paused.status).toBe(200)
    clock.now = START + 20 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    const arrived = placedAfter(mock, START)
    expect(arrived.length).toBeGreaterThan(0)
    expect(arrived.filter((o) => o.branchId === 2)).toEqual([])
    // Resumed: orders come again from then on, not the ones the pause kept away.
    await mock.call('PUT', '/branch/2/accepting', {
      token: branch,
      body: { acceptingOrders: true },
    })
    clock.now = START + 40 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    const atTwo = placedAfter(mock, START).filter((o) => o.branchId === 2)
    expect(atTwo.length).toBeGreaterThan(0)
    expect(atTwo.every((o) => Date.parse(o.createdAt) > START + 20 * MIN)).toBe(true)
  })

  it('come back by themselves once a pause with an until has passed', async () => {
    const { mock, admin, clock } = await running(120)
    const branch = await mock.signIn('branch@demo.test')
    const until = new Date(START + 20 * MIN).toISOString()
    const paused = await mock.call('PUT', '/branch/2/accepting', {
      token: branch,
      body: { acceptingOrders: false, until, reason: 'Gas leak' },
    })
    expect(paused.status).toBe(200)
    clock.now = START + 40 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    const atTwo = placedAfter(mock, START).filter((o) => o.branchId === 2)
    // None while paused, some after it ended, with nobody switching it back.
    expect(atTwo.length).toBeGreaterThan(0)
    expect(atTwo.every((o) => Date.parse(o.createdAt) > START + 20 * MIN)).toBe(true)
  })

  it('stop at a branch at capacity: orders not yet ready up to MOCK_BRANCH_CAPACITY', async () => {
    const capacity = 12
    const { mock, admin, clock } = await running(600, capacity)
    clock.now = START + 30 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    expect(placedAfter(mock, START).length).toBeGreaterThan(0)
    const inKitchen = new Map<number, number>()
    for (const o of mock.store.table(TABLE.order).values()) {
      if (['pending', 'accepted', 'preparing'].includes(o.status))
        inKitchen.set(o.branchId, (inKitchen.get(o.branchId) ?? 0) + 1)
    }
    // 600 an hour for half an hour would be 300 a branch: each stopped at its capacity.
    expect([...inKitchen.values()]).toEqual([capacity, capacity, capacity, capacity])
  })

  it('never hold an item taken off at the branch, whole or by one option', async () => {
    const { mock, admin, clock } = await running(240)
    const branch = await mock.signIn('branch@demo.test')
    const sold = [...mock.store.table(TABLE.product).values()].filter((p) =>
      p.branchIds.includes(1),
    )
    // Half of what Hamra sells off, and every first option of the rest's optional groups.
    const whole = sold.filter((_, i) => i % 2 === 0)
    const options = sold
      .filter((_, i) => i % 2 === 1)
      .flatMap((p) =>
        p.optionGroups.filter((g) => !g.required).map((g) => [p.id, g.options[0]!.id] as const),
      )
    for (const p of whole) {
      const res = await mock.call('PUT', '/branch/1/availability', {
        token: branch,
        body: { productId: p.id, available: false },
      })
      expect(res.status).toBe(200)
    }
    for (const [productId, optionId] of options) {
      const res = await mock.call('PUT', '/branch/1/availability', {
        token: branch,
        body: { productId, optionId, available: false },
      })
      expect(res.status, JSON.stringify(res.json)).toBe(200)
    }
    clock.now = START + 20 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    const atHamra = placedAfter(mock, START).filter((o) => o.branchId === 1)
    expect(atHamra.length).toBeGreaterThan(10)
    const offProducts = new Set(whole.map((p) => p.id))
    // Option ids are the product's own: an option is named by its product and its name.
    const offOptions = new Set(
      options.map(([productId, id]) => {
        const product = sold.find((p) => p.id === productId)!
        const option = product.optionGroups.flatMap((g) => g.options).find((o) => o.id === id)!
        return `${productId}:${option.name}`
      }),
    )
    for (const order of atHamra) {
      for (const line of order.items) {
        expect(offProducts.has(line.productId), `${order.number} ${line.name}`).toBe(false)
        for (const chosen of line.options)
          expect(
            offOptions.has(`${line.productId}:${chosen.name}`),
            `${order.number} ${line.name} ${chosen.name}`,
          ).toBe(false)
      }
    }
  })

  it('do not arrive at a branch outside its opening hours, read in Asia/Beirut', async () => {
    const { mock, admin, clock } = await running(120)
    // START is Sunday 21:05 in Beirut (19:05 UTC): branch 2 now closes on Sundays at 21:15.
    const read = await mock.call('GET', '/branch/2', { token: admin })
    const branch = read.json.Data as Branch
    const closing = branch.openingHours.map((d) =>
      d.day === 'sunday' ? { ...d, ranges: [{ open: '10:00', close: '21:15' }] } : d,
    )
    const saved = await mock.call('PUT', '/branch/2', {
      token: admin,
      body: { ...inputOfBranch(branch), openingHours: closing, version: branch.version },
    })
    expect(saved.status).toBe(200)
    clock.now = START + 40 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    const arrived = placedAfter(mock, START)
    const atTwo = arrived.filter((o) => o.branchId === 2)
    expect(atTwo.length).toBeGreaterThan(0)
    expect(atTwo.every((o) => Date.parse(o.createdAt) < START + 10 * MIN)).toBe(true)
    expect(arrived.some((o) => Date.parse(o.createdAt) > START + 10 * MIN)).toBe(true)
  })

  it('after a long stop, bring only the last hour', async () => {
    const { mock, admin, clock } = await running(30)
    clock.now = START + 3 * 24 * 60 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    const arrived = placedAfter(mock, START)
    expect(arrived.length).toBeGreaterThan(0)
    expect(arrived.every((o) => Date.parse(o.createdAt) > clock.now - 60 * MIN)).toBe(true)
  })

  it('do not arrive at all at 0 an hour', async () => {
    const { mock, admin, clock } = await running(0)
    const revision = mock.store.revision
    clock.now = START + 2 * 60 * MIN
    await mock.call('GET', '/branch-orders/board', { token: admin })
    expect(placedAfter(mock, START)).toEqual([])
    expect(mock.store.revision).toBe(revision)
  })

  it('read MOCK_NEW_ORDERS_PER_HOUR: 0 is off, a bad or missing value is the default', () => {
    expect(newOrdersPerHour('0')).toBe(0)
    expect(newOrdersPerHour('12')).toBe(12)
    expect(newOrdersPerHour('0.5')).toBe(0.5)
    expect(newOrdersPerHour('1000000')).toBe(3600)
    for (const value of [undefined, '', ' ', 'many', '-3'])
      expect(newOrdersPerHour(value), String(value)).toBe(DEFAULT_NEW_ORDERS_PER_HOUR)
    expect(DEFAULT_NEW_ORDERS_PER_HOUR).toBe(4)
  })

  it('read MOCK_BRANCH_CAPACITY: a whole number of orders, at least 1, else the default', () => {
    expect(branchCapacity('12')).toBe(12)
    expect(branchCapacity(' 45 ')).toBe(45)
    for (const value of [undefined, '', ' ', '0', '-3', '2.5', 'many'])
      expect(branchCapacity(value), String(value)).toBe(DEFAULT_BRANCH_CAPACITY)
    expect(DEFAULT_BRANCH_CAPACITY).toBe(30)
  })
})
