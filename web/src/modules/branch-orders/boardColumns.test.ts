import { describe, expect, it } from 'vitest'
import { ordersByStatus } from './boardColumns'
import { boardOrder } from '../../lib/orders/testing'

const ACK = '2026-11-25T18:31:00.000Z'

describe("the board's columns", () => {
  it('put the orders nobody acknowledged at the top of Pending, however many wait below', () => {
    // 40 acknowledged pending orders, oldest first, then two new ones nobody has taken.
    const acknowledged = Array.from({ length: 40 }, (_, i) =>
      boardOrder(i + 1, { acknowledgedAt: ACK }),
    )
    const fresh = [boardOrder(41), boardOrder(42)]
    const accepted = boardOrder(43, { status: 'accepted' })
    const [pending, ...others] = ordersByStatus([...acknowledged, accepted, ...fresh])
    expect(pending!.status).toBe('pending')
    expect(pending!.orders.map((o) => o.id)).toEqual([41, 42, ...acknowledged.map((o) => o.id)])
    expect(others.map((c) => c.status)).toEqual([
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
    ])
    expect(others[0]!.orders.map((o) => o.id)).toEqual([43])
  })
})
