import { afterEach, describe, expect, it } from 'vitest'
import { businessClock } from './entities/coupon-rules'
import { branchClock } from './entities/opening-hours'
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  businessDayOf,
  businessTimeZone,
  instantOfWallClock,
  isTimeZone,
  setBusinessTimeZone,
  timeZoneLabel,
} from './time-zone'

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE))

describe('the business time zone', () => {
  it('is Asia/Beirut until set', () => {
    expect(businessTimeZone()).toBe('Asia/Beirut')
  })

  it('knows IANA zones and refuses anything else, saying what it wants', () => {
    expect(isTimeZone('Asia/Beirut')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    for (const bad of ['Beirut', 'Asia/Nowhere', '', '+02:00', '<script>']) {
      expect(isTimeZone(bad)).toBe(false)
    }
    expect(() => setBusinessTimeZone('Asia/Nowhere')).toThrow(
      'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Beirut or Europe/Paris, not "Asia/Nowhere".',
    )
    expect(businessTimeZone()).toBe('Asia/Beirut')
  })

  it('names a zone as a person reads it', () => {
    expect(timeZoneLabel('Asia/Beirut')).toBe('Beirut (Asia/Beirut)')
    expect(timeZoneLabel('America/New_York')).toBe('New York (America/New_York)')
    expect(timeZoneLabel('UTC')).toBe('UTC')
  })

  it('moves the clocks of happy hours and opening hours when set', () => {
    const at = Date.parse('2026-11-16T13:30:00.000Z') // Monday 15:30 in Beirut
    expect(businessClock(at)).toEqual({ day: 'monday', time: '15:30' })
    expect(branchClock(at)).toEqual({ day: 'monday', minute: 15 * 60 + 30 })
    setBusinessTimeZone('Asia/Tokyo')
    expect(businessClock(at)).toEqual({ day: 'monday', time: '22:30' })
    expect(branchClock(at).minute).toBe(22 * 60 + 30)
  })
})

describe('instantOfWallClock', () => {
  it('finds the instant a wall clock reads, winter and summer', () => {
    const winter = { year: 2026, month: 10, day: 25, hour: 12, minute: 34 }
    expect(new Date(instantOfWallClock(winter, 'Asia/Beirut')).toISOString()).toBe(
      '2026-11-25T10:34:00.000Z',
    )
    const summer = { year: 2026, month: 6, day: 6, hour: 0, minute: 30 }
    expect(new Date(instantOfWallClock(summer, 'Asia/Beirut')).toISOString()).toBe(
      '2026-07-05T21:30:00.000Z',
    )
    expect(new Date(instantOfWallClock(winter, 'UTC')).toISOString()).toBe(
      '2026-11-25T12:34:00.000Z',
    )
  })

  it('reads a time skipped by the spring change as the hour after', () => {
    // Beirut's clocks jump from 00:00 to 01:00 on March 29, 2026.
    const skipped = { year: 2026, month: 2, day: 29, hour: 0, minute: 30 }
    expect(new Date(instantOfWallClock(skipped, 'Asia/Beirut')).toISOString()).toBe(
      '2026-03-28T22:30:00.000Z',
    )
  })
})

describe('the business day holding an instant', () => {
  const iso = (d: { fromMs: number; toMs: number }) =>
    [d.fromMs, d.toMs].map((ms) => new Date(ms).toISOString())
  it('runs from its midnight to the next on the business clock, whatever the hour', () => {
    // 00:30 and 23:30 in Beirut (UTC+3 in summer) are the same day.
    expect(iso(businessDayOf(Date.parse('2026-10-14T21:30:00Z')))).toEqual([
      '2026-10-14T21:00:00.000Z',
      '2026-10-15T21:00:00.000Z',
    ])
    expect(iso(businessDayOf(Date.parse('2026-10-15T20:30:00Z')))).toEqual([
      '2026-10-14T21:00:00.000Z',
      '2026-10-15T21:00:00.000Z',
    ])
  })
  it('lasts 25 hours on the autumn change and 23 on the spring one', () => {
    const autumn = businessDayOf(Date.parse('2026-10-24T12:00:00Z'))
    expect((autumn.toMs - autumn.fromMs) / 3_600_000).toBe(25)
    const spring = businessDayOf(Date.parse('2026-03-29T12:00:00Z'))
    expect((spring.toMs - spring.fromMs) / 3_600_000).toBe(23)
  })
})
