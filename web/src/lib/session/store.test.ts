import { STORAGE_KEYS } from 'contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginSession, endSession, getSession, getToken, subscribe } from './store'
import { loginFor } from './testing'

const login = (expiresInMs: number, token = 'token-1') =>
  loginFor(token, { expiresInMs, components: [{ key: 'order', actions: ['View'] }] })

describe('session store', () => {
  afterEach(() => {
    endSession()
    vi.useRealTimers()
  })

  it('ends the session at tokenExpiry, without waiting for a 401', async () => {
    vi.useFakeTimers()
    const changes = vi.fn()
    const unsubscribe = subscribe(changes)
    beginSession(login(60_000))
    expect(getSession()?.token).toBe('token-1')
    await vi.advanceTimersByTimeAsync(59_000)
    expect(getSession()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(getSession()).toBeNull()
    expect(Object.values(STORAGE_KEYS).map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect(changes).toHaveBeenCalled()
    unsubscribe()
  })

  it('follows another tab signing out (storage event)', () => {
    beginSession(login(60_000))
    expect(getSession()).not.toBeNull()
    localStorage.removeItem(STORAGE_KEYS.accessToken)
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }))
    expect(getSession()).toBeNull()
  })

  it('the token is the stored one, even before the storage event of another tab', () => {
    beginSession(login(60_000))
    expect(getToken()).toBe('token-1')
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-2')
    expect(getToken()).toBe('token-2')
    localStorage.removeItem(STORAGE_KEYS.accessToken)
    expect(getToken()).toBeUndefined()
  })

  it('does not start an already expired session', () => {
    beginSession(login(-1))
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
  })

  describe("the session's id (what its cache is keyed by, SessionCache)", () => {
    const otherTabStores = (token: string) => {
      localStorage.setItem(STORAGE_KEYS.accessToken, token)
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }))
    }

    it('another tab switching straight to another employee makes a new session', () => {
      beginSession(login(60_000, 'token-of-a'))
      const first = getSession()?.id
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }))
      expect(getSession()?.id).toBe(first) // same token: the same session

      otherTabStores('token-of-b')
      expect(getSession()?.token).toBe('token-of-b')
      expect(getSession()?.id).not.toBe(first)
    })

    it('every sign-in is a new session, even with the token already stored', () => {
      beginSession(login(60_000, 'token-of-a'))
      const first = getSession()?.id
      beginSession(login(60_000, 'token-of-a'))
      expect(getSession()?.id).not.toBe(first)
    })
  })
})
