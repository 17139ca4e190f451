import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  DEV_ORDERS_PATH,
  REPORT_MESSAGES,
  SALES_GROUPS,
  centsToMoney,
  changeDueLbp,
  formatUsd,
  moneyToCents,
} from 'contracts'
import type { CashTender, Order, SalesReport, ShiftClose, ShiftReport } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

const MIN = 60_000
// A held clock (Tuesday 24 November 2026, noon in Beirut): the day's range and its one day
// row are the same date in UTC and on the business's clock.
let clock = Date.parse('2026-11-24T10:00:00Z')
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

/**
 * Places an order at a branch and moves it to `to`, a minute a step; `tender`
 * is what its cash was paid with, given the order as placed.
 */
async function placeAndEnd(
  options: { branchId: number; fulfilment: 'pickup' | 'delivery'; paymentMethod: string },
  to: 'picked_up' | 'delivered' | 'cancelled',
  tender?: (o: Order) => CashTender,
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
        ...(status === to && tender ? { cash: tender(order) } : {}),
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

/** The cash due paid in pounds only, with notes of 100,000 LBP, the change in pounds. */
const inPounds = (o: Order): CashTender => {
  const receivedLbp = Math.ceil(o.cashDueLbp / 100_000) * 100_000
  const changeLbp = changeDueLbp(
    { usd: '0.00', lbp: receivedLbp },
    { cashDue: o.cashDue, lbpPerUsd: o.lbpPerUsd, step: 5000 },
  )
  return { receivedUsd: '0.00', receivedLbp, changeUsd: '0.00', changeLbp }
}

/** The float a close of the branch starts from when it names none: its last close's. */
function lastFloat(branchId: number) {
  const last = [...mock.store.table(TABLE.shiftClose).values()]
    .filter((c) => c.branchId === branchId)
    .sort((a, b) => a.closedAt.localeCompare(b.closedAt))
    .at(-1)
  return { usd: last?.openingFloatUsd ?? '0.00', lbp: last?.openingFloatLbp ?? 0 }
}

/** A close that counts exactly the float and what the shift expects, in each currency. */
function balanced(s: ShiftReport) {
  const float = lastFloat(s.branchId)
  return {
    branchId: s.branchId,
    from: s.from,
    cashCounted: centsToMoney(cents(float.usd) + cents(s.cashExpectedUsd)),
    cashCountedLbp: float.lbp + s.cashExpectedLbp,
    note: '',
  }
}

/** A rider of the branch on shift now. */
const riderOf = (branchId: number) =>
  [...mock.store.table(TABLE.rider).values()].find(
    (r) => r.branchId === branchId && r.isActive && r.onShift,
  )!

describe('the seeded closes', () => {
  it('cover the past 30 days of every branch, never in the future, a few with a difference and a note', async () => {
    const closes = [...mock.store.table(TABLE.shiftClose).values()]
    const branches = [...mock.store.table(TABLE.branch).values()]
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
    const float = lastFloat(1)
    const even = balanced(s)
    const counted = centsToMoney(cents(even.cashCounted) - 150)
    const body = { ...even, cashCounted: counted }
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
      cashExpectedUsd: s.cashExpectedUsd,
      cashExpectedLbp: s.cashExpectedLbp,
      // No float named: the last close's.
      openingFloatUsd: float.usd,
      openingFloatLbp: float.lbp,
      cashCounted: counted,
      cashCountedLbp: even.cashCountedLbp,
      differenceUsd: '-1.50',
      differenceLbp: 0,
      difference: '-1.50',
      denominations: null,
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
    const rider = mock.store.table(TABLE.rider).get(delivery.rider!.id)!
    const held = await shift(2)
    const line = held.riders.find((r) => r.riderId === rider.id)
    expect(line).toMatchObject({
      riderId: rider.id,
      name: rider.name,
      cashHeldUsd: rider.cashHeld,
      cashHeldLbp: rider.cashHeldLbp ?? 0,
    })
    expect(cents(line!.cashHeldUsd)).toBeGreaterThanOrEqual(cents(delivery.total))
    const settle = await mock.call('POST', `/rider/${rider.id}/settlements`, {
      token: admin,
      body: { amount: line!.cashHeldUsd, note: '' },
      headers: { 'Idempotency-Key': newKey() },
    })
    expect(settle.status, settle.text).toBe(201)
    tick()
    const settled = await shift(2)
    expect(settled.riders.find((r) => r.riderId === rider.id)).toBeUndefined()
    expect(cents(settled.cashExpectedUsd) - cents(held.cashExpectedUsd)).toBe(
      cents(line!.cashHeldUsd),
    )
  })

  it('keeps an employee to their branches: another branch is not found, by every route', async () => {
    const branch = await mock.signIn('branch@demo.test') // branches 1 and 2
    expect((await mock.call('GET', '/report/shift?branchId=3', { token: branch })).status).toBe(404)
    const s3 = await shift(3)
    const other = await close(balanced(s3), newKey(), branch)
    expect(other.status).toBe(404)
    expect((await mock.call('GET', '/report/closes?branchId=3', { token: branch })).status).toBe(
      404,
    )
    const mine = await mock.call('GET', '/report/closes?pageSize=100', { token: branch })
    expect(new Set(mine.json.Data.map((c: ShiftClose) => c.branchId))).toEqual(new Set([1, 2]))
    const third = [...mock.store.table(TABLE.shiftClose).values()].find((c) => c.branchId === 3)!
    expect((await mock.call('GET', `/report/closes/${third.id}`, { token: branch })).status).toBe(
      404,
    )
    expect((await mock.call('GET', '/report/sales?branchId=3', { token: branch })).status).toBe(404)
    // Their own branch they close.
    tick()
    const s2 = await shift(2, branch)
    const own = await close(balanced(s2), newKey(), branch)
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

describe('the close in dollars and pounds', () => {
  it('expects each currency as the orders were paid, and counts floats and banknotes', async () => {
    const before = await shift(3)
    tick()
    const dollars = await placeAndEnd(
      { branchId: 3, fulfilment: 'pickup', paymentMethod: 'cash' },
      'picked_up',
    )
    let tender: CashTender | undefined
    const pounds = await placeAndEnd(
      { branchId: 3, fulfilment: 'pickup', paymentMethod: 'cash' },
      'picked_up',
      (o) => (tender = inPounds(o)),
    )
    expect(pounds.cash).toEqual(tender)
    const s = await shift(3)
    const poundsIn = tender!.receivedLbp - tender!.changeLbp
    expect(cents(s.cashExpectedUsd) - cents(before.cashExpectedUsd)).toBe(cents(dollars.cashDue))
    expect(s.cashExpectedLbp - before.cashExpectedLbp).toBe(poundsIn)
    expect(cents(s.cashUsd) - cents(before.cashUsd)).toBe(cents(dollars.cashDue))
    expect(s.cashLbp - before.cashLbp).toBe(poundsIn)
    expect(s.vatLbp - before.vatLbp).toBe(dollars.vatAmountLbp + pounds.vatAmountLbp)
    expect(cents(s.vat) - cents(before.vat)).toBe(
      cents(dollars.vatAmount) + cents(pounds.vatAmount),
    )

    // The drawer started with $40 and 1,500,000 LBP; it holds that and the shift's cash:
    // counted by banknote, the notes must add up to the counts.
    const usd = cents('40.00') + cents(s.cashExpectedUsd)
    const lbp = 1_500_000 + s.cashExpectedLbp
    // Whole notes: the cents and the odd thousands are made whole, a small difference.
    const countedUsd = Math.floor(usd / 100) * 100
    const countedLbp = Math.floor(lbp / 1000) * 1000
    const hundreds = Math.floor(countedUsd / 10_000)
    const ones = countedUsd / 100 - hundreds * 100
    const notes = {
      usd: { '100': hundreds, '1': ones },
      lbp: { '100000': Math.floor(countedLbp / 100_000), '1000': (countedLbp % 100_000) / 1000 },
    }
    const body = {
      branchId: 3,
      from: s.from,
      cashCounted: centsToMoney(countedUsd),
      cashCountedLbp: countedLbp,
      openingFloatUsd: '40.00',
      openingFloatLbp: 1_500_000,
      note: 'Coins and small change kept apart',
    }
    const wrong = await close({
      ...body,
      denominations: { ...notes, usd: { ...notes.usd, '100': hundreds + 1 } },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.Errors).toEqual({
      denominations: `The dollar notes add up to ${formatUsd(centsToMoney(countedUsd + 10_000))}, not the ${formatUsd(centsToMoney(countedUsd))} counted`,
    })
    tick()
    const done = await close({ ...body, denominations: notes })
    expect(done.status, done.text).toBe(201)
    const closed = done.json.Data as ShiftClose
    const differenceUsd = countedUsd - usd
    const differenceLbp = countedLbp - lbp
    expect(closed).toMatchObject({
      openingFloatUsd: '40.00',
      openingFloatLbp: 1_500_000,
      cashExpectedUsd: s.cashExpectedUsd,
      cashExpectedLbp: s.cashExpectedLbp,
      cashCounted: centsToMoney(countedUsd),
      cashCountedLbp: countedLbp,
      denominations: notes,
      differenceUsd: centsToMoney(differenceUsd),
      differenceLbp,
      lbpPerUsd: s.lbpPerUsd,
    })
    // Both differences valued in dollars at the rate, to the cent.
    expect(
      Math.abs(cents(closed.difference) - differenceUsd - (differenceLbp * 100) / closed.lbpPerUsd),
    ).toBeLessThanOrEqual(0.5)

    // The next close starts from this float when it names none.
    tick()
    await placeAndEnd({ branchId: 3, fulfilment: 'pickup', paymentMethod: 'card' }, 'picked_up')
    const next = await shift(3)
    const again = await close(balanced(next))
    expect(again.status, again.text).toBe(201)
    expect(again.json.Data).toMatchObject({
      openingFloatUsd: '40.00',
      openingFloatLbp: 1_500_000,
      differenceUsd: '0.00',
      differenceLbp: 0,
      difference: '0.00',
    })
  })

  it('refuses to close a shift where nothing happened since the last close', async () => {
    tick()
    const s = await shift(3)
    tick(30 * MIN)
    const empty = await close(balanced(s))
    expect(empty.status).toBe(422)
    expect(empty.json.ErrorMessage).toBe(REPORT_MESSAGES.nothingToClose(s.from))
    expect(empty.json.ErrorMessage).toMatch(
      /^Nothing happened since the last close at \d{1,2}:\d{2} [AP]M$/,
    )
    // An order placed since is something: the close is taken.
    await placeAndEnd({ branchId: 3, fulfilment: 'pickup', paymentMethod: 'card' }, 'cancelled')
    const taken = await close(balanced(await shift(3)))
    expect(taken.status, taken.text).toBe(201)
  })
})

describe('GET /report/sales', () => {
  async function sales(query: string): Promise<SalesReport> {
    const res = await mock.call('GET', `/report/sales?${query}`, { token: admin })
    expect(res.status, res.text).toBe(200)
    return res.json.Data as SalesReport
  }
  /**
   * Each grouping's rows add up to its total: every money and pounds figure,
   * and the orders where one order is one row.
   */
  function expectRowsAddUp(r: SalesReport, label: string) {
    for (const field of Object.keys(r.total) as (keyof SalesReport['total'])[]) {
      const value = r.total[field]
      if (field === 'orders' && (r.groupBy === 'product' || r.groupBy === 'category')) continue
      const sum = r.rows.reduce(
        (s, row) =>
          s + (typeof value === 'string' ? cents(row[field] as string) : (row[field] as number)),
        0,
      )
      expect(sum, `${label} ${r.groupBy} ${field}`).toBe(
        typeof value === 'string' ? cents(value) : value,
      )
    }
  }

  it('totals the orders that ended in the range from their own figures, the same in every grouping', async () => {
    tick()
    const from = new Date(clock).toISOString()
    let tender: CashTender | undefined
    const sold = [
      await placeAndEnd(
        { branchId: 2, fulfilment: 'delivery', paymentMethod: 'card' },
        'delivered',
      ),
      await placeAndEnd({ branchId: 2, fulfilment: 'pickup', paymentMethod: 'cash' }, 'picked_up'),
      await placeAndEnd(
        { branchId: 2, fulfilment: 'pickup', paymentMethod: 'cash' },
        'picked_up',
        (placed) => (tender = inPounds(placed)),
      ),
    ]
    // Paid by card, then cancelled: its total goes back, a refund, not a sale.
    const refunded = await placeAndEnd(
      { branchId: 2, fulfilment: 'pickup', paymentMethod: 'card' },
      'cancelled',
    )
    const add = (pick: (o: Order) => number) => sold.reduce((s, o) => s + pick(o), 0)
    const [card, dollars, pounds] = sold as [Order, Order, Order]
    const expected = {
      orders: 3,
      gross: centsToMoney(add((o) => cents(o.subtotal))),
      discounts: centsToMoney(add((o) => cents(o.discount))),
      deliveryCharges: centsToMoney(add((o) => cents(o.deliveryCharge))),
      refunds: refunded.paymentStatus === 'refunded' ? refunded.total : '0.00',
      net: centsToMoney(add((o) => cents(o.total))),
      // The dollar order's cash due in dollars; the other paid in pounds; card, no cash.
      cashUsd: dollars.cashDue,
      cashLbp: tender!.receivedLbp - tender!.changeLbp,
      vat: centsToMoney(add((o) => cents(o.vatAmount))),
      vatLbp: add((o) => o.vatAmountLbp),
    }
    expect(card.cashDue).toBe('0.00')
    expect(pounds.cashDue).not.toBe('0.00')
    expect(refunded.paymentStatus).toBe('refunded')
    const reports = await Promise.all(
      SALES_GROUPS.map((g) => sales(`from=${from}&branchId=2&groupBy=${g}`)),
    )
    for (const r of reports) {
      expect(r.total, r.groupBy).toMatchObject(expected)
      expectRowsAddUp(r, 'made')
    }
  })

  it('answers rows of every grouping that add up to the same total over the seeded orders', async () => {
    const today = new Date(clock).toISOString().slice(0, 10)
    const from = new Date(clock - 20 * 24 * 60 * MIN - 5 * 60 * MIN).toISOString()
    for (const range of [`from=${today}`, `from=${from}`, '', 'branchId=2']) {
      const reports = await Promise.all(SALES_GROUPS.map((g) => sales(`${range}&groupBy=${g}`)))
      const total = reports[0]!.total
      expect(total.orders, range).toBeGreaterThan(0)
      for (const r of reports) {
        expect(r.total, `${range} ${r.groupBy}`).toEqual(total)
        expectRowsAddUp(r, range)
      }
    }
  })

  it("groups products by their sub-category's category, each row named after it", async () => {
    const from = new Date(clock - 20 * 24 * 60 * MIN).toISOString()
    const r = await sales(`from=${from}&groupBy=category`)
    const categories = new Map(
      [...mock.store.table(TABLE.category).values()].map((c) => [String(c.id), c]),
    )
    expect(r.rows.length).toBeGreaterThan(1)
    for (const row of r.rows) {
      expect(row.label, row.key).toBe(categories.get(row.key)?.name)
      // Its Arabic name beside it, for an employee who works in Arabic.
      expect(row.labelAr, row.key).toBe(categories.get(row.key)?.nameAr || null)
    }
    // A branch row and a product row carry their record's Arabic name too; a rider's has none.
    const branches = await sales(`from=${from}&groupBy=branch`)
    for (const row of branches.rows)
      expect(row.labelAr, row.key).toBe(mock.store.table(TABLE.branch).get(row.key)?.nameAr || null)
    const products = await sales(`from=${from}&groupBy=product`)
    for (const row of products.rows.slice(0, 5))
      expect(row.labelAr, row.key).toBe(
        mock.store.table(TABLE.product).get(row.key)?.nameAr || null,
      )
    const riders = await sales(`from=${from}&groupBy=rider`)
    expect(riders.rows.every((row) => row.labelAr === null)).toBe(true)
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

  it('counts cash by currency and the VAT in dollars and in pounds, each order at its rate', async () => {
    const today = new Date(clock).toISOString().slice(0, 10)
    const before = await sales(`from=${today}&branchId=4`)
    tick()
    let tender: CashTender | undefined
    const o = await placeAndEnd(
      { branchId: 4, fulfilment: 'pickup', paymentMethod: 'cash' },
      'picked_up',
      (placed) => (tender = inPounds(placed)),
    )
    // A new rate touches the orders placed after it, not this one.
    const rate = await mock.call('POST', '/currency-rate', {
      token: admin,
      body: { lbpPerUsd: o.lbpPerUsd + 500, note: 'Report test' },
      headers: { 'Idempotency-Key': newKey() },
    })
    expect(rate.status, rate.text).toBe(201)
    tick()
    const after = await sales(`from=${today}&branchId=4`)
    expect(after.total.cashLbp - before.total.cashLbp).toBe(tender!.receivedLbp - tender!.changeLbp)
    expect(after.total.cashUsd).toBe(before.total.cashUsd)
    expect(cents(after.total.vat) - cents(before.total.vat)).toBe(cents(o.vatAmount))
    expect(after.total.vatLbp - before.total.vatLbp).toBe(o.vatAmountLbp)
  })
})
