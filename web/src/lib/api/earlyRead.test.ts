import { API_PREFIX, PERMISSIONS_PATH, authRoutes } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest } from './client'
import { EARLY_READ_MS, readEarly, takeEarlyRead } from './earlyRead'
import { setTokenSource } from './hooks'

const PERMISSIONS = { Data: [{ key: 'order', actions: ['View'] }], branchIds: [2] }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('early reads', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    setTokenSource(() => 'token-1')
  })

  afterEach(() => {
    takeEarlyRead(PERMISSIONS_PATH, 'token-1', Number.MAX_SAFE_INTEGER) // drops what is left
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('is sent at once with the token, and the same read takes its answer instead of asking', async () => {
    fetchMock.mockResolvedValueOnce(json(200, PERMISSIONS))
    readEarly(PERMISSIONS_PATH, 'token-1')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(API_PREFIX + PERMISSIONS_PATH)
    expect(new Headers(init?.headers).get('Authorization')).toBe('Employee token-1')

    await expect(apiRequest(authRoutes.permissions)).resolves.toEqual(PERMISSIONS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Once only: the next read asks the server.
    fetchMock.mockResolvedValueOnce(json(200, { Data: [], branchIds: [] }))
    await expect(apiRequest(authRoutes.permissions)).resolves.toEqual({ Data: [], branchIds: [] })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('its failure is the reading call’s, as if it had asked itself', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    readEarly(PERMISSIONS_PATH, 'token-1')
    await expect(apiRequest(authRoutes.permissions)).rejects.toBeInstanceOf(ApiError)
  })

  it('is not handed to another path or token, nor once it is old', () => {
    fetchMock.mockResolvedValue(json(200, PERMISSIONS))
    readEarly('/order?page=1', 'token-1', 1_000)
    expect(takeEarlyRead('/order?page=2', 'token-1', 1_500)).toBeUndefined()
    expect(takeEarlyRead('/order?page=1', 'token-2', 1_500)).toBeUndefined()
    expect(takeEarlyRead('/order?page=1', 'token-1', 1_000 + EARLY_READ_MS + 1)).toBeUndefined()
    // Dropped once old: not handed over later either.
    expect(takeEarlyRead('/order?page=1', 'token-1', 1_500)).toBeUndefined()

    readEarly('/order?page=1', 'token-1', 2_000)
    expect(takeEarlyRead('/order?page=1', 'token-1', 2_000 + EARLY_READ_MS)).toBeDefined()
  })
})
