import { describe, expect, it } from 'vitest'
import { pointsFor } from './ledgers'

describe('points earned on an order', () => {
  it('are exact for every cent amount (no floating-point loss)', () => {
    expect(pointsFor(29, 100)).toBe(29)
    expect(pointsFor(57, 100)).toBe(57)
    expect(pointsFor(1_15, 100)).toBe(115)
    for (let cents = 0; cents <= 100_000; cents += 7) {
      for (const rate of [1, 3, 10, 12, 100, 1000]) {
        expect(pointsFor(cents, rate)).toBe(
          Math.floor((cents * rate - ((cents * rate) % 100)) / 100),
        )
      }
    }
  })

  it('round down to whole points', () => {
    expect(pointsFor(199, 1)).toBe(1)
    expect(pointsFor(99, 1)).toBe(0)
    expect(pointsFor(1250, 12)).toBe(150)
  })
})
