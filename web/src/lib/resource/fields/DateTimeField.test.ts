import { describe, expect, it } from 'vitest'
import { fromLocalInput, toLocalInput } from './DateTimeField'

describe('DateTimeField text', () => {
  it('round-trips an instant through the local text', () => {
    const iso = new Date(2026, 4, 12, 9, 30).toISOString()
    expect(toLocalInput(iso)).toBe('2026-05-12T09:30')
    expect(fromLocalInput('2026-05-12T09:30')).toBe(iso)
  })
  it('leaves empty as missing and nonsense as typed', () => {
    expect(fromLocalInput('')).toBeUndefined()
    expect(toLocalInput(undefined)).toBe('')
    expect(toLocalInput('not a date')).toBe('')
  })
})
