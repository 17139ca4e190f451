import { describe, expect, it } from 'vitest'
import { WEEKDAYS } from '../entities/opening-hours'
import { PHONE_ORDER_MESSAGES as M } from './phone-order-messages'
import { couponProblem, pointsValueCents, priceOrder } from './pricing'
import type { PricingCoupon, PricingInput, PricingProduct } from './pricing'

// Tuesday 2026-05-12, 12:00 in Beirut (UTC+3).
const NOON = Date.parse('2026-05-12T09:00:00Z')
const OPEN = WEEKDAYS.map((day) => ({
  day,
  closed: false,
  ranges: [{ open: '10:00', close: '23:00' }],
}))

const SHAWARMA: PricingProduct = {
  id: 1,
  name: 'Chicken Shawarma',
  price: '4.50',
  isAvailable: true,
  branchIds: [1],
  optionGroups: [
    {
      id: 1,
      name: 'Size',
      required: true,
      minSelect: 1,
      maxSelect: 1,
      options: [
        { id: 1, name: 'Regular', priceDelta: '0.00' },
        { id: 2, name: 'Large', priceDelta: '1.50' },
      ],
    },
    {
      id: 2,
      name: 'Extras',
      required: false,
      minSelect: 0,
      maxSelect: 2,
      options: [
        { id: 3, name: 'Extra garlic', priceDelta: '0.50' },
        { id: 4, name: 'Extra cheese', priceDelta: '1.00' },
        { id: 5, name: 'Pickles', priceDelta: '0.00' },
      ],
    },
  ],
}
const JUICE: PricingProduct = {
  id: 2,
  name: 'Orange Juice',
  price: '3.33',
  isAvailable: true,
  branchIds: [1, 2],
  optionGroups: [],
}
const products = new Map([SHAWARMA, JUICE].map((p) => [p.id, p]))

const coupon = (over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  code: 'SUMMER25',
  discountType: 'percent',
  value: '25.00',
  maxDiscount: null,
  appliesTo: 'order',
  isActive: true,
  startsAt: '2026-05-01T00:00:00Z',
  endsAt: '2026-06-01T00:00:00Z',
  minOrderTotal: '0.00',
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  firstOrderOnly: false,
  fulfilment: 'any',
  happyHour: null,
  ...over,
})

const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  now: NOON,
  fulfilment: 'delivery',
  lines: [{ productId: 1, quantity: 2, optionIds: [2, 3], notes: 'No garlic on one' }],
  couponCode: '',
  redeemPoints: 0,
  useWallet: false,
  paymentMethod: 'cash',
  scheduledFor: null,
  branch: { id: 1, name: 'Hamra', isActive: true, acceptingOrders: true, openingHours: OPEN },
  product: (id) => products.get(id),
  area: { area: 'Hamra', charge: '2.00', minimumOrder: '5.00', freeDeliveryAbove: '40.00' },
  areaAsked: { name: 'Hamra', field: 'address.area' },
  coupon: null,
  customer: {
    name: 'Lina Aoun',
    isBlocked: false,
    walletBalance: '20.00',
    loyaltyPoints: 800,
    ordersBefore: 3,
    couponUses: 0,
  },
  rate: { usdPerPoint: '0.01', minRedeemPoints: 100 },
  ...over,
})

const messages = (over: Partial<PricingInput>) =>
  priceOrder(input(over)).problems.map((p) => p.message)

describe('priceOrder', () => {
  it('adds the chosen options’ deltas to the unit price of each line', () => {
    const q = priceOrder(input())
    expect(q.items[0]).toEqual({
      productId: 1,
      name: 'Chicken Shawarma',
      quantity: 2,
      unitPrice: '4.50',
      options: [
        { group: 'Size', name: 'Large', priceDelta: '1.50' },
        { group: 'Extras', name: 'Extra garlic', priceDelta: '0.50' },
      ],
      notes: 'No garlic on one',
      lineTotal: '13.00',
    })
    expect(q).toMatchObject({ subtotal: '13.00', deliveryCharge: '2.00', total: '15.00' })
    expect(q.problems).toEqual([])
  })

  it('charges the area’s delivery below its free-delivery threshold and nothing from it on', () => {
    const at = (quantity: number) =>
      priceOrder(input({ lines: [{ productId: 1, quantity, optionIds: [1], notes: '' }] }))
    expect(at(8)).toMatchObject({ subtotal: '36.00', deliveryCharge: '2.00', total: '38.00' })
    expect(at(9)).toMatchObject({ subtotal: '40.50', deliveryCharge: '0.00', total: '40.50' })
    expect(priceOrder(input({ fulfilment: 'pickup', area: null, areaAsked: null }))).toMatchObject({
      deliveryCharge: '0.00',
      total: '13.00',
    })
  })

  it('refuses below the area’s minimum, an area the branch does not serve', () => {
    const juice = [{ productId: 2, quantity: 1, optionIds: [], notes: '' }]
    expect(messages({ lines: juice })).toEqual(['Minimum order for Hamra is $5.00'])
    expect(messages({ area: null, areaAsked: { name: 'Jbeil', field: 'address.area' } })).toEqual([
      M.areaNotServed('Hamra', 'Jbeil'),
    ])
  })

  it('takes a percent coupon off the subtotal, rounded to the cent, up to its maximum', () => {
    const lines = [{ productId: 2, quantity: 3, optionIds: [], notes: '' }] // 9.99
    const q = priceOrder(input({ lines, couponCode: 'SUMMER25', coupon: coupon() }))
    // 25% of 9.99 = 2.4975 -> 2.50
    expect(q).toMatchObject({
      subtotal: '9.99',
      discount: '2.50',
      total: '9.49',
      couponCode: 'SUMMER25',
    })
    const capped = priceOrder(
      input({ lines, couponCode: 'SUMMER25', coupon: coupon({ maxDiscount: '1.00' }) }),
    )
    expect(capped).toMatchObject({ discount: '1.00', total: '10.99' })
  })

  it('takes a fixed coupon off, never more than the subtotal', () => {
    const fixed = coupon({ code: 'FIVE', discountType: 'fixed', value: '5.00' })
    expect(priceOrder(input({ couponCode: 'FIVE', coupon: fixed }))).toMatchObject({
      discount: '5.00',
      total: '10.00',
    })
    const big = coupon({ code: 'BIG', discountType: 'fixed', value: '50.00' })
    expect(priceOrder(input({ couponCode: 'BIG', coupon: big }))).toMatchObject({
      discount: '13.00',
      total: '2.00',
    })
  })

  it('takes a delivery coupon off the delivery charge only; nothing off is a problem', () => {
    const free = coupon({ code: 'FREEDEL', value: '100.00', appliesTo: 'delivery' })
    expect(priceOrder(input({ couponCode: 'FREEDEL', coupon: free }))).toMatchObject({
      discount: '2.00',
      total: '13.00',
    })
    const pickup = input({ fulfilment: 'pickup', area: null, areaAsked: null })
    expect(priceOrder({ ...pickup, couponCode: 'FREEDEL', coupon: free }).problems).toEqual([
      { field: 'couponCode', message: M.couponNothingOff('FREEDEL') },
    ])
  })

  it('refuses a coupon by the rules that count its use, named by its code', () => {
    const ended = coupon({ endsAt: '2026-05-10T00:00:00Z' })
    const q = priceOrder(input({ couponCode: 'SUMMER25', coupon: ended }))
    expect(q.problems).toEqual([{ field: 'couponCode', message: 'Coupon SUMMER25 has ended.' }])
    expect(q).toMatchObject({ discount: '0.00', couponCode: null })
    expect(messages({ couponCode: 'NOPE', coupon: null })).toEqual([M.couponUnknown('NOPE')])
    const first = coupon({ firstOrderOnly: true })
    expect(messages({ couponCode: 'SUMMER25', coupon: first })).toEqual([
      'Coupon SUMMER25 is for a first order only.',
    ])
    expect(couponProblem('X1', 'The order is below the coupon’s minimum.')).toBe(
      'Coupon X1: the order is below the coupon’s minimum.',
    )
  })

  it('redeems points at the active rate within the customer’s balance and the rate’s minimum', () => {
    expect(priceOrder(input({ redeemPoints: 500 }))).toMatchObject({
      pointsRedeemed: 500,
      discount: '5.00',
      total: '10.00',
    })
    expect(messages({ redeemPoints: 900 })).toEqual([M.pointsAboveBalance(800)])
    expect(messages({ redeemPoints: 50 })).toEqual([M.pointsBelowMinimum(100)])
    expect(messages({ redeemPoints: 200, rate: null })).toEqual([M.pointsNoRate])
    expect(messages({ redeemPoints: 200, customer: null })).toEqual([M.pointsNewCustomer])
    expect(pointsValueCents(333, '0.0125')).toBe(416) // 4.1625 -> 4.16
  })

  it('pays from the wallet: all of it by wallet, or what it holds first', () => {
    expect(priceOrder(input({ paymentMethod: 'wallet' }))).toMatchObject({
      walletAmountUsed: '15.00',
      total: '15.00',
    })
    const poor = input().customer!
    const short = { ...poor, walletBalance: '4.00' }
    expect(priceOrder(input({ useWallet: true, customer: short }))).toMatchObject({
      walletAmountUsed: '4.00',
      total: '15.00',
      problems: [],
    })
    expect(messages({ paymentMethod: 'wallet', customer: short })).toEqual([
      M.walletShort('4.00', '15.00'),
    ])
    expect(messages({ useWallet: true, customer: null })).toEqual([M.walletEmpty])
  })

  it('enforces each option group’s required, minimum and maximum choices', () => {
    const line = (optionIds: number[]) => ({
      lines: [{ productId: 1, quantity: 2, optionIds, notes: '' }],
    })
    expect(messages(line([3]))).toEqual([M.optionRequired('Chicken Shawarma', 'Size')])
    expect(messages(line([1, 2]))).toEqual([M.optionTooMany('Chicken Shawarma', 'Size', 1)])
    expect(messages(line([1, 3, 4, 5]))).toEqual([M.optionTooMany('Chicken Shawarma', 'Extras', 2)])
    expect(messages(line([1, 99]))).toEqual([M.optionUnknown('Chicken Shawarma')])
  })

  it('refuses an unavailable product, one not sold at the branch, a blocked customer', () => {
    const away = { ...SHAWARMA, branchIds: [2] }
    expect(messages({ product: (id) => (id === 1 ? away : undefined) })).toEqual([
      M.productNotAtBranch('Chicken Shawarma', 'Hamra'),
    ])
    const off = { ...SHAWARMA, isAvailable: false }
    expect(messages({ product: () => off })).toEqual([M.productUnavailable('Chicken Shawarma')])
    const blocked = { ...input().customer!, isBlocked: true }
    expect(messages({ customer: blocked })).toEqual([M.customerBlocked('Lina Aoun')])
  })

  it('refuses a paused or closed branch now, unless scheduled for an open time', () => {
    const branch = input().branch
    const paused = { ...branch, acceptingOrders: false }
    expect(messages({ branch: paused })).toEqual([M.branchPaused('Hamra')])
    const early = Date.parse('2026-05-12T05:00:00Z') // 08:00 in Beirut
    expect(messages({ now: early })).toEqual([M.branchClosed('Hamra')])
    expect(messages({ now: early, scheduledFor: '2026-05-12T08:30:00Z' })).toEqual([])
    expect(messages({ now: early, scheduledFor: '2026-05-12T06:00:00Z' })).toEqual([
      M.branchClosedAt('Hamra'),
    ])
    expect(messages({ scheduledFor: '2026-05-12T08:00:00Z' })).toEqual([M.scheduledPast])
  })
})
