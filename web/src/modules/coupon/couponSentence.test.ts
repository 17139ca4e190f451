import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { couponSentence, weekdaysText } from './couponSentence'
import type { CouponTerms } from './couponSentence'

const NOW = Date.parse('2026-11-23T10:00:00.000Z')
const UTC = 'UTC'
const percent: CouponTerms = {
  discountType: 'percent',
  value: '15.00',
  maxDiscount: '5.00',
  minOrderTotal: '20.00',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T23:59:00.000Z',
  usageLimit: 100,
  usedCount: 63,
  perCustomerLimit: null,
  firstOrderOnly: true,
  appliesTo: 'order',
  fulfilment: 'any',
  happyHour: null,
  isActive: true,
}
const sentence = (c: CouponTerms) => couponSentence(c, NOW, UTC)

describe('couponSentence', () => {
  it('says what a percentage coupon does, its cap, end, uses left and first order', () => {
    expect(sentence(percent)).toBe(
      '15% off orders of $20.00 or more, at most $5.00 off, until December 31, 2026, 11:59 PM; 37 of 100 uses left; first order only.',
    )
  })

  it('says a fixed amount without a cap, minimum or limits', () => {
    expect(
      sentence({
        ...percent,
        discountType: 'fixed',
        value: '5.00',
        maxDiscount: '9.00',
        minOrderTotal: '0.00',
        usageLimit: null,
        firstOrderOnly: false,
      }),
    ).toBe('$5.00 off orders, until December 31, 2026, 11:59 PM.')
  })

  it('says free or cheaper delivery for a delivery coupon', () => {
    const delivery = { ...percent, appliesTo: 'delivery' as const, maxDiscount: null }
    expect(
      sentence({
        ...delivery,
        value: '100.00',
        minOrderTotal: '15.00',
        usageLimit: null,
        firstOrderOnly: false,
      }),
    ).toBe('Free delivery on orders of $15.00 or more, until December 31, 2026, 11:59 PM.')
    expect(
      sentence({
        ...delivery,
        discountType: 'fixed',
        value: '1.00',
        minOrderTotal: '0.00',
        usageLimit: null,
        firstOrderOnly: false,
      }),
    ).toBe('$1.00 off delivery, until December 31, 2026, 11:59 PM.')
  })

  it('names pickup or delivery orders, the happy hour and the per-customer limit', () => {
    expect(
      sentence({
        ...percent,
        value: '12.50',
        maxDiscount: null,
        fulfilment: 'pickup',
        happyHour: {
          days: ['monday', 'tuesday', 'wednesday', 'thursday'],
          from: '15:00',
          to: '18:00',
        },
        usageLimit: null,
        perCustomerLimit: 2,
        firstOrderOnly: false,
      }),
    ).toBe(
      '12.5% off pickup orders of $20.00 or more, Monday–Thursday 15:00–18:00 (Beirut time), until December 31, 2026, 11:59 PM; 2 times per customer.',
    )
  })

  it('says when a coupon starts later, has ended or is switched off', () => {
    expect(
      sentence({
        ...percent,
        startsAt: '2026-12-01T09:00:00.000Z',
        usageLimit: null,
        firstOrderOnly: false,
        perCustomerLimit: 1,
      }),
    ).toBe(
      '15% off orders of $20.00 or more, at most $5.00 off, from December 1, 2026, 9:00 AM until December 31, 2026, 11:59 PM; once per customer.',
    )
    expect(
      sentence({
        ...percent,
        endsAt: '2026-11-20T18:00:00.000Z',
        usageLimit: null,
        firstOrderOnly: false,
        isActive: false,
      }),
    ).toBe(
      '15% off orders of $20.00 or more, at most $5.00 off, ended November 20, 2026, 6:00 PM; switched off.',
    )
  })

  it('waits for a value, and leaves out what is not typed yet', () => {
    expect(sentence({ ...percent, value: '' })).toBe(
      'Enter the discount to see what the coupon does.',
    )
    expect(sentence({ discountType: 'percent', value: '10.00' })).toBe('10% off orders.')
  })

  it('counts no use left below zero', () => {
    expect(sentence({ discountType: 'fixed', value: '2.00', usageLimit: 5, usedCount: 7 })).toBe(
      '$2.00 off orders; 0 of 5 uses left.',
    )
  })
})

describe('weekdaysText', () => {
  it('joins runs of three or more days with a dash, in week order', () => {
    expect(weekdaysText(['thursday', 'monday', 'tuesday', 'wednesday'])).toBe('Monday–Thursday')
    expect(weekdaysText(['friday', 'monday', 'wednesday'])).toBe('Monday, Wednesday and Friday')
    expect(weekdaysText(['saturday', 'sunday'])).toBe('Saturday and Sunday')
    expect(
      weekdaysText(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
    ).toBe('every day')
  })
})

describe('couponSentence in Arabic', () => {
  afterEach(speakEnglish)

  it('says the whole sentence in Arabic, Arabic punctuation and plurals, no English left', async () => {
    await speakArabic()
    const text = sentence({
      ...percent,
      fulfilment: 'pickup',
      happyHour: {
        days: ['monday', 'tuesday', 'wednesday', 'thursday'],
        from: '15:00',
        to: '18:00',
      },
      perCustomerLimit: 2,
    })
    expect(text).toContain('خصم 15% على طلبات الاستلام بقيمة $20.00 أو أكثر')
    expect(text).toContain('الاثنين–الخميس 15:00–18:00')
    expect(text).toContain('؛ تبقّى 37 من أصل 100 استخدام؛ مرتان لكل زبون؛ للطلب الأول فقط.')
    expect(text).not.toMatch(/[A-Za-z]/)
    expect(weekdaysText(['friday', 'monday', 'wednesday'])).toBe('الاثنين، الأربعاء والجمعة')
  })
})
