import { describe, expect, it } from 'vitest'
import { errorsOf } from '../testing'
import { bannerResource } from './banner'
import { couponResource } from './coupon'
import { scheduleStatusOf } from './schedule'

const startsAt = '2026-07-01T09:00:00.000Z'
const endsAt = '2026-07-31T21:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('scheduleStatusOf', () => {
  const live = { startsAt, endsAt, isActive: true }

  it('is scheduled until the start, live from the start to just before the end', () => {
    expect(scheduleStatusOf(live, at(startsAt) - 1)).toBe('scheduled')
    expect(scheduleStatusOf(live, at(startsAt))).toBe('live')
    expect(scheduleStatusOf(live, at(endsAt) - 1)).toBe('live')
  })

  it('is expired from the end on', () => {
    expect(scheduleStatusOf(live, at(endsAt))).toBe('expired')
    expect(scheduleStatusOf(live, at(endsAt) + 86_400_000)).toBe('expired')
  })

  it('never expires without an end', () => {
    expect(scheduleStatusOf({ ...live, endsAt: null }, at('2099-01-01T00:00:00.000Z'))).toBe('live')
  })

  it('is inactive when switched off, whatever the dates', () => {
    const off = { ...live, isActive: false }
    for (const now of [at(startsAt) - 1, at(startsAt), at(endsAt)]) {
      expect(scheduleStatusOf(off, now)).toBe('inactive')
    }
  })
})

describe('the status filter', () => {
  it('takes a schedule status and names the others', () => {
    for (const resource of [bannerResource, couponResource]) {
      const query = resource.routes.list.query!
      expect(errorsOf(query, { status: 'live' })).toEqual({})
      expect(errorsOf(query, { status: 'running' })).toEqual({
        status: 'Status must be one of scheduled, live, expired, inactive',
      })
    }
  })
})
