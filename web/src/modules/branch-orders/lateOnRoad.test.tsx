import { act, render, screen, within } from '@testing-library/react'
import { formatPhone } from 'contracts'
import type { BranchOrdersBoard, PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { boardBranch, boardOrder } from '../../lib/orders/testing'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { BoardColumns } from './BoardColumns'

/*
 * A delivery on the road longer than its branch's longest delivery turns late
 * on its card as the board's clock passes that time: the late look of a late
 * preparation, and the rider's name calling their phone.
 */

const VIEWER: PermissionEntry[] = [
  { key: 'order', actions: ['View'] },
  { key: 'branch-orders', actions: ['View'] },
]
answerEachToken(async (_token, url) =>
  url.endsWith('/employee/permissions')
    ? new Response(JSON.stringify({ Data: VIEWER }), {
        headers: { 'Content-Type': 'application/json' },
      })
    : new Response('{}', { status: 404 }),
)

const SENT_OUT = '2026-11-25T18:00:00.000Z'
const road = boardOrder(2, {
  status: 'out_for_delivery',
  fulfilment: 'delivery',
  createdAt: '2026-11-25T17:30:00.000Z',
  statusSince: SENT_OUT,
  rider: { id: 11, name: 'Hussein Bizri', phone: '+96170410011' },
})
const board: BranchOrdersBoard = {
  orders: [road],
  branches: [boardBranch(1, 'Beirut - Hamra', { maxDeliveryMinutes: 20 })],
  riders: [],
  serverTime: SENT_OUT,
}
const after = (minutes: number) => Date.parse(SENT_OUT) + minutes * 60_000

describe('a delivery late on the road', () => {
  it('turns late once past the branch’s maxDeliveryMinutes, with a call to its rider', async () => {
    act(() => beginSession(loginFor('viewer-token', { components: VIEWER })))
    const view = (now: number) => (
      <MemoryRouter>
        <ApiProvider>
          <BoardColumns board={board} now={now} moves={undefined} />
        </ApiProvider>
      </MemoryRouter>
    )
    const { rerender } = render(view(after(19)))
    const card = (await screen.findByRole('link', { name: road.number })).closest<HTMLElement>(
      '.board-card',
    )!
    expect(card.classList.contains('board-card-late')).toBe(false)
    expect(within(card).queryByText(/On the road/)).toBeNull()

    rerender(view(after(21)))
    expect(card.classList.contains('board-card-late')).toBe(true)
    const late = within(card).getByText(/On the road 21 min: call/)
    expect(late.textContent).toBe('On the road 21 min: call Hussein Bizri')
    const call = within(late).getByRole('link', { name: 'Hussein Bizri' })
    expect(call.getAttribute('href')).toBe('tel:+96170410011')
    expect(call.getAttribute('title')).toBe(formatPhone('+96170410011'))
  })
})
