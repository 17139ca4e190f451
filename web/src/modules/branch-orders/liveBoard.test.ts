import type { BoardOrder, BranchOrdersBoard } from 'contracts'
import { describe, expect, it } from 'vitest'
import { applyBoardEvent, isNewer, readEvents } from './liveBoard'
import { boardBranch } from '../../lib/orders/testing'

const card = (id: number, createdAt: string, status: BoardOrder['status'] = 'pending') =>
  ({ id, createdAt, status, branchId: 1 }) as BoardOrder
const board = (orders: BoardOrder[]): BranchOrdersBoard => ({
  orders,
  branches: [boardBranch(1, 'Hamra')],
  riders: [],
  serverTime: '2026-11-25T19:00:00.000Z',
})
const change = (order: BoardOrder | null, orderId = order?.id ?? 0) => ({
  feed: 'f',
  branchId: 1,
  sequence: 1,
  at: '2026-11-25T19:00:00.000Z',
  orderId,
  order,
})

describe('reading the stream', () => {
  it('answers whole events and keeps the part of the next one, skipping the heartbeat', () => {
    const { events, rest } = readEvents(
      ': ping\n\nid: 1:4\nevent: order\ndata: {"a":1}\n\nevent: ready\r\ndata: {}\r\n\r\nid: 1:5\nevent: ord',
    )
    expect(events).toEqual([
      { event: 'order', id: '1:4', data: '{"a":1}' },
      { event: 'ready', id: undefined, data: '{}' },
    ])
    expect(rest).toBe('id: 1:5\nevent: ord')
  })
})

describe('a change on the board', () => {
  const a = card(1, '2026-11-25T18:00:00.000Z')
  const c = card(3, '2026-11-25T18:30:00.000Z')
  it('adds a new order in its place, oldest first', () => {
    const b = card(2, '2026-11-25T18:10:00.000Z')
    expect(applyBoardEvent(board([a, c]), 'order', change(b)).orders.map((o) => o.id)).toEqual([
      1, 2, 3,
    ])
  })
  it('replaces an order that changed, and removes one that left the board', () => {
    const moved = card(1, a.createdAt, 'accepted')
    expect(applyBoardEvent(board([a, c]), 'order', change(moved)).orders).toEqual([moved, c])
    expect(applyBoardEvent(board([a, c]), 'order', change(null, 3)).orders).toEqual([a])
  })
  it('changes a branch', () => {
    const next = applyBoardEvent(board([a]), 'branch', {
      feed: 'f',
      branchId: 1,
      sequence: 2,
      at: '2026-11-25T19:00:00.000Z',
      branch: boardBranch(1, 'Hamra', { acceptingOrders: false }),
    })
    expect(next.branches[0]!.acceptingOrders).toBe(false)
  })
  it('tells a change not seen yet from one already applied', () => {
    const cursor = { feed: 'f', sequences: new Map([[1, 4]]) }
    expect(isNewer(cursor, { branchId: 1, sequence: 4 })).toBe(false)
    expect(isNewer(cursor, { branchId: 1, sequence: 5 })).toBe(true)
    expect(isNewer(cursor, { branchId: 2, sequence: 1 })).toBe(true)
  })
})

describe('a rider change on the board', () => {
  const rider = {
    id: 7,
    name: 'Ali Haddad',
    phone: '+96170410007',
    branchId: 1,
    vehicle: 'motorbike' as const,
    isActive: true,
    onShift: false,
    activeOrders: 0,
  }
  const riderChange = (r: typeof rider) => ({
    feed: 'f',
    branchId: 1,
    sequence: 2,
    at: '2026-11-25T19:00:00.000Z',
    rider: r,
  })
  it('starts a shift in place, adds a new rider, and drops one no longer active', () => {
    const start = applyBoardEvent(
      { ...board([]), riders: [rider] },
      'rider',
      riderChange({ ...rider, onShift: true }),
    )
    expect(start.riders).toEqual([{ ...rider, onShift: true }])
    const added = applyBoardEvent(board([]), 'rider', riderChange(rider))
    expect(added.riders.map((r) => r.id)).toEqual([7])
    const gone = applyBoardEvent(added, 'rider', riderChange({ ...rider, isActive: false }))
    expect(gone.riders).toEqual([])
  })
})
