import {
  DEV_ORDERS_PATH,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  centsToMoney,
  dashboardFigureFilters,
  isFinalStatus,
  isLate,
  moneyToCents,
  orderListSchema,
  riderFigureFilters,
  shiftFigureFilters,
} from 'contracts'
import type {
  BranchOrdersBoard,
  CashTender,
  Dashboard,
  Order,
  OrderFigureFilter,
  ShiftClose,
  RiderSettlement,
  ShiftReport,
} from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RiderRow } from '../rows'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'
import type { OrderRow } from '../rows'

/**
 * The shift report's and the dashboard's figures against the order list their
 * links open (contracts' shiftFigureFilters and dashboardFigureFilters, the
 * filters the SPA's links set): the list's totals equal each figure to the
 * cent. The mock's clock starts at a fixed instant just after a Beirut
 * midnight and moves a minute a step, so nothing depends on the hour.
 */
const START = Date.parse('2026-10-16T21:47:13.000Z')
const MIN = 60_000
let clock = START
const tick = (ms = MIN) => (clock += ms)
let mock: TestMock
let admin: string
let branch: string // branches 1 and 2
let rider: RiderRow

beforeAll(async () => {
  mock = await openTestMock({ now: () => clock })
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
  const made = await mock.call('POST', '/rider', {
    token: admin,
    body: { name: 'Figure Rider', phone: '+96170654321', branchId: 1, vehicle: 'motorbike' },
  })
  rider = made.json.Data as RiderRow
  await mock.call('PUT', `/rider/${rider.id}/shift`, { token: admin, body: { onShift: true } })
}, 60_000)

const get = (path: string, token = admin) => mock.call('GET', path, { token })

/** The order list for a figure's filters (as the SPA's link writes them). */
async function listFor(filter: OrderFigureFilter, token = admin) {
  const params = new URLSearchParams({ pageSize: '5' })
  for (const [k, v] of Object.entries(filter)) if (v !== undefined) params.set(k, String(v))
  const res = await get(`/order?${params}`, token)
  expect(res.status, `${params}: ${res.text.slice(0, 300)}`).toBe(200)
  return orderListSchema.parse(res.json).totals
}

const PATHS = {
  picked_up: ['accepted', 'preparing', 'ready', 'picked_up'],
  delivered: ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'],
  cancelled: ['cancelled'],
  rejected: ['rejected'],
  accepted: ['accepted'],
  pending: [],
} as const

/** Places an order at branch 1 and moves it to `to`, a minute a step. */
async function order(
  body: { fulfilment: 'pickup' | 'delivery'; paymentMethod: string; customerId?: number },
  to: keyof typeof PATHS,
  /** What was received and given back when it ends (Cash received); by default its cash due. */
  tender?: (o: Order) => CashTender,
): Promise<Order> {
  const placed = await mock.call('POST', DEV_ORDERS_PATH, { body: { branchId: 1, ...body } })
  expect(placed.status, placed.text).toBe(201)
  let o = placed.json.Data as Order
  for (const status of PATHS[to]) {
    tick()
    const res = await mock.call('PUT', `/order/${o.id}/status`, {
      token: admin,
      body: {
        status,
        version: o.version,
        ...(status === 'cancelled' ? { note: 'Asked to' } : {}),
        ...(status === 'rejected' ? { rejectionReasonId: 1 } : {}),
        ...(status === 'out_for_delivery' ? { riderId: rider.id } : {}),
        ...(tender && (status === 'delivered' || status === 'picked_up')
          ? { cash: tender(o) }
          : {}),
      },
    })
    expect(res.status, res.text).toBe(200)
    o = res.json.Data as Order
  }
  tick()
  return o
}

const settle = async (amount: string, note = '') => {
  const res = await mock.call('POST', `/rider/${rider.id}/settlements`, {
    token: admin,
    body: { amount, note },
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  })
  expect(res.status, res.text).toBe(201)
  tick()
  return res.json.Data as RiderSettlement
}

const cashHeld = async () => (await get(`/rider/${rider.id}`)).json.Data.cashHeld as string

/** Every figure of a shift report against the list its link opens. */
async function expectShiftAddsUp(report: ShiftReport, live: boolean) {
  const f = shiftFigureFilters(report)
  const o = report.orders
  const counts: [keyof typeof f.orders, number][] = [
    ['placed', o.placed],
    ['delivered', o.delivered],
    ['pickedUp', o.pickedUp],
    ['rejected', o.rejected],
    ['cancelled', o.cancelled],
    ['open', o.open.length],
  ]
  for (const [key, figure] of counts)
    expect((await listFor(f.orders[key])).count, `orders ${key}`).toBe(figure)
  const sold = await listFor(f.orders.completed)
  expect(sold.count, 'completed').toBe(o.delivered + o.pickedUp)
  expect([sold.gross, sold.discounts, sold.deliveryCharges, sold.net], 'sales').toEqual([
    report.gross,
    report.discounts,
    report.deliveryCharges,
    report.net,
  ])
  expect((await listFor(f.byPayment.cash)).cashDue, 'cash').toBe(report.byPayment.cash)
  expect((await listFor(f.byPayment.card)).card, 'card').toBe(report.byPayment.card)
  expect((await listFor(f.byPayment.wallet)).wallet, 'wallet').toBe(report.byPayment.wallet)
  for (const c of report.coupons) {
    const filter = f.coupon(c)
    if (!filter) continue
    const totals = await listFor(filter)
    expect([totals.count, totals.discounts], c.code).toEqual([c.uses, c.amount])
  }
  if (live)
    for (const r of report.riders)
      expect((await listFor(f.rider(r))).cashDue, r.name).toBe(r.cashHeld)
  // Cash expected, each currency: the cash of the orders it opens, as taken, plus what the
  // settlements counted over or under what they expected, plus the wallet recharges listed.
  const cash = await listFor(f.cashExpected)
  expect([cash.cashTakenUsd, cash.cashTakenLbp], 'cash from orders').toEqual([
    report.cashFromOrdersUsd,
    report.cashFromOrdersLbp,
  ])
  const cents = (...amounts: (string | undefined)[]) =>
    amounts.reduce((sum, a) => sum + moneyToCents(a!), 0)
  expect(
    cents(report.cashFromOrdersUsd, report.settlementGapsUsd, report.rechargesUsd),
    'cash expected in dollars',
  ).toBe(moneyToCents(report.cashExpectedUsd))
  expect(
    report.cashFromOrdersLbp! + report.settlementGapsLbp! + report.rechargesLbp,
    'cash expected in pounds',
  ).toBe(report.cashExpectedLbp)
  return cash.cashDue
}

describe('the shift report: every figure opens the orders it counts', () => {
  let report: ShiftReport
  beforeAll(async () => {
    await order({ fulfilment: 'pickup', paymentMethod: 'cash' }, 'picked_up')
    await order({ fulfilment: 'pickup', paymentMethod: 'card' }, 'picked_up')
    await order({ fulfilment: 'pickup', paymentMethod: 'wallet', customerId: 11 }, 'picked_up')
    await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered')
    await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered')
    rider = (await get(`/rider/${rider.id}`)).json.Data
    await settle(rider.cashHeld) // balanced: it covers both deliveries
    await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered') // still held
    await order({ fulfilment: 'delivery', paymentMethod: 'card' }, 'cancelled')
    await order({ fulfilment: 'pickup', paymentMethod: 'cash' }, 'rejected')
    await order({ fulfilment: 'pickup', paymentMethod: 'cash' }, 'pending')
    const res = await get('/report/shift?branchId=1')
    expect(res.status, res.text).toBe(200)
    report = res.json.Data
  }, 60_000)

  it('each count, payment line, coupon, rider’s cash and the cash expected equal their list’s totals', async () => {
    const cash = await expectShiftAddsUp(report, true)
    // Every settlement of the shift here counted what it expected: to the cent.
    expect(cash).toBe(report.cashExpected)
    // The orders made here are among them.
    const o = report.orders
    for (const n of [o.placed, o.delivered, o.pickedUp, o.rejected, o.cancelled, o.open.length])
      expect(n).toBeGreaterThan(0)
    expect(report.riders.find((r) => r.riderId === rider.id)?.cashHeld).toBe(await cashHeld())
    for (const m of ['cash', 'card', 'wallet'] as const)
      expect(moneyToCents(report.byPayment[m]), m).toBeGreaterThan(0)
  })

  it('a close adds up the same, as frozen; a short settlement is the only gap in its cash', async () => {
    const short = await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered')
    // A delivery paid in pounds, and wallet recharges paid into the drawer in each currency.
    await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered', (o) => ({
      receivedUsd: '0.00',
      receivedLbp: o.cashDueLbp + 10_000,
      changeUsd: '0.00',
      changeLbp: 10_000,
    }))
    for (const tender of [
      { amount: '20.00', tender: 'cash_usd' },
      { tender: 'cash_lbp', amountLbp: 900_000 },
    ]) {
      const res = await mock.call('POST', '/wallet/transaction', {
        token: admin,
        body: { customerId: 11, type: 1, reason: 'Top-up', branchId: 1, ...tender },
        headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      })
      expect(res.status, res.text).toBe(201)
      tick()
    }
    const held = await cashHeld()
    const counted = centsToMoney(moneyToCents(held) - 100)
    const settlement = await settle(counted, 'A dollar short')
    expect(settlement.difference).toBe('-1.00')
    const now = (await get('/report/shift?branchId=1')).json.Data as ShiftReport
    const res = await mock.call('POST', '/report/shift/close', {
      token: admin,
      body: {
        branchId: 1,
        from: now.from,
        cashCounted: centsToMoney(
          moneyToCents(now.openingFloatUsd) + moneyToCents(now.cashExpectedUsd),
        ),
        cashCountedLbp: now.openingFloatLbp + now.cashExpectedLbp,
        note: '',
      },
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    })
    expect(res.status, res.text).toBe(201)
    tick()
    const close = res.json.Data as ShiftClose
    expect(close.report.walletRecharges.length).toBe(2)
    // The short settlement is the shift's only gap: its difference in each currency.
    expect([close.report.settlementGapsUsd, close.report.settlementGapsLbp]).toEqual([
      settlement.differenceUsd,
      settlement.differenceLbp,
    ])
    expect(settlement.differenceUsd !== '0.00' || settlement.differenceLbp !== 0).toBe(true)
    expect(close.report.cashFromOrdersLbp).toBeGreaterThan(0)
    await expectShiftAddsUp(close.report, false)
    const f = shiftFigureFilters(close.report)
    expect((await listFor({ ...f.cashExpected, fulfilment: 'delivery' })).count).toBeGreaterThan(0)
    expect(short.status).toBe('delivered')
  })
})

describe('the dashboard: charts, status slices and Right now open their orders', () => {
  it('each status slice of the range equals the list of its status', async () => {
    const d = (await get(`/dashboard?from=${new Date(clock - 3 * 86_400_000).toISOString()}`)).json
      .Data as Dashboard
    for (const branchId of [undefined, 2]) {
      const f = dashboardFigureFilters(branchId)
      const dash =
        branchId === undefined
          ? d
          : ((await get(`/dashboard?from=${d.from}&to=${d.to}&branchId=${branchId}`)).json
              .Data as Dashboard)
      let seen = 0
      for (const slice of dash.ordersByStatus) {
        expect((await listFor(f.status(dash, slice.status))).count, slice.status).toBe(slice.count)
        seen += slice.count
      }
      expect(seen).toBe(dash.orders)
      expect(dash.ordersByStatus.map((s) => s.status)).toEqual([...ORDER_STATUSES])
      for (const point of dash.perDay) {
        expect((await listFor(f.placed(point))).count, point.date).toBe(point.orders)
        expect((await listFor(f.earned(point))).net, point.date).toBe(point.revenue)
      }
    }
  })

  it('pending and late under Right now equal the lists of pending and late orders', async () => {
    // One order late for sure: placed, then left past any preparation time.
    await order({ fulfilment: 'pickup', paymentMethod: 'card' }, 'accepted')
    tick(3 * 60 * MIN)
    for (const [token, branchId] of [
      [admin, undefined],
      [admin, 1],
      [branch, undefined],
    ] as const) {
      const query = branchId === undefined ? '' : `?branchId=${branchId}`
      const board = (await get(`/branch-orders/board${query}`, token)).json
        .Data as BranchOrdersBoard
      const now = Date.parse(board.serverTime)
      const paces = new Map(board.branches.map((b) => [b.id, b]))
      const pending = board.orders.filter((o) => o.status === 'pending').length
      const late = board.orders.filter((o) => isLate(o, paces.get(o.branchId), now)).length
      const f = dashboardFigureFilters(branchId)
      expect((await listFor(f.pending(board.serverTime), token)).count, `pending ${query}`).toBe(
        pending,
      )
      expect((await listFor(f.late(board.serverTime), token)).count, `late ${query}`).toBe(late)
      expect(late).toBeGreaterThan(0)
    }
  })
})

describe('the new filters, against sums made here, refused in words, in scope', () => {
  const orders = () => [...mock.store.table(TABLE.order).values()]
  const ended = (o: OrderRow) => Date.parse(o.statusHistory.at(-1)!.at)

  it('openAt, walletPaid and late select what they say', async () => {
    const at = clock - 2 * 60 * MIN
    const open = orders().filter(
      (o) => Date.parse(o.createdAt) < at && (!isFinalStatus(o.status) || ended(o) >= at),
    )
    const openAt = new Date(at).toISOString()
    expect((await listFor({ openAt })).count).toBe(open.length)
    const walletPaid = orders().filter(
      (o) => o.paymentMethod === 'wallet' || moneyToCents(o.walletAmountUsed ?? '0.00') > 0,
    )
    expect((await listFor({ walletPaid: true })).count).toBe(walletPaid.length)
    expect((await listFor({ walletPaid: false })).count).toBe(orders().length - walletPaid.length)
    const late = (await listFor({ late: true })).count
    expect(late + (await listFor({ late: false })).count).toBe(orders().length)
  })

  it('refuses a backwards cash range and a malformed flag (400)', async () => {
    const iso = (ms: number) => new Date(ms).toISOString()
    const backwards = await get(`/order?cashFrom=${iso(clock)}&cashTo=${iso(clock - MIN)}`)
    expect(backwards.status).toBe(400)
    expect(backwards.json.Errors).toEqual({ cashTo: ORDER_MESSAGES.cashRangeEmpty })
    for (const query of ['late=soon', 'walletPaid=1', 'openAt=yesterday']) {
      const res = await get(`/order?${query}`)
      expect(res.status, query).toBe(400)
      expect(Object.keys(res.json.Errors), query).toEqual([query.split('=')[0]])
    }
  })

  it('keeps a branch employee to their branches whatever the filter', async () => {
    for (const filter of [
      { late: false },
      { openAt: new Date(clock).toISOString() },
      { cashFrom: new Date(START - 86_400_000).toISOString() },
      { walletPaid: true },
    ] as OrderFigureFilter[]) {
      const mine = await listFor(filter, branch)
      const [one, two] = [
        await listFor({ ...filter, branchId: 1 }),
        await listFor({ ...filter, branchId: 2 }),
      ]
      expect(mine.count, JSON.stringify(filter)).toBe(one.count + two.count)
      expect(mine.net).toBe(centsToMoney(moneyToCents(one.net) + moneyToCents(two.net)))
    }
  })
})

describe('the rider’s read view: cash held, deliveries today and a settlement open their orders', () => {
  it('counts a night shift’s deliveries on the business day each was delivered, and holds the cash across midnight', async () => {
    // 11:50 PM in Beirut (UTC+3), a day after the rest of this file's clock.
    clock = Date.parse('2026-10-18T20:50:00.000Z')
    admin = await mock.signIn('admin@demo.test') // the morning's session has expired
    const made = await mock.call('POST', '/rider', {
      token: admin,
      body: { name: 'Night Rider', phone: '+96170654987', branchId: 1, vehicle: 'motorbike' },
    })
    rider = made.json.Data as RiderRow
    await mock.call('PUT', `/rider/${rider.id}/shift`, { token: admin, body: { onShift: true } })
    const before = await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered')
    const across = await order({ fulfilment: 'delivery', paymentMethod: 'cash' }, 'delivered')
    const after = await order({ fulfilment: 'delivery', paymentMethod: 'card' }, 'delivered')
    const deliveredAt = (o: Order) => Date.parse(o.statusHistory.at(-1)!.at)
    const midnight = Date.parse('2026-10-18T21:00:00.000Z')
    // Made as meant: one delivered before midnight, one placed before and delivered after.
    expect(deliveredAt(before)).toBeLessThan(midnight)
    expect(Date.parse(across.createdAt)).toBeLessThan(midnight)
    expect(deliveredAt(across)).toBeGreaterThanOrEqual(midnight)

    const f = riderFigureFilters(rider.id)
    const read = (await get(`/rider/${rider.id}`)).json.Data as {
      deliveriesToday: number
      cashHeld: string
    }
    const today = await listFor(f.deliveriesToday(clock))
    expect(read.deliveriesToday).toBe(2)
    expect(today.count).toBe(read.deliveriesToday)
    const listed = await get(
      `/order?${new URLSearchParams(f.deliveriesToday(clock) as Record<string, string>)}`,
    )
    expect((listed.json.Data as Order[]).map((o) => o.id).sort()).toEqual(
      [across.id, after.id].sort(),
    )

    const held = await listFor(f.cashHeld)
    const sum = centsToMoney(moneyToCents(before.cashDue) + moneyToCents(across.cashDue))
    expect([held.count, held.cashDue]).toEqual([2, sum])
    expect(held.cashDue).toBe(read.cashHeld)

    const settlement = await settle(read.cashHeld)
    const covered = await listFor(f.settlement(settlement.id))
    expect([covered.count, covered.cashDue]).toEqual([2, settlement.expected])
    expect(settlement.expected).toBe(sum)
  })
})

describe('cash taken in pounds and in dollars adds up in each currency', () => {
  it("a rider's dollars and pounds held equal the cash their orders brought in, each apart", async () => {
    // Paid all in pounds, and in dollars with the change in pounds: at any rate, each currency
    // counts what changed hands, not a value at today's rate.
    const inPounds = await order(
      { fulfilment: 'delivery', paymentMethod: 'cash' },
      'delivered',
      (o) => ({
        receivedUsd: '0.00',
        receivedLbp: o.cashDueLbp,
        changeUsd: '0.00',
        changeLbp: 0,
      }),
    )
    const withChange = await order(
      { fulfilment: 'delivery', paymentMethod: 'cash' },
      'delivered',
      (o) => {
        const usd = Math.ceil(moneyToCents(o.cashDue) / 100) * 100 + 100
        const changeCents = usd - moneyToCents(o.cashDue)
        const step = o.lbpRoundingStep
        return {
          receivedUsd: centsToMoney(usd),
          receivedLbp: 0,
          changeUsd: '0.00',
          changeLbp: Math.round((changeCents * o.lbpPerUsd) / 100 / step) * step,
        }
      },
    )
    const read = (await get(`/rider/${rider.id}`)).json.Data as {
      cashHeldUsd: string
      cashHeldLbp: number
    }
    const held = await listFor(riderFigureFilters(rider.id).cashHeld)
    expect([held.cashTakenUsd, held.cashTakenLbp]).toEqual([read.cashHeldUsd, read.cashHeldLbp])
    // Each order alone: pounds in from one, pounds out as change from the other.
    const paidInPounds = await get(`/order?search=${inPounds.number}`)
    expect(orderListSchema.parse(paidInPounds.json).totals).toMatchObject({
      cashTakenUsd: '0.00',
      cashTakenLbp: inPounds.cashDueLbp,
    })
    expect(withChange.cash).toBeDefined()
    const changed = await get(`/order?search=${withChange.number}`)
    const taken = orderListSchema.parse(changed.json).totals
    expect(taken.cashTakenLbp).toBe(-withChange.cash!.changeLbp)
    expect(taken.cashTakenUsd).toBe(withChange.cash!.receivedUsd)
  })
})
