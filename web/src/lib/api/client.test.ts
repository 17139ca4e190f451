import { authRoutes } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, buildQuery, requestPath } from './client'
import { setTokenSource, setUnauthorizedHandler } from './hooks'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const unauthorized = vi.fn()

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    document.cookie = 'XSRF-TOKEN=xsrf%3D1'
    setTokenSource(() => 'the-token')
    setUnauthorizedHandler(unauthorized)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    unauthorized.mockReset()
  })

  it('sends JSON to the same-origin prefix with the token and the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(json(200, { Data: { Message: 'sent' } }))
    const answer = await apiRequest(authRoutes.sendReset, {
      body: { email: 'rana@demo.test', clientId: 1 },
    })
    expect(answer).toEqual({ Data: { Message: 'sent' } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/employee/reset-password')
    expect(init?.method).toBe('POST')
    const headers = new Headers(init?.headers)
    expect(headers.get('Authorization')).toBe('Employee the-token')
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf=1')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'rana@demo.test', clientId: 1 })
  })

  it('on a 401 ends the session and still rejects to the caller', async () => {
    fetchMock.mockResolvedValue(json(401, { ErrorMessage: 'Your session has ended.' }))
    const call = apiRequest(authRoutes.permissions)
    await expect(call).rejects.toBeInstanceOf(ApiError)
    await expect(call).rejects.toMatchObject({
      status: 401,
      errorMessage: 'Your session has ended.',
    })
    expect(unauthorized).toHaveBeenCalledTimes(1)
  })

  it('a 401 for a token replaced meanwhile leaves the new session alone, still rejects', async () => {
    let stored: string | undefined = 'token-of-a'
    setTokenSource(() => stored)
    fetchMock.mockImplementation(async (_url, init) => {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Employee token-of-a')
      stored = 'token-of-b' // expired in flight, and someone signed in again (here or in another tab)
      return json(401, { ErrorMessage: 'Your session has ended.' })
    })
    await expect(apiRequest(authRoutes.permissions)).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).not.toHaveBeenCalled()

    stored = 'token-of-a'
    fetchMock.mockImplementation(async () => {
      stored = undefined // signed out meanwhile: nothing left to end
      return json(401, { ErrorMessage: 'Your session has ended.' })
    })
    await expect(apiRequest(authRoutes.permissions)).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).not.toHaveBeenCalled()
  })

  it('a 401 from sign-in itself is a failed sign-in, not an ended session', async () => {
    fetchMock.mockResolvedValue(json(401, { ErrorMessage: 'Wrong e-mail or password.' }))
    await expect(
      apiRequest(authRoutes.login, { body: { email: 'a@b.c', password: 'x', clientId: 1 } }),
    ).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).not.toHaveBeenCalled()
  })

  it('carries the field errors of a 400', async () => {
    fetchMock.mockResolvedValue(
      json(400, { ErrorMessage: 'Some fields are not valid.', Errors: { email: 'Bad' } }),
    )
    await expect(
      apiRequest(authRoutes.sendReset, { body: { email: 'x', clientId: 1 } }),
    ).rejects.toMatchObject({ status: 400, errors: { email: 'Bad' } })
  })

  it('a network failure is an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiRequest(authRoutes.permissions)).rejects.toMatchObject({ status: 0 })
  })

  it('an answer that breaks the contract is refused', async () => {
    fetchMock.mockResolvedValue(json(200, { Data: [{ key: 'nope', actions: [] }] }))
    await expect(apiRequest(authRoutes.permissions)).rejects.toBeInstanceOf(ApiError)
  })
})

describe('request paths', () => {
  it('fills parameters and sorts the query, leaving empty values out', () => {
    expect(buildQuery({ search: '', page: 2, sort: 'name:asc', status: undefined })).toBe(
      '?page=2&sort=name%3Aasc',
    )
    expect(
      requestPath({ ...authRoutes.permissions, path: '/category/:id' }, { params: { id: 4 } }),
    ).toBe('/category/4')
  })
})
