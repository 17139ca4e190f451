import { describe, expect, it } from 'vitest'
import { errorsOf } from '../testing'
import {
  COUPON_REFUSALS,
  businessClock,
  couponRefusal,
  happyHourSchema,
  inHappyHour,
} from './coupon-rules'
import type { CouponRules, CouponUse } from './coupon-rules'
import { couponResource } from './coupon'

const coupon: CouponRules = {
  isActive: true,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  minOrderTotal: '20.00',
  usageLimit: 100,
  perCustomerLimit: 2,
  usedCount: 37,
  firstOrderOnly: false,
  fulfilment: 'any',
  happyHour: null,
}
const use: CouponUse = {
  at: Date.parse('2026-11-16T13:30:00.000Z'), // Monday 15:30 in Beirut (UTC+2)
  subtotalCents: 2000,
  fulfilment: 'delivery',
  customerOrders: 3,
  customerUses: 1,
}
const mondayToThursday = {
  days: ['monday', 'tuesday', 'wednesday', 'thursday'] as const,
  from: '15:00',
  to: '18:00',
}

describe('couponRefusal', () => {
  it('lets an order that meets every rule use the coupon', () => {
    expect(couponRefusal(coupon, use)).toBeNull()
  })

  it('refuses outside its dates (start included, end not) and when switched off', () => {
    expect(couponRefusal({ ...coupon, isActive: false }, use)).toBe(COUPON_REFUSALS.inactive)
    expect(couponRefusal(coupon, { ...use, at: Date.parse(coupon.startsAt) - 1 })).toBe(
      COUPON_REFUSALS.notStarted,
    )
    expect(couponRefusal(coupon, { ...use, at: Date.parse(coupon.startsAt) })).toBeNull()
    expect(couponRefusal(coupon, { ...use, at: Date.parse(coupon.endsAt) })).toBe(
      COUPON_REFUSALS.ended,
    )
  })

  it('counts the minimum, the uses left, the customer’s uses and the first order', () => {
    expect(couponRefusal(coupon, { ...use, subtotalCents: 1999 })).toBe(COUPON_REFUSALS.minOrder)
    expect(couponRefusal({ ...coupon, usedCount: 100 }, use)).toBe(COUPON_REFUSALS.usedUp)
    expect(couponRefusal({ ...coupon, usageLimit: null, usedCount: 10_000 }, use)).toBeNull()
    expect(couponRefusal(coupon, { ...use, customerUses: 2 })).toBe(COUPON_REFUSALS.customerUsedUp)
    expect(couponRefusal({ ...coupon, firstOrderOnly: true }, use)).toBe(
      COUPON_REFUSALS.notFirstOrder,
    )
    expect(couponRefusal({ ...coupon, firstOrderOnly: true }, { ...use, customerOrders: 0 })).toBe(
      null,
    )
  })

  it('keeps a delivery or pickup coupon to its kind of order', () => {
    expect(couponRefusal({ ...coupon, fulfilment: 'pickup' }, use)).toBe(COUPON_REFUSALS.fulfilment)
    expect(couponRefusal({ ...coupon, fulfilment: 'delivery' }, use)).toBeNull()
  })

  it('reads a happy hour on the Beirut clock, whatever the zone of the machine', () => {
    const happy = {
      ...coupon,
      happyHour: { ...mondayToThursday, days: [...mondayToThursday.days] },
    }
    expect(couponRefusal(happy, use)).toBeNull()
    // 12:59 UTC is 14:59 in Beirut: one minute early. 16:00 UTC is 18:00: over.
    expect(couponRefusal(happy, { ...use, at: Date.parse('2026-11-16T12:59:00.000Z') })).toBe(
      COUPON_REFUSALS.outsideHappyHour,
    )
    expect(couponRefusal(happy, { ...use, at: Date.parse('2026-11-16T16:00:00.000Z') })).toBe(
      COUPON_REFUSALS.outsideHappyHour,
    )
    // Friday 15:30 in Beirut.
    expect(couponRefusal(happy, { ...use, at: Date.parse('2026-11-20T13:30:00.000Z') })).toBe(
      COUPON_REFUSALS.outsideHappyHour,
    )
  })
})

describe('Beirut clock', () => {
  it('follows summer time (UTC+3) and winter time (UTC+2)', () => {
    expect(businessClock(Date.parse('2026-07-06T12:00:00.000Z'))).toEqual({
      day: 'monday',
      time: '15:00',
    })
    expect(businessClock(Date.parse('2026-11-15T22:30:00.000Z'))).toEqual({
      day: 'monday',
      time: '00:30',
    })
    expect(
      inHappyHour(
        { ...mondayToThursday, days: ['monday'] },
        Date.parse('2026-07-06T14:59:00.000Z'),
      ),
    ).toBe(true)
  })
})

describe('coupon input', () => {
  const input = {
    code: 'HAPPY15',
    discountType: 'percent',
    value: '15.00',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
  }

  it('takes a happy hour and a kind of order, and needs the hour to end after it starts', () => {
    expect(
      errorsOf(couponResource.input, {
        ...input,
        fulfilment: 'pickup',
        happyHour: { days: ['friday'], from: '15:00', to: '18:00' },
      }),
    ).toEqual({})
    expect(errorsOf(happyHourSchema, { days: [], from: '18:00', to: '15:00' })).toEqual({
      days: 'Choose at least one day',
      to: 'The happy hour must end after it starts',
    })
  })

  it('keeps the maximum discount to percentages', () => {
    expect(
      errorsOf(couponResource.input, { ...input, discountType: 'fixed', maxDiscount: '5.00' }),
    ).toEqual({ maxDiscount: 'Only a percentage has a maximum discount' })
  })
})
