import { API_PREFIX, PERMISSIONS_PATH } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestPath } from '../lib/api'
import { takeEarlyRead } from '../lib/api/earlyRead'
import { listQuery, parseListState } from '../lib/resource/list/listState'
import { filterKeysOf } from '../lib/resource/types'
import { orderList } from '../modules/order/orderList'
import { ORDER_LIST_VIEW } from '../modules/order/orderListView'
import { takeEarlyPermissions } from '../lib/session/earlyPermissions'
import { beginSession, endSession, getSession } from '../lib/session/store'
import { loginFor } from '../lib/session/testing'
import { showsTheShell, warmStart } from './warmStart'

const fetchMock = vi.fn<typeof fetch>()
const preloadScreen = vi.fn()
const loadShell = vi.fn(async () => ({}))
const loadSchemas = vi.fn(async () => ({}))
const loadScreenMap = vi.fn(async () => ({ preloadScreen }))

/** A cold start of `pathname`, and what it asked for once the screens' map has arrived. */
async function start(pathname: string, search = '') {
  warmStart(pathname, search, { loadShell, loadSchemas, loadScreenMap })
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
    expect(loadSchemas).toHaveBeenCalledTimes(1)
    expect(preloadScreen).toHaveBeenCalledWith('/order', true)
  })

  it('signed out: the screen only (a signed-in page goes to /login, which is in the first script)', async () => {
    const { permissions } = await start('/order')
    expect(permissions).toEqual([])
    expect(loadShell).not.toHaveBeenCalled()
    expect(loadSchemas).not.toHaveBeenCalled()
    expect(preloadScreen).toHaveBeenCalledWith('/order', false)
  })

  it('signed in, on a public page: its screen, neither the shell nor the permissions', async () => {
    beginSession(loginFor('token-1'))
    const { permissions } = await start('/terms-and-conditions')
    expect(permissions).toEqual([])
    expect(loadShell).not.toHaveBeenCalled()
    expect(preloadScreen).toHaveBeenCalledWith('/terms-and-conditions', true)
  })

  it('signed in with order View, the order list opened plain: its first page beside its code', async () => {
    beginSession(loginFor('token-1', { components: [{ key: 'order', actions: ['View'] }] }))
    const { permissions } = await start('/Order/')
    // The path the list's own read asks for (useListController → useResourceList), so it
    // takes this answer instead of asking again.
    const state = parseListState(new URLSearchParams(), {
      sortable: orderList.sortable,
      filterKeys: filterKeysOf(orderList),
      ...ORDER_LIST_VIEW,
    })
    const listPath = requestPath(orderList.routes.list, { query: listQuery(state) })
    expect(listPath).toMatch(
      /^\/order\?from=\d{4}-\d{2}-\d{2}&page=1&pageSize=50&sort=createdAt%3Adesc$/,
    )
    expect(permissions).toEqual([
      { url: API_PREFIX + PERMISSIONS_PATH, authorization: 'Employee token-1' },
      { url: API_PREFIX + listPath, authorization: 'Employee token-1' },
    ])
    expect(takeEarlyRead(listPath, 'token-1')).toBeDefined()
  })

  it('no first read with a query string, without order View, or on another screen', async () => {
    beginSession(loginFor('token-1', { components: [{ key: 'order', actions: ['View'] }] }))
    const pages: [string, string][] = [
      ['/order', '?page=2'],
      ['/order/12', ''],
      ['/customer', ''],
    ]
    for (const [pathname, search] of pages) {
      const { permissions } = await start(pathname, search)
      expect(permissions.map((p) => p.url)).toEqual([API_PREFIX + PERMISSIONS_PATH])
      fetchMock.mockClear()
      preloadScreen.mockClear()
    }
    endSession()
    beginSession(loginFor('token-2', { components: [{ key: 'customer', actions: ['View'] }] }))
    const { permissions } = await start('/order')
    expect(permissions.map((p) => p.url)).toEqual([API_PREFIX + PERMISSIONS_PATH])
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
