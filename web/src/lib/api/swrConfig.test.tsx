import { cleanup, render, screen } from '@testing-library/react'
import { authRoutes } from 'contracts'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { setTokenSource, setUnauthorizedHandler } from './hooks'
import { useApi } from './swr'
import { ApiProvider, swrConfig } from './swrConfig'

/*
 * The retry rule as the app runs it: a real useApi → apiRequest → SWR under the
 * app's ApiProvider, the network answering a status. Only the pause between
 * retries is shortened (SWR's default is 5 s, doubling), so a retry that would
 * happen happens within the test; the decision and the bound stay the app's.
 */

const RETRY_INTERVAL_MS = 1
/** Long enough for every retry SWR would make at RETRY_INTERVAL_MS (about 2 + 4 + 8 ms). */
const SETTLE_MS = 250

const fetchMock = vi.fn<typeof fetch>()

const answer = (status: number) =>
  new Response(JSON.stringify({ ErrorMessage: `status ${status}` }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

function Permissions() {
  const { data, error } = useApi(authRoutes.permissions)
  if (error) return <p>failed with {error.status}</p>
  return <p>{data ? 'loaded' : 'loading'}</p>
}

function renderWithAppConfig() {
  return render(
    <ApiProvider>
      <SWRConfig value={{ errorRetryInterval: RETRY_INTERVAL_MS, provider: () => new Map() }}>
        <Permissions />
      </SWRConfig>
    </ApiProvider>,
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS))

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  setTokenSource(() => 'the-token')
  setUnauthorizedHandler(() => {})
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('SWR retries (docs/requirements.md#web-conventions: never a 4xx)', () => {
  it.each([400, 401, 403, 404, 409, 422])('asks once after a %i, never again', async (status) => {
    fetchMock.mockImplementation(async () => answer(status))
    renderWithAppConfig()
    expect(await screen.findByText(`failed with ${status}`)).toBeTruthy()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a network failure (status 0)', 0, () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', 500, async () => answer(500)],
    ['a 503', 503, async () => answer(503)],
  ])('retries %s, at most errorRetryCount times', async (_, status, respond) => {
    fetchMock.mockImplementation(respond)
    renderWithAppConfig()
    expect(await screen.findByText(`failed with ${status}`)).toBeTruthy()
    await settle()
    const bound = swrConfig.errorRetryCount ?? Infinity
    expect(bound).toBeGreaterThan(0)
    expect(bound).toBeLessThanOrEqual(5)
    expect(fetchMock).toHaveBeenCalledTimes(1 + bound)
  })

  it('a retry that succeeds shows the data', async () => {
    fetchMock
      .mockImplementationOnce(async () => answer(502))
      .mockImplementation(
        async () =>
          new Response(JSON.stringify({ Data: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      )
    renderWithAppConfig()
    expect(await screen.findByText('loaded')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('the exported rule itself: 4xx no, 0 and 5xx yes', () => {
    const rule = swrConfig.shouldRetryOnError
    expect(typeof rule).toBe('function')
    const retries = (error: unknown) => (rule as (error: unknown) => boolean)(error)
    for (const status of [400, 401, 403, 404, 409, 422, 429, 499]) {
      expect(retries(new ApiError(status, undefined)), String(status)).toBe(false)
    }
    for (const status of [0, 500, 502, 503]) {
      expect(retries(new ApiError(status, undefined)), String(status)).toBe(true)
    }
  })
})
