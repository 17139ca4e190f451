import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { CASH_COUNT_MESSAGES, IDEMPOTENCY_KEY_HEADER, RIDER_MESSAGES } from 'contracts'
import type { PermissionEntry, Rider } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { SettleCashDialog } from './SettleCashDialog'

/*
 * Settle cash: what was counted, typed naturally; a note when it differs; a
 * confirmation naming the rider and the amount; one settlement however often
 * Confirm is clicked.
 */

vi.mock(import('../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../test/toastSpies')).toastSpies,
}))

const KEEPER: PermissionEntry[] = [{ key: 'rider', actions: ['View', 'Update'] }]
const rider: Rider = {
  id: 4,
  name: 'Ali Haddad',
  phone: '+96170410004',
  branchId: 1,
  branchName: 'Beirut - Hamra',
  branchNameAr: 'بيروت - الحمرا',
  vehicle: 'motorbike',
  isActive: true,
  onShift: true,
  shiftStartedAt: '2026-11-25T15:00:00.000Z',
  activeOrders: 0,
  cashHeld: '1250.50',
  cashHeldUsd: '1250.50',
  cashHeldLbp: 0,
  deliveriesToday: 3,
  averageDeliveryMinutes: 24,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-25T15:00:00.000Z',
  version: 2,
}

const posts: { key: string | null; body: Record<string, unknown> }[] = []
let answer: (r: Response) => void = () => {}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: KEEPER })
  if (url.endsWith('/currency-rate/current'))
    return json({
      Data: {
        lbpPerUsd: 89_500,
        effectiveFrom: '2026-11-01T00:00:00.000Z',
        setBy: { id: 1, name: 'Rania Saad' },
      },
    })
  if (url.endsWith(`/rider/${rider.id}/settlements`) && init?.method === 'POST') {
    posts.push({
      key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER),
      body: JSON.parse(String(init.body)),
    })
    return new Promise<Response>((resolve) => (answer = resolve))
  }
  return json({ Data: rider })
})

beforeEach(() => {
  posts.length = 0
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

function mount(onClose = vi.fn()) {
  act(() => beginSession(loginFor('keeper-token', { components: KEEPER })))
  render(
    <MemoryRouter>
      <ApiProvider>
        <SettleCashDialog rider={rider} onClose={onClose} />
      </ApiProvider>
    </MemoryRouter>,
  )
  return { dialog: screen.getByRole('dialog', { name: 'Settle cash: Ali Haddad' }), onClose }
}

describe('Settle cash', () => {
  it('asks a note when the cash counted differs, then confirms by name and sends once', async () => {
    const { dialog, onClose } = mount()
    const amount = within(dialog).getByLabelText(/Dollars counted/) as HTMLInputElement
    expect(amount.value).toBe('1250.50')
    fireEvent.change(amount, { target: { value: '١٬٢٤٩' } })
    fireEvent.blur(amount)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle cash' }))
    expect(await within(dialog).findByText(CASH_COUNT_MESSAGES.noteRequired)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText(/Note/), {
      target: { value: 'Change given from own pocket' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle cash' }))
    expect(
      await screen.findByText(RIDER_MESSAGES.settleConfirm('Ali Haddad', '1249.00')),
    ).toBeTruthy()
    const confirm = screen.getByRole('button', { name: 'Confirm' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]!.body).toEqual({
      amount: '1249.00',
      amountLbp: 0,
      note: 'Change given from own pocket',
      confirmLargeDifference: false,
    })
    expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    await act(async () =>
      answer(
        json(
          {
            Data: {
              id: 1,
              riderId: 4,
              riderName: 'Ali Haddad',
              branchId: 1,
              expected: '1250.50',
              amount: '1249.00',
              expectedUsd: '1250.50',
              expectedLbp: 0,
              countedUsd: '1249.00',
              countedLbp: 0,
              differenceUsd: '-1.50',
              differenceLbp: 0,
              lbpPerUsd: 89_500,
              difference: '-1.50',
              voidedAt: null,
              voidedBy: null,
              voidReason: null,
              note: 'Change given from own pocket',
              employeeId: 1,
              employeeName: 'Karim Khoury',
              orderIds: [101, 104],
              createdAt: '2026-11-25T19:00:00.000Z',
              updatedAt: '2026-11-25T19:00:00.000Z',
              version: 0,
            },
          },
          201,
        ),
      ),
    )
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posts).toHaveLength(1)
  })

  it('asks about a difference past the largest one, then sends it confirmed under the same key', async () => {
    const { dialog } = mount()
    const amount = within(dialog).getByLabelText(/Dollars counted/)
    fireEvent.change(amount, { target: { value: '950.50' } })
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Robbed' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle cash' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    const words = CASH_COUNT_MESSAGES.largeDifference('-300.00', '200.00')
    await act(async () =>
      answer(json({ ErrorMessage: words, Errors: { confirmLargeDifference: words } }, 422)),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, record it' }))
    await waitFor(() => expect(posts).toHaveLength(2))
    expect(posts[1]!.body).toMatchObject({ amount: '950.50', confirmLargeDifference: true })
    expect(posts[1]!.key).toBe(posts[0]!.key)
  })

  it('asks "Is this in pounds?" for dollars a thousand times what is held, and moves them to pounds', async () => {
    const { dialog } = mount()
    const dollars = within(dialog).getByLabelText(/Dollars counted/)
    fireEvent.change(dollars, { target: { value: '1,250,000' } })
    fireEvent.blur(dollars)
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'In pounds' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle cash' }))
    const question = await screen.findByRole('dialog', { name: 'Is this in pounds?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, pounds' }))
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Pounds counted/) as HTMLInputElement).value).toBe(
        '1,250,000 LBP',
      ),
    )
    expect((within(dialog).getByLabelText(/Dollars counted/) as HTMLInputElement).value).toBe(
      '0.00',
    )
    expect(posts).toHaveLength(0)
  })
})
