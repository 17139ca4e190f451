import { afterEach, describe, expect, it } from 'vitest'
import { businessClock } from './entities/coupon-rules'
import { branchClock } from './entities/opening-hours'
import {
  DEFAULT_BUSINESS_TIME_ZONE,
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
