import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { API_PREFIX, ORDER_MESSAGES, RIDER_MESSAGES } from 'contracts'
import type { BoardRider, BranchOrdersBoard, PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { boardBranch, boardOrder, fullOrder } from '../../lib/orders/testing'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { usePermissions } from '../../lib/session/usePermissions'
import { toastError } from '../../lib/toaster'
import { BoardColumns } from './BoardColumns'
import { ridersWithLoads } from './liveBoard'
import { useBoardMoves } from './useBoardMoves'

/*
 * "Send out" on a Ready delivery card: the rider is chosen from the board's
 * own riders (no request for them), fewest orders on the road first; the
 * keyboard chooses and sends; a lost race reads in the board's words; nobody
 * on shift says so and offers to start a shift.
 */

vi.mock(import('../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../test/toastSpies')).toastSpies,
}))

const COUNTER: PermissionEntry[] = [
  { key: 'order', actions: ['View', 'Update'] },
  { key: 'branch-orders', actions: ['View', 'Update'] },
]
const rider = (id: number, name: string, onShift: boolean): BoardRider => ({
  id,
  name,
  phone: `+9617041${String(id).padStart(4, '0')}`,
  branchId: 1,
  vehicle: 'motorbike',
  isActive: true,
  onShift,
  activeOrders: 0,
})
const ready = boardOrder(1, { status: 'ready', fulfilment: 'delivery' })
const road = boardOrder(2, {
  status: 'out_for_delivery',
  fulfilment: 'delivery',
  rider: { id: 11, name: 'Ali Haddad', phone: '+96170410011' },
})
const ON_SHIFT = [rider(11, 'Ali Haddad', true), rider(12, 'Ziad Aoun', true)]
const OFF = rider(13, 'Rami Chami', false)

let sent: { url: string; method: string; body: unknown }[] = []
let statusAnswer: () => Response
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: COUNTER })
  if (init?.method === 'PUT') {
    sent.push({ url, method: 'PUT', body: JSON.parse(String(init.body)) })
    if (url.endsWith('/shift')) {
      const { activeOrders, ...started } = OFF
      return json({
        Data: {
          ...started,
          onShift: true,
          shiftStartedAt: '2026-11-25T18:31:00.000Z',
          branchName: 'Beirut - Hamra',
          branchNameAr: 'بيروت - الحمرا',
          activeOrders,
          cashHeld: '0.00',
          cashHeldUsd: '0.00',
          cashHeldLbp: 0,
          deliveriesToday: 0,
          averageDeliveryMinutes: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-11-25T18:31:00.000Z',
          version: 1,
        },
      })
    }
    return statusAnswer()
  }
  if (url.endsWith(`/order/${ready.id}`)) {
    return json({ Data: fullOrder(ready, { status: 'out_for_delivery', version: 2 }) })
  }
  return json({ ErrorMessage: 'Not found' }, 404)
})

function Board({ riders }: { riders: BoardRider[] }) {
  const board: BranchOrdersBoard = {
    orders: [ready, road],
    branches: [boardBranch(1, 'Beirut - Hamra')],
    riders,
    serverTime: '2026-11-25T18:31:00.000Z',
  }
  const moves = useBoardMoves(true, ridersWithLoads(board))
  if (usePermissions().isLoading) return null
  return <BoardColumns board={board} now={Date.parse(board.serverTime)} moves={moves} />
}

async function openSendOut(riders: BoardRider[]) {
  act(() => beginSession(loginFor('counter-token', { components: COUNTER })))
  render(
    <MemoryRouter>
      <ApiProvider>
        <Board riders={riders} />
      </ApiProvider>
    </MemoryRouter>,
  )
  const card = (await screen.findByRole('link', { name: ready.number })).closest<HTMLElement>(
    '.board-card',
  )!
  fireEvent.click(within(card).getByRole('button', { name: 'Send out' }))
  return screen.findByRole('dialog', { name: `Send out order ${ready.number}` })
}

beforeEach(() => {
  sent = []
  statusAnswer = () => json({ Data: fullOrder(ready, { status: 'out_for_delivery' }) })
  vi.mocked(toastError).mockClear()
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

describe('Send out on the board', () => {
  it('offers the riders on shift, fewest orders on the road first, and sends the one chosen with Enter', async () => {
    const dialog = await openSendOut([...ON_SHIFT, OFF])
    const radios = await within(dialog).findAllByRole('radio')
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^Ziad Aoun · no order on the road/),
      expect.stringMatching(/^Ali Haddad · carries 1 order/),
    ])
    // Sent without a choice: the contract's words, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send out' }))
    expect(await within(dialog).findByText(RIDER_MESSAGES.riderRequired)).toBeTruthy()
    expect(sent).toEqual([])
    // The first is focused: the arrows choose (here, the browser's own radio keys), Enter sends.
    expect(document.activeElement).toBe(radios[0])
    fireEvent.keyDown(radios[1]!, { key: 'Enter' })
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      url: `${API_PREFIX}/order/${ready.id}/status`,
      body: { status: 'out_for_delivery', version: ready.version, riderId: 11 },
    })
  })

  it('reads a lost race (409) in the board’s usual words', async () => {
    statusAnswer = () => json({ ErrorMessage: 'Changed by someone else.' }, 409)
    const dialog = await openSendOut(ON_SHIFT)
    fireEvent.click(within(dialog).getAllByRole('radio')[0]!)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send out' }))
    await waitFor(
      () =>
        expect(toastError).toHaveBeenCalledWith(
          ORDER_MESSAGES.movedByOtherOnBoard(ready.number, 'out_for_delivery'),
        ),
      { timeout: 3_000 },
    )
  })

  it('says when nobody is on shift and offers to start a shift', async () => {
    const dialog = await openSendOut([OFF])
    expect(within(dialog).getByText(RIDER_MESSAGES.nobodyOnShift('Beirut - Hamra'))).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start shift' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({
      url: `${API_PREFIX}/rider/${OFF.id}/shift`,
      body: { onShift: true },
    })
    // Started: offered at once, and chosen.
    const radio = await within(dialog).findByRole('radio')
    expect((radio as HTMLInputElement).checked).toBe(true)
  })
})
