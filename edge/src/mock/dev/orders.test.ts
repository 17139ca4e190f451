import {
  API_ERRORS,
  DEV_ORDERS_PATH,
  RIDER_MESSAGES,
  XSRF_HEADER,
  lateness,
  moneyToCents,
  orderSchema,
  ORDER_STATUSES,
  riderSchema,
} from 'contracts'
import type { BranchOrdersBoard, Order, Rider } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import { openStore } from '../open'
import { TABLE } from '../rows'
import type { TableName } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/** `POST /dev/orders`: a new pending order, for tests, placed like the seed's. */
const ORDERS = 300
let now = Date.UTC(2026, 10, 22, 19, 5)
let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock({ orders: ORDERS, now: () => now })
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const place = (body?: unknown) => mock.call('POST', DEV_ORDERS_PATH, { body })
async function placed(body?: unknown): Promise<Order> {
  const res = await place(body)
  expect(res.status, res.text.slice(0, 300)).toBe(201)
  return orderSchema.parse(res.json.Data)
}
const row = <K extends TableName>(table: K, id: number) => mock.store.table(table).get(id)!

describe('a new order for tests', () => {
  it('is a realistic pending order placed now: a real customer, products of its branch, totals that add up', async () => {
    now += 60_000
    const orders: Order[] = []
    for (let n = 0; n < 12; n++) orders.push(await placed())
    for (const order of orders) {
      expect(order).toMatchObject({ status: 'pending', createdAt: new Date(now).toISOString() })
      expect(order.statusHistory).toEqual([
        { status: 'pending', at: order.createdAt, employeeId: null, employeeName: null, note: '' },
      ])
      const customer = row(TABLE.customer, order.customer.id)
      expect(order.customer).toEqual({
        id: customer.id,
        name: `${customer.firstName} ${customer.lastName}`,
        phone: customer.phone,
      })
      expect(order.items.length).toBeGreaterThan(0)
      let subtotal = 0
      for (const item of order.items) {
        const product = row(TABLE.product, item.productId)
        expect(product.branchIds).toContain(order.branchId)
        expect(product).toMatchObject({ name: item.name, price: item.unitPrice, isAvailable: true })
        const unit =
          moneyToCents(item.unitPrice) +
          item.options.reduce((s, o) => s + moneyToCents(o.priceDelta), 0)
        expect(moneyToCents(item.lineTotal)).toBe(unit * item.quantity)
        subtotal += moneyToCents(item.lineTotal)
      }
      expect(moneyToCents(order.subtotal)).toBe(subtotal)
      expect(moneyToCents(order.total)).toBe(
        subtotal + moneyToCents(order.deliveryCharge) - moneyToCents(order.discount),
      )
      expect(order.address === null).toBe(order.fulfilment === 'pickup')
      expect(order.paymentStatus).toBe(order.paymentMethod === 'cash' ? 'pending' : 'paid')
      expect(order.estimatedReadyAt).toBeNull()
    }
    // Numbers follow each branch's own sequence, never twice.
    const numbers = [...mock.store.table(TABLE.order).values()].map((o) => o.number)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(new Set(orders.map((o) => o.branchId)).size).toBeGreaterThan(1)
  })

  it('takes the branch, fulfilment, payment, customer and number of lines it is given', async () => {
    const order = await placed({
      branchId: 3,
      fulfilment: 'pickup',
      paymentMethod: 'card',
      paymentStatus: 'pending',
      customerId: 7,
      items: 3,
    })
    expect(order).toMatchObject({
      branchId: 3,
      branchName: 'Tripoli - El Mina',
      fulfilment: 'pickup',
      address: null,
      deliveryCharge: '0.00',
      paymentMethod: 'card',
      paymentStatus: 'pending',
      customer: { id: 7 },
    })
    expect(order.number).toMatch(/^TRI-\d+$/)
    expect(order.items).toHaveLength(3)
    const delivered = await placed({ branchId: 1, fulfilment: 'delivery' })
    expect(delivered.address).not.toBeNull()
    expect(moneyToCents(delivered.deliveryCharge)).toBeGreaterThanOrEqual(0)
  })

  it('pays with the wallet: the money leaves the wallet, the ledger says which order', async () => {
    const before = row(TABLE.customer, 11)
    const order = await placed({ customerId: 11, paymentMethod: 'wallet' })
    expect(order).toMatchObject({ paymentStatus: 'paid', walletAmountUsed: order.total })
    const ledger = await mock.call(
      'GET',
      `/walletTransactionHistory?customerId=11&sort=createdAt:desc&pageSize=5`,
      { token: admin },
    )
    const payment = ledger.json.Data.find((t: { type: number }) => t.type === 3)
    expect(payment).toMatchObject({ orderId: order.id, amount: order.total })
    const after = row(TABLE.customer, 11)
    expect(after.walletBalance).toBe(payment.balanceAfter)
    expect(after.ordersCount).toBe((before.ordersCount as number) + 1)
    expect(after.lastOrderAt).toBe(order.createdAt)
  })

  it('is an order like any other: listed first, on the board, counted, and kept after a restart', async () => {
    now += 60_000
    const counts = (await mock.call('GET', '/order/status-counts', { token: admin })).json.Data
    const order = await placed({ branchId: 2 })
    const list = await mock.call('GET', '/order?pageSize=1', { token: admin })
    expect(list.json.Data[0].id).toBe(order.id)
    const after = (await mock.call('GET', '/order/status-counts', { token: admin })).json.Data
    expect(after).toEqual({ ...counts, pending: counts.pending + 1 })
    const board = await mock.call('GET', '/branch-orders/board?branchId=2', {
      token: await mock.signIn('branch@demo.test'),
    })
    expect(board.json.Data.orders.at(-1)).toMatchObject({ id: order.id, status: 'pending' })
    expect((await mock.call('GET', `/order/${order.id}`, { token: admin })).json.Data).toEqual(
      order,
    )
    const reopened = await openStore({ persistence: mock.persistence, orders: ORDERS })
    expect(reopened.table(TABLE.order).get(order.id)).toMatchObject({
      number: order.number,
      total: order.total,
    })
    expect(ORDER_STATUSES).toContain(order.status)
  })

  it('refuses a malformed body with 400 naming the field, and stores nothing', async () => {
    const revision = mock.store.revision
    for (const [body, field] of [
      [{ items: 0 }, 'items'],
      [{ fulfilment: 'drone' }, 'fulfilment'],
      [{ paymentStatus: 'refunded' }, 'paymentStatus'],
      [{ branchId: 'first' }, 'branchId'],
      [{ tip: '2.00' }, 'tip'],
      [[1, 2], 'body'],
    ] as const) {
      const res = await place(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json.Errors), JSON.stringify(body)).toEqual([field])
    }
    const raw = await mock.call('POST', DEV_ORDERS_PATH, {
      raw: '{"items":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(raw.status).toBe(400)
    expect(mock.store.revision).toBe(revision)
  })

  it('refuses (422) an unknown branch or customer, a blocked customer, a delivery with nowhere to go', async () => {
    const blocked = row(TABLE.customer, 21)
    const block = await mock.call('PUT', '/customer/21/block', {
      token: admin,
      body: { version: blocked.version, reason: 'Repeated fake orders' },
    })
    expect(block.status).toBe(200)
    const homeless = row(TABLE.customer, 20)
    mock.store.table(TABLE.customer).put(20, { ...homeless, addresses: [] })
    const revision = mock.store.revision
    for (const [body, field, message] of [
      [{ branchId: 999 }, 'branchId', MOCK_MESSAGES.unknownReference('branch')],
      [{ customerId: 999_999 }, 'customerId', MOCK_MESSAGES.unknownReference('customer')],
      [{ customerId: blocked.id }, 'customerId', MOCK_MESSAGES.customerBlocked],
      [{ customerId: 20, fulfilment: 'delivery' }, 'fulfilment', MOCK_MESSAGES.noDeliveryAddress],
    ] as const) {
      const res = await place(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.json).toEqual({ ErrorMessage: message, Errors: { [field]: message } })
    }
    expect(mock.store.revision).toBe(revision)
    // Without an address, the customer picks up.
    expect((await placed({ customerId: 20 })).fulfilment).toBe('pickup')
  })

  it('needs the anti-forgery header like any POST', async () => {
    const res = await mock.call('POST', DEV_ORDERS_PATH, {
      body: {},
      headers: { [XSRF_HEADER]: '' },
    })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.xsrf })
  })

  it('draws its branch among those that sell something: a branch added since the seed is not drawn until it does', async () => {
    const branches = mock.store.table(TABLE.branch)
    const empty = mock.store.nextId(TABLE.branch)
    branches.put(empty, { ...row(TABLE.branch, 1), id: empty, name: 'Byblos (opening soon)' })
    for (let k = 0; k < 30; k++) {
      now += 60_000
      expect((await placed()).branchId).not.toBe(empty)
    }
    const res = await place({ branchId: empty })
    expect(res.status).toBe(422)
    expect(res.json.Errors).toEqual({ branchId: MOCK_MESSAGES.branchSellsNothing })
  })
})

describe('a delivery already on the road, for tests that need one out for a while', () => {
  /** A new rider of `branchId`, made by the admin and put on shift (or not). */
  async function riderOf(branchId: number, onShift = true): Promise<Rider> {
    const made = await mock.call('POST', '/rider', {
      token: admin,
      body: {
        name: `Road rider ${mock.store.revision}`,
        phone: `+96171${String(100_000 + mock.store.revision).slice(-6)}`,
        branchId,
        vehicle: 'motorbike',
      },
    })
    expect(made.status, made.text).toBe(201)
    const rider = riderSchema.parse(made.json.Data)
    if (!onShift) return rider
    const shift = await mock.call('PUT', `/rider/${rider.id}/shift`, {
      token: admin,
      body: { onShift: true },
    })
    expect(shift.status, shift.text).toBe(200)
    return riderSchema.parse(shift.json.Data)
  }

  it("went out with the rider the seconds ago it is told, each step before, and the board reads it late past the branch's longest delivery", async () => {
    now += 60_000
    const rider = await riderOf(2)
    const out = await placed({ riderId: rider.id, onTheRoadSeconds: 90, paymentMethod: 'cash' })
    expect(out).toMatchObject({
      branchId: 2,
      fulfilment: 'delivery',
      status: 'out_for_delivery',
      paymentMethod: 'cash',
      rider: { id: rider.id, name: rider.name, phone: rider.phone },
      dispatchedAt: new Date(now - 90_000).toISOString(),
    })
    expect(out.address).not.toBeNull()
    expect(out.statusHistory.map((h) => h.status)).toEqual([
      'pending',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
    ])
    const times = out.statusHistory.map((h) => Date.parse(h.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times.at(-1)).toBe(now - 90_000)
    // Placed the branch's preparation time and some minutes before it went out.
    const prep = row(TABLE.branch, 2).preparationMinutes
    expect(times[0]!).toBeLessThanOrEqual(now - 90_000 - prep * 60_000)
    expect(out.createdAt).toBe(out.statusHistory[0]!.at)
    expect(out.statusHistory.at(-1)!.note).toBe(RIDER_MESSAGES.dispatchedWith(rider.name))

    // On the board, as any order the branch sent out: late once out longer than the longest delivery.
    const board = (await mock.call('GET', '/branch-orders/board?branchId=2', { token: admin })).json
      .Data as BranchOrdersBoard
    const card = board.orders.find((o) => o.id === out.id)!
    const branch = board.branches.find((b) => b.id === 2)!
    expect(card).toMatchObject({ status: 'out_for_delivery', statusSince: out.dispatchedAt })
    const at = Date.parse(board.serverTime)
    expect(lateness(card, { ...branch, maxDeliveryMinutes: 1 }, at)).toMatchObject({
      why: 'road',
      minutes: 1,
    })
    expect(lateness(card, { ...branch, maxDeliveryMinutes: 2 }, at)).toBeUndefined()
  })

  it("takes the rider's branch when none is given, and goes out now without seconds", async () => {
    now += 60_000
    const rider = await riderOf(3)
    const out = await placed({ riderId: rider.id })
    expect(out).toMatchObject({ branchId: 3, status: 'out_for_delivery' })
    expect(out.dispatchedAt).toBe(new Date(now).toISOString())
  })

  it('refuses a rider who could not take it, seconds without a rider, a pickup; and stores nothing', async () => {
    now += 60_000
    const onShift = await riderOf(1)
    const offShift = await riderOf(1, false)
    const revision = mock.store.revision
    for (const [body, field, message] of [
      [{ riderId: 999_999 }, 'riderId', MOCK_MESSAGES.unknownReference('rider')],
      [{ riderId: offShift.id }, 'riderId', RIDER_MESSAGES.riderOffShift(offShift.name)],
      [
        { riderId: onShift.id, branchId: 2 },
        'riderId',
        RIDER_MESSAGES.riderOtherBranch(onShift.name, onShift.branchName),
      ],
    ] as const) {
      const res = await place(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.json.Errors, JSON.stringify(body)).toEqual({ [field]: message })
    }
    for (const [body, field] of [
      [{ onTheRoadSeconds: 60 }, 'riderId'],
      [{ riderId: onShift.id, fulfilment: 'pickup' }, 'fulfilment'],
      [{ riderId: onShift.id, onTheRoadSeconds: -1 }, 'onTheRoadSeconds'],
      [{ riderId: onShift.id, onTheRoadSeconds: 86_401 }, 'onTheRoadSeconds'],
    ] as const) {
      const res = await place(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json.Errors), JSON.stringify(body)).toEqual([field])
    }
    expect(mock.store.revision).toBe(revision)
  })
})
