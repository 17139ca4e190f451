import { branchOrdersBoardSchema, isLate, lateness } from 'contracts'
import type { BranchOrdersBoard, Order } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/**
 * A delivery on the road longer than its branch's maxDeliveryMinutes is late
 * by the board's one rule (contracts' `lateness`), read from the board's answer
 * on a held clock: the road counts from the send-out, not from the order's age.
 */
let now = Date.UTC(2026, 10, 22, 17, 5)
let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock({ orders: 300, now: () => now })
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const api = (method: string, path: string, body?: unknown) =>
  mock.call(method, path, { token: admin, body })

async function board(): Promise<BranchOrdersBoard> {
  const res = await api('GET', '/branch-orders/board?branchId=1')
  expect(res.status, res.text.slice(0, 200)).toBe(200)
  return branchOrdersBoardSchema.parse(res.json.Data)
}

describe('a delivery long on the road', () => {
  it('is late on the board once out longer than its branch’s maxDeliveryMinutes', async () => {
    const placed = await api('POST', '/dev/orders', { branchId: 1, fulfilment: 'delivery' })
    expect(placed.status, placed.text).toBe(201)
    let order = placed.json.Data as Order
    for (const status of ['accepted', 'preparing', 'ready']) {
      const res = await api('PUT', `/order/${order.id}/status`, { status, version: order.version })
      expect(res.status, res.text).toBe(200)
      order = res.json.Data
    }
    // Sent out an hour after it was placed: long past its preparation time.
    now += 60 * 60_000
    const rider = (await board()).riders.find((r) => r.branchId === 1 && r.onShift)!
    const out = await api('PUT', `/order/${order.id}/status`, {
      status: 'out_for_delivery',
      version: order.version,
      riderId: rider.id,
    })
    expect(out.status, out.text).toBe(200)

    const read = async (minutes: number) => {
      now = Date.parse(out.json.Data.updatedAt) + minutes * 60_000
      const b = await board()
      const branch = b.branches.find((x) => x.id === 1)!
      const card = b.orders.find((o) => o.id === order.id)!
      return { card, branch, at: Date.parse(b.serverTime) }
    }
    const early = await read(39)
    expect(early.branch.maxDeliveryMinutes).toBe(40)
    expect(isLate(early.card, early.branch, early.at)).toBe(false)
    const late = await read(41)
    expect(lateness(late.card, late.branch, late.at)).toEqual({
      why: 'road',
      minutes: 41,
      rider: { id: rider.id, name: rider.name, phone: rider.phone },
    })
  })
})
