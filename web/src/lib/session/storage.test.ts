import { SESSION_LOCAL_KEYS, STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearStoredSession,
  isExpired,
  isSessionKey,
  msUntilExpiry,
  readSession,
  saveSession,
} from './storage'

class MemoryStorage {
  map = new Map<string, string>()
  getItem = (k: string) => this.map.get(k) ?? null
  setItem = (k: string, v: string) => void this.map.set(k, v)
  removeItem = (k: string) => void this.map.delete(k)
}

const login: LoginResponse = {
  token: 'abc==def',
  tokenExpiry: '2026-11-21T15:05:00.000Z',
  components: [{ key: 'order', actions: ['View', 'Update'] }],
  employeeInformation: {
    id: 7,
    firstName: 'Rana',
    lastName: 'Haddad',
    email: 'rana@demo.test',
    roleId: 2,
    roleName: 'Branch operations',
    language: 'en',
    branchIds: [1, 2],
  },
}

describe('session storage', () => {
  let store: MemoryStorage
  beforeEach(() => {
    store = new MemoryStorage()
  })

  it('saves the four values under the fixed keys', () => {
    saveSession(store, login)
    expect(store.getItem(STORAGE_KEYS.accessToken)).toBe('abc==def')
    expect(store.getItem(STORAGE_KEYS.tokenExpiry)).toBe(login.tokenExpiry)
    expect(JSON.parse(store.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual(
      login.employeeInformation,
    )
    expect(JSON.parse(store.getItem(STORAGE_KEYS.components) ?? '')).toEqual(login.components)
    expect([...store.map.keys()].sort()).toEqual(
      ['accessToken', 'components', 'tokenExpiry', 'userInfo'].sort(),
    )
  })

  it('is signed in exactly when a token is stored', () => {
    expect(readSession(store)).toBeNull()
    store.setItem(STORAGE_KEYS.userInfo, JSON.stringify(login.employeeInformation))
    expect(readSession(store)).toBeNull()
    store.setItem(STORAGE_KEYS.accessToken, 'only-a-token')
    expect(readSession(store)).toEqual({
      token: 'only-a-token',
      tokenExpiry: undefined,
      employee: login.employeeInformation,
      components: [],
    })
  })

  it('reads back what it saved and shrugs off damaged values', () => {
    saveSession(store, login)
    expect(readSession(store)?.employee?.firstName).toBe('Rana')
    store.setItem(STORAGE_KEYS.components, '{not json')
    expect(readSession(store)?.components).toEqual([])
  })

  it("removes all four keys, the palette's recent records and the last board, nothing else", () => {
    saveSession(store, login)
    store.setItem('sidebar', 'open')
    store.setItem(SESSION_LOCAL_KEYS.recentRecords, '[]')
    store.setItem(SESSION_LOCAL_KEYS.lastBoard, '{}')
    clearStoredSession(store)
    expect([...store.map.keys()]).toEqual(['sidebar'])
  })

  it('knows when the token has expired', () => {
    saveSession(store, login)
    const session = readSession(store)!
    const at = Date.parse(login.tokenExpiry)
    expect(msUntilExpiry(session, at - 1000)).toBe(1000)
    expect(isExpired(session, at - 1)).toBe(false)
    expect(isExpired(session, at)).toBe(true)
    expect(isExpired({ ...session, tokenExpiry: 'garbage' }, at + 1)).toBe(false)
    expect(isExpired({ ...session, tokenExpiry: undefined }, at + 1)).toBe(false)
  })

  it('recognises the session keys in storage events', () => {
    expect(isSessionKey(STORAGE_KEYS.accessToken)).toBe(true)
    expect(isSessionKey(null)).toBe(true) // localStorage.clear()
    expect(isSessionKey('somethingElse')).toBe(false)
  })
})
