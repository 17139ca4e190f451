import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { CASH_COUNT_MESSAGES, IDEMPOTENCY_KEY_HEADER } from 'contracts'
import type { PermissionEntry, ShiftClose, ShiftReport } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { CloseShiftDialog } from './CloseShiftDialog'

/*
 * Close shift: the counted cash typed naturally, the difference shown as it
 * is typed, a note when it is not zero, a confirmation, and one close however
 * often Confirm is clicked.
 */

const CLOSER: PermissionEntry[] = [{ key: 'report', actions: ['View', 'Add'] }]
const report: ShiftReport = {
  branchId: 1,
  branchName: 'Beirut - Hamra',
  branchNameAr: 'بيروت - الحمرا',
  from: '2026-11-25T00:40:00.000Z',
  to: '2026-11-25T23:10:00.000Z',
  orders: { placed: 3, delivered: 1, pickedUp: 2, rejected: 0, cancelled: 0, open: [] },
  gross: '1300.00',
  discounts: '0.00',
  deliveryCharges: '0.00',
  refunds: '0.00',
  net: '1300.00',
  byPayment: { cash: '1250.50', card: '49.50', wallet: '0.00' },
  cashUsd: '1250.50',
  cashLbp: 0,
  vat: '128.83',
  vatLbp: 11_530_000,
  coupons: [],
  walletRecharges: [],
  rechargesUsd: '0.00',
  rechargesLbp: 0,
  cashExpectedUsd: '1250.50',
  cashExpectedLbp: 0,
  openingFloatUsd: '0.00',
  openingFloatLbp: 0,
  lbpPerUsd: 89_500,
  cashExpected: '1250.50',
  riders: [
    { riderId: 4, name: 'Ali Haddad', cashHeld: '12.00', cashHeldUsd: '12.00', cashHeldLbp: 0 },
  ],
  topItems: [],
  byHour: [],
}

const posts: { key: string | null; body: unknown }[] = []
let answer: (r: Response) => void = () => {}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: CLOSER })
  if (url.endsWith('/report/shift/close') && init?.method === 'POST') {
    posts.push({
      key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER),
      body: JSON.parse(String(init.body)),
    })
    return new Promise<Response>((resolve) => (answer = resolve))
  }
  return json({ Data: report })
})

beforeEach(() => {
  posts.length = 0
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

describe('Close shift', () => {
  it('shows the difference as typed, asks a note when it is not zero, and closes once', async () => {
    const onClosed = vi.fn()
    act(() => beginSession(loginFor('closer-token', { components: CLOSER })))
    render(
      <MemoryRouter>
        <ApiProvider>
          <CloseShiftDialog report={report} onClose={vi.fn()} onClosed={onClosed} />
        </ApiProvider>
      </MemoryRouter>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Close the shift of Beirut - Hamra' })
    expect(within(dialog).getByText(/Ali Haddad \$12\.00/)).toBeTruthy()
    const counted = within(dialog).getByLabelText(/Dollars counted/)
    // A note typed while the amount cannot be read stays on screen, and the difference waits.
    fireEvent.change(counted, { target: { value: 'twelve' } })
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Counting' } })
    expect(within(dialog).getByTestId('cash-difference').textContent).toBe('Difference: —')
    expect((within(dialog).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Counting')
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: '' } })
    // Arabic-Indic digits with a thousands separator: 1,249.
    fireEvent.change(counted, { target: { value: '١٬٢٤٩' } })
    fireEvent.blur(counted)
    expect(within(dialog).getByTestId('cash-difference').textContent).toBe(
      'Difference: $1.50 short in dollars, Balanced in pounds; together $1.50 short',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review close' }))
    expect(await within(dialog).findByText(CASH_COUNT_MESSAGES.noteRequired)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText(/Note/), {
      target: { value: 'Change given twice' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review close' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      '$1,249.00 counted against $1,250.50 expected: $1.50 short in dollars, Balanced in pounds',
    )
    const confirm = within(dialog).getByRole('button', { name: 'Confirm close' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]!.body).toEqual({
      branchId: 1,
      from: report.from,
      cashCounted: '1249.00',
      cashCountedLbp: 0,
      openingFloatUsd: '0.00',
      openingFloatLbp: 0,
      note: 'Change given twice',
    })
    expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
    const close: ShiftClose = {
      id: 9,
      branchId: 1,
      branchName: 'Beirut - Hamra',
      branchNameAr: 'بيروت - الحمرا',
      from: report.from,
      closedAt: report.to,
      closedById: 2,
      closedByName: 'Karim Khoury',
      orders: 3,
      net: report.net,
      lbpPerUsd: 89_500,
      openingFloatUsd: '0.00',
      openingFloatLbp: 0,
      cashExpectedUsd: report.cashExpected,
      cashExpectedLbp: 0,
      cashExpected: report.cashExpected,
      cashCounted: '1249.00',
      cashCountedLbp: 0,
      denominations: null,
      differenceUsd: '-1.50',
      differenceLbp: 0,
      difference: '-1.50',
      note: 'Change given twice',
      report,
    }
    await act(async () => answer(json({ Data: close }, 201)))
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(close))
    expect(posts).toHaveLength(1)
  })

  it('counts both currencies beside the floats, note by note, the notes filling the counts', async () => {
    act(() => beginSession(loginFor('closer-token', { components: CLOSER })))
    const withFloat = { ...report, openingFloatUsd: '50.00', openingFloatLbp: 2_000_000 }
    render(
      <MemoryRouter>
        <ApiProvider>
          <CloseShiftDialog report={withFloat} onClose={vi.fn()} onClosed={vi.fn()} />
        </ApiProvider>
      </MemoryRouter>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Close the shift of Beirut - Hamra' })
    // The float is the last close's; the drawer holds it beside the shift's cash.
    expect(within(dialog).getByTestId('drawer-expected').textContent).toBe(
      'Expected in the drawer, float included: $1,300.50 and 2,000,000 LBP',
    )
    fireEvent.click(within(dialog).getByLabelText('Count the dollars by banknote'))
    fireEvent.change(within(dialog).getByLabelText('$100 notes'), { target: { value: '13' } })
    fireEvent.change(within(dialog).getByLabelText('$1 notes'), { target: { value: '٢' } })
    expect(within(dialog).getByTestId('banknote-total-usd').textContent).toBe('Notes: $1,302.00')
    fireEvent.click(within(dialog).getByLabelText('Count the pounds by banknote'))
    fireEvent.change(within(dialog).getByLabelText('100,000 LBP notes'), {
      target: { value: '20' },
    })
    fireEvent.change(within(dialog).getByLabelText('5,000 LBP notes'), { target: { value: '1' } })
    expect(within(dialog).getByTestId('cash-difference').textContent).toBe(
      'Difference: $1.50 over in dollars, 5,000 LBP over in pounds; together $1.56 over',
    )
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Tips left' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review close' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm close' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]!.body).toEqual({
      branchId: 1,
      from: report.from,
      cashCounted: '1302.00',
      cashCountedLbp: 2_005_000,
      openingFloatUsd: '50.00',
      openingFloatLbp: 2_000_000,
      denominations: { usd: { '100': 13, '1': 2 }, lbp: { '100000': 20, '5000': 1 } },
      note: 'Tips left',
    })
  })

  it('shows pounds the shift gave out as change below zero, and balances a drawer that holds its float less them', async () => {
    act(() => beginSession(loginFor('closer-token', { components: CLOSER })))
    const changeGiven: ShiftReport = {
      ...report,
      cashLbp: -45_000,
      cashExpectedLbp: -45_000,
      cashExpected: '1250.00',
      openingFloatLbp: 500_000,
      riders: [
        {
          riderId: 4,
          name: 'Ali Haddad',
          cashHeld: '19.50',
          cashHeldUsd: '20.00',
          cashHeldLbp: -45_000,
        },
      ],
    }
    render(
      <MemoryRouter>
        <ApiProvider>
          <CloseShiftDialog report={changeGiven} onClose={vi.fn()} onClosed={vi.fn()} />
        </ApiProvider>
      </MemoryRouter>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Close the shift of Beirut - Hamra' })
    expect(within(dialog).getByTestId('shift-cash-expected').textContent).toBe(
      '$1,250.50 and −45,000 LBP',
    )
    expect(within(dialog).getByText(/Ali Haddad \$20\.00 and −45,000 LBP/)).toBeTruthy()
    expect(within(dialog).getByTestId('drawer-expected').textContent).toBe(
      'Expected in the drawer, float included: $1,250.50 and 455,000 LBP',
    )
    fireEvent.change(within(dialog).getByLabelText(/Dollars counted/), {
      target: { value: '1,250.50' },
    })
    fireEvent.change(within(dialog).getByLabelText(/Pounds counted/), {
      target: { value: '455k' },
    })
    fireEvent.blur(within(dialog).getByLabelText(/Pounds counted/))
    expect(within(dialog).getByTestId('cash-difference').textContent).toBe(
      'Difference: Balanced in dollars, Balanced in pounds; together Balanced',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review close' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm close' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]!.body).toMatchObject({
      cashCounted: '1250.50',
      cashCountedLbp: 455_000,
      note: '',
    })
  })
})
