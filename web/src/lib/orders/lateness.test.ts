import { describe, expect, it } from 'vitest'
import { ageMinutes, formatAge } from './lateness'

const placed = '2026-11-21T18:00:00.000Z'
const at = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000

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
