import { API_ERRORS, BRANCH_PACE_MESSAGES, branchOrdersBoardSchema, lateness } from 'contracts'
import type { BranchOrdersBoard, Order, OrderQuote, PhoneOrderMenu } from 'contracts'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { openTestMock, signInNewStaff, productInputOf } from '../testing'
import type { TestMock } from '../testing'

/**
 * A branch runs its menu and its pace: items taken off at one branch (86),
 * busy mode and a pause that resume by themselves, each read at the store's
 * held clock.
 */

// Tuesday 24 November 2026, 20:00 in Beirut: every seeded branch is open (Hamra until 23:30).
const EIGHT_PM = Date.parse('2026-11-24T18:00:00Z')
const MINUTE = 60_000
let clock = EIGHT_PM
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
beforeEach(() => {
  clock = EIGHT_PM
  // Every test starts with everything on at Hamra and Kaslik (the seed has items off at Hamra).
  for (const id of [1, 2]) mock.store.table(TABLE.branchAvailability).delete(id)
  // And not busy: a test's busy mode would be on again once the clock is back.
  const branches = mock.store.table(TABLE.branch)
  for (const id of [1, 2])
    branches.put(id, { ...branches.get(id)!, extraMinutes: 0, busyUntil: null })
})

type Group = {
  id: number
  name: string
  required: boolean
  options: { id: number; name: string }[]
}
type Product = Row & { name: string; branchIds: number[]; optionGroups: Group[] }
const products = () => [...mock.store.table(TABLE.product).values()]
/** A product Hamra (1) sells with a required group: the order names one of its options. */
const sized = () =>
  products().find(
    (p) => p.isAvailable && p.branchIds.includes(1) && p.optionGroups.some((g) => g.required),
  )!
const customerId = () =>
  [...mock.store.table(TABLE.customer).values()].find((c) => !c.isBlocked)!.id

const api = (method: string, path: string, token: string, body?: unknown) =>
  mock.call(method, path, { token, body })
const off = (body: Record<string, unknown>, token = branch, branchId = 1) =>
  api('PUT', `/branch/${branchId}/availability`, token, { available: false, ...body })

const order = (
  p: Product,
  optionIds = p.optionGroups.filter((g) => g.required).map((g) => g.options[0]!.id),
) => ({
  customerId: customerId(),
  branchId: 1,
  fulfilment: 'pickup',
  items: [{ productId: p.id, quantity: 1, optionIds }],
  paymentMethod: 'cash',
})

async function board(token = branch): Promise<BranchOrdersBoard> {
  const res = await api('GET', '/branch-orders/board', token)
  return branchOrdersBoardSchema.parse(res.json.Data)
}
async function menuProduct(id: number, branchId = 1) {
  const res = await api('GET', `/order/menu?branchId=${branchId}`, branch)
  expect(res.status).toBe(200)
  return (res.json.Data.products as PhoneOrderMenu['products']).find((p) => p.id === id) as {
    available: boolean
    availableAgain: string | null
    optionGroups: { options: { id: number; available: boolean; availableAgain: string | null }[] }[]
  }
}

describe('86 an item at one branch', () => {
  it('takes a product off until a time: the menu, the quote, the order and the board say so', async () => {
    const p = sized()
    const until = new Date(EIGHT_PM + 3 * 60 * MINUTE).toISOString() // 11:00 PM in Beirut
    const res = await off({ productId: p.id, until, reason: 'Ran out' })
    expect(res.status).toBe(200)
    expect(res.json.Data.items).toEqual([
      {
        productId: p.id,
        optionId: null,
        name: p.name,
        until,
        reason: 'Ran out',
        at: new Date(EIGHT_PM).toISOString(),
        byName: expect.any(String),
      },
    ])
    const read = (await api('GET', '/branch/1/availability', branch)).json.Data
    expect(read).toEqual(res.json.Data)
    expect(read.sold.map((s: { productId: number }) => s.productId)).toContain(p.id)

    expect(await menuProduct(p.id)).toMatchObject({ available: false, availableAgain: until })
    // Another branch still sells it.
    const atKaslik = await menuProduct(p.id, 2)
    if (p.branchIds.includes(2)) expect(atKaslik).toMatchObject({ available: true })

    const message = `${p.name} is not available at Beirut - Hamra until 11:00 PM`
    const quote = await api('POST', '/order/quote', branch, order(p))
    expect(quote.json.Data.problems).toContainEqual({ field: 'items.0.productId', message })
    const refused = await mock.call('POST', '/order', {
      token: branch,
      body: order(p),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(refused.status).toBe(422)
    expect(refused.json.ErrorMessage).toBe(message)

    const hamra = (await board()).branches.find((b) => b.id === 1)!
    expect(hamra.offItems.map((i) => i.productId)).toEqual([p.id])
  })

  it('comes back by itself once its until has passed, with no write', async () => {
    const p = sized()
    await off({ productId: p.id, until: new Date(EIGHT_PM + 30 * MINUTE).toISOString() })
    clock = EIGHT_PM + 30 * MINUTE - 1
    expect((await menuProduct(p.id)).available).toBe(false)
    clock = EIGHT_PM + 30 * MINUTE
    expect(await menuProduct(p.id)).toMatchObject({ available: true, availableAgain: null })
    expect((await api('GET', '/branch/1/availability', branch)).json.Data.items).toEqual([])
    const quote = await api('POST', '/order/quote', branch, order(p))
    expect(quote.json.Data.problems).toEqual([])
  })

  it('takes one option off until the end of the day: the branch closing time today', async () => {
    const p = sized()
    const group = p.optionGroups.find((g) => g.required)!
    const option = group.options[0]!
    const res = await off({ productId: p.id, optionId: option.id, until: 'end_of_day' })
    expect(res.status).toBe(200)
    // Hamra closes at 23:30 on a Tuesday, Beirut (UTC+2 in November).
    expect(res.json.Data.items[0]).toMatchObject({
      optionId: option.id,
      name: `${p.name} (${option.name})`,
      until: '2026-11-24T21:30:00.000Z',
    })
    const product = await menuProduct(p.id)
    expect(product.available).toBe(true)
    const shown = product.optionGroups.flatMap((g) => g.options).find((o) => o.id === option.id)
    expect(shown).toMatchObject({ available: false, availableAgain: '2026-11-24T21:30:00.000Z' })
    const quote = await api('POST', '/order/quote', branch, order(p))
    expect(quote.json.Data.problems).toContainEqual({
      field: 'items.0.optionIds',
      message: `${p.name} (${option.name}) is not available at Beirut - Hamra until 11:30 PM`,
    })
  })

  it('lasts until switched back without until; the later write wins', async () => {
    const p = sized()
    await off({ productId: p.id, until: new Date(EIGHT_PM + 60 * MINUTE).toISOString() })
    clock += MINUTE
    await off({ productId: p.id, reason: 'Fryer broke' })
    const items = (await api('GET', '/branch/1/availability', branch)).json.Data.items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ until: null, reason: 'Fryer broke' })
    const quote = await api('POST', '/order/quote', branch, order(p))
    expect(quote.json.Data.problems[0].message).toBe(
      `${p.name} is not available at Beirut - Hamra until it is switched back`,
    )
    clock += MINUTE
    const back = await api('PUT', '/branch/1/availability', admin, {
      productId: p.id,
      available: true,
    })
    expect(back.json.Data.items).toEqual([])
    expect((await menuProduct(p.id)).available).toBe(true)
  })

  it('records each change in the audit trail', async () => {
    // One no other test takes off.
    const p = [...products()].reverse().find((x) => x.branchIds.includes(1) && x.id !== sized().id)!
    await off({ productId: p.id })
    const events = await api('GET', '/audit?module=branch&pageSize=100', admin)
    const mine = (events.json.Data as { changes: { field: string; label: string }[] }[]).filter(
      (e) => e.changes.some((c) => c.field === 'availability' && c.label === p.name),
    )
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      recordId: 1,
      action: 'update',
      changes: [
        {
          field: 'availability',
          label: p.name,
          before: 'Available',
          after: 'Off until switched back',
        },
      ],
    })
  })

  it('refuses an item the branch does not sell (404), an until in the past (400), in words', async () => {
    const notAtHamra = products().find((x) => !x.branchIds.includes(1))
    if (notAtHamra) {
      const res = await off({ productId: notAtHamra.id })
      expect(res.status).toBe(404)
      expect(res.json.ErrorMessage).toBe(BRANCH_PACE_MESSAGES.notSold)
    }
    expect((await off({ productId: 999_999 })).status).toBe(404)
    expect((await off({ productId: sized().id, optionId: 999_999 })).status).toBe(404)
    const past = await off({
      productId: sized().id,
      until: new Date(EIGHT_PM - MINUTE).toISOString(),
    })
    expect(past.status).toBe(400)
    expect(past.json.Errors).toEqual({ until: BRANCH_PACE_MESSAGES.untilPast })
  })

  it("holds the employee's branches and permissions on every new route", async () => {
    const p = sized()
    // Branch operations works for branches 1 and 2: 3 is not found.
    expect((await off({ productId: p.id }, branch, 3)).status).toBe(404)
    expect((await api('GET', '/branch/3/availability', branch)).status).toBe(404)
    expect((await api('PUT', '/branch/3/pace', branch, { extraMinutes: 10 })).status).toBe(404)
    expect((await api('GET', '/order/menu?branchId=3', branch)).status).toBe(404)
    // The viewer reads the board but changes nothing.
    expect((await api('GET', '/branch/1/availability', viewer)).status).toBe(200)
    const refused = await off({ productId: p.id }, viewer)
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    expect((await api('PUT', '/branch/1/pace', viewer, { extraMinutes: 10 })).status).toBe(403)
    const boardOnly = await signInNewStaff(mock, 'board-only@staff.test', [
      { key: 'branch-orders', actions: ['View', 'Update'] },
    ])
    expect((await off({ productId: p.id }, boardOnly, 4)).status).toBe(200)
  })
})

describe('busy mode and pause until', () => {
  it('adds busy minutes to the preparation time until then, and the board counts it', async () => {
    const before = (await board()).branches.find((b) => b.id === 1)!
    const until = new Date(EIGHT_PM + 45 * MINUTE).toISOString()
    const res = await api('PUT', '/branch/1/pace', branch, { extraMinutes: 20, until })
    expect(res.status).toBe(200)
    expect(res.json.Data).toMatchObject({
      extraMinutes: 20,
      busyUntil: until,
      preparationMinutes: before.preparationMinutes + 20,
    })
    expect(BRANCH_PACE_MESSAGES.busy(20, until)).toBe('Busy +20 min until 8:45 PM')
    clock = EIGHT_PM + 45 * MINUTE
    const after = (await board()).branches.find((b) => b.id === 1)!
    expect(after).toMatchObject({
      extraMinutes: 0,
      busyUntil: null,
      preparationMinutes: before.preparationMinutes,
    })
    expect((await api('PUT', '/branch/1/pace', branch, { extraMinutes: 15 })).status).toBe(400)
  })

  it('counts busy minutes in the phone order’s promised time while they last', async () => {
    const p = sized()
    const prep = (await board()).branches.find((b) => b.id === 1)!.preparationMinutes
    const promise = async (extra: Record<string, unknown> = {}) => {
      const quote = await api('POST', '/order/quote', branch, { ...order(p), ...extra })
      const { promisedAt, busyMinutes } = quote.json.Data as OrderQuote
      return { promisedAt, busyMinutes }
    }
    const at = (minutes: number) => new Date(EIGHT_PM + minutes * MINUTE).toISOString()
    expect(await promise()).toEqual({ promisedAt: at(prep), busyMinutes: 0 })
    const until = at(45)
    await api('PUT', '/branch/1/pace', branch, { extraMinutes: 10, until })
    expect(await promise()).toEqual({ promisedAt: at(prep + 10), busyMinutes: 10 })
    // For later, after busy mode ends: the usual preparation time.
    expect(await promise({ scheduledFor: at(60) })).toEqual({
      promisedAt: at(60 + prep),
      busyMinutes: 0,
    })
    // Once it has passed, the usual time again, with no write.
    clock = EIGHT_PM + 45 * MINUTE
    expect(await promise()).toEqual({ promisedAt: at(45 + prep), busyMinutes: 0 })
  })

  it('keeps the promise an order was placed with: its lateness never follows a pace set since', async () => {
    const p = sized()
    const prep = (await board()).branches.find((b) => b.id === 1)!.preparationMinutes
    const at = (minutes: number) => new Date(EIGHT_PM + minutes * MINUTE).toISOString()
    const lateAt = async (id: number, minutes: number) => {
      clock = EIGHT_PM + minutes * MINUTE
      const read = await board()
      const card = read.orders.find((o) => o.id === id)!
      return lateness(
        card,
        read.branches.find((b) => b.id === 1)!,
        Date.parse(read.serverTime),
      )
    }
    // Placed by phone while busy +10 (until 8:30 PM): promised as quoted, and kept.
    await api('PUT', '/branch/1/pace', branch, { extraMinutes: 10, until: at(30) })
    const quoted = (await api('POST', '/order/quote', branch, order(p))).json.Data as OrderQuote
    const placed = await mock.call('POST', '/order', {
      token: branch,
      body: order(p),
      headers: { 'Idempotency-Key': `promise-${EIGHT_PM}-kept` },
    })
    expect(placed.status).toBe(201)
    const phoneOrder = placed.json.Data as Order
    expect(phoneOrder.promisedAt).toBe(quoted.promisedAt)
    expect(quoted.promisedAt).toBe(at(prep + 10))
    // A customer's order placed before busy mode: promised at the usual time.
    clock = EIGHT_PM - MINUTE
    await api('PUT', '/branch/1/pace', branch, { extraMinutes: 0 })
    const app = (await api('POST', '/dev/orders', admin, { branchId: 1, fulfilment: 'pickup' }))
      .json.Data as Order
    expect(app.promisedAt).toBe(new Date(EIGHT_PM + (prep - 1) * MINUTE).toISOString())
    // Busy +30 from now on: neither order's promise moves.
    clock = EIGHT_PM
    await api('PUT', '/branch/1/pace', branch, { extraMinutes: 30 })
    // The customer's order is late a minute after its promise, busy or not.
    expect(await lateAt(app.id, prep - 1)).toBeUndefined()
    expect(await lateAt(app.id, prep)).toEqual({ why: 'preparation', minutes: prep })
    // The phone order keeps its 10 extra minutes after busy mode has ended and after it is back on.
    expect(await lateAt(phoneOrder.id, prep + 10)).toBeUndefined()
    await api('PUT', '/branch/1/pace', branch, { extraMinutes: 0 })
    expect(await lateAt(phoneOrder.id, prep + 9)).toBeUndefined()
    expect(await lateAt(phoneOrder.id, prep + 11)).toEqual({
      why: 'preparation',
      minutes: prep + 10,
    })
    // The order list's late filter follows the same promise.
    const late = await api('GET', `/order?late=true&branchId=1&pageSize=100`, branch)
    expect((late.json.Data as Order[]).map((o) => o.id)).toEqual(
      expect.arrayContaining([app.id, phoneOrder.id]),
    )
  })

  it('pauses until a time with a reason, and resumes by itself then', async () => {
    const p = sized()
    const until = new Date(EIGHT_PM + 20 * MINUTE).toISOString()
    const res = await api('PUT', '/branch/2/accepting', branch, {
      acceptingOrders: false,
      until,
      reason: 'Kitchen swamped',
    })
    expect(res.json.Data).toMatchObject({
      acceptingOrders: false,
      pausedUntil: until,
      pauseReason: 'Kitchen swamped',
    })
    const paused = await api('POST', '/order/quote', branch, { ...order(p), branchId: 2 })
    if (p.branchIds.includes(2)) expect(paused.json.Data.problems[0].field).toBe('branchId')
    clock = EIGHT_PM + 20 * MINUTE
    const kaslik = (await board()).branches.find((b) => b.id === 2)!
    expect(kaslik).toMatchObject({ acceptingOrders: true, pausedUntil: null })
    const menu = await api('GET', '/order/menu', branch)
    expect(menu.json.Data.branches.find((b: { id: number }) => b.id === 2).acceptingOrders).toBe(
      true,
    )
    await api('PUT', '/branch/2/accepting', branch, { acceptingOrders: true })
  })
})

describe('the phone-order menu’s version', () => {
  const version = async (branchId = 1, token = branch) => {
    const res = await api('GET', `/order/menu/version?branchId=${branchId}`, token)
    expect(res.status, res.text).toBe(200)
    return res.json.Data.version as string
  }

  it('moves on an 86, its return (by a switch or its until) and a product edit, not otherwise', async () => {
    const p = sized()
    const first = await version()
    // The menu carries the version it was read at.
    expect((await api('GET', '/order/menu?branchId=1', branch)).json.Data.version).toBe(first)
    // Reads, a write elsewhere and the clock moving on change nothing the menu shows.
    await api('GET', '/order/menu?branchId=1', branch)
    await api('PUT', '/branch/2/availability', branch, { productId: p.id, available: false })
    clock += MINUTE
    expect(await version()).toBe(first)

    await off({ productId: p.id, until: new Date(clock + 30 * MINUTE).toISOString() })
    const taken = await version()
    expect(taken).not.toBe(first)
    // Its until passing brings it back with no write: the version says so.
    clock += 30 * MINUTE
    const passed = await version()
    expect(passed).not.toBe(taken)
    expect(await version()).toBe(passed)

    await off({ productId: p.id })
    const again = await version()
    expect(again).not.toBe(passed)
    await api('PUT', '/branch/1/availability', branch, { productId: p.id, available: true })
    const back = await version()
    expect(back).not.toBe(again)

    const record = (await api('GET', `/product/${p.id}`, admin)).json.Data
    const edited = await api('PUT', `/product/${p.id}`, admin, {
      ...productInputOf(record),
      price: '99.00',
    })
    expect(edited.status, edited.text).toBe(200)
    expect(await version()).not.toBe(back)
  })

  it('is scoped like the menu: another’s branch is a 404, no Add a 403', async () => {
    expect((await api('GET', '/order/menu/version?branchId=3', branch)).status).toBe(404)
    expect((await api('GET', '/order/menu/version', viewer)).status).toBe(403)
  })
})
