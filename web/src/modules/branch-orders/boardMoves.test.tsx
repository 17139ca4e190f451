import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { API_PREFIX, ORDER_MESSAGES } from 'contracts'
import type { BranchOrdersBoard, PermissionEntry } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../lib/api/swrConfig'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { usePermissions } from '../../lib/session/usePermissions'
import { showToast, toastError } from '../../lib/toaster'
import { BoardColumns } from './BoardColumns'
import { boardBranch, boardOrder, fullOrder } from '../../lib/orders/testing'
import { stillMoving, useBoardMoves } from './useBoardMoves'

/*
 * The board's moves at the counter, through the order layer to a stubbed network:
 * presses one after another, a 409 in the board's words, the keys.
 */

vi.mock(import('../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../test/toastSpies')).toastSpies,
}))

const COUNTER: PermissionEntry[] = [
  { key: 'order', actions: ['View', 'Update'] },
  { key: 'branch-orders', actions: ['View', 'Update'] },
]
const a = boardOrder(1)
const b = boardOrder(2)
const board: BranchOrdersBoard = {
  orders: [a, b],
  branches: [boardBranch(1, 'Beirut - Hamra')],
  riders: [],
  serverTime: '2026-11-25T18:31:00.000Z',
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Each `PUT /order/:id/status` waits until the test answers it. */
const held: {
  id: number
  body: { status: string; version: number }
  answer: (r: Response) => void
}[] = []
let orderNow: (id: number) => Response = () => json({ ErrorMessage: 'Not found' }, 404)

const fetchMock = answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: COUNTER })
  const move = url.match(/\/order\/(\d+)\/status$/)
  if (move && init?.method === 'PUT') {
    return new Promise<Response>((answer) =>
      held.push({ id: Number(move[1]), body: JSON.parse(String(init.body)), answer }),
    )
  }
  const read = url.match(/\/order\/(\d+)$/)
  if (read) return orderNow(Number(read[1]))
  return json({ ErrorMessage: 'Not found' }, 404)
})

function Board() {
  const moves = useBoardMoves(true)
  if (usePermissions().isLoading) return null
  return <BoardColumns board={board} now={Date.parse(board.serverTime)} moves={moves} />
}

async function mount() {
  act(() => beginSession(loginFor('counter-token', { components: COUNTER })))
  render(
    <MemoryRouter>
      <ApiProvider>
        <Board />
      </ApiProvider>
    </MemoryRouter>,
  )
  await screen.findByRole('group', { name: `Moves of order ${a.number}` })
}

const cardOf = (number: string) =>
  screen.getByRole('link', { name: number }).closest<HTMLElement>('.board-card')!
const press = (number: string, label: string) =>
  fireEvent.click(within(cardOf(number)).getByRole('button', { name: label }))
const key = (name: string) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name })

/** Answers the oldest move waiting for its answer. */
async function answerMove(response: (move: (typeof held)[number]) => Response) {
  const move = held.shift()!
  await act(async () => move.answer(response(move)))
  return move
}
const moved = (move: (typeof held)[number]) =>
  json({
    Data: fullOrder(move.id === a.id ? a : b, {
      status: move.body.status as 'accepted',
      version: move.body.version + 1,
    }),
  })

beforeEach(() => {
  held.length = 0
  vi.mocked(showToast).mockClear()
  vi.mocked(toastError).mockClear()
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

describe("the board's moves at the counter", () => {
  it('queues a press made while another move runs, says so on its card, and makes it next', async () => {
    await mount()
    press(a.number, 'Accept')
    await waitFor(() => expect(held).toHaveLength(1))
    press(b.number, 'Accept')
    expect(within(cardOf(b.number)).getByRole('status').textContent).toBe('Queued: Accept')
    // A's other moves wait for its answer.
    expect(
      within(cardOf(a.number)).getByRole('button', { name: 'Reject' }).hasAttribute('disabled'),
    ).toBe(true)
    expect(held).toHaveLength(1)

    expect((await answerMove(moved)).body).toMatchObject({ status: 'accepted', version: 1 })
    await waitFor(() => expect(held).toHaveLength(1))
    expect(held[0]).toMatchObject({ id: b.id, body: { status: 'accepted', version: b.version } })
    expect(within(cardOf(b.number)).queryByRole('status')).toBeNull()
    await answerMove(moved)
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')
    expect(sent.map(([url]) => String(url))).toEqual([
      `${API_PREFIX}/order/${a.id}/status`,
      `${API_PREFIX}/order/${b.id}/status`,
    ])
  })

  it('says which order another tablet moved first (409), and what it is now', async () => {
    orderNow = (id) => json({ Data: fullOrder(id === a.id ? a : b, { status: 'accepted' }) })
    await mount()
    press(a.number, 'Accept')
    await waitFor(() => expect(held).toHaveLength(1))
    await answerMove(() => json({ ErrorMessage: 'The order was changed by someone else.' }, 409))
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        ORDER_MESSAGES.movedByOtherOnBoard(a.number, 'accepted'),
      ),
    )
  })

  it('moves the chosen card with Space; the arrows choose; a repeat is refused aloud, not lost', async () => {
    await mount()
    key('ArrowDown')
    expect(cardOf(a.number).classList.contains('board-card-selected')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: a.number }))
    key(' ')
    await waitFor(() => expect(held).toHaveLength(1))
    expect(held[0]).toMatchObject({ id: a.id, body: { status: 'accepted' } })

    // Its card does not show the move made yet: a second Space would send it twice.
    key(' ')
    expect(showToast).toHaveBeenCalledWith(stillMoving(a.number), 'warning')
    key('ArrowDown')
    expect(cardOf(b.number).classList.contains('board-card-selected')).toBe(true)
    expect(cardOf(a.number).classList.contains('board-card-selected')).toBe(false)
    key(' ')
    expect(within(cardOf(b.number)).getByRole('status').textContent).toBe('Queued: Accept')

    await answerMove(moved)
    await waitFor(() => expect(held).toHaveLength(1))
    expect(held[0]).toMatchObject({ id: b.id, body: { status: 'accepted' } })
    await answerMove(moved)
  })
})

describe("the board's tickets", () => {
  it('P prints the chosen card’s kitchen ticket, and so does its Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    orderNow = (id) =>
      json({
        Data: fullOrder(id === a.id ? a : b, {
          fulfilment: 'delivery',
          customer: { id: 9, name: 'Rana Haddad', phone: '+9613747242' },
          customerNote: 'No onions',
        }),
      })
    await mount()
    const ticket = () => document.querySelector('.app-ticket-print [aria-label="Kitchen ticket"]')
    key('ArrowDown')
    key('p')
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    // The whole order's ticket, alone on the printed page: a node of the body's own.
    expect(ticket()?.parentElement?.parentElement).toBe(document.body)
    expect(ticket()?.querySelector('h1')?.textContent).toBe(a.number)
    expect(ticket()?.textContent).toContain('Deliver to: Rana Haddad')
    expect(ticket()?.textContent).toContain('No onions')
    expect(held).toHaveLength(0)
    act(() => void window.dispatchEvent(new Event('afterprint')))
    expect(ticket()).toBeNull()

    press(b.number, `Print ticket of order ${b.number}`)
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2))
    expect(ticket()?.querySelector('h1')?.textContent).toBe(b.number)
    print.mockRestore()
  })
})
