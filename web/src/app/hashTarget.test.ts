import { describe, expect, it } from 'vitest'
import { hashTarget } from './hashTarget'
import { PUBLIC_SCREENS, SCREEN_PATHS } from './screens'

const known = [...PUBLIC_SCREENS.map((screen) => screen.path), ...SCREEN_PATHS]

describe('hashTarget', () => {
  it('follows the hash form of a route of the app', () => {
    expect(hashTarget('#/login', known)).toBe('/login')
    expect(hashTarget('#/product/12/edit', known)).toBe('/product/12/edit')
    expect(hashTarget('#/wallets/add?type=2', known)).toBe('/wallets/add?type=2')
    expect(hashTarget('#/reset-password?token=abc==def', known)).toBe(
      '/reset-password?token=abc==def',
    )
  })

  it('anything else goes to /dashboard, like an unknown path', () => {
    for (const hash of [
      '',
      '#',
      '#/',
      '#login',
      '#/no/such/place',
      '#/product/12/delete',
      '#//evil.example/login',
      '#/%2F%2Fevil.example',
    ]) {
      expect(hashTarget(hash, known), hash).toBe('/dashboard')
    }
  })
})
