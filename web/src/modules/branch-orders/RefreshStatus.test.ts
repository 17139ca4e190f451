import { describe, expect, it } from 'vitest'
import { freshness } from './RefreshStatus'

const orders = [
  { updatedAt: '2026-11-25T18:30:05.000Z' },
  { updatedAt: '2026-11-25T19:02:10.000Z' },
  { updatedAt: '2026-11-25T18:45:00.000Z' },
]

describe('how fresh the board says it is', () => {
  it('while live, gives the time of the last change, not of the last read', () => {
    // 19:02:10 UTC is 9:02:10 PM in Beirut (UTC+2 in November).
    expect(freshness(true, '2026-11-25T19:30:00.000Z', orders)).toBe('Last change 9:02:10 PM')
    expect(freshness(true, '2026-11-25T19:30:00.000Z', [])).toBeUndefined()
  })

  it('while not live, when it was last read', () => {
    expect(freshness(false, '2026-11-25T19:30:00.000Z', orders)).toBe('Updated 9:30:00 PM')
    expect(freshness(false, undefined, orders)).toBeUndefined()
  })
})
