import { act, renderHook } from '@testing-library/react'
import { SESSION_LOCAL_KEYS } from 'contracts'
import type { BranchOrdersBoard } from 'contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/errors'
import { boardBranch, boardOrder } from '../../lib/orders/testing'
import { beginSession, endSession, getSession } from '../../lib/session/store'
import { loginFor } from '../../lib/session/testing'
import { readLastBoard, useLastBoard } from './lastBoard'
import type { BoardAnswer } from './lastBoard'

const board: BranchOrdersBoard = {
  orders: [boardOrder(1), boardOrder(2)],
  branches: [boardBranch(1, 'Beirut - Hamra')],
  riders: [],
  serverTime: '2026-11-25T18:31:00.000Z',
}
const answer: BoardAnswer = { Data: board }
const SCOPE = '/branch-orders/board'
const offline = new ApiError(0, undefined)

interface Props {
  scope: string
  data: BoardAnswer | undefined
  error: ApiError | undefined
}
const mount = (props: Props) =>
  renderHook(
    ({ scope, data, error }: Props) => useLastBoard(scope, getSession()?.employee?.id, data, error),
    { initialProps: props },
  )

describe('the board last shown, for a reload offline', () => {
  beforeEach(() => {
    localStorage.clear()
    act(() => beginSession(loginFor('token-1')))
  })
  afterEach(() => {
    act(() => endSession())
  })

  it('is kept as shown, and stands in when the read fails for want of a network, for its scope only', () => {
    const shown = mount({ scope: SCOPE, data: answer, error: undefined })
    // The page goes (a reload): what waits is written.
    act(() => void window.dispatchEvent(new Event('pagehide')))
    shown.unmount()

    const reloaded = mount({ scope: SCOPE, data: undefined, error: offline })
    expect(reloaded.result.current?.Data.orders.map((o) => o.id)).toEqual([1, 2])
    // A refusal is not an outage: nothing stands in.
    reloaded.rerender({ scope: SCOPE, data: undefined, error: new ApiError(403, 'No') })
    expect(reloaded.result.current).toBeUndefined()
    // Another branch's board is not this one.
    reloaded.rerender({ scope: `${SCOPE}?branchId=2`, data: undefined, error: offline })
    expect(reloaded.result.current).toBeUndefined()
  })

  it('is written at most every few seconds while the board changes', () => {
    vi.useFakeTimers()
    try {
      const shown = mount({ scope: SCOPE, data: answer, error: undefined })
      expect(localStorage.getItem(SESSION_LOCAL_KEYS.lastBoard)).toBeNull()
      act(() => vi.advanceTimersByTime(3_000))
      expect(readLastBoard(SCOPE, getSession()?.employee?.id)?.Data.orders).toHaveLength(2)
      shown.rerender({ scope: SCOPE, data: { Data: { ...board, orders: [] } }, error: undefined })
      expect(readLastBoard(SCOPE, getSession()?.employee?.id)?.Data.orders).toHaveLength(2)
      act(() => vi.advanceTimersByTime(3_000))
      expect(readLastBoard(SCOPE, getSession()?.employee?.id)?.Data.orders).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is gone with the session: a board still open at logout does not write it back', () => {
    const shown = mount({ scope: SCOPE, data: answer, error: undefined })
    act(() => endSession())
    shown.unmount()
    expect(localStorage.getItem(SESSION_LOCAL_KEYS.lastBoard)).toBeNull()
  })
})
