import { act, render, screen, waitFor } from '@testing-library/react'
import type { PermissionEntry } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../api/swrConfig'
import { beginSession } from '../session/store'
import { answerEachToken, loginFor } from '../session/testing'
import { i18nState } from '../i18n/state'
import { BranchSelect } from './BranchSelect'
import { branch } from './testing'

/*
 * The branches a screen about one branch offers come from the session: the
 * employee's `branchIds` (read with the permissions; empty = every branch),
 * named by the branch list. No screen's own answer decides them.
 */

const BOARD_STAFF: PermissionEntry[] = [{ key: 'branch-orders', actions: ['View', 'Update'] }]
const BRANCHES = [
  branch(1, 'Beirut - Hamra'),
  { ...branch(2, 'Jounieh'), nameAr: 'جونيه' },
  branch(3, 'Saida'),
  { ...branch(4, 'Tripoli'), nameAr: 'طرابلس' },
]

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

/** The employee's branches as the permissions read answers them. */
let theirs: number[] = []
const fetchMock = answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: BOARD_STAFF, branchIds: theirs })
  if (new URL(url, 'http://app').pathname.endsWith('/branch')) {
    return json({ Data: BRANCHES, TotalCount: BRANCHES.length, Page: 1, PageSize: 100 })
  }
  return json({})
})

function mount(branchIds: number[], signedInWith: number[] = branchIds) {
  theirs = branchIds
  act(() =>
    beginSession(
      loginFor(`token-${Math.random()}`, { components: BOARD_STAFF, branchIds: signedInWith }),
    ),
  )
  render(
    <ApiProvider>
      <BranchSelect id="branch" all="All my branches" value={undefined} onChange={() => {}} />
    </ApiProvider>,
  )
}

const choices = () => screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).textContent)

describe('BranchSelect', () => {
  it("offers the session's branches only, by name", async () => {
    mount([2, 4])
    await waitFor(() => expect(choices()).toEqual(['All my branches', 'Jounieh', 'Tripoli']))
  })

  it('offers every branch to an employee of every branch (none listed)', async () => {
    mount([])
    await waitFor(() =>
      expect(choices()).toEqual([
        'All my branches',
        'Beirut - Hamra',
        'Jounieh',
        'Saida',
        'Tripoli',
      ]),
    )
  })

  it('follows the permissions read over what the sign-in stored', async () => {
    mount([1, 3], [1, 2, 3, 4])
    await waitFor(() => expect(choices()).toEqual(['All my branches', 'Beirut - Hamra', 'Saida']))
  })

  it('shows nothing to choose to an employee of one branch', async () => {
    mount([3])
    // The branch list is read and answered, and still no select: one branch is no choice.
    const listRead = () =>
      fetchMock.mock.calls.findIndex(([url]) =>
        new URL(String(url), 'http://app').pathname.endsWith('/branch'),
      )
    await waitFor(() => expect(listRead()).toBeGreaterThanOrEqual(0))
    await act(async () => {
      await fetchMock.mock.results[listRead()]!.value
    })
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})

describe('branch names in Arabic', () => {
  afterEach(() => {
    i18nState.language = 'en'
  })

  it('offers each branch by its Arabic name to an employee who works in Arabic', async () => {
    i18nState.language = 'ar'
    mount([2, 4])
    await waitFor(() => expect(choices()).toEqual(['All my branches', 'جونيه', 'طرابلس']))
  })
})
