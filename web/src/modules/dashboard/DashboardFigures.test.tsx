import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Dashboard, PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { DashboardFigures } from './DashboardFigures'

const ORDER_VIEWER: PermissionEntry[] = [{ key: 'order', actions: ['View'] }]

const totals = {
  from: '2026-10-27T00:00:00.000Z',
  to: '2026-11-25T12:00:00.000Z',
  orders: 0,
  revenue: '0.00',
  averageOrderValue: '0.00',
  newCustomers: 4,
}
const answer: Dashboard = {
  ...totals,
  previous: totals,
  ordersByStatus: [],
  perDay: [],
  perHour: [],
  perBranch: [],
  topProducts: [],
  topCustomers: [],
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url) =>
  json(url.includes('/employee/permissions') ? { Data: ORDER_VIEWER } : { Data: answer }),
)

describe('DashboardFigures', () => {
  // The dates typed below are read against today: the clock is held on a fixed day (only `Date`,
  // so SWR's and the test's timers still run).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00.000Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows no figure while a date typed in its range cannot be read, and says why', async () => {
    act(() => beginSession(loginFor('token-of-viewer', { components: ORDER_VIEWER })))
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <ApiProvider>
          <DashboardFigures />
        </ApiProvider>
      </MemoryRouter>,
    )
    expect(await screen.findByRole('group', { name: 'New customers' })).toBeTruthy()
    const from = () => screen.getByLabelText<HTMLInputElement>('Range from')
    await waitFor(
      () => expect(from().getAttribute('aria-describedby')).toBe('filter-range-message'),
      {
        timeout: 10_000,
      },
    )

    fireEvent.focus(from())
    fireEvent.change(from(), { target: { value: '31/02/2026' } })
    fireEvent.blur(from())
    expect(await screen.findByText('No figures shown: the range is not valid')).toBeTruthy()
    expect(
      screen.getByText(
        'Range: February 2026 has 28 days: there is no day 31. Correct it to see the figures.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'New customers' })).toBeNull()
    expect(screen.queryByText('No orders in this range')).toBeNull()
    expect(from().value).toBe('31/02/2026')

    // Mended: the figures come back.
    fireEvent.focus(from())
    fireEvent.change(from(), { target: { value: '20/11/2026' } })
    fireEvent.blur(from())
    expect(await screen.findByRole('group', { name: 'New customers' })).toBeTruthy()
    expect(screen.queryByText('No figures shown: the range is not valid')).toBeNull()
  }, 20_000)
})
