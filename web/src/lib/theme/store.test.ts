import { Classes } from '@blueprintjs/core'
import { act, renderHook } from '@testing-library/react'
import { STORAGE_KEYS } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { beginSession, endSession } from '../session'
import { loginFor } from '../session/testing'
import { fakeDevice } from './testing'
import { THEME_STORAGE_KEY } from './theme'

type Store = typeof import('./store')

/** A fresh store (it starts once per page) on a device in dark or light mode. */
async function freshStore(deviceIsDark: boolean, stored?: string) {
  vi.resetModules()
  localStorage.clear()
  if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored)
  const device = fakeDevice(deviceIsDark)
  vi.stubGlobal('matchMedia', device.matchMedia)
  const store: Store = await import('./store')
  store.startTheme()
  return { store, device }
}

const rootIsDark = () => document.documentElement.classList.contains(Classes.DARK)

describe('theme store', () => {
  beforeEach(() => document.documentElement.classList.remove(Classes.DARK))
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('on System (the default) follows the device, live', async () => {
    const { store, device } = await freshStore(true)
    expect(store.getThemeChoice()).toBe('system')
    expect(rootIsDark()).toBe(true)
    const { result } = renderHook(() => store.useTheme())
    expect(result.current).toBe('dark')
    act(() => device.turn(false))
    expect(result.current).toBe('light')
    expect(rootIsDark()).toBe(false)
    act(() => device.turn(true))
    expect(result.current).toBe('dark')
    expect(rootIsDark()).toBe(true)
  })

  it('Dark and Light hold whatever the device does, and are kept on the device', async () => {
    const { store, device } = await freshStore(false)
    store.setThemeChoice('dark')
    expect(rootIsDark()).toBe(true)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    device.turn(true)
    store.setThemeChoice('light')
    expect(rootIsDark()).toBe(false)
    device.turn(false)
    device.turn(true)
    expect(rootIsDark()).toBe(false)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
  })

  it('reads the choice kept on the device when the page loads', async () => {
    const { store } = await freshStore(false, 'dark')
    expect(store.getThemeChoice()).toBe('dark')
    expect(rootIsDark()).toBe(true)
  })

  it('follows a choice made in another tab', async () => {
    const { store } = await freshStore(false)
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
    expect(store.getThemeChoice()).toBe('dark')
    expect(rootIsDark()).toBe(true)
  })

  it('survives a logout: the choice belongs to the device, not the session', async () => {
    const { store } = await freshStore(false)
    store.setThemeChoice('dark')
    beginSession(loginFor('token-1', { expiresInMs: 60_000, components: [] }))
    endSession()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  })
})
