import { describe, expect, it } from 'vitest'
import { ageOn, resolveDateRange, startOfUtcDay, utcDay } from './dates'

const now = Date.parse('2026-05-20T15:45:00.000Z')

describe('resolveDateRange', () => {
  it('defaults to the last 30 UTC days, today included, up to now', () => {
    const { fromMs, toMs } = resolveDateRange({}, now)
    expect(new Date(fromMs).toISOString()).toBe('2026-04-21T00:00:00.000Z')
    expect(toMs).toBe(now)
  })

  it('reads a date as UTC midnight, and a `to` date as the end of that day', () => {
    const { fromMs, toMs } = resolveDateRange({ from: '2026-05-01', to: '2026-05-01' }, now)
    expect(new Date(fromMs).toISOString()).toBe('2026-05-01T00:00:00.000Z')
    expect(new Date(toMs).toISOString()).toBe('2026-05-02T00:00:00.000Z')
  })

  it('keeps instants as they are, offsets included', () => {
    const { fromMs } = resolveDateRange({ from: '2026-05-01T03:00:00+03:00' }, now)
    expect(new Date(fromMs).toISOString()).toBe('2026-05-01T00:00:00.000Z')
  })

  it('names UTC days', () => {
    expect(utcDay(Date.parse('2026-05-20T23:59:59.999Z'))).toBe('2026-05-20')
    expect(startOfUtcDay(now)).toBe(Date.parse('2026-05-20T00:00:00.000Z'))
  })
})

describe('ageOn', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageOn('2008-05-20', now)).toBe(18)
    expect(ageOn('2008-05-21', now)).toBe(17)
    expect(ageOn('1990-12-31', now)).toBe(35)
  })
})
