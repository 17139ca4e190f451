import { describe, expect, it } from 'vitest'
import { ageMinutes, formatAge, isLate } from './lateness'

const placed = '2026-11-21T18:00:00.000Z'
const at = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000
const order = (status: 'pending' | 'accepted' | 'preparing' | 'ready' | 'out_for_delivery') => ({
  status,
  createdAt: placed,
  scheduledFor: null,
})

describe('the age of a card', () => {
  it('counts whole minutes since the order was placed', () => {
    expect(ageMinutes(placed, at(0, 59))).toBe(0)
    expect(ageMinutes(placed, at(12, 30))).toBe(12)
    // A clock a little behind the order's stamp reads 0, not a negative age.
    expect(ageMinutes(placed, at(0, -20))).toBe(0)
  })

  it('reads in minutes, then hours and minutes', () => {
    expect(formatAge(12)).toBe('12 min')
    expect(formatAge(59)).toBe('59 min')
    expect(formatAge(65)).toBe('1 h 05 min')
  })
})

describe('a late order', () => {
  it('is one not yet ready, waiting longer than the preparation time', () => {
    expect(isLate(order('pending'), 20, at(20))).toBe(false)
    expect(isLate(order('pending'), 20, at(20, 1))).toBe(true)
    expect(isLate(order('accepted'), 20, at(25))).toBe(true)
    expect(isLate(order('preparing'), 30, at(25))).toBe(false)
    expect(isLate(order('preparing'), 30, at(31))).toBe(true)
  })

  it('is never one already ready or on its way', () => {
    expect(isLate(order('ready'), 20, at(90))).toBe(false)
    expect(isLate(order('out_for_delivery'), 20, at(90))).toBe(false)
  })

  it('when scheduled, is late only once its time has passed too', () => {
    const scheduled = { ...order('accepted'), scheduledFor: new Date(at(120)).toISOString() }
    expect(isLate(scheduled, 20, at(60))).toBe(false)
    expect(isLate(scheduled, 20, at(121))).toBe(true)
  })
})
