import { describe, expect, it } from 'vitest'
import { lengthCount } from './lengthCount'

describe('lengthCount', () => {
  it('says nothing far from the limit, and counts near it and past it', () => {
    expect(lengthCount('x'.repeat(100), 500)).toBeUndefined()
    expect(lengthCount('x'.repeat(400), 500)).toBe('400 / 500 characters')
    expect(lengthCount('x'.repeat(501), 500)).toBe('501 / 500 characters')
  })
})
