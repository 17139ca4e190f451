import { STORAGE_KEYS } from 'contracts'
import { renderHook } from '@testing-library/react'
import { mutate, useSWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginSession, endSession, getSession, getToken, subscribe } from './store'
import { testLogin } from './testing'

const login = (expiresInMs: number, token = 'token-1') => testLogin({ expiresInMs, token })

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

  describe('cached answers', () => {
    const key = '/employee/permissions'
    const cached = () => {
      const { result } = renderHook(() => useSWRConfig())
      return result.current.cache.get(key)?.data
    }
    const otherTabStores = (token: string) => {
      localStorage.setItem(STORAGE_KEYS.accessToken, token)
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }))
    }

    it("another tab switching straight to another employee drops the first one's", async () => {
      beginSession(login(60_000, 'token-of-a'))
      await mutate(key, ['permissions of A'], { revalidate: false })
      expect(cached()).toEqual(['permissions of A'])

      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }))
      expect(cached()).toEqual(['permissions of A']) // same token: kept

      otherTabStores('token-of-b')
      expect(getSession()?.token).toBe('token-of-b')
      await vi.waitFor(() => expect(cached()).toBeUndefined())
    })

    it('a sign-in drops what was cached before it', async () => {
      beginSession(login(60_000, 'token-of-a'))
      await mutate(key, ['permissions of A'], { revalidate: false })
      beginSession(login(60_000, 'token-of-b'))
      await vi.waitFor(() => expect(cached()).toBeUndefined())
    })
  })
})
