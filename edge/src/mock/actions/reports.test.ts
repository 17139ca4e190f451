import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  DEV_ORDERS_PATH,
  SALES_GROUPS,
  moneyToCents,
} from 'contracts'
import type { Order, SalesReport, ShiftClose, ShiftReport } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RiderRow, Row } from '../rows'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

const MIN = 60_000
let clock = Date.now()
let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock({ now: () => clock })
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const tick = (ms = MIN) => (clock += ms)
let keys = 0
const newKey = () => `report-test-key-${++keys}-${clock}`

async function shift(branchId: number, token = admin): Promise<ShiftReport> {
  const res = await mock.call('GET', `/report/shift?branchId=${branchId}`, { token })
  expect(res.status, res.text).toBe(200)
  return res.json.Data as ShiftReport
}

const close = (body: unknown, key = newKey(), token = admin) =>
  mock.call('POST', '/report/shift/close', {
    token,
    body,
    headers: { 'Idempotency-Key': key },
  })

/** Places an order at a branch and moves it to `to`, a minute a step. */
async function placeAndEnd(
  options: { branchId: number; fulfilment: 'pickup' | 'delivery'; paymentMethod: string },
  to: 'picked_up' | 'delivered' | 'cancelled',
): Promise<Order> {
  const placed = await mock.call('POST', DEV_ORDERS_PATH, { body: options })
  expect(placed.status, placed.text).toBe(201)
  let order = placed.json.Data as Order
  const path =
    to === 'cancelled'
      ? ['cancelled']
      : to === 'picked_up'
        ? ['accepted', 'preparing', 'ready', 'picked_up']
        : ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']
  for (const status of path) {
    tick()
    const res = await mock.call('PUT', `/order/${order.id}/status`, {
      token: admin,
      body: {
        status,
        version: order.version,
        note: status === 'cancelled' ? 'Asked to' : '',
        ...(status === 'out_for_delivery' ? { riderId: riderOf(options.branchId).id } : {}),
      },
    })
    expect(res.status, res.text).toBe(200)
    order = res.json.Data as Order
  }
  // A range ends before now: what happens at its last instant belongs to the next.
  tick()
  return order
}

const cents = moneyToCents

/** A rider of the branch on shift now. */
const riderOf = (branchId: number) =>
  [...mock.store.table<RiderRow>(TABLE.rider).values()].find(
    (r) => r.branchId === branchId && r.isActive && r.onShift,
  )!

describe('the seeded closes', () => {
  it('cover the past 30 days of every branch, never in the future, a few with a difference and a note', async () => {
    const closes = [...mock.store.table<Row & ShiftClose>(TABLE.shiftClose).values()]
    const branches = [...mock.store.table<Row>(TABLE.branch).values()]
    for (const b of branches) {
      const mine = closes.filter((c) => c.branchId === b.id)
      expect(mine.length, b.name as string).toBeGreaterThanOrEqual(30)
    }
    expect(closes.every((c) => Date.parse(c.closedAt) <= clock)).toBe(true)
    const off = closes.filter((c) => c.difference !== '0.00')
    expect(off.length).toBeGreaterThan(0)
    expect(off.length).toBeLessThan(closes.length / 4)
    expect(off.every((c) => c.note !== '')).toBe(true)
    const s = await shift(1)
    const last = closes
      .filter((c) => c.branchId === 1)
      .sort((a, b) => a.closedAt.localeCompare(b.closedAt))
      .at(-1)!
    expect(s.from).toBe(last.closedAt)
  })
})

describe('the shift and its close', () => {
  it('counts what happens in the shift, closes it once per key, freezes it, and starts the next at zero', async () => {
    const before = await shift(1)
    tick()
    const pickup = await placeAndEnd(
      { branchId: 1, fulfilment: 'pickup', paymentMethod: 'cash' },
      'picked_up',
    )
    const card = await placeAndEnd(
      { branchId: 1, fulfilment: 'pickup', paymentMethod: 'card' },
      'cancelled',
    )
    const s = await shift(1)
    expect(s.from).toBe(before.from)
    expect(s.orders.placed).toBe(before.orders.placed + 2)
    expect(s.orders.pickedUp).toBe(before.orders.pickedUp + 1)
    expect(s.orders.cancelled).toBe(before.orders.cancelled + 1)
    expect(cents(s.net) - cents(before.net)).toBe(cents(pickup.total))
    expect(cents(s.byPayment.cash) - cents(before.byPayment.cash)).toBe(cents(pickup.total))
    expect(cents(s.cashExpected) - cents(before.cashExpected)).toBe(cents(pickup.total))
    expect(cents(s.refunds) - cents(before.refunds)).toBe(cents(card.total))

    // A difference needs a note.
    const counted = (cents(s.cashExpected) - 150) / 100
    const body = { branchId: 1, from: s.from, cashCounted: counted.toFixed(2), note: '' }
    const refused = await close(body)
    expect(refused.status).toBe(400)
    expect(refused.json.Errors).toEqual({ note: CASH_COUNT_MESSAGES.noteRequired })

    tick()
    const key = newKey()
    const withNote = { ...body, note: 'A customer was given change twice' }
    const first = await close(withNote, key)
    expect(first.status, first.text).toBe(201)
    const closed = first.json.Data as ShiftClose
    expect(closed).toMatchObject({
      branchId: 1,
      from: s.from,
      closedAt: new Date(clock).toISOString(),
      closedByName: 'Rania Haddad',
      cashExpected: s.cashExpected,
      cashCounted: counted.toFixed(2),
      difference: '-1.50',
    })
    expect(closed.report).toEqual({ ...s, to: closed.closedAt })

    // The same key answers the same close and makes no second one.
    const count = mock.store.table(TABLE.shiftClose).size
    tick()
    const again = await close(withNote, key)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect(mock.store.table(TABLE.shiftClose).size).toBe(count)

    // A close of the shift as read before is late: another came first.
    const late = await close(withNote)
    expect(late.status).toBe(409)
    expect(late.json.ErrorMessage).toBe(API_ERRORS.stale)

    // The next shift starts at the close, its figures zero.
    const next = await shift(1)
    expect(next.from).toBe(closed.closedAt)
    expect(next.orders).toMatchObject({ placed: 0, pickedUp: 0, delivered: 0, cancelled: 0 })
    expect([next.net, next.cashExpected, next.refunds]).toEqual(['0.00', '0.00', '0.00'])

    // What happens after the close leaves it as it was.
    tick()
    await placeAndEnd({ branchId: 1, fulfilment: 'pickup', paymentMethod: 'cash' }, 'picked_up')
    const read = await mock.call('GET', `/report/closes/${closed.id}`, { token: admin })
    expect(read.status).toBe(200)
    expect(read.json.Data).toEqual(closed)
    expect((await shift(1)).orders.pickedUp).toBe(1)

    const list = await mock.call('GET', '/report/closes?branchId=1&pageSize=2', { token: admin })
    expect(list.status).toBe(200)
    expect(list.json.Data[0]).toEqual(
      Object.fromEntries(Object.entries(closed).filter(([k]) => k !== 'report')),
    )
  })

  it("names the riders holding cash, and counts a rider's settlement as drawer cash", async () => {
    tick()
    const delivery = await placeAndEnd(
      { branchId: 2, fulfilment: 'delivery', paymentMethod: 'cash' },
      'delivered',
    )
    // The rider who took it (another of the branch's riders may be found first now).
    const rider = mock.store.table<RiderRow>(TABLE.rider).get(delivery.rider!.id)!
    const held = await shift(2)
    const line = held.riders.find((r) => r.riderId === rider.id)
    expect(line).toEqual({ riderId: rider.id, name: rider.name, cashHeld: rider.cashHeld })
    expect(cents(line!.cashHeld)).toBeGreaterThanOrEqual(cents(delivery.total))
    const settle = await mock.call('POST', `/rider/${rider.id}/settlements`, {
      token: admin,
      body: { amount: line!.cashHeld, note: '' },
      headers: { 'Idempotency-Key': newKey() },
    })
    expect(settle.status, settle.text).toBe(201)
    tick()
    const settled = await shift(2)
    expect(settled.riders.find((r) => r.riderId === rider.id)).toBeUndefined()
    expect(cents(settled.cashExpected) - cents(held.cashExpected)).toBe(cents(line!.cashHeld))
  })

  it('keeps an employee to their branches: another branch is not found, by every route', async () => {
    const branch = await mock.signIn('branch@demo.test') // branches 1 and 2
    expect((await mock.call('GET', '/report/shift?branchId=3', { token: branch })).status).toBe(404)
    const s3 = await shift(3)
    const other = await close(
      { branchId: 3, from: s3.from, cashCounted: s3.cashExpected, note: '' },
      newKey(),
      branch,
    )
    expect(other.status).toBe(404)
    expect((await mock.call('GET', '/report/closes?branchId=3', { token: branch })).status).toBe(
      404,
    )
    const mine = await mock.call('GET', '/report/closes?pageSize=100', { token: branch })
    expect(new Set(mine.json.Data.map((c: ShiftClose) => c.branchId))).toEqual(new Set([1, 2]))
    const third = [...mock.store.table<Row & ShiftClose>(TABLE.shiftClose).values()].find(
      (c) => c.branchId === 3,
    )!
    expect((await mock.call('GET', `/report/closes/${third.id}`, { token: branch })).status).toBe(
      404,
    )
    expect((await mock.call('GET', '/report/sales?branchId=3', { token: branch })).status).toBe(404)
    // Their own branch they close.
    tick()
    const s2 = await shift(2, branch)
    const own = await close(
      { branchId: 2, from: s2.from, cashCounted: s2.cashExpected, note: '' },
      newKey(),
      branch,
    )
    expect(own.status, own.text).toBe(201)
  })

  it('refuses without a session (401), without the permission (403), and a bad body (400)', async () => {
    const viewer = await mock.signIn('viewer@demo.test')
    const marketing = await mock.signIn('marketing@demo.test')
    const s = await shift(4)
    const body = { branchId: 4, from: s.from, cashCounted: s.cashExpected, note: '' }
    expect((await close(body, newKey(), '')).status).toBe(401)
    expect((await close(body, newKey(), viewer)).status).toBe(403)
    expect((await shift(4, viewer)).branchId).toBe(4)
    expect((await mock.call('GET', '/report/shift?branchId=4', { token: marketing })).status).toBe(
      403,
    )
    const bad = await close({ ...body, cashCounted: '12.5' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.Errors)).toEqual(['cashCounted'])
    const keyless = await mock.call('POST', '/report/shift/close', { token: admin, body })
    expect(keyless.status).toBe(400)
  })
})

describe('GET /report/sales', () => {
  async function sales(query: string): Promise<SalesReport> {
    const res = await mock.call('GET', `/report/sales?${query}`, { token: admin })
    expect(res.status, res.text).toBe(200)
    return res.json.Data as SalesReport
  }
  const MONEY = ['gross', 'discounts', 'deliveryCharges', 'refunds', 'net'] as const

  it('answers rows of every grouping that add up to the same total', async () => {
    const today = new Date(clock).toISOString().slice(0, 10)
    const from = new Date(clock - 20 * 24 * 60 * MIN - 5 * 60 * MIN).toISOString()
    for (const range of [`from=${today}`, `from=${from}`, '', 'branchId=2']) {
      const reports = await Promise.all(SALES_GROUPS.map((g) => sales(`${range}&groupBy=${g}`)))
      const total = reports[0]!.total
      expect(total.orders, range).toBeGreaterThan(0)
      for (const r of reports) {
        expect(r.total, `${range} ${r.groupBy}`).toEqual(total)
        for (const field of MONEY) {
          const sum = r.rows.reduce((s, row) => s + cents(row[field]), 0)
          expect(sum, `${range} ${r.groupBy} ${field}`).toBe(cents(total[field]))
        }
        if (r.groupBy !== 'product' && r.groupBy !== 'category') {
          expect(
            r.rows.reduce((s, row) => s + row.orders, 0),
            `${range} ${r.groupBy}`,
          ).toBe(total.orders)
        }
      }
    }
  })

  it('follows orders as they end, by the day they end', async () => {
    const today = new Date(clock).toISOString().slice(0, 10)
    const before = await sales(`from=${today}&groupBy=payment`)
    tick()
    const o = await placeAndEnd(
      { branchId: 3, fulfilment: 'delivery', paymentMethod: 'card' },
      'delivered',
    )
    const after = await sales(`from=${today}&groupBy=payment`)
    expect(after.total.orders).toBe(before.total.orders + 1)
    expect(cents(after.total.net) - cents(before.total.net)).toBe(cents(o.total))
    const card = (r: SalesReport) => cents(r.rows.find((x) => x.key === 'card')?.net ?? '0.00')
    expect(card(after) - card(before)).toBe(cents(o.total))
    const day = await sales(`from=${today}&groupBy=day`)
    expect(day.rows.map((r) => r.key)).toEqual([today])
  })
})
