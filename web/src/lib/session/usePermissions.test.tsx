import { act, render, screen } from '@testing-library/react'
import { API_PREFIX, authRoutes } from 'contracts'
import type { PermissionEntry } from 'contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { askPermissionsEarly } from './earlyPermissions'
import { SessionCache } from './SessionCache'
import { beginSession, endSession, getSession } from './store'
import type { Session } from './store'
import { answerEachToken, loginFor } from './testing'
import { usePermissions } from './usePermissions'

/*
 * The permissions as the app reads them: usePermissions under the session's
 * own cache (SessionCache, as the shell mounts it), the network answering each token with its own employee's entries.
 */

const PERMISSIONS: Record<string, PermissionEntry[]> = {
  'token-of-admin': [
    { key: 'order', actions: ['View', 'Update'] },
    { key: 'coupon', actions: ['View', 'Add'] },
  ],
  'token-of-marketing': [{ key: 'banner', actions: ['View'] }],
}

const login = (token: string) => loginFor(token, { components: PERMISSIONS[token] ?? [] })

/** The network is down: every request fails as fetch fails offline. */
let offline = false

const fetchMock = answerEachToken(async (token) => {
  await new Promise((resolve) => setTimeout(resolve, 10))
  if (offline) throw new TypeError('Failed to fetch')
  const entries = PERMISSIONS[token]
  return new Response(JSON.stringify(entries ? { Data: entries } : { ErrorMessage: 'who?' }), {
    status: entries ? 200 : 401,
    headers: { 'Content-Type': 'application/json' },
  })
})
const permissionCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === API_PREFIX + authRoutes.permissions.path)

/** What the sidebar would show: the keys it may open, or that it is still loading. */
function Keys() {
  const { entries, isLoading } = usePermissions()
  if (isLoading) return <p>loading</p>
  return <p>keys: {entries.map((e) => e.key).join(',') || 'none'}</p>
}

/** The shell as it is mounted for a signed-in employee and dropped at logout. */
const mountShell = () =>
  render(
    <SessionCache>
      <Keys />
      <Keys />
    </SessionCache>,
  )

describe('usePermissions', () => {
  it('is fetched once per session, however many parts of the shell ask', async () => {
    act(() => beginSession(login('token-of-admin')))
    mountShell()
    expect(await screen.findAllByText('keys: order,coupon')).toHaveLength(2)
    expect(permissionCalls()).toHaveLength(1)
    act(() => {
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('online'))
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(permissionCalls()).toHaveLength(1)
  })

  /** Signs in as `first`, logs out, signs in as `second` in the same tab: one more fetch. */
  async function signInTwice(first: string, second: string, secondKeys: string) {
    act(() => beginSession(login(first)))
    const shell = mountShell()
    expect(await screen.findAllByText('keys: order,coupon')).toHaveLength(2)
    const before = permissionCalls().length

    act(() => endSession())
    shell.unmount()
    act(() => beginSession(login(second)))
    mountShell()

    expect(await screen.findAllByText(secondKeys)).toHaveLength(2)
    expect(permissionCalls()).toHaveLength(before + 1)
  }

  it('after logout, the next sign-in in the same tab fetches its own', () =>
    signInTwice('token-of-admin', 'token-of-marketing', 'keys: banner'))

  it('a new sign-in fetches again even when the server hands out the same token', () =>
    signInTwice('token-of-admin', 'token-of-admin', 'keys: order,coupon'))
})

describe('usePermissions on a cold start (the first script asked already, warmStart)', () => {
  const signedIn = (token: string): Session => {
    act(() => beginSession(login(token)))
    return getSession() as Session
  }

  it('takes the answer on its way instead of asking again', async () => {
    askPermissionsEarly(signedIn('token-of-admin'))
    expect(permissionCalls()).toHaveLength(1)
    mountShell()
    expect(await screen.findAllByText('keys: order,coupon')).toHaveLength(2)
    expect(permissionCalls()).toHaveLength(1)
  })

  it("never takes another session's, even one given the same token", async () => {
    askPermissionsEarly(signedIn('token-of-admin'))
    act(() => endSession())
    signedIn('token-of-admin')
    mountShell()
    expect(await screen.findAllByText('keys: order,coupon')).toHaveLength(2)
    expect(permissionCalls()).toHaveLength(2)
  })

  it('a 401 for it ends the session, as any 401 does', async () => {
    askPermissionsEarly(signedIn('token-nobody-knows'))
    mountShell()
    await vi.waitFor(() => expect(getSession()).toBeNull())
    expect(permissionCalls()).toHaveLength(1)
  })
})

describe('usePermissions without a network (a reload offline, started from the cache)', () => {
  afterEach(() => {
    offline = false
  })

  it('the permissions stored at sign-in stand in, and the read is asked again when the network returns', async () => {
    offline = true
    // Stored at sign-in: orders only; the server has since given coupons too.
    act(() =>
      beginSession(
        loginFor('token-of-admin', { components: [PERMISSIONS['token-of-admin']![0]!] }),
      ),
    )
    mountShell()
    expect(await screen.findAllByText('keys: order')).toHaveLength(2)

    offline = false
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findAllByText('keys: order,coupon')).toHaveLength(2)
  })

  it('with nothing stored, it stays an error (the guard offers Try again)', async () => {
    offline = true
    act(() => beginSession(loginFor('token-of-admin')))
    mountShell()
    expect(await screen.findAllByText('keys: none')).toHaveLength(2)
  })
})
