import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { BRANCH_PACE_MESSAGES, PERMISSIONS_PATH } from 'contracts'
import type { BranchAvailability, PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { beginSession } from '../../../lib/session/store'
import { ApiProvider } from '../../../lib/api/swrConfig'
import { branch } from '../../../lib/branches/testing'
import { answerEachToken, loginFor } from '../../../lib/session/testing'
import { toastSuccess } from '../../../lib/toaster'
import Palette from './Palette'

// Test files share one module graph: the toaster is mocked with the same spies everywhere
// (web/src/test/toastSpies.ts), so its calls are seen whichever file mocked it first.
vi.mock(import('../../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../../test/toastSpies')).toastSpies,
}))

/** Two branches: Hamra sells the shawarma (its Large off), Kaslik the shawarma and the fries, all on. */
const SOLD = [
  { productId: 1, name: 'Beef Shawarma', options: [{ optionId: 11, name: 'Large' }] },
  { productId: 2, name: 'Chicken Shawarma', options: [] },
]
const AVAILABILITY: Record<number, BranchAvailability> = {
  1: {
    branchId: 1,
    sold: SOLD,
    items: [
      {
        productId: 1,
        optionId: 11,
        name: 'Beef Shawarma (Large)',
        until: null,
        reason: '',
        at: '2026-11-24T18:00:00.000Z',
        byName: 'Karim Khoury',
      },
    ],
  },
  2: { branchId: 2, sold: [...SOLD, { productId: 3, name: 'Fries', options: [] }], items: [] },
}
const BRANCHES = [branch(1, 'Beirut - Hamra'), branch(2, 'Jounieh - Kaslik')]

let permissions: PermissionEntry[] = []
const sent: { url: string; body: unknown }[] = []
const fetched: string[] = []
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))

answerEachToken((_token, url, init) => {
  const path = new URL(url, 'http://x').pathname
  fetched.push(path)
  if (url.endsWith(PERMISSIONS_PATH)) return json({ Data: permissions, branchIds: [] })
  if (path === '/api/branch') return json({ Data: BRANCHES, TotalCount: 2, Page: 1, PageSize: 100 })
  const at = /^\/api\/branch\/(\d+)\/availability$/.exec(path)
  if (at && init?.method === 'PUT') {
    sent.push({ url: path, body: JSON.parse(String(init.body)) })
    return json({ Data: AVAILABILITY[Number(at[1])] })
  }
  if (at) return json({ Data: AVAILABILITY[Number(at[1])] })
  if (path === '/api/search') return json({ Data: [] })
  return Promise.resolve(new Response('{}', { status: 404 }))
})

function openPalette() {
  const onClose = vi.fn()
  render(
    <ApiProvider>
      <MemoryRouter>
        <Palette isOpen onClose={onClose} onClosed={() => undefined} />
      </MemoryRouter>
    </ApiProvider>,
  )
  return onClose
}
const type = async (text: string) => {
  const box = await screen.findByRole('combobox', { name: /Search orders/ })
  fireEvent.change(box, { target: { value: text } })
}
const commands = async () =>
  within(await screen.findByRole('group', { name: 'Items' }))
    .getAllByRole('option')
    .map((o) => o.textContent)

describe('the palette’s item commands', () => {
  beforeEach(() => {
    vi.mocked(toastSuccess).mockClear()
    sent.length = 0
    fetched.length = 0
    permissions = [
      { key: 'branch-orders', actions: ['View', 'Update'] },
      { key: 'branch', actions: ['View'] },
    ]
    act(() => beginSession(loginFor('token-1')))
  })

  it('"86 beef shawarma" offers what is on at each branch, and takes the one chosen off there', async () => {
    const onClose = openPalette()
    await type('86 beef shawarma')
    // Hamra's Large is off already: not offered there.
    expect(await commands()).toEqual([
      '86 Beef ShawarmaBeirut - Hamra',
      '86 Beef ShawarmaJounieh - Kaslik',
      '86 Beef Shawarma (Large)Jounieh - Kaslik',
    ])
    fireEvent.click(screen.getAllByRole('option')[1]!)
    expect(onClose).toHaveBeenCalled()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      url: '/api/branch/2/availability',
      body: { productId: 1, available: false },
    })
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        BRANCH_PACE_MESSAGES.itemSwitchedOff('Beef Shawarma', 'Jounieh - Kaslik'),
      ),
    )
  })

  it('"back beef" offers only what is off, and puts it back with its option', async () => {
    openPalette()
    await type('back beef')
    expect(await commands()).toEqual(['Back Beef Shawarma (Large)Beirut - Hamra'])
    fireEvent.click(screen.getAllByRole('option')[0]!)
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toEqual({ productId: 1, optionId: 11, available: true })
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        BRANCH_PACE_MESSAGES.itemBack('Beef Shawarma (Large)', 'Beirut - Hamra'),
      ),
    )
  })

  it('offers none to an employee who may not change the board', async () => {
    permissions = [
      { key: 'branch-orders', actions: ['View'] },
      { key: 'branch', actions: ['View'] },
    ]
    openPalette()
    await type('86 beef')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 results'))
    expect(screen.queryByRole('group', { name: 'Items' })).toBeNull()
    expect(fetched.some((url) => url.includes('/availability'))).toBe(false)
  })
})
