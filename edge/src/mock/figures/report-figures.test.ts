import { describe, expect, it } from 'vitest'
import type { OrderStatus } from 'contracts'
import { shiftFigures } from './report-figures'
import type { ReportOrder } from './report-figures'
import { factOf, shares } from './sales-totals'

const H = 60 * 60 * 1000
const FROM = Date.parse('2026-05-10T21:00:00.000Z')
const TO = FROM + 6 * H
const at = (ms: number) => new Date(ms).toISOString()

let nextId = 1
/** An order of branch 1 placed at `placed`, moved through `steps` ([status, ms]). */
function order(
  placed: number,
  steps: [OrderStatus, number][],
  more: Partial<ReportOrder> = {},
): ReportOrder {
  const id = nextId++
  return {
    id,
    number: `BEY-${10_000 + id}`,
    createdAt: at(placed),
    branchId: 1,
    fulfilment: 'pickup',
    status: steps.at(-1)?.[0] ?? 'pending',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    subtotal: '20.00',
    discount: '0.00',
    deliveryCharge: '0.00',
    total: '20.00',
    couponCode: null,
    items: [{ productId: 7, name: 'Falafel wrap', quantity: 4, lineTotal: '20.00' }],
    statusHistory: [
      { status: 'pending', at: at(placed) },
      ...steps.map(([status, ms]) => ({ status, at: at(ms) })),
    ],
    ...more,
  }
}

const shift = (orders: ReportOrder[], more: Partial<Parameters<typeof shiftFigures>[0]> = {}) =>
  shiftFigures({
    branchId: 1,
    branchName: 'Beirut - Hamra',
    branchNameAr: 'بيروت - الحمرا',
    fromMs: FROM,
    toMs: TO,
    orders,
    lbpPerUsd: 89_500,
    riders: [],
    settlements: [],
    recharges: [],
    ...more,
  })

describe('shiftFigures', () => {
  it('counts each figure of the orders that ended in the shift, split by payment', () => {
    const pickupCash = order(FROM + H, [['picked_up', FROM + 2 * H]], {
      paymentMethod: 'cash',
      paymentStatus: 'paid',
    })
    const delivered = order(FROM + H, [['delivered', FROM + 2 * H + 5 * 60_000]], {
      fulfilment: 'delivery',
      paymentMethod: 'wallet',
      subtotal: '30.00',
      deliveryCharge: '3.00',
      discount: '6.00',
      total: '27.00',
      couponCode: 'SAVE20',
      items: [
        { productId: 7, name: 'Falafel wrap', quantity: 2, lineTotal: '10.00' },
        { productId: 9, name: 'Fattoush', quantity: 1, lineTotal: '20.00' },
      ],
    })
    const r = shift([pickupCash, delivered])
    expect(r.orders).toMatchObject({ placed: 2, delivered: 1, pickedUp: 1, rejected: 0, open: [] })
    expect([r.gross, r.discounts, r.deliveryCharges, r.net]).toEqual([
      '50.00',
      '6.00',
      '3.00',
      '47.00',
    ])
    expect(r.byPayment).toEqual({ cash: '20.00', card: '0.00', wallet: '27.00' })
    expect(r.coupons).toEqual([{ code: 'SAVE20', uses: 1, amount: '6.00' }])
    expect(r.cashExpected).toBe('20.00')
    expect(r.topItems[0]).toEqual({
      productId: 7,
      name: 'Falafel wrap',
      quantity: 6,
      revenue: '30.00',
    })
    expect(r.byHour).toEqual([{ hour: at(FROM + 2 * H), orders: 2, net: '47.00' }])
  })

  it('counts refunds made in the shift, not as sales; an unpaid rejection refunds nothing', () => {
    const refunded = order(FROM - H, [['cancelled', FROM + H]], { paymentStatus: 'refunded' })
    const unpaid = order(FROM + H, [['rejected', FROM + H + 60_000]], {
      paymentMethod: 'cash',
      paymentStatus: 'pending',
    })
    const r = shift([refunded, unpaid])
    expect(r.refunds).toBe('20.00')
    expect(r.net).toBe('0.00')
    expect(r.orders).toMatchObject({ placed: 1, cancelled: 1, rejected: 1 })
  })

  it('puts a cash delivery in the drawer when its rider settles within the shift, not before', () => {
    const delivery = order(FROM + H, [['delivered', FROM + 2 * H]], {
      fulfilment: 'delivery',
      paymentMethod: 'cash',
      rider: { id: 4, name: 'Hadi' },
    })
    // Hadi hands over the $20.00 of the delivery, as expected.
    const balanced = (ms: number) => ({
      riderId: 4,
      amountCents: 2000,
      lbp: 0,
      expectedCents: 2000,
      expectedLbp: 0,
      ms,
    })
    const settled = shift([delivery], {
      settlements: [balanced(FROM + 3 * H)],
    })
    expect(settled.byPayment.cash).toBe('20.00')
    expect(settled.cashExpected).toBe('20.00')
    expect(settled.riders).toEqual([])

    const held = shift([delivery], {
      riders: [
        { riderId: 4, name: 'Hadi', cashHeldCents: 2000, cashHeldLbp: 0 },
        { riderId: 5, name: 'Joe', cashHeldCents: 0, cashHeldLbp: 0 },
        { riderId: 6, name: 'Rami', cashHeldCents: 0, cashHeldLbp: 895_000 },
      ],
    })
    expect(held.cashExpected).toBe('0.00')
    expect(held.riders).toEqual([
      { riderId: 4, name: 'Hadi', cashHeld: '20.00', cashHeldUsd: '20.00', cashHeldLbp: 0 },
      { riderId: 6, name: 'Rami', cashHeld: '10.00', cashHeldUsd: '0.00', cashHeldLbp: 895_000 },
    ])
    // A settlement of a past shift is that shift's cash.
    expect(
      shift([delivery], {
        settlements: [balanced(FROM - 1)],
      }).cashExpected,
    ).toBe('0.00')
  })

  it('expects the drawer in each currency: pickups as tendered, settlements as counted', () => {
    const cash = { paymentMethod: 'cash', paymentStatus: 'paid' } as const
    // No tender: exactly the cash due, in dollars ($20.00 less $5.00 from the wallet).
    const exact = order(FROM + H, [['picked_up', FROM + 2 * H]], {
      ...cash,
      walletAmountUsed: '5.00',
    })
    // $20.00 paid with 2,000,000 LBP at 89,500: 210,000 LBP back.
    const pounds = order(FROM + H, [['picked_up', FROM + 2 * H]], {
      ...cash,
      lbpPerUsd: 89_500,
      cash: { receivedUsd: '0.00', receivedLbp: 2_000_000, changeUsd: '0.00', changeLbp: 210_000 },
    })
    // $20.00 paid with $10 and 1,000,000 LBP: 105,000 LBP back.
    const both = order(FROM + H, [['picked_up', FROM + 2 * H]], {
      ...cash,
      cash: { receivedUsd: '10.00', receivedLbp: 1_000_000, changeUsd: '0.00', changeLbp: 105_000 },
    })
    // A delivery's cash is its rider's: the drawer has it once settled.
    const delivery = order(FROM + H, [['delivered', FROM + 2 * H]], {
      ...cash,
      fulfilment: 'delivery',
      rider: { id: 4, name: 'Hadi' },
      cash: { receivedUsd: '0.00', receivedLbp: 1_800_000, changeUsd: '0.00', changeLbp: 5_000 },
    })
    const r = shift([exact, pounds, both, delivery], {
      lbpPerUsd: 90_000,
      // The rider held the delivery's 1,795,000 LBP and handed over $1.50 and 1,790,000 LBP.
      settlements: [
        {
          riderId: 4,
          amountCents: 150,
          lbp: 1_790_000,
          expectedCents: 0,
          expectedLbp: 1_795_000,
          ms: FROM + 3 * H,
        },
      ],
    })
    expect(r.cashUsd).toBe('25.00')
    expect(r.cashLbp).toBe(1_790_000 + 895_000 + 1_795_000)
    expect(r.cashExpectedUsd).toBe('26.50')
    expect(r.cashExpectedLbp).toBe(1_790_000 + 895_000 + 1_790_000)
    // 4,475,000 LBP at 90,000 per dollar is $49.72 (49.7222…).
    expect(r.lbpPerUsd).toBe(90_000)
    expect(r.cashExpected).toBe('76.22')
    // Its parts, each currency: the orders' cash, and the settlement's gap (+$1.50, −5,000 LBP).
    expect([r.cashFromOrdersUsd, r.cashFromOrdersLbp]).toEqual(['25.00', r.cashLbp])
    expect([r.settlementGapsUsd, r.settlementGapsLbp]).toEqual(['1.50', -5_000])
    expect(r.byPayment).toEqual({ cash: '75.00', card: '0.00', wallet: '5.00' })
  })

  it('counts the VAT the totals include, in dollars and in pounds at each order’s rate', () => {
    const a = order(FROM + H, [['picked_up', FROM + 2 * H]], { total: '16.50', lbpPerUsd: 89_500 })
    const b = order(FROM + H, [['picked_up', FROM + 2 * H]], {
      total: '16.50',
      lbpPerUsd: 90_000,
      vatPercent: '11.00',
    })
    const r = shift([a, b])
    // $16.50 at 11% included holds $1.64 (1.6351…): 146,780 LBP at 89,500 and 147,600 at 90,000.
    expect(r.vat).toBe('3.28')
    expect(r.vatLbp).toBe(146_780 + 147_600)
  })

  it('lists an order still open and counts it in the shift it ends in', () => {
    const o = order(FROM + 5 * H, [
      ['accepted', FROM + 5 * H + 60_000],
      ['picked_up', TO + H],
    ])
    const first = shift([o])
    expect(first.orders.placed).toBe(1)
    expect(first.orders.open).toEqual([{ id: o.id, number: o.number, status: 'accepted' }])
    expect(first.net).toBe('0.00')
    const next = shift([o], { fromMs: TO, toMs: TO + 6 * H })
    expect(next.orders).toMatchObject({ placed: 0, pickedUp: 1, open: [] })
    expect(next.net).toBe('20.00')
  })

  it('leaves out what ended before the shift or happened after it, and other branches', () => {
    const before = order(FROM - 2 * H, [['picked_up', FROM - H]])
    const later = order(TO + 60_000, [['picked_up', TO + H]])
    const elsewhere = order(FROM + H, [['picked_up', FROM + 2 * H]], { branchId: 2 })
    const r = shift([before, later, elsewhere, before])
    expect(r.orders).toMatchObject({ placed: 0, pickedUp: 0, open: [] })
    expect(r.net).toBe('0.00')
    expect(r.byHour).toEqual([])
  })
})

describe('sales facts', () => {
  it('split an order among its products to the cent, adding up to the order', () => {
    expect(shares(100, [1, 1, 1])).toEqual([33, 33, 34])
    expect(shares(5, [0, 0])).toEqual([5, 0])
    const o = order(FROM, [['delivered', FROM + H]], {
      subtotal: '30.00',
      discount: '1.00',
      deliveryCharge: '2.50',
      total: '31.50',
      items: [
        { productId: 7, name: 'Falafel wrap', quantity: 2, lineTotal: '10.00' },
        { productId: 9, name: 'Fattoush', quantity: 1, lineTotal: '20.00' },
      ],
    })
    const fact = factOf(o)!
    for (const field of ['gross', 'discounts', 'deliveryCharges', 'net'] as const) {
      const sum = fact.products.reduce((s, [, f]) => s + f[field], 0)
      expect(sum, field).toBe(fact.figures[field])
    }
    expect(fact.products.map(([id, f]) => [id, f.net])).toEqual([
      [7, 1050],
      [9, 2100],
    ])
  })
})
