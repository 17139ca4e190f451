import type { Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, XSRF_HEADER } from 'contracts'
import { xsrfToken } from './index'

/** Calls the API as the signed-in page does (for test set-up, not for what is under test). */
export async function api<T = unknown>(
  page: Page,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await page.request.fetch(API_PREFIX + path, {
    method,
    data: body,
    headers: {
      Authorization: `${AUTH_SCHEME} ${token}`,
      ...(method === 'GET' ? {} : { [XSRF_HEADER]: await xsrfToken(page.request) }),
    },
  })
  return { status: response.status(), json: (await response.json().catch(() => null)) as T }
}

/** A name no other test (or earlier run against the same store) has used. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
