import {
  centsToMoney,
  changeDueLbp,
  formatLbp,
  formatUsd,
  moneyToCents,
  orderSchema,
  riderSchema,
  riderSettlementSchema,
  salesReportSchema,
  shiftCloseSchema,
  shiftReportSchema,
} from 'contracts'
import type { Order } from 'contracts'
import { describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { balancedClose, heldAdminMock } from '../testing'

/**
 * Cash: what an order asks in cash, who holds it, what the drawer expects.
 * The clock is held (Tuesday 24 November 2026, noon in Beirut: every seeded
 * branch is open) and moved a minute per step.
 */
const { held, api, once, last, mock, riderOnShift } = heldAdminMock('cash-test')
const cents = (amount: string) => moneyToCents(amount)

/** A new customer with $5.00 in their wallet, and a phone order of branch 1 paid in part from it. */
async function walletPartOrder(fulfilment: 'delivery' | 'pickup') {
  const product = [...mock().store.table(TABLE.product).values()]
    .filter((p) => p.isAvailable && p.branchIds.includes(1) && Number(p.price) >= 6)
    .at(0)!
  const body = {
    branchId: 1,
    fulfilment,
    ...(fulfilment === 'delivery' ? { address: { area: 'Hamra', street: 'Bliss Street' } } : {}),
    items: [
      {
        productId: product.id,
        quantity: 2,
        optionIds: product.optionGroups.filter((g) => g.required).map((g) => g.options[0]!.id),
      },
    ],
    paymentMethod: 'cash',
  }
  const phone = `+9617${String(1_000_000 + last() * 7919).slice(-7)}`
  const first = await api(
    'POST',
    '/order',
    { ...body, customer: { firstName: 'Rima', lastName: 'Haddad', phone } },
    once(),
  )
  expect(first.status, first.text).toBe(201)
  const customerId = first.json.Data.customer.id
  const recharge = await api(
    'POST',
    '/wallet/transaction',
    { customerId, type: 1, amount: '5.00', reason: 'Goodwill' },
    once(),
  )
  expect(recharge.status, recharge.text).toBe(201)
  const placed = await api('POST', '/order', { ...body, customerId, useWallet: true }, once())
  expect(placed.status, placed.text).toBe(201)
  return orderSchema.parse(placed.json.Data)
}

/** Moves an order along to `last`, the rider taking it out when it goes. */
async function move(order: Order, statuses: string[], riderId?: number) {
  for (const status of statuses) {
    const res = await api('PUT', `/order/${order.id}/status`, {
      status,
      version: order.version,
      ...(status === 'out_for_delivery' ? { riderId } : {}),
    })
    expect(res.status, res.text).toBe(200)
    order = orderSchema.parse(res.json.Data)
  }
  return order
}

const shift = async () => {
  const res = await api('GET', '/report/shift?branchId=1')
  expect(res.status, res.text).toBe(200)
  return shiftReportSchema.parse(res.json.Data)
}

describe('the wallet part of an order', () => {
  it('is never cash: the order asks its cash due, the rider holds only that', async () => {
    const order = await walletPartOrder('delivery')
    expect(order.walletAmountUsed).toBe('5.00')
    expect(cents(order.cashDue)).toBe(cents(order.total) - 500)
    const rider = await riderOnShift()
    const before = await shift()

    await move(order, ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'], rider.id)

    const held = await api('GET', `/rider/${rider.id}`)
    expect(held.json.Data.cashHeld).toBe(order.cashDue)
    const after = await shift()
    expect(cents(after.byPayment.cash) - cents(before.byPayment.cash)).toBe(cents(order.cashDue))
    expect(cents(after.byPayment.wallet) - cents(before.byPayment.wallet)).toBe(500)
    // A delivery's cash reaches the drawer when the rider settles, not before.
    expect(after.cashExpected).toBe(before.cashExpected)
    const settled = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      {
        amount: order.cashDue,
        note: '',
      },
      once(),
    )
    expect(settled.status, settled.text).toBe(201)
    expect(settled.json.Data.expected).toBe(order.cashDue)
  })

  it('is never expected in the drawer from a pickup', async () => {
    const order = await walletPartOrder('pickup')
    const before = await shift()
    await move(order, ['accepted', 'preparing', 'ready', 'picked_up'])
    const after = await shift()
    expect(cents(after.cashExpected) - cents(before.cashExpected)).toBe(cents(order.cashDue))
    expect(cents(after.byPayment.cash) - cents(before.byPayment.cash)).toBe(cents(order.cashDue))
    expect(cents(after.byPayment.wallet) - cents(before.byPayment.wallet)).toBe(500)
  })

  it('is nothing in cash on a card or wallet order; a cash order asks its total less the wallet part', async () => {
    const list = await api('GET', '/order?pageSize=100')
    const rows = list.json.Data as Order[]
    const stored = mock().store.table(TABLE.order)
    for (const o of rows) {
      const wallet = cents(stored.get(o.id)!.walletAmountUsed ?? '0.00')
      expect(cents(o.cashDue)).toBe(o.paymentMethod === 'cash' ? cents(o.total) - wallet : 0)
    }
    expect(new Set(rows.map((o) => o.paymentMethod))).toEqual(new Set(['cash', 'card', 'wallet']))
  })
})

describe('the dollar rate', () => {
  it('is recorded once per key, in force now or later; only a future one may be deleted', async () => {
    const headers = once()
    const set = await api('POST', '/currency-rate', { lbpPerUsd: 90_000, note: 'Market' }, headers)
    expect(set.status, set.text).toBe(201)
    const again = await api(
      'POST',
      '/currency-rate',
      { lbpPerUsd: 90_000, note: 'Market' },
      headers,
    )
    expect(again.json.Data.id).toBe(set.json.Data.id)
    const current = await api('GET', '/currency-rate/current')
    expect(current.json.Data).toMatchObject({
      lbpPerUsd: 90_000,
      setBy: { name: expect.any(String) },
    })
    const refused = await api('DELETE', `/currency-rate/${set.json.Data.id}`)
    expect(refused.status).toBe(422)

    const later = new Date(held.clock + 86_400_000).toISOString()
    const future = await api(
      'POST',
      '/currency-rate',
      { lbpPerUsd: 91_000, effectiveFrom: later },
      once(),
    )
    expect(future.status, future.text).toBe(201)
    expect((await api('GET', '/currency-rate/current')).json.Data.lbpPerUsd).toBe(90_000)
    const list = await api('GET', '/currency-rate?pageSize=2')
    expect(list.json.Data.map((r: { lbpPerUsd: number }) => r.lbpPerUsd)).toEqual([91_000, 90_000])
    expect((await api('DELETE', `/currency-rate/${future.json.Data.id}`)).status).toBe(200)
    const branch = await mock().signIn('branch@demo.test')
    const byBranch = await mock().call('POST', '/currency-rate', {
      token: branch,
      body: { lbpPerUsd: 1 },
      headers: once(),
    })
    expect(byBranch.status).toBe(403)
    // Back to the seed's rate for the tests that follow.
    await api('POST', '/currency-rate', { lbpPerUsd: 89_500 }, once())
  })

  it('and the settings change with their version, by the Admin only', async () => {
    const read = (await api('GET', '/settings')).json.Data
    expect(read).toMatchObject({
      vatPercent: '11.00',
      lbpRoundingStep: 5000,
      maxCashDifferenceUsd: '200.00',
    })
    const { updatedAt: _at, ...body } = read
    const changed = await api('PUT', '/settings', { ...body, lbpRoundingStep: 1000 })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json.Data).toMatchObject({ lbpRoundingStep: 1000, version: read.version + 1 })
    expect((await api('PUT', '/settings', { ...body, lbpRoundingStep: 5000 })).status).toBe(409)
    expect(
      (await api('PUT', '/settings', { ...body, version: read.version + 1, lbpRoundingStep: 5000 }))
        .status,
    ).toBe(200)
  })
})

describe('an order in pounds', () => {
  it('keeps the rate it was placed at: a rate change touches new orders only', async () => {
    const before = await walletPartOrder('pickup')
    expect(before.lbpPerUsd).toBe(89_500)
    expect(before.totalLbp % 5000).toBe(0)
    expect(cents(before.vatAmount)).toBe(Math.round((cents(before.total) * 11) / 111))
    const set = await api('POST', '/currency-rate', { lbpPerUsd: 100_000 }, once())
    expect(set.status, set.text).toBe(201)
    const after = await walletPartOrder('pickup')
    expect(after.lbpPerUsd).toBe(100_000)
    expect(after.cashDueLbp).toBe(Math.round((cents(after.cashDue) * 1000) / 5000) * 5000)
    const again = orderSchema.parse((await api('GET', `/order/${before.id}`)).json.Data)
    expect(again.lbpPerUsd).toBe(89_500)
    expect(again.totalLbp).toBe(before.totalLbp)
    await api('POST', '/currency-rate', { lbpPerUsd: 89_500 }, once())
  })

  it('answers the rounding step it was placed under after the setting changes', async () => {
    const before = await walletPartOrder('pickup')
    expect(before.lbpRoundingStep).toBe(5000)
    const read = (await api('GET', '/settings')).json.Data
    const { updatedAt: _at, ...body } = read
    const changed = await api('PUT', '/settings', { ...body, lbpRoundingStep: 1000 })
    expect(changed.status, changed.text).toBe(200)
    const again = orderSchema.parse((await api('GET', `/order/${before.id}`)).json.Data)
    expect(again.lbpRoundingStep).toBe(5000)
    const listed = await api('GET', `/order?search=${before.number}`)
    expect(listed.json.Data.map((o: Order) => [o.id, o.lbpRoundingStep])).toEqual([
      [before.id, 5000],
    ])
    const after = await walletPartOrder('pickup')
    expect(after.lbpRoundingStep).toBe(1000)
    expect(after.cashDueLbp % 1000).toBe(0)
    const restored = (await api('GET', '/settings')).json.Data
    await api('PUT', '/settings', { ...body, version: restored.version, lbpRoundingStep: 5000 })
  })

  it('is finished with dollars and pounds, change in pounds; a tender that does not pay is a 400 in words', async () => {
    const rider = await riderOnShift()
    const placed = await api('POST', '/dev/orders', {
      branchId: 1,
      fulfilment: 'delivery',
      paymentMethod: 'cash',
    })
    expect(placed.status, placed.text).toBe(201)
    let order = orderSchema.parse(placed.json.Data)
    order = await move(order, ['accepted', 'preparing', 'ready', 'out_for_delivery'], rider.id)
    // Whole dollars above what is due, and 450,000 LBP: the change is in pounds.
    const receivedUsd = centsToMoney((Math.floor(cents(order.cashDue) / 100) + 1) * 100)
    const terms = { cashDue: order.cashDue, lbpPerUsd: order.lbpPerUsd, step: 5000 }
    const change = changeDueLbp({ usd: receivedUsd, lbp: 450_000 }, terms)
    expect(change).toBeGreaterThan(0)
    const tender = { receivedUsd, receivedLbp: 450_000, changeUsd: '0.00', changeLbp: 0 }
    const wrong = await api('PUT', `/order/${order.id}/status`, {
      status: 'delivered',
      version: order.version,
      cash: tender,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.Errors.cash).toBe(
      `${formatUsd(receivedUsd)} and 450,000 LBP is ${formatUsd(centsToMoney(cents(receivedUsd) + Math.round(45_000_000 / order.lbpPerUsd)))}; change due ${formatLbp(change)}`,
    )
    const done = await api('PUT', `/order/${order.id}/status`, {
      status: 'delivered',
      version: order.version,
      cash: { ...tender, changeLbp: change },
    })
    expect(done.status, done.text).toBe(200)
    expect(done.json.Data.cash).toMatchObject({ receivedUsd, changeLbp: change })
    const held = (await api('GET', `/rider/${rider.id}`)).json.Data
    expect(held).toMatchObject({ cashHeldUsd: receivedUsd, cashHeldLbp: 450_000 - change })
  })
})

describe('pounds given as change beyond the pounds received', () => {
  /** A cash order of branch 1 finished in whole dollars above its due, the change in pounds. */
  async function paidInDollarsChangeInPounds(fulfilment: 'delivery' | 'pickup', riderId?: number) {
    const placed = await api('POST', '/dev/orders', {
      branchId: 1,
      fulfilment,
      paymentMethod: 'cash',
    })
    expect(placed.status, placed.text).toBe(201)
    let order = orderSchema.parse(placed.json.Data)
    const road = fulfilment === 'delivery' ? ['out_for_delivery'] : []
    order = await move(order, ['accepted', 'preparing', 'ready', ...road], riderId)
    const receivedUsd = centsToMoney((Math.floor(cents(order.cashDue) / 100) + 1) * 100)
    const terms = {
      cashDue: order.cashDue,
      lbpPerUsd: order.lbpPerUsd,
      step: order.lbpRoundingStep,
    }
    const changeLbp = changeDueLbp({ usd: receivedUsd, lbp: 0 }, terms)
    expect(changeLbp).toBeGreaterThan(0)
    const done = await api('PUT', `/order/${order.id}/status`, {
      status: fulfilment === 'delivery' ? 'delivered' : 'picked_up',
      version: order.version,
      cash: { receivedUsd, receivedLbp: 0, changeUsd: '0.00', changeLbp },
    })
    expect(done.status, done.text).toBe(200)
    return { receivedUsd, changeLbp }
  }

  it('leaves the drawer expecting pounds below zero, shown as such, and the shift still closes', async () => {
    // A fresh shift, its drawer started with 500,000 LBP: the last one counted as expected.
    const open = await shift()
    const float = { openingFloatUsd: '50.00', openingFloatLbp: 500_000 }
    const first = await api(
      'POST',
      '/report/shift/close',
      {
        branchId: 1,
        from: open.from,
        ...float,
        cashCounted: centsToMoney(5000 + cents(open.cashExpectedUsd)),
        cashCountedLbp: 500_000 + open.cashExpectedLbp,
      },
      once(),
    )
    expect(first.status, first.text).toBe(201)

    const a = await paidInDollarsChangeInPounds('pickup')
    const b = await paidInDollarsChangeInPounds('pickup')
    const report = await shift()
    expect(report).toMatchObject(float)
    expect(report.cashExpectedUsd).toBe(centsToMoney(cents(a.receivedUsd) + cents(b.receivedUsd)))
    expect(report.cashExpectedLbp).toBe(-(a.changeLbp + b.changeLbp))
    expect(report.cashLbp).toBe(-(a.changeLbp + b.changeLbp))

    // The drawer holds its float less the change: counted as such, the close balances.
    const body = balancedClose(report)
    expect(body.cashCountedLbp).toBe(500_000 - (a.changeLbp + b.changeLbp))
    const closed = await api('POST', '/report/shift/close', body, once())
    expect(closed.status, closed.text).toBe(201)
    const close = shiftCloseSchema.parse(closed.json.Data)
    expect(close).toMatchObject({
      cashExpectedLbp: report.cashExpectedLbp,
      differenceUsd: '0.00',
      differenceLbp: 0,
      difference: '0.00',
    })
    expect(close.report.cashExpectedLbp).toBe(report.cashExpectedLbp)
    // The sales report of the day counts the same pounds out.
    const sales = await api(
      'GET',
      `/report/sales?branchId=1&from=${report.from}&to=${close.closedAt}`,
    )
    expect(sales.status, sales.text).toBe(200)
    expect(salesReportSchema.safeParse(sales.json.Data).success).toBe(true)
  })

  it('leaves a rider holding pounds below zero, and settles them: counted none, the difference over', async () => {
    const rider = await riderOnShift()
    const { receivedUsd, changeLbp } = await paidInDollarsChangeInPounds('delivery', rider.id)
    const holding = riderSchema.parse((await api('GET', `/rider/${rider.id}`)).json.Data)
    expect(holding).toMatchObject({ cashHeldUsd: receivedUsd, cashHeldLbp: -changeLbp })
    const listed = (await shift()).riders.find((r) => r.riderId === rider.id)
    expect(listed).toMatchObject({ cashHeldUsd: receivedUsd, cashHeldLbp: -changeLbp })
    // The order behind it says when it was delivered: its history's last step.
    const [row] = (await api('GET', `/order?heldBy=${rider.id}`)).json.Data as Order[]
    const full = orderSchema.parse((await api('GET', `/order/${row!.id}`)).json.Data)
    expect(row!.completedAt).toBe(full.statusHistory.at(-1)!.at)
    expect(full.statusHistory.at(-1)!.status).toBe('delivered')

    const body = { amount: receivedUsd, amountLbp: 0, note: '' }
    const noNote = await api('POST', `/rider/${rider.id}/settlements`, body, once())
    expect(noNote.status).toBe(400)
    expect(noNote.json.Errors.note).toBeDefined()
    const negative = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      { ...body, amountLbp: -changeLbp },
      once(),
    )
    expect(negative.status).toBe(400)
    expect(negative.json.Errors.amountLbp).toBeDefined()
    const settled = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      { ...body, note: 'Gave the change from his own pounds' },
      once(),
    )
    expect(settled.status, settled.text).toBe(201)
    expect(riderSettlementSchema.parse(settled.json.Data)).toMatchObject({
      expectedUsd: receivedUsd,
      expectedLbp: -changeLbp,
      countedLbp: 0,
      differenceUsd: '0.00',
      differenceLbp: changeLbp,
    })
  })
})
