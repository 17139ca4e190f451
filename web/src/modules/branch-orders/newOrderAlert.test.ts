import { BOARD_ESCALATE_MINUTES } from 'contracts'
import { describe, expect, it } from 'vitest'
import {
  alertLevel,
  escalatedOrders,
  minutesSinceAcknowledged,
  newOrders,
  toNotify,
} from './newOrderAlert'
import type { AlertOrder } from './newOrderAlert'

const NOW = Date.parse('2026-11-25T19:00:00.000Z')
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString()
const order = (
  id: number,
  status: AlertOrder['status'] = 'pending',
  acknowledgedAt: string | null = null,
): AlertOrder => ({ id, number: `BEY-${id}`, branchId: 1, status, acknowledgedAt })
const ids = (orders: readonly AlertOrder[]) => orders.map((o) => o.id)

describe('the new-order alert', () => {
  it('alerts for every pending order nobody acknowledged, those there on opening included', () => {
    const orders = [order(1), order(2, 'accepted'), order(3, 'pending', minutesAgo(1)), order(4)]
    expect(ids(newOrders(orders))).toEqual([1, 4])
  })

  it('stops for an order once acknowledged, or once it leaves pending', () => {
    expect(newOrders([order(1, 'pending', minutesAgo(0)), order(2, 'cancelled')])).toEqual([])
  })

  it(`goes late ${BOARD_ESCALATE_MINUTES} minutes after the acknowledgement, while still pending`, () => {
    const justBefore = order(
      1,
      'pending',
      new Date(NOW - BOARD_ESCALATE_MINUTES * 60_000 + 1).toISOString(),
    )
    const atTheMinute = order(2, 'pending', minutesAgo(BOARD_ESCALATE_MINUTES))
    const accepted = order(3, 'accepted', minutesAgo(10))
    const notAcknowledged = order(4)
    expect(ids(escalatedOrders([justBefore, atTheMinute, accepted, notAcknowledged], NOW))).toEqual(
      [2],
    )
    expect(minutesSinceAcknowledged(atTheMinute, NOW)).toBe(BOARD_ESCALATE_MINUTES)
  })

  it('is louder when an acknowledged order went late than for new orders', () => {
    expect(alertLevel(0, 0)).toBe('quiet')
    expect(alertLevel(2, 0)).toBe('new')
    expect(alertLevel(2, 1)).toBe('late')
    expect(alertLevel(0, 1)).toBe('late')
  })

  it('notifies once per order and kind for the page’s life', () => {
    const notified = new Set<string>()
    expect(ids(toNotify([order(1), order(2)], 'new', notified))).toEqual([1, 2])
    expect(ids(toNotify([order(1), order(2), order(3)], 'new', notified))).toEqual([3])
    // The same order going late is news again.
    expect(ids(toNotify([order(1, 'pending', minutesAgo(5))], 'late', notified))).toEqual([1])
    expect(toNotify([order(1, 'pending', minutesAgo(6))], 'late', notified)).toEqual([])
  })
})
