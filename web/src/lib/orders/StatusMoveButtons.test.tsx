import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  API_PREFIX,
  FULFILMENTS,
  ORDER_STATUSES,
  ORDER_STATUS_ACTION_LABELS,
  nextStatuses,
} from 'contracts'
import type { Order, PermissionEntry } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTokenSource } from '../api/hooks'
import { ApiProvider } from '../api/swrConfig'
import { beginSession, endSession, getToken } from '../session/store'
import { loginFor } from '../session/testing'
import { usePermissions } from '../session/usePermissions'
import { StatusMoveButtons } from './StatusMoveButtons'
import { boardOrder, fullOrder } from './testing'
import { availableMoves } from './statusMoves'
import type { MovableOrder, MovePermission } from './statusMoves'
import { useStatusMoves } from './useStatusMoves'
import type { StatusMoveOptions } from './useStatusMoves'

/*
 * The status moves as a screen renders them, for an employee whose
 * permissions come from the (stubbed) network as the app reads them.
 */

const ORDER_UPDATER: PermissionEntry[] = [{ key: 'order', actions: ['View', 'Update'] }]
const ORDER_VIEWER: PermissionEntry[] = [{ key: 'order', actions: ['View'] }]
const BOARD_UPDATER: PermissionEntry[] = [
  { key: 'order', actions: ['View'] },
  { key: 'branch-orders', actions: ['View', 'Update'] },
]

const pending: MovableOrder = {
  id: 7,
  version: 3,
  number: 'BEY-10007',
  status: 'pending',
  fulfilment: 'delivery',
  branchId: 1,
  branchName: 'Beirut - Hamra',
  branchNameAr: 'بيروت - الحمرا',
  paymentStatus: 'paid',
  paymentMethod: 'card',
  total: '24.50',
  cashDue: '0.00',
  cashDueLbp: 0,
  lbpPerUsd: 89_500,
  lbpRoundingStep: 5000,
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const fetchMock = vi.fn<typeof fetch>()
let answers: (url: string, init: RequestInit | undefined) => Response | undefined

function Moves({ order, options }: { order: MovableOrder; options?: StatusMoveOptions }) {
  const moves = useStatusMoves(order, options)
  const { isLoading } = usePermissions()
  return (
    <>
      {!isLoading && <p>permissions loaded</p>}
      <StatusMoveButtons moves={moves} />
    </>
  )
}

let components: PermissionEntry[] = []

/** Signs in with `entries` as permissions, renders the moves of `order` once they are known. */
async function mount(entries: PermissionEntry[], order: MovableOrder, options?: StatusMoveOptions) {
  components = entries
  act(() => beginSession(loginFor(`token-${Math.random()}`, { components: entries })))
  const view = render(
    <ApiProvider>
      <Moves order={order} options={options} />
    </ApiProvider>,
  )
  await screen.findByText('permissions loaded')
  return view
}
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent)
const statusCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => init?.method === 'PUT' && /status$/.test(String(url)),
  )

beforeEach(() => {
  answers = () => undefined
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url.endsWith('/employee/permissions')) return json({ Data: components })
    return answers(url, init) ?? json({}, 200)
  })
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=test-xsrf'
  setTokenSource(getToken)
})

afterEach(() => {
  cleanup()
  act(() => endSession())
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('availableMoves', () => {
  it('is the machine’s next statuses with Update, nothing without', () => {
    for (const status of ORDER_STATUSES) {
      for (const fulfilment of FULFILMENTS) {
        expect(availableMoves({ status, fulfilment }, true)).toEqual(
          nextStatuses(status, fulfilment),
        )
        expect(availableMoves({ status, fulfilment }, false)).toEqual([])
      }
    }
  })
})

describe('StatusMoveButtons', () => {
  it('shows a button for exactly each next status, labelled for the move', async () => {
    const seen: string[] = []
    for (const status of ORDER_STATUSES) {
      for (const fulfilment of FULFILMENTS) {
        const view = await mount(ORDER_UPDATER, { ...pending, status, fulfilment })
        const expected = nextStatuses(status, fulfilment).map((s) => ORDER_STATUS_ACTION_LABELS[s])
        expect(buttonNames(), `${status} (${fulfilment})`).toEqual(expected)
        seen.push(...buttonNames().filter((n): n is string => n !== null))
        view.unmount()
      }
    }
    // Pickup orders are picked up, delivery orders go out and are delivered.
    expect(seen).toContain('Mark picked up')
    expect(seen).toContain('Send out')
    expect(seen).toContain('Mark delivered')
  })

  it('shows none without the Update action of the permission the caller names', async () => {
    await mount(ORDER_VIEWER, pending)
    expect(buttonNames()).toEqual([])
    cleanup()

    const cases: [PermissionEntry[], MovePermission, number][] = [
      [BOARD_UPDATER, 'order', 0],
      [BOARD_UPDATER, 'branch-orders', 3],
    ]
    for (const [entries, permission, count] of cases) {
      await mount(entries, pending, { permission })
      expect(buttonNames(), permission).toHaveLength(count)
      cleanup()
    }
  })

  it('sends a move once with the order’s version, however often it is clicked', async () => {
    let release: (r: Response) => void = () => {}
    answers = (url, init) =>
      init?.method === 'PUT'
        ? (new Promise<Response>((resolve) => (release = resolve)) as unknown as Response)
        : undefined
    await mount(ORDER_UPDATER, pending)
    const accept = screen.getByRole('button', { name: 'Accept' })
    fireEvent.click(accept)
    fireEvent.click(accept)
    await waitFor(() => expect(statusCalls()).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(statusCalls()).toHaveLength(1)
    const [url, init] = statusCalls()[0]!
    expect(String(url)).toBe(`${API_PREFIX}/order/7/status`)
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'accepted',
      version: 3,
      rejectionReasonId: null,
      riderId: null,
      note: '',
    })
    // The other moves wait while it runs.
    expect(screen.getByRole('button', { name: 'Cancel order' }).hasAttribute('disabled')).toBe(true)
    await act(async () => release(json({ ErrorMessage: 'gone' }, 404)))
  })

  it('reports a 409 as moved by another employee, with the order as it is now', async () => {
    const now: Order = fullOrder(boardOrder(pending.id), {
      ...pending,
      status: 'accepted',
      version: 4,
      paymentMethod: 'card',
      subtotal: pending.total,
    })
    answers = (url, init) =>
      init?.method === 'PUT'
        ? json({ ErrorMessage: 'stale' }, 409)
        : url.endsWith('/order/7')
          ? json({ Data: now })
          : undefined
    const onMovedByOther = vi.fn()
    await mount(ORDER_UPDATER, pending, { onMovedByOther })
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(onMovedByOther).toHaveBeenCalledTimes(1))
    expect(onMovedByOther).toHaveBeenCalledWith(now)
  })
})
