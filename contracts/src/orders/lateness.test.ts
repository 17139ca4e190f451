import { describe, expect, it } from 'vitest'
import { isLate, lateness } from './lateness'
import type { LatenessOrder } from './lateness'

const placed = '2026-11-21T18:00:00.000Z'
const at = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000
const order = (status: LatenessOrder['status'], overrides: Partial<LatenessOrder> = {}) => ({
  status,
  createdAt: placed,
  scheduledFor: null,
  statusSince: placed,
  rider: null,
  ...overrides,
})
const prep = (preparationMinutes: number) => ({ preparationMinutes, maxDeliveryMinutes: 40 })

describe('a late order', () => {
  it('is one not yet ready, waiting longer than the preparation time', () => {
    expect(isLate(order('pending'), prep(20), at(20))).toBe(false)
    expect(isLate(order('pending'), prep(20), at(20, 1))).toBe(true)
    expect(isLate(order('accepted'), prep(20), at(25))).toBe(true)
    expect(isLate(order('preparing'), prep(30), at(25))).toBe(false)
    expect(lateness(order('preparing'), prep(30), at(31))).toEqual({
      why: 'preparation',
      minutes: 30,
    })
  })

  it('is never one ready, nor one whose branch is unknown', () => {
    expect(isLate(order('ready'), prep(20), at(90))).toBe(false)
    expect(isLate(order('pending'), undefined, at(90))).toBe(false)
  })

  it('when scheduled, is late only once its time has passed too', () => {
    const scheduled = order('accepted', { scheduledFor: new Date(at(120)).toISOString() })
    expect(isLate(scheduled, prep(20), at(60))).toBe(false)
    expect(isLate(scheduled, prep(20), at(121))).toBe(true)
  })
})

describe('an order placed with a promise (readyBy)', () => {
  // Promised ready 30 min after placing (20 min and busy +10 then).
  const promised = order('accepted', { readyBy: new Date(at(30)).toISOString() })

  it('is late once that time has passed, whatever the branch’s pace is now', () => {
    expect(isLate(promised, prep(20), at(25))).toBe(false)
    expect(isLate(promised, prep(20), at(30))).toBe(false)
    expect(lateness(promised, prep(20), at(30, 1))).toEqual({ why: 'preparation', minutes: 30 })
    // Busy mode set since (60 min now) does not excuse it; nor does ending it make it late sooner.
    expect(isLate(promised, prep(60), at(31))).toBe(true)
    expect(isLate(promised, prep(5), at(29))).toBe(false)
  })

  it('when scheduled, counts the promised minutes from its time', () => {
    const later = order('pending', {
      scheduledFor: new Date(at(120)).toISOString(),
      readyBy: new Date(at(140)).toISOString(),
    })
    expect(isLate(later, prep(20), at(139))).toBe(false)
    expect(lateness(later, prep(20), at(141))).toEqual({ why: 'preparation', minutes: 20 })
  })

  it('is never late once ready', () => {
    expect(isLate({ ...promised, status: 'ready' }, prep(20), at(90))).toBe(false)
  })
})

describe('a delivery late on the road', () => {
  const rider = { name: 'Hussein Bizri', phone: '+96103123456' }
  // Placed long ago, sent out at the 60th minute: the road counts from the send-out.
  const out = order('out_for_delivery', { statusSince: new Date(at(60)).toISOString(), rider })

  it('is one out longer than the branch’s longest delivery, 40 min by default', () => {
    const branch = prep(20)
    expect(lateness(out, branch, at(60 + 39))).toBeUndefined()
    expect(lateness(out, branch, at(60 + 40))).toBeUndefined()
    expect(lateness(out, branch, at(60 + 41))).toEqual({ why: 'road', minutes: 41, rider })
  })

  it('follows the branch’s own maxDeliveryMinutes', () => {
    const branch = { preparationMinutes: 20, maxDeliveryMinutes: 20 }
    expect(isLate(out, branch, at(60 + 19))).toBe(false)
    expect(lateness(out, branch, at(60 + 21, 30))).toEqual({ why: 'road', minutes: 21, rider })
  })
})
