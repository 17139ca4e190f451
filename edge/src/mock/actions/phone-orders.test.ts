import {
  COUPON_REFUSALS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  PHONE_ORDER_MESSAGES as M,
  couponProblem,
  orderSchema,
} from 'contracts'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TableName } from '../rows'
import { TABLE } from '../rows'
import { openTestMock, signInNewStaff, productInputOf } from '../testing'
import type { TestMock } from '../testing'

/**
 * Orders taken by phone: the quote and the order agree, each refusal in
 * words, one order per Idempotency-Key, the employee's branches only, and
 * the order on the board's live channel like an app order.
 */

// Tuesday 24 November 2026, 12:00 in Beirut: every seeded branch is open.
const NOON = Date.parse('2026-11-24T10:00:00Z')
let clock = NOON
let mock: TestMock
let admin: string
let branch: string // Branch operations: branches 1 and 2
let viewer: string
beforeAll(async () => {
  mock = await openTestMock({ orders: 300, now: () => clock })
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
  viewer = await mock.signIn('viewer@demo.test')
}, 60_000)
afterEach(() => {
  clock = NOON
})

type Group = { id: number; required: boolean; maxSelect: number; options: { id: number }[] }
const table = <K extends TableName>(name: K) => [...mock.store.table(name).values()]
const products = () => table(TABLE.product)
/** An available product of branches 1 and 4 with a required group (Size), at 2.00 or more. */
const sized = () =>
  products().find(
    (p) =>
      p.isAvailable &&
      [1, 4].every((b) => p.branchIds.includes(b)) &&
      Number(p.price) >= 2 &&
      p.optionGroups.some((g) => g.required),
  )!
const firstChoices = (p: { optionGroups: Group[] }) =>
  p.optionGroups.filter((g) => g.required).map((g) => g.options[0]!.id)
const customers = () => table(TABLE.customer)
/** A customer who may order with a saved address in Hamra (branch 1 delivers there). */
const regular = () =>
  customers().find(
    (c) => !c.isBlocked && c.addresses[0]?.area === 'Hamra' && c.walletBalance === '0.00',
  )!

const order = (over: Record<string, unknown> = {}) => {
  const p = sized()
  return {
    customerId: regular().id,
    branchId: 1,
    fulfilment: 'delivery',
    addressIndex: 0,
    items: [{ productId: p.id, quantity: 3, optionIds: firstChoices(p), notes: 'No garlic' }],
    paymentMethod: 'cash',
    ...over,
  }
}
let keys = 0
const key = () => `phone-order-test-${++keys}-${'x'.repeat(8)}`
const quote = (body: unknown, token = admin) => mock.call('POST', '/order/quote', { token, body })
const place = (body: unknown, token = admin, k = key()) =>
  mock.call('POST', '/order', { token, body, headers: { [IDEMPOTENCY_KEY_HEADER]: k } })
const orderCount = () => mock.store.table(TABLE.order).size

/** A 422 that changed nothing, with its words and the field they are about. */
async function refused(body: unknown, field: string, message: string) {
  const before = orderCount()
  const res = await place(body)
  expect(res.status, res.text).toBe(422)
  expect(res.json.ErrorMessage).toBe(message)
  expect(res.json.Errors[field]).toBe(message)
  expect(orderCount()).toBe(before)
  const q = await quote(body)
  expect(q.json.Data.problems).toContainEqual({ field, message })
}

describe('an order taken by phone', () => {
  it('is placed pending, from the phone, by the employee, priced exactly as quoted', async () => {
    const customer = regular()
    const q = await quote(order())
    expect(q.status, q.text).toBe(200)
    expect(q.json.Data.problems, q.text).toEqual([])
    const res = await place(order(), branch)
    expect(res.status, res.text).toBe(201)
    const placed = orderSchema.parse(res.json.Data)
    expect(placed).toMatchObject({
      status: 'pending',
      source: 'phone',
      placedBy: { id: expect.any(Number), name: 'Karim Khoury' },
      customer: { id: customer.id },
      fulfilment: 'delivery',
      address: { area: 'Hamra' },
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      acknowledgedAt: null,
    })
    const { problems: _p, promisedAt: _at, busyMinutes: _b, ...figures } = q.json.Data
    expect(placed).toMatchObject(figures)
    expect(placed.items[0]!.notes).toBe('No garlic')
    expect(mock.store.table(TABLE.customer).get(customer.id)!.ordersCount).toBe(
      customer.ordersCount + 1,
    )
    const read = await mock.call('GET', `/order/${placed.id}`, { token: admin })
    expect(read.json.Data).toMatchObject({ source: 'phone', total: placed.total })
  })

  it('answers the same order again for the same Idempotency-Key and never places a second', async () => {
    const k = key()
    const before = orderCount()
    const first = await place(order(), admin, k)
    const again = await place(order(), admin, k)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.json.Data.id).toBe(first.json.Data.id)
    expect(orderCount()).toBe(before + 1)
    const other = await place(order({ notes: 'Ring twice' }), admin, k)
    expect(other.status).toBe(422)
    expect(other.json.ErrorMessage).toBe(IDEMPOTENCY_MESSAGES.reused)
    expect((await place(order(), admin, '')).status).toBe(400)
  })

  it('creates the customer of an unknown number with the order', async () => {
    const body = order({
      customerId: undefined,
      customer: { firstName: 'Nour', lastName: 'Saliba', phone: '+96170999111' },
      addressIndex: undefined,
      address: { area: 'hamra', street: 'Makdissi Street', building: 'Bliss 4', floor: '3' },
    })
    const res = await place(body)
    expect(res.status, res.text).toBe(201)
    const created = customers().find((c) => c.phone === '+96170999111')!
    expect(created).toMatchObject({ firstName: 'Nour', lastName: 'Saliba', ordersCount: 1 })
    expect(res.json.Data).toMatchObject({
      customer: { id: created.id, name: 'Nour Saliba' },
      address: { area: 'Hamra', street: 'Makdissi Street' },
    })
    const found = await mock.call('GET', '/order/customer?phone=%2B96170999111', { token: branch })
    expect(found.json.Data.customer).toMatchObject({
      id: created.id,
      lastOrders: [{ id: res.json.Data.id }],
    })
    // The number is theirs now: a new customer with it is refused, naming them.
    await refused(body, 'customer.phone', M.phoneTaken('+96170999111', 'Nour Saliba'))
  })

  it('refuses a malformed body with the contract’s field messages', async () => {
    const res = await place(order({ items: [], paymentMethod: 'cheque', addressIndex: undefined }))
    expect(res.status).toBe(400)
    expect(res.json.Errors).toMatchObject({
      items: 'Add at least one item',
      paymentMethod: 'Payment must be cash, card or wallet',
    })
  })

  it('refuses an unavailable product, one not sold at the branch, options out of their group’s bounds', async () => {
    const off = products().find((p) => !p.isAvailable && p.optionGroups.length === 0)
    const away = products().find((p) => p.isAvailable && !p.branchIds.includes(1))!
    const p = sized()
    const line = (productId: number, optionIds: number[]) => ({
      items: [{ productId, quantity: 4, optionIds }],
    })
    if (off) {
      await refused(order(line(off.id, [])), 'items.0.productId', M.productUnavailable(off.name))
    }
    await refused(
      order(line(away.id, firstChoices(away))),
      'items.0.productId',
      M.productNotAtBranch(away.name, branchNameOf(1)),
    )
    const size = p.optionGroups.find((g) => g.required)!
    await refused(order(line(p.id, [])), 'items.0.optionIds', M.optionRequired(p.name, 'Size'))
    await refused(
      order(
        line(
          p.id,
          size.options.map((o) => o.id),
        ),
      ),
      'items.0.optionIds',
      M.optionTooMany(p.name, 'Size', size.maxSelect),
    )
  })

  it('refuses a paused branch, a closed one unless scheduled for an open time', async () => {
    await mock.call('PUT', '/branch/1/accepting', {
      token: admin,
      body: { acceptingOrders: false },
    })
    await refused(order(), 'branchId', M.branchPaused(branchNameOf(1)))
    // Saida closes between lunch and dinner (15:30 to 17:30).
    clock = NOON + 4 * 3_600_000
    const pickup = { branchId: 4, fulfilment: 'pickup', addressIndex: undefined }
    await refused(order(pickup), 'branchId', M.branchClosed(branchNameOf(4)))
    clock = NOON
    await refused(
      order({ scheduledFor: '2026-11-25T01:00:00Z' }), // 03:00 in Beirut
      'scheduledFor',
      M.branchClosedAt(branchNameOf(1)),
    )
    await mock.call('PUT', '/branch/1/accepting', {
      token: admin,
      body: { acceptingOrders: false },
    })
    const later = await place(order({ scheduledFor: '2026-11-25T10:00:00.000Z' }))
    await mock.call('PUT', '/branch/1/accepting', { token: admin, body: { acceptingOrders: true } })
    expect(later.status, later.text).toBe(201)
    expect(later.json.Data.scheduledFor).toBe('2026-11-25T10:00:00.000Z')
  })

  it('refuses an area the branch does not serve and an order below the area’s minimum', async () => {
    const address = { area: 'Kaslik', street: 'Main road' }
    await refused(
      order({ addressIndex: undefined, address }),
      'address.area',
      M.areaNotServed(branchNameOf(1), 'Kaslik'),
    )
    const charge = table(TABLE.deliveryCharge).find((d) => d.branchId === 1 && d.area === 'Hamra')!
    const cheap = products()
      .filter((p) => p.isAvailable && p.branchIds.includes(1))
      .sort((a, b) => Number(a.price) - Number(b.price))[0]!
    await refused(
      order({ items: [{ productId: cheap.id, quantity: 1, optionIds: firstChoices(cheap) }] }),
      'items',
      M.belowMinimum('Hamra', charge.minimumOrder),
    )
  })

  it('refuses a coupon that cannot be used, a wallet that cannot pay, a blocked customer', async () => {
    await refused(
      order({ couponCode: 'summer15' }),
      'couponCode',
      couponProblem('SUMMER15', COUPON_REFUSALS.ended),
    )
    const q = await quote(order({ paymentMethod: 'wallet' }))
    await refused(
      order({ paymentMethod: 'wallet' }),
      'paymentMethod',
      M.walletShort('0.00', q.json.Data.total),
    )
    const blocked = customers().find((c) => c.isBlocked)!
    await refused(
      order({
        customerId: blocked.id,
        addressIndex: undefined,
        address: { area: 'Hamra', street: 'Bliss' },
      }),
      'customerId',
      M.customerBlocked(`${blocked.firstName} ${blocked.lastName}`),
    )
  })

  it('gives the wallet back what it paid of an unpaid order that is cancelled', async () => {
    // A customer of its own, made with a first order, then given $5.00 in their wallet.
    const first = await place(
      order({
        customerId: undefined,
        customer: { firstName: 'Rima', lastName: 'Haddad', phone: '+96171888222' },
        addressIndex: undefined,
        address: { area: 'Hamra', street: 'Jeanne d’Arc Street' },
      }),
    )
    expect(first.status, first.text).toBe(201)
    const payerId = first.json.Data.customer.id
    const recharge = await mock.call('POST', '/wallet/transaction', {
      token: admin,
      body: { customerId: payerId, type: 1, amount: '5.00', reason: 'Goodwill' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: key() },
    })
    expect(recharge.status, recharge.text).toBe(201)
    const payer = customers().find((c) => c.id === payerId)!
    const res = await place(
      order({
        customerId: payer.id,
        addressIndex: undefined,
        address: { area: 'Hamra', street: 'Jeanne d’Arc Street' },
        useWallet: true,
      }),
    )
    expect(res.status, res.text).toBe(201)
    const placed = orderSchema.parse(res.json.Data)
    expect(placed.paymentStatus).toBe('pending')
    const used = placed.walletAmountUsed
    expect(Number(used)).toBeGreaterThan(0)
    const balance = () => mock.store.table(TABLE.customer).get(payer.id)!.walletBalance
    expect(Number(balance())).toBeCloseTo(Number(payer.walletBalance) - Number(used), 2)
    const moved = await mock.call('PUT', `/order/${placed.id}/status`, {
      token: admin,
      body: { status: 'cancelled', version: placed.version, note: 'Customer called back' },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(balance()).toBe(payer.walletBalance)
    expect(moved.json.Data.statusHistory.at(-1).note).toContain(`$${used}`)
  })

  it('is refused without Add, and outside the employee’s branches', async () => {
    expect((await place(order(), viewer)).status).toBe(403)
    expect((await quote(order(), viewer)).status).toBe(403)
    expect((await place(order({ branchId: 3 }), branch)).status).toBe(404)
    expect((await quote(order({ branchId: 3 }), branch)).status).toBe(404)
    const menu = await mock.call('GET', '/order/menu', { token: branch })
    expect(menu.json.Data.branches.map((b: { id: number }) => b.id).sort()).toEqual([1, 2])
    expect(new Set(menu.json.Data.areas.map((a: { branchId: number }) => a.branchId))).toEqual(
      new Set([1, 2]),
    )
  })
})

describe('the board', () => {
  it('receives the phone order on its live channel, pending and not acknowledged', async () => {
    const desk = await signInNewStaff(
      mock,
      'phone-desk@staff.test',
      [{ key: 'branch-orders', actions: ['View', 'Update'] }],
      [1],
    )
    const board = await mock.call('GET', '/branch-orders/board', { token: desk })
    const { feed, sequences } = board.json.Data.live
    const res = await mock.app.request(
      `/branch-orders/events?feed=${feed}&after=1:${sequences['1']}`,
      { headers: { Authorization: `Employee ${desk}` } },
    )
    const reader = res.body!.getReader()
    const placed = await place(order(), branch)
    expect(placed.status).toBe(201)
    let text = ''
    const decoder = new TextDecoder()
    while (!text.includes(`"orderId":${placed.json.Data.id}`)) {
      text += decoder.decode((await reader.read()).value)
    }
    await reader.cancel()
    const data = text.split('\n').find((l) => l.includes(`"orderId":${placed.json.Data.id}`))!
    expect(JSON.parse(data.slice('data: '.length))).toMatchObject({
      branchId: 1,
      order: { id: placed.json.Data.id, status: 'pending', acknowledgedAt: null },
    })
  })
})

describe('option ids', () => {
  it('are kept through an edit of the product; a new option gets a new one', async () => {
    const p = sized()
    const record = (await mock.call('GET', `/product/${p.id}`, { token: admin })).json.Data
    const ids = record.optionGroups.flatMap((g: Group) => g.options.map((o) => o.id))
    const groups = record.optionGroups.map((g: Group, i: number) =>
      i === 0
        ? { ...g, options: [...g.options, { name: 'Family', nameAr: 'عائلي', priceDelta: '4.00' }] }
        : g,
    )
    const res = await mock.call('PUT', `/product/${p.id}`, {
      token: admin,
      body: { ...productInputOf(record), optionGroups: groups },
    })
    expect(res.status, res.text).toBe(200)
    const after = res.json.Data.optionGroups
    expect(after.map((g: Group) => g.id)).toEqual(record.optionGroups.map((g: Group) => g.id))
    const newest = after[0].options.at(-1)
    expect(
      after
        .flatMap((g: Group) => g.options.map((o) => o.id))
        .filter((id: number) => id !== newest.id),
    ).toEqual(ids)
    expect(newest.id).toBe(Math.max(...ids) + 1)
  })
})

function branchNameOf(id: number) {
  return mock.store.table(TABLE.branch).get(id)!.name
}
