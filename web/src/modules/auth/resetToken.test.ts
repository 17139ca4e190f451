import { describe, expect, it } from 'vitest'
import { resetTokenFromSearch } from './resetToken'

describe('resetTokenFromSearch', () => {
  it('takes the text after the first equals sign', () => {
    expect(resetTokenFromSearch('?token=abc123')).toBe('abc123')
  })

  it('keeps equals signs inside the token', () => {
    expect(resetTokenFromSearch('?token=YWJj==')).toBe('YWJj==')
    expect(resetTokenFromSearch('?token=a=b=c')).toBe('a=b=c')
  })

  it('does not care what the parameter is called', () => {
    expect(resetTokenFromSearch('?t=xyz')).toBe('xyz')
    expect(resetTokenFromSearch('token=xyz')).toBe('xyz')
  })

  it('decodes a percent-encoded token and keeps one that is not', () => {
    expect(resetTokenFromSearch('?token=YWJj%3D%3D')).toBe('YWJj==')
    expect(resetTokenFromSearch('?token=100%')).toBe('100%')
  })

  it('finds no token when there is none', () => {
    expect(resetTokenFromSearch('')).toBeUndefined()
    expect(resetTokenFromSearch('?')).toBeUndefined()
    expect(resetTokenFromSearch('?token')).toBeUndefined()
    expect(resetTokenFromSearch('?token=')).toBeUndefined()
  })
})
