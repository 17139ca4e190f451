import { API_PREFIX, PERMISSIONS_PATH } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { takeEarlyPermissions } from '../lib/session/earlyPermissions'
import { beginSession, endSession, getSession } from '../lib/session/store'
import { loginFor } from '../lib/session/testing'
import { showsTheShell, warmStart } from './warmStart'

const fetchMock = vi.fn<typeof fetch>()
const preloadScreen = vi.fn()
const loadShell = vi.fn(async () => ({}))
const loadScreenMap = vi.fn(async () => ({ preloadScreen }))

/** A cold start of `pathname`, and what it asked for once the screens' map has arrived. */
async function start(pathname: string) {
  warmStart(pathname, { loadShell, loadScreenMap })
  await vi.waitFor(() => expect(preloadScreen).toHaveBeenCalled())
  const early = takeEarlyPermissions(getSession()?.id ?? -1)
  return {
    permissions: fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      authorization: new Headers(init?.headers).get('Authorization'),
    })),
    early,
  }
}

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response('{"Data":[]}'))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  endSession()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('warmStart', () => {
  it('signed in, on a page of the shell: the permissions, the shell and the screen at once', async () => {
    beginSession(loginFor('token-1'))
    const { permissions, early } = await start('/order')
    expect(permissions).toEqual([
      { url: API_PREFIX + PERMISSIONS_PATH, authorization: 'Employee token-1' },
    ])
    expect(early?.token).toBe('token-1')
    expect(loadShell).toHaveBeenCalledTimes(1)
    expect(preloadScreen).toHaveBeenCalledWith('/order', true)
  })

  it('signed out: the screen only (a signed-in page goes to /login, which is in the first script)', async () => {
    const { permissions } = await start('/order')
    expect(permissions).toEqual([])
    expect(loadShell).not.toHaveBeenCalled()
    expect(preloadScreen).toHaveBeenCalledWith('/order', false)
  })

  it('signed in, on a public page: its screen, neither the shell nor the permissions', async () => {
    beginSession(loginFor('token-1'))
    const { permissions } = await start('/terms-and-conditions')
    expect(permissions).toEqual([])
    expect(loadShell).not.toHaveBeenCalled()
    expect(preloadScreen).toHaveBeenCalledWith('/terms-and-conditions', true)
  })

  it('knows where a signed-in employee gets the shell: anywhere but a public page, /login included', () => {
    expect(['/dashboard', '/order/12', '/', '/no/such/place', '/login'].map(showsTheShell)).toEqual(
      [true, true, true, true, true],
    )
    expect(['/send-email', '/reset-password', '/404', '/Download/'].map(showsTheShell)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
