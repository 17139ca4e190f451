import { describe, expect, it } from 'vitest'
import { change, formatUsd, previousPeriod } from './figures'

describe('dashboard figures', () => {
  it('words the change against the previous period, good news when it grows', () => {
    expect(change(112, 100)).toEqual({ text: '+12%', good: true })
    expect(change(97, 100)).toEqual({ text: '−3%', good: false })
    expect(change(5, 0)).toEqual({ text: 'New', good: true })
    expect(change(0, 0)).toEqual({ text: 'No change', good: undefined })
    expect(change(1001, 1000)).toEqual({ text: '+0%', good: true })
  })

  it('names the previous period by its length and writes dollars', () => {
    expect(previousPeriod('2026-10-25T00:00:00.000Z', '2026-11-24T00:00:00.000Z')).toBe(
      'the previous 30 days',
    )
    expect(previousPeriod('2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z')).toBe(
      'the previous day',
    )
    expect(formatUsd('1234.50')).toBe('$1,234.50')
  })
})
