import { act, cleanup } from '@testing-library/react'
import type { LoginResponse, PermissionEntry } from 'contracts'
import { afterEach, beforeEach, vi } from 'vitest'
import { setTokenSource, setUnauthorizedHandler } from '../api/hooks'
import { endSession, getToken } from './store'

/*
 * Helpers of the session's tests (never imported by the app).
 */

/** A sign-in answer for `token`: expires in an hour unless told otherwise. */
export function loginFor(
  token: string,
  {
    components = [],
    expiresInMs = 3_600_000,
    branchIds = [],
  }: { components?: PermissionEntry[]; expiresInMs?: number; branchIds?: number[] } = {},
): LoginResponse {
  return {
    token,
    tokenExpiry: new Date(Date.now() + expiresInMs).toISOString(),
    components,
    employeeInformation: {
      id: 1,
      firstName: 'Rana',
      lastName: 'Haddad',
      email: 'rana@demo.test',
      roleId: 1,
      roleName: 'Administrator',
      language: 'en',
      branchIds,
    },
  }
}

/** The token a request was sent with (`Authorization: Employee <token>`), '' without one. */
export const tokenOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('Authorization')?.split(' ')[1] ?? ''

/**
 * For each test of the file: the network answered by `answer` (given the token each
 * request carries), the API client wired to the session store as main.tsx wires it;
 * afterwards everything rendered is unmounted and the session ended. Returns the
 * fetch mock, to see what was asked.
 */
export function answerEachToken(
  answer: (token: string, url: string, init: RequestInit | undefined) => Promise<Response>,
) {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockImplementation((url, init) => answer(tokenOf(init), String(url), init))
    vi.stubGlobal('fetch', fetchMock)
    setTokenSource(getToken)
    setUnauthorizedHandler(() => endSession())
  })
  afterEach(() => {
    cleanup()
    act(() => endSession())
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })
  return fetchMock
}
