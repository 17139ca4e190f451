import { act, render, screen } from '@testing-library/react'
import { API_PREFIX, STORAGE_KEYS, categoryResource } from 'contracts'
import type { Category } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useResourceList } from '../resource/hooks/useResourceList'
import { useResourceMutations } from '../resource/hooks/useResourceMutations'
import type { ListState } from '../resource/list/listState'
import { SessionCache } from './SessionCache'
import { beginSession, endSession, getToken } from './store'
import { answerEachToken, loginFor, tokenOf } from './testing'
import { useSession } from './useSession'

/*
 * Reads as the signed-in shell makes them: a resource list under the session's
 * cache, the network answering each token with
 * its own employee's rows. Each test signs in one employee after another in the
 * same tab, well within SWR's dedupe window (2 s for lists).
 */

const category = (id: number, name: string): Category => ({
  id,
  name,
  nameAr: name,
  description: '',
  imageUrl: '',
  sortOrder: id,
  isActive: true,
  subCategoryCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
})

/** Each employee's rows for the same request. */
const ROWS: Record<string, Category[]> = {
  'token-of-a': [category(1, 'Seen by A only')],
  'token-of-b': [category(2, 'Seen by B only')],
}

const login = (token: string) =>
  loginFor(token, { components: [{ key: 'category', actions: ['View', 'Add'] }] })

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Answers of the token named here wait until released. */
let holdFor: string | undefined
let release: () => void = () => {}

const fetchMock = answerEachToken(async (token, _url, init) => {
  if (init?.method === 'POST') {
    ROWS[token]?.push(category(3, 'Added'))
    return json(201, { Data: category(3, 'Added') })
  }
  if (token === holdFor) await new Promise<void>((resolve) => (release = resolve))
  const rows = ROWS[token] ?? []
  return json(200, { Data: rows, TotalCount: rows.length, Page: 1, PageSize: 10 })
})

/** The token of every list read sent. */
const listReads = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith(API_PREFIX + '/category') && !init?.body)
    .map(([, init]) => tokenOf(init))

const state: ListState = { page: 1, pageSize: 10, sort: undefined, search: '', filters: {} }

/** Every render of the list, with the token stored when it rendered. */
const renders: { token: string | undefined; rows: string }[] = []
const rowsSeenBy = (token: string) =>
  renders.filter((r) => r.token === token && r.rows !== '').map((r) => r.rows)

function CategoryList() {
  const { rows } = useResourceList(categoryResource, state)
  const { create } = useResourceMutations(categoryResource)
  const text = rows.map((row) => row.name).join(',')
  renders.push({ token: getToken(), rows: text })
  return (
    <>
      <p>rows: {text || 'none'}</p>
      <button
        onClick={() =>
          void create({ name: 'Added', nameAr: 'Added', sortOrder: 9, isActive: true })
        }
      >
        Add
      </button>
    </>
  )
}

/** The app as RequireSession and the shell mount it: signed in, the list under the session's cache; signed out, nothing. */
function App() {
  const session = useSession()
  return (
    session && (
      <SessionCache>
        <CategoryList />
      </SessionCache>
    )
  )
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf'
})

afterEach(() => {
  renders.length = 0
  holdFor = undefined
  ROWS['token-of-a'] = [category(1, 'Seen by A only')]
  ROWS['token-of-b'] = [category(2, 'Seen by B only')]
})

describe('SessionCache', () => {
  it('the next employee reads for themselves, however soon after the previous one', async () => {
    act(() => beginSession(login('token-of-a')))
    render(<App />)
    await screen.findByText('rows: Seen by A only')

    act(() => endSession())
    act(() => beginSession(login('token-of-b')))

    await screen.findByText('rows: Seen by B only')
    expect(listReads()).toEqual(['token-of-a', 'token-of-b'])
    expect(rowsSeenBy('token-of-b')).not.toContain('Seen by A only')
  })

  it("a read of the previous employee still on its way never reaches the next one's screen", async () => {
    holdFor = 'token-of-a'
    act(() => beginSession(login('token-of-a')))
    render(<App />)
    await vi.waitFor(() => expect(listReads()).toEqual(['token-of-a']))

    act(() => endSession())
    act(() => beginSession(login('token-of-b')))
    await screen.findByText('rows: Seen by B only')

    await act(async () => release())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('rows: Seen by B only')).toBeTruthy()
    expect(listReads()).toEqual(['token-of-a', 'token-of-b'])
    expect(rowsSeenBy('token-of-b')).not.toContain('Seen by A only')
  })

  it('another tab switching straight to another employee: the rows on screen go at once', async () => {
    act(() => beginSession(login('token-of-a')))
    render(<App />)
    await screen.findByText('rows: Seen by A only')

    act(() => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'token-of-b')
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }))
    })

    await screen.findByText('rows: Seen by B only')
    expect(rowsSeenBy('token-of-b')).not.toContain('Seen by A only')
  })

  it("a change revalidates the lists of its resource in the session's cache", async () => {
    act(() => beginSession(login('token-of-a')))
    render(<App />)
    await screen.findByText('rows: Seen by A only')
    expect(listReads()).toEqual(['token-of-a'])

    act(() => screen.getByRole('button', { name: 'Add' }).click())

    await screen.findByText('rows: Seen by A only,Added')
    expect(listReads()).toEqual(['token-of-a', 'token-of-a'])
  })
})
