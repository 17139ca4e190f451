import { act, renderHook } from '@testing-library/react'
import type { PhoneOrderMenu } from 'contracts'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTokenSource } from '../../../lib/api/hooks'
import { MENU_VERSION_POLL_MS, useBranchMenu } from './useBranchMenu'

const menuAt = (version: string): PhoneOrderMenu => ({
  branches: [],
  areas: [],
  products: [],
  pointsRate: null,
  version,
})
const answer = (data: unknown) =>
  new Response(JSON.stringify({ Data: data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

describe('useBranchMenu', () => {
  // What the server holds now: the menu is read at its version.
  let version = 'v1'
  const menuReads = () =>
    fetchMock.mock.calls.filter(([url]) =>
      new URL(String(url), 'http://x').pathname.endsWith('/order/menu'),
    )
  const versionReads = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes('/order/menu/version'))
  const fetchMock = vi.fn<typeof fetch>((url) =>
    Promise.resolve(
      answer(String(url).includes('/order/menu/version') ? { version } : menuAt(version)),
    ),
  )
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
  )
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    document.cookie = 'XSRF-TOKEN=xsrf'
    setTokenSource(() => 'the-token')
    version = 'v1'
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    fetchMock.mockClear()
  })

  it('polls the version and reads the menu again only once it changes', async () => {
    const { result } = renderHook(() => useBranchMenu(menuAt('first'), 1), { wrapper })
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(result.current.version).toBe('v1')
    expect(menuReads()).toHaveLength(1)
    expect(String(menuReads()[0]![0])).toContain('branchId=1')

    // Five seconds of an unchanged version: polled each second, the menu never read again.
    await act(() => vi.advanceTimersByTimeAsync(5 * MENU_VERSION_POLL_MS))
    expect(versionReads().length).toBeGreaterThanOrEqual(5)
    expect(menuReads()).toHaveLength(1)

    // An item taken off: the next poll sees it and the menu is read once.
    version = 'v2'
    await act(() => vi.advanceTimersByTimeAsync(MENU_VERSION_POLL_MS + 10))
    expect(result.current.version).toBe('v2')
    expect(menuReads()).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(3 * MENU_VERSION_POLL_MS))
    expect(menuReads()).toHaveLength(2)
  })

  it('reads nothing without a branch and shows the first menu', async () => {
    const { result } = renderHook(() => useBranchMenu(menuAt('first'), undefined), { wrapper })
    await act(() => vi.advanceTimersByTimeAsync(3 * MENU_VERSION_POLL_MS))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result.current.version).toBe('first')
  })
})
