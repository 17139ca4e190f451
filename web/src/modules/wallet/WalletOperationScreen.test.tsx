import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { LBP_MESSAGES, WALLET_MESSAGES } from 'contracts'
import type { PermissionEntry, Wallet } from 'contracts'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { branch } from '../../lib/branches/testing'
import WalletOperationScreen from './WalletOperationScreen'

/*
 * A recharge says how it was paid: pounds typed as people type them, shown
 * with their worth at the rate in force, confirmed with the tender; dollars
 * a thousand times a usual recharge ask "Is this in pounds?"; a refusal
 * keeps what was typed.
 */

vi.mock(import('../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../test/toastSpies')).toastSpies,
}))

const MOVER: PermissionEntry[] = [{ key: 'wallets', actions: ['View', 'Add'] }]
const wallet: Wallet = {
  id: 7,
  customerId: 7,
  customerName: 'Lara Issa',
  phone: '+9613123456',
  balance: '10.00',
  lastTransactionAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
}

const BRANCHES = [branch(1, 'Beirut - Hamra'), branch(2, 'Jounieh')]

/** The signed-in employee's branches (none listed: every branch). */
let mine: number[] = []
const posts: Record<string, unknown>[] = []
let answer: (r: Response) => void = () => {}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: MOVER, branchIds: mine })
  if (url.endsWith('/currency-rate/current'))
    return json({
      Data: {
        lbpPerUsd: 89_500,
        effectiveFrom: '2026-11-01T00:00:00.000Z',
        setBy: { id: 1, name: 'Rania Saad' },
      },
    })
  if (url.endsWith('/wallet/transaction') && init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)))
    return new Promise<Response>((resolve) => (answer = resolve))
  }
  if (url.includes('/wallets/7')) return json({ Data: wallet })
  if (new URL(url, 'http://x').pathname.endsWith('/branch'))
    return json({ Data: BRANCHES, TotalCount: 2, Page: 1, PageSize: 100 })
  return json({ Data: [], TotalCount: 0, Page: 1, PageSize: 20 })
})

beforeEach(() => {
  posts.length = 0
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

async function mount(branchIds: number[] = []) {
  mine = branchIds
  act(() => beginSession(loginFor('mover-token', { components: MOVER, branchIds })))
  const router = createMemoryRouter(
    [{ path: '/wallets/add', element: <WalletOperationScreen /> }],
    {
      initialEntries: ['/wallets/add?type=1&customerId=7'],
    },
  )
  render(
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>,
  )
  await screen.findByTestId('wallet-balance')
}

const type = (label: RegExp, value: string) => {
  const box = screen.getByLabelText(label) as HTMLInputElement
  fireEvent.change(box, { target: { value } })
  fireEvent.blur(box)
  return box
}

describe('Recharge Wallet', () => {
  it('takes pounds as people type them, values them at the rate and sends the tender once', async () => {
    await mount()
    expect((screen.getByLabelText('Cash in dollars') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText('Cash in pounds'))
    expect(screen.queryByLabelText(/^Amount/)).toBeNull()
    const pounds = type(/Pounds received/, '1.5m')
    expect(pounds.value).toBe('1,500,000 LBP')
    await waitFor(() =>
      expect(screen.getByTestId('pounds-worth').textContent).toBe(
        'Worth $16.76 at 89,500 LBP per dollar.',
      ),
    )
    type(/Reason/, 'Top-up at the counter')
    // The cash goes into a drawer: an employee of several branches says whose.
    fireEvent.click(screen.getByRole('button', { name: 'Recharge…' }))
    expect(await screen.findByText(WALLET_MESSAGES.branchRequired)).toBeTruthy()
    fireEvent.change(await screen.findByLabelText(/^Branch/), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Recharge…' }))

    const confirm = await screen.findByRole('dialog', { name: 'Recharge this wallet?' })
    expect(within(confirm).getByTestId('wallet-operation-statement').textContent).toBe(
      "Recharge Lara Issa's wallet with $16.76: $10.00 → $26.76",
    )
    expect(within(confirm).getByTestId('wallet-operation-tender').textContent).toBe(
      'Paid with: Cash in pounds: 1,500,000 LBP at 89,500 LBP per dollar',
    )
    expect(within(confirm).getByTestId('wallet-operation-drawer').textContent).toBe(
      'Into the drawer of Jounieh.',
    )
    const send = within(confirm).getByRole('button', { name: 'Recharge' })
    fireEvent.click(send)
    fireEvent.click(send)
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toEqual({
      customerId: 7,
      type: 1,
      branchId: 2,
      tender: 'cash_lbp',
      amountLbp: 1_500_000,
      lbpPerUsd: 89_500,
      reason: 'Top-up at the counter',
    })

    // Refused (another rate came into force): the words shown, everything typed kept.
    const words = WALLET_MESSAGES.rateChanged(89_500, 90_000)
    await act(async () => answer(json({ ErrorMessage: words, Errors: { lbpPerUsd: words } }, 422)))
    expect((await screen.findByRole('alert')).textContent).toBe(words)
    expect((screen.getByLabelText(/Pounds received/) as HTMLInputElement).value).toBe(
      '1,500,000 LBP',
    )
    expect((screen.getByLabelText('Cash in pounds') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText(/^Branch/) as HTMLSelectElement).value).toBe('2')
    expect((screen.getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe(
      'Top-up at the counter',
    )
    expect(posts).toHaveLength(1)
  })

  it('refuses pounds with decimals on the box, before anything is sent', async () => {
    await mount()
    fireEvent.click(screen.getByLabelText('Cash in pounds'))
    type(/Pounds received/, '1,500.5')
    type(/Reason/, 'Top-up')
    fireEvent.click(screen.getByRole('button', { name: 'Recharge…' }))
    expect(await screen.findByText(LBP_MESSAGES.decimals)).toBeTruthy()
    expect((screen.getByLabelText(/Pounds received/) as HTMLInputElement).value).toBe('1,500.5')
    expect(screen.queryByRole('dialog', { name: 'Recharge this wallet?' })).toBeNull()
    expect(posts).toHaveLength(0)
  })

  it('asks "Is this in pounds?" for dollars a thousand times a usual recharge, and moves them', async () => {
    await mount()
    type(/^Amount/, '450,000')
    type(/Reason/, 'Top-up')
    fireEvent.change(await screen.findByLabelText(/^Branch/), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Recharge…' }))
    const question = await screen.findByRole('dialog', { name: 'Is this in pounds?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, pounds' }))
    await waitFor(() =>
      expect((screen.getByLabelText(/Pounds received/) as HTMLInputElement).value).toBe(
        '450,000 LBP',
      ),
    )
    expect((screen.getByLabelText('Cash in pounds') as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('dialog', { name: 'Recharge this wallet?' })).toBeNull()
    expect(posts).toHaveLength(0)
  })

  it('puts the cash of an employee of one branch into its drawer, unasked', async () => {
    await mount([1])
    type(/^Amount/, '20')
    type(/Reason/, 'Top-up')
    await waitFor(() =>
      expect((screen.getByLabelText(/^Branch/) as HTMLSelectElement).value).toBe('1'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Recharge…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Recharge this wallet?' })
    expect(within(confirm).getByTestId('wallet-operation-drawer').textContent).toBe(
      'Into the drawer of Beirut - Hamra.',
    )
    fireEvent.click(within(confirm).getByRole('button', { name: 'Recharge' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ tender: 'cash_usd', amount: '20.00', branchId: 1 })
  })

  it('sends a recharge in dollars or by card with its tender', async () => {
    await mount()
    fireEvent.click(screen.getByLabelText('Card'))
    // A card goes into no drawer: no branch asked.
    expect(screen.queryByLabelText(/^Branch/)).toBeNull()
    type(/^Amount/, '25')
    type(/Reason/, 'Top-up')
    fireEvent.click(screen.getByRole('button', { name: 'Recharge…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Recharge this wallet?' })
    expect(within(confirm).getByTestId('wallet-operation-tender').textContent).toBe(
      'Paid with: Card',
    )
    fireEvent.click(within(confirm).getByRole('button', { name: 'Recharge' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toEqual({
      customerId: 7,
      type: 1,
      tender: 'card',
      amount: '25.00',
      reason: 'Top-up',
    })
  })
})
