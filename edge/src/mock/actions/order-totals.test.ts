import {
  DEV_ORDERS_PATH,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_MESSAGES,
  centsToMoney,
  isFinalStatus,
  moneyToCents,
  orderListSchema,
  salesFigureFilters,
} from 'contracts'
import type { Order, OrderFigureFilter, OrderTotals, SalesReport } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RiderSettlementRow } from '../rows'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'
import type { OrderRow } from '../rows'

/**
 * `GET /order`'s figure filters and `totals`, against sums made here from the
 * store, and the sales report and dashboard figures against the order list
 * their links open. The mock's clock is held at a fixed evening (a Beirut day
 * that does not start at a UTC midnight), so nothing depends on the hour.
 */
const NOW = Date.parse('2026-10-16T18:47:13.000Z')
const DAY = 86_400_000
let mock: TestMock
let admin: string
let branch: string // branches 1 and 2

beforeAll(async () => {
  mock = await openTestMock({ now: () => NOW })
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
}, 60_000)

const get = (path: string, token = admin) => mock.call('GET', path, { token })
const orders = () => [...mock.store.table(TABLE.order).values()]
const endMs = (o: OrderRow) =>
  isFinalStatus(o.status) ? Date.parse(o.statusHistory.at(-1)!.at) : NaN
const cashDue = (o: OrderRow) =>
  o.paymentMethod === 'cash'
    ? moneyToCents(o.total) - moneyToCents(o.walletAmountUsed ?? '0.00')
    : 0
const walletPaid = (o: OrderRow) =>
  o.paymentMethod === 'wallet' ? moneyToCents(o.total) : moneyToCents(o.walletAmountUsed ?? '0.00')

/** The cash a completed cash order brought in, each currency: received less change. */
const completed = (o: OrderRow) => o.status === 'delivered' || o.status === 'picked_up'
const takenUsd = (o: OrderRow) => {
  if (o.paymentMethod !== 'cash' || !completed(o)) return 0
  if (!o.cash) return cashDue(o)
  return moneyToCents(o.cash.receivedUsd) - moneyToCents(o.cash.changeUsd)
}
const takenLbp = (o: OrderRow) =>
  o.paymentMethod === 'cash' && completed(o) && o.cash ? o.cash.receivedLbp - o.cash.changeLbp : 0

/** The totals of `rows`, summed here. */
function sumOf(rows: OrderRow[]): OrderTotals {
  const add = (f: (o: OrderRow) => number) => centsToMoney(rows.reduce((s, o) => s + f(o), 0))
  return {
    count: rows.length,
    gross: add((o) => moneyToCents(o.subtotal)),
    discounts: add((o) => moneyToCents(o.discount)),
    deliveryCharges: add((o) => moneyToCents(o.deliveryCharge)),
    net: add((o) => moneyToCents(o.total)),
    cashDue: add(cashDue),
    card: add((o) => (o.paymentMethod === 'card' ? moneyToCents(o.total) - walletPaid(o) : 0)),
    wallet: add(walletPaid),
    cashTakenUsd: add(takenUsd),
    cashTakenLbp: rows.reduce((sum, o) => sum + takenLbp(o), 0),
  }
}

async function list(query: string, token = admin) {
  const res = await get(
    `/order?${query.includes('pageSize=') ? '' : 'pageSize=100&'}${query}`,
    token,
  )
  expect(res.status, `${query}: ${res.text.slice(0, 300)}`).toBe(200)
  return orderListSchema.parse(res.json)
}

const iso = (ms: number) => new Date(ms).toISOString()

describe('the order list selects what a figure counts, and adds it up', () => {
  it('totals the whole filtered set, not the page, as a sum made here', async () => {
    const from = NOW - 9 * DAY + 3 * 3_600_000
    const to = NOW - 2 * DAY
    const inRange = (o: OrderRow) => endMs(o) >= from && endMs(o) < to
    const rider = orders().find((o) => o.rider && o.status === 'delivered')!.rider!
    const coupon = [...mock.store.table(TABLE.coupon).values()].find((c) =>
      orders().some((o) => o.couponCode?.toUpperCase() === c.code.toUpperCase()),
    )!
    const cases: [string, (o: OrderRow) => boolean][] = [
      ['', () => true],
      [`completedFrom=${iso(from)}&completedTo=${iso(to)}`, inRange],
      [
        `completedFrom=${iso(from)}&completedTo=${iso(to)}&status=delivered,picked_up&branchId=2`,
        (o) => inRange(o) && ['delivered', 'picked_up'].includes(o.status) && o.branchId === 2,
      ],
      [`completedTo=${iso(to)}`, (o) => endMs(o) < to],
      ['paymentMethod=cash', (o) => o.paymentMethod === 'cash'],
      [`riderId=${rider.id}`, (o) => o.rider?.id === rider.id],
      [`couponId=${coupon.id}`, (o) => o.couponCode?.toUpperCase() === coupon.code.toUpperCase()],
      ['riderId=none', (o) => !o.rider],
      ['couponId=none', (o) => !o.couponCode],
      [
        'status=rejected,cancelled&paymentStatus=refunded',
        (o) => ['rejected', 'cancelled'].includes(o.status) && o.paymentStatus === 'refunded',
      ],
    ]
    for (const [query, keep] of cases) {
      const answer = await list(`pageSize=5&${query}`)
      const expected = orders().filter(keep)
      expect(answer.totals, query).toEqual(sumOf(expected))
      expect(answer.TotalCount, query).toBe(expected.length)
      expect(answer.Data.length, query).toBeLessThanOrEqual(5)
    }
    // Something was counted by each of the narrow filters.
    expect((await list(`riderId=${rider.id}`)).totals.count).toBeGreaterThan(0)
    expect((await list(`couponId=${coupon.id}`)).totals.count).toBeGreaterThan(0)
  })

  it('lists the orders a close counted', async () => {
    const close = [...mock.store.table(TABLE.shiftClose).values()].find(
      (c) => c.branchId === 1 && (c.orders as number) > 0,
    )!
    const from = Date.parse(close.from as string)
    const to = Date.parse(close.closedAt as string)
    const answer = await list(`closeId=${close.id}&status=delivered,picked_up`)
    const expected = orders().filter(
      (o) =>
        o.branchId === 1 &&
        ['delivered', 'picked_up'].includes(o.status) &&
        endMs(o) >= from &&
        endMs(o) < to,
    )
    expect(answer.totals).toEqual(sumOf(expected))
    expect(answer.totals.count).toBe(close.orders)
    expect(answer.totals.net).toBe(close.net)
  })

  it('lists the orders behind a rider’s cash held, and those a settlement covered', async () => {
    const rider = (
      await mock.call('POST', '/rider', {
        token: admin,
        body: { name: 'Totals Rider', phone: '+96170123456', branchId: 1, vehicle: 'motorbike' },
      })
    ).json.Data
    await mock.call('PUT', `/rider/${rider.id}/shift`, { token: admin, body: { onShift: true } })
    const delivered: Order[] = []
    for (const paymentMethod of ['cash', 'cash', 'card']) {
      const placed = await mock.call('POST', '/dev/orders', {
        body: { branchId: 1, fulfilment: 'delivery', paymentMethod },
      })
      let order = placed.json.Data as Order
      for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) {
        const res = await mock.call('PUT', `/order/${order.id}/status`, {
          token: admin,
          body: { status, version: order.version, riderId: rider.id },
        })
        expect(res.status, res.text).toBe(200)
        order = res.json.Data
      }
      delivered.push(order)
    }
    const cash = delivered.filter((o) => o.paymentMethod === 'cash')
    const held = await list(`heldBy=${rider.id}`)
    expect(held.Data.map((o) => o.id).sort()).toEqual(cash.map((o) => o.id).sort())
    const cashHeld = (await get(`/rider/${rider.id}`)).json.Data.cashHeld
    expect(held.totals.cashDue).toBe(cashHeld)
    expect(held.totals.cashDue).toBe(
      centsToMoney(cash.reduce((s, o) => s + moneyToCents(o.total), 0)),
    )

    const settled = await mock.call('POST', `/rider/${rider.id}/settlements`, {
      token: branch,
      body: { amount: cashHeld },
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    })
    expect(settled.status, settled.text).toBe(201)
    const settlement = settled.json.Data as RiderSettlementRow
    expect([...settlement.orderIds].sort()).toEqual(cash.map((o) => o.id).sort())
    const covered = await list(`settlementId=${settlement.id}`, branch)
    expect(covered.totals.cashDue).toBe(settlement.expected)
    expect(covered.totals.count).toBe(2)
    expect((await list(`heldBy=${rider.id}`)).totals.count).toBe(0)
    // A settlement of the rider with their own id agrees; with a branch of theirs too.
    expect(
      (await list(`settlementId=${settlement.id}&riderId=${rider.id}&branchId=1`)).totals.count,
    ).toBe(2)
  })
})

describe('filters refused in words', () => {
  it('refuses an unknown filter and an empty completed range (400)', async () => {
    const unknown = await get('/order?colour=red')
    expect(unknown.status).toBe(400)
    expect(unknown.json.Errors).toEqual({ colour: 'Unknown field' })
    const backwards = await get(`/order?completedFrom=${iso(NOW)}&completedTo=${iso(NOW - DAY)}`)
    expect(backwards.status).toBe(400)
    expect(backwards.json.Errors).toEqual({ completedTo: ORDER_MESSAGES.completedRangeEmpty })
  })

  it('refuses filters that contradict each other (400), naming the branch', async () => {
    const riders = [...mock.store.table(TABLE.rider).values()]
    const ofBranch2 = riders.find((r) => r.branchId === 2)!
    const res = await get(`/order?branchId=1&riderId=${ofBranch2.id}`)
    expect(res.status).toBe(400)
    expect(res.json.Errors.riderId).toBe(
      ORDER_MESSAGES.filterOtherBranch('rider', 'Beirut - Hamra'),
    )
    const s = [...mock.store.table(TABLE.riderSettlement).values()].find((x) => x.branchId === 2)!
    const other = await get(`/order?branchId=1&settlementId=${s.id}`)
    expect(other.status).toBe(400)
    expect(Object.keys(other.json.Errors)).toEqual(['settlementId'])
    const notHis = riders.find((r) => r.branchId === 2 && r.id !== s.riderId)!
    const wrongRider = await get(`/order?riderId=${notHis.id}&settlementId=${s.id}`)
    expect(wrongRider.status).toBe(400)
    expect(wrongRider.json.Errors.settlementId).toBe(
      ORDER_MESSAGES.settlementOtherRider(notHis.name),
    )
  })

  it('answers 404 for another branch’s rider, settlement or close, and an unknown coupon', async () => {
    const riders = [...mock.store.table(TABLE.rider).values()]
    const theirRider = riders.find((r) => r.branchId === 3)!
    const mineRider = riders.find((r) => r.branchId === 1)!
    const theirSettlement = [...mock.store.table(TABLE.riderSettlement).values()].find(
      (s) => s.branchId === 4,
    )!
    const theirClose = [...mock.store.table(TABLE.shiftClose).values()].find(
      (c) => c.branchId === 3,
    )!
    for (const query of [
      `riderId=${theirRider.id}`,
      `heldBy=${theirRider.id}`,
      `settlementId=${theirSettlement.id}`,
      `closeId=${theirClose.id}`,
      'couponId=999999',
    ]) {
      expect((await get(`/order?${query}`, branch)).status, query).toBe(404)
      if (query !== 'couponId=999999')
        expect((await get(`/order?${query}`)).status, query).toBe(200)
    }
    expect((await get(`/order?riderId=${mineRider.id}`, branch)).status).toBe(200)
    // `none` names no record: the branch's orders with no rider (no coupon), not a 404.
    const none = await list('riderId=none&couponId=none', branch)
    expect(none.totals.count).toBeGreaterThan(0)
    expect(none.Data.every((o) => o.branchId === 1 || o.branchId === 2)).toBe(true)
    expect((await get('/order?riderId=nobody')).status).toBe(400)
  })
})

describe('figures and the orders behind them', () => {
  const salesOf = async (query: string, token = admin) => {
    const res = await get(`/report/sales?${query}`, token)
    expect(res.status, res.text.slice(0, 300)).toBe(200)
    return res.json.Data as SalesReport
  }
  /** The order list's answer for a figure's filters (as the SPA's link writes them). */
  const listFor = (filter: OrderFigureFilter, token: string) => {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(filter)) if (v !== undefined) params.set(k, String(v))
    return list(params.toString(), token)
  }

  it('each sales row and its refunds equal the order list for its links’ filters', async () => {
    // Refunds now (paid by card, then rejected) at branches 1 and 3, in the range.
    for (const branchId of [1, 3]) {
      const placed = await mock.call('POST', DEV_ORDERS_PATH, {
        body: { branchId, fulfilment: 'pickup', paymentMethod: 'card' },
      })
      expect(placed.status, placed.text).toBe(201)
      const o = placed.json.Data as Order
      const res = await mock.call('PUT', `/order/${o.id}/status`, {
        token: admin,
        body: { status: 'rejected', version: o.version, rejectionReasonId: 1 },
      })
      expect((res.json.Data as Order).paymentStatus, res.text).toBe('refunded')
    }
    const range = `from=${iso(NOW - 15 * DAY - 5 * 3_600_000)}&to=${iso(NOW + 60_000)}`
    for (const [groupBy, token, branchId] of [
      ['day', admin, undefined],
      ['day', branch, undefined],
      ['day', admin, 3],
      ['branch', branch, undefined],
      ['payment', admin, undefined],
      ['rider', admin, 1],
      ['coupon', admin, undefined],
    ] as const) {
      const branchQuery = branchId === undefined ? '' : `&branchId=${branchId}`
      const report = await salesOf(`${range}&groupBy=${groupBy}${branchQuery}`, token)
      const links = salesFigureFilters(report, branchId)
      let counted = 0
      let refunded = 0
      for (const row of [...report.rows, { ...report.total, key: '', label: 'Total' }]) {
        const label = `${groupBy} ${row.label}`
        const filter = 'from' in row ? links.row(row) : links.total
        if (filter === null) continue
        const answer = await listFor(filter, token)
        expect(answer.totals.count, label).toBe(row.orders)
        expect(answer.totals.net, label).toBe(row.net)
        // Its cash cells, each currency apart, as the orders brought it in.
        expect([answer.totals.cashTakenUsd, answer.totals.cashTakenLbp], label).toEqual([
          row.cashUsd,
          row.cashLbp,
        ])
        // Its refunds: what the refunded orders of its span gave back, their totals.
        const refunds = await listFor(links.cell('refunds', filter)!, token)
        expect(refunds.totals.net, `${label} refunds`).toBe(row.refunds)
        expect(
          refunds.Data.every((o) => o.paymentStatus === 'refunded'),
          label,
        ).toBe(true)
        if ('from' in row) {
          counted += row.orders
          refunded += moneyToCents(row.refunds)
        }
      }
      expect(counted, groupBy).toBeGreaterThan(0)
      expect(refunded, groupBy).toBeGreaterThan(0)
    }
  })

  it('each product’s and category’s row and cells equal the lines of the orders its links open', async () => {
    const range = `from=${iso(NOW - 6 * DAY - 5 * 3_600_000)}&to=${iso(NOW + 60_000)}`
    for (const [groupBy, branchId] of [
      ['product', undefined],
      ['category', 1],
    ] as const) {
      const branchQuery = branchId === undefined ? '' : `&branchId=${branchId}`
      const report = await salesOf(`${range}&groupBy=${groupBy}${branchQuery}`)
      const links = salesFigureFilters(report, branchId)
      let counted = 0
      for (const row of report.rows) {
        const label = `${groupBy} ${row.label}`
        const filter = links.row(row)!
        const answer = await listFor(filter, admin)
        const lines = answer.totals.lines!
        expect(answer.totals.count, label).toBe(row.orders)
        expect(
          [lines.gross, lines.discounts, lines.deliveryCharges, lines.net, lines.vat, lines.vatLbp],
          label,
        ).toEqual([row.gross, row.discounts, row.deliveryCharges, row.net, row.vat, row.vatLbp])
        const cash = (await listFor(links.cell('cashUsd', filter)!, admin)).totals.lines!
        expect([cash.cashUsd, cash.cashLbp], `${label} cash`).toEqual([row.cashUsd, row.cashLbp])
        const refunds = (await listFor(links.cell('refunds', filter)!, admin)).totals.lines!
        expect(refunds.net, `${label} refunds`).toBe(row.refunds)
        counted += row.orders
      }
      expect(counted, groupBy).toBeGreaterThan(0)
    }
    // How many of a product were sold: its lines' quantities, summed here.
    const product = (await salesOf(`${range}&groupBy=product`)).rows[0]!
    const id = Number(product.key)
    const sold = orders().filter(
      (o) =>
        ['delivered', 'picked_up'].includes(o.status) &&
        endMs(o) >= Date.parse(product.from) &&
        endMs(o) < Date.parse(product.to) &&
        o.items.some((line) => line.productId === id),
    )
    const answer = await listFor(
      salesFigureFilters({ ...product, groupBy: 'product' }, undefined).row(product)!,
      admin,
    )
    expect(answer.totals.count).toBe(sold.length)
    expect(answer.totals.lines!.quantity).toBe(
      sold.reduce(
        (n, o) => n + o.items.reduce((q, l) => q + (l.productId === id ? l.quantity : 0), 0),
        0,
      ),
    )
    // Without a product or category, the totals carry no lines.
    expect((await list('status=delivered')).totals.lines).toBeUndefined()
  })

  it('a day row spans its day within the range; the first and last are cut at the range', async () => {
    const from = NOW - 3 * DAY
    const report = await salesOf(`from=${iso(from)}&to=${iso(NOW)}&groupBy=day`)
    expect(report.rows[0]!.from).toBe(iso(from))
    expect(report.rows.at(-1)!.to).toBe(iso(NOW))
    for (let i = 1; i < report.rows.length; i++)
      expect(report.rows[i]!.from).toBe(report.rows[i - 1]!.to)
  })

  it('each dashboard point and KPI equals the order list for its span', async () => {
    const dash = (await get(`/dashboard?from=${iso(NOW - 4 * DAY - 7 * 60_000)}&to=${iso(NOW)}`))
      .json.Data
    for (const point of dash.perDay) {
      const all = await list(`from=${point.from}&to=${point.to}`)
      expect(all.totals.count, point.date).toBe(point.orders)
      const earned = await list(`from=${point.from}&to=${point.to}&status=delivered,picked_up`)
      expect(earned.totals.net, point.date).toBe(point.revenue)
    }
    const revenue = await list(`from=${dash.from}&to=${dash.to}&status=delivered,picked_up`)
    expect(revenue.totals.net).toBe(dash.revenue)
    expect((await list(`from=${dash.from}&to=${dash.to}`)).totals.count).toBe(dash.orders)
    const day = (await get(`/dashboard?from=${iso(NOW - 5 * 3_600_000)}&to=${iso(NOW)}`)).json.Data
    for (const point of day.perHour) {
      if (point.from === point.to) continue // an hour of the day before the range began
      const all = await list(`from=${point.from}&to=${point.to}`)
      expect(all.totals.count, point.hour).toBe(point.orders)
    }
  })
})

describe('the dashboard’s previous period', () => {
  it('is adjacent and as long for a range between non-midnight instants', async () => {
    const from = '2026-10-02T00:37:12.000Z'
    const to = '2026-10-16T00:37:12.000Z'
    const dash = (await get(`/dashboard?from=${from}&to=${to}`)).json.Data
    expect(dash.previous.from).toBe('2026-09-18T00:37:12.000Z')
    expect(dash.previous.to).toBe(from)
    const direct = (await get(`/dashboard?from=${dash.previous.from}&to=${dash.previous.to}`)).json
      .Data
    for (const field of ['orders', 'revenue', 'averageOrderValue', 'newCustomers'])
      expect(dash.previous[field], field).toBe(direct[field])
    expect(dash.previous.orders).toBeGreaterThan(0)
  })

  it('keeps whole days against the whole days before, and today so far against yesterday', async () => {
    const days = (await get('/dashboard?from=2026-10-08&to=2026-10-14')).json.Data
    expect([days.previous.from, days.previous.to]).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2026-10-08T00:00:00.000Z',
    ])
    const today = (await get(`/dashboard?from=2026-10-16&to=${iso(NOW)}`)).json.Data
    expect([today.previous.from, today.previous.to]).toEqual([
      '2026-10-15T00:00:00.000Z',
      iso(NOW - DAY),
    ])
  })
})
