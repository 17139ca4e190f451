import { STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginSession, endSession, getSession, getToken, subscribe } from './store'

const login = (expiresInMs: number): LoginResponse => ({
  token: 'token-1',
  tokenExpiry: new Date(Date.now() + expiresInMs).toISOString(),
  components: [{ key: 'order', actions: ['View'] }],
  employeeInformation: {
    id: 1,
    firstName: 'Rana',
    lastName: 'Haddad',
    email: 'rana@demo.test',
    roleId: 1,
    roleName: 'Administrator',
  },
})

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
})
