import { describe, expect, it } from 'vitest'
import { errorsOf, parseOk } from '../testing'
import { bannerResource } from './banner'
import { couponResource } from './coupon'
import { notificationResource } from './notification'

const banner = {
  title: 'Ramadan iftar boxes',
  titleAr: 'صناديق الإفطار',
  imageUrl: '/api/uploads/ramadan.png',
  linkType: 'category',
  linkTargetId: 3,
  startsAt: '2026-02-18T00:00:00.000Z',
  endsAt: '2026-03-19T23:59:00.000Z',
  branchIds: [],
}

const coupon = {
  code: ' summer-25 ',
  description: '25% off in July',
  discountType: 'percent',
  value: '25.00',
  maxDiscount: '10.00',
  minOrderTotal: '15.00',
  startsAt: '2026-07-01T00:00:00.000Z',
  endsAt: '2026-07-31T21:00:00.000Z',
  usageLimit: 500,
  perCustomerLimit: 2,
}

describe('banner', () => {
  it('takes a realistic banner', () => {
    expect(errorsOf(bannerResource.input, banner)).toEqual({})
  })

  it('ends after it starts', () => {
    expect(errorsOf(bannerResource.input, { ...banner, endsAt: banner.startsAt })).toEqual({
      endsAt: 'Ends at must be after starts at',
    })
    expect(errorsOf(bannerResource.input, { ...banner, endsAt: null })).toEqual({})
  })

  it('needs the target of its link', () => {
    expect(errorsOf(bannerResource.input, { ...banner, linkTargetId: null })).toEqual({
      linkTargetId: 'Choose what the link opens',
    })
    expect(
      errorsOf(bannerResource.input, {
        ...banner,
        linkType: 'url',
        linkUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      linkUrl: 'Link address must start with https://',
    })
    expect(
      errorsOf(bannerResource.input, { ...banner, linkType: 'url', linkUrl: 'http://example.com' }),
    ).toEqual({ linkUrl: 'Link address must start with https://' })
    expect(
      errorsOf(bannerResource.input, {
        ...banner,
        linkType: 'url',
        linkUrl: 'https://example.com/iftar',
      }),
    ).toEqual({})
    expect(errorsOf(bannerResource.input, { ...banner, startsAt: 'tomorrow' })).toEqual({
      startsAt: 'Starts at must be a date and time',
    })
  })
})

describe('coupon', () => {
  it('trims and upper-cases the code', () => {
    expect(parseOk(couponResource.input, coupon).code).toBe('SUMMER-25')
  })

  it('refuses codes outside A-Z 0-9 _ -, 3 to 20 long', () => {
    const message = 'Code must be 3 to 20 letters, digits, dashes or underscores'
    for (const code of ['ab', 'SAVE 10', 'ÉTÉ10', 'SAVE!']) {
      expect(errorsOf(couponResource.input, { ...coupon, code })).toEqual({ code: message })
    }
    expect(errorsOf(couponResource.input, { ...coupon, code: 'X'.repeat(21) })).toEqual({
      code: 'Code must be at most 20 characters',
    })
    expect(errorsOf(couponResource.input, { ...coupon, code: '  ' })).toEqual({
      code: 'Code is required',
    })
  })

  it('keeps a percentage at or below 100 and a fixed value above 0', () => {
    expect(errorsOf(couponResource.input, { ...coupon, value: '100.01' })).toEqual({
      value: 'A percentage cannot be more than 100',
    })
    expect(errorsOf(couponResource.input, { ...coupon, value: '100.00' })).toEqual({})
    expect(
      errorsOf(couponResource.input, {
        ...coupon,
        discountType: 'fixed',
        value: '150.00',
        maxDiscount: null,
      }),
    ).toEqual({})
    expect(errorsOf(couponResource.input, { ...coupon, value: '0.00' })).toEqual({
      value: 'Value must be at least 0.01',
    })
  })

  it('ends after it starts; per-customer uses within the usage limit', () => {
    expect(
      errorsOf(couponResource.input, { ...coupon, endsAt: '2026-06-30T00:00:00.000Z' }),
    ).toEqual({
      endsAt: 'Ends at must be after starts at',
    })
    expect(
      errorsOf(couponResource.input, { ...coupon, usageLimit: 1, perCustomerLimit: 2 }),
    ).toEqual({
      perCustomerLimit: 'Uses per customer cannot be more than the usage limit',
    })
  })

  it('does not take the read-only used count', () => {
    expect(errorsOf(couponResource.input, { ...coupon, usedCount: 0 })).toEqual({
      usedCount: 'Unknown field',
    })
  })
})

describe('notification', () => {
  const notification = {
    title: 'Free delivery tonight',
    titleAr: 'توصيل مجاني الليلة',
    body: 'On every order above $20 until midnight.',
    bodyAr: 'على كل طلب فوق ٢٠ دولار حتى منتصف الليل',
    audience: 'all',
  }

  it('sends now by default', () => {
    expect(parseOk(notificationResource.input, notification)).toMatchObject({
      scheduledAt: null,
      linkType: 'none',
      segment: null,
      customerIds: [],
    })
  })

  it('needs a segment or customers for those audiences', () => {
    expect(errorsOf(notificationResource.input, { ...notification, audience: 'segment' })).toEqual({
      segment: 'Choose a segment',
    })
    expect(
      errorsOf(notificationResource.input, { ...notification, audience: 'customers' }),
    ).toEqual({
      customerIds: 'Choose at least one customer',
    })
    expect(
      errorsOf(notificationResource.input, {
        ...notification,
        audience: 'segment',
        segment: 'loyal',
      }),
    ).toEqual({})
  })
})
