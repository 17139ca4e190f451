import { expect } from '@playwright/test'
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
  const send = async () =>
    page.request.fetch(API_PREFIX + path, {
      method,
      data: body,
      headers: {
        Authorization: `${AUTH_SCHEME} ${token}`,
        ...(method === 'GET' ? {} : { [XSRF_HEADER]: await xsrfToken(page.request) }),
      },
    })
  let response
  try {
    response = await send()
  } catch (error) {
    // A kept-alive connection the local server closed as the read went out ("socket hang
    // up", seen once in a few hundred runs): a read changes nothing, so it is sent again.
    // A write is not: whether it was applied is unknown, and the test fails on it.
    if (method !== 'GET' || !/ECONNRESET|socket hang up/.test(String(error))) throw error
    response = await send()
  }
  return { status: response.status(), json: (await response.json().catch(() => null)) as T }
}

/** A name no other test (or earlier run against the same store) has used. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Creates one record per body at `path` through the API (each a 201) and answers their ids. */
export async function createRecords(
  page: Page,
  token: string,
  path: string,
  bodies: readonly unknown[],
): Promise<number[]> {
  const ids: number[] = []
  for (const body of bodies) {
    const created = await api<{ Data: { id: number } }>(page, token, 'POST', path, body)
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    ids.push(created.json.Data.id)
  }
  return ids
}

/** Deletes the records a test made, through the API. */
export async function deleteRecords(page: Page, token: string, path: string, ids: number[]) {
  for (const id of ids) await api(page, token, 'DELETE', `${path}/${id}`)
}
