import { describe, expect, it } from 'vitest'
import {
  ACTIVE_STATUSES,
  FINAL_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  canTransition,
  forbiddenTransitionMessage,
  isFinalStatus,
  nextStatuses,
  transitionRequirement,
} from './status'
import type { Fulfilment, OrderStatus } from './status'

/** Every allowed move, written out from docs/requirements.md#order-status-machine. */
const ALLOWED: Record<Fulfilment, Array<[OrderStatus, OrderStatus]>> = {
  delivery: [
    ['pending', 'accepted'],
    ['pending', 'rejected'],
    ['pending', 'cancelled'],
    ['accepted', 'preparing'],
    ['accepted', 'cancelled'],
    ['preparing', 'ready'],
    ['preparing', 'cancelled'],
    ['ready', 'out_for_delivery'],
    ['ready', 'cancelled'],
    ['out_for_delivery', 'delivered'],
  ],
  pickup: [
    ['pending', 'accepted'],
    ['pending', 'rejected'],
    ['pending', 'cancelled'],
    ['accepted', 'preparing'],
    ['accepted', 'cancelled'],
    ['preparing', 'ready'],
    ['preparing', 'cancelled'],
    ['ready', 'picked_up'],
    ['ready', 'cancelled'],
  ],
}

describe('order status machine', () => {
  it('allows exactly the moves of docs/requirements.md#order-status-machine, per fulfilment', () => {
    for (const fulfilment of ['delivery', 'pickup'] as const) {
      const allowed = new Set(ALLOWED[fulfilment].map(([a, b]) => `${a}>${b}`))
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          expect(canTransition(from, to, fulfilment), `${fulfilment}: ${from} → ${to}`).toBe(
            allowed.has(`${from}>${to}`),
          )
        }
      }
    }
  })

  it('refuses skipping steps, going back, and the other fulfilment’s path', () => {
    expect(canTransition('pending', 'ready', 'delivery')).toBe(false)
    expect(canTransition('preparing', 'accepted', 'delivery')).toBe(false)
    expect(canTransition('accepted', 'rejected', 'delivery')).toBe(false)
    expect(canTransition('out_for_delivery', 'cancelled', 'delivery')).toBe(false)
    expect(canTransition('ready', 'picked_up', 'delivery')).toBe(false)
    expect(canTransition('ready', 'out_for_delivery', 'pickup')).toBe(false)
  })

  it('has no way out of a final status', () => {
    for (const status of FINAL_STATUSES) {
      expect(isFinalStatus(status)).toBe(true)
      expect(nextStatuses(status, 'delivery')).toEqual([])
      expect(nextStatuses(status, 'pickup')).toEqual([])
    }
    for (const status of ACTIVE_STATUSES) expect(isFinalStatus(status)).toBe(false)
    expect([...ACTIVE_STATUSES, ...FINAL_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('asks a reason to reject, a note to cancel and a rider to send out', () => {
    expect(transitionRequirement('rejected')).toBe('rejectionReasonId')
    expect(transitionRequirement('cancelled')).toBe('note')
    expect(transitionRequirement('out_for_delivery')).toBe('riderId')
    expect(transitionRequirement('accepted')).toBeNull()
    expect(transitionRequirement('picked_up')).toBeNull()
  })

  it('labels statuses for people', () => {
    expect(ORDER_STATUS_LABELS.out_for_delivery).toBe('Out for delivery')
    expect(ORDER_STATUS_LABELS.picked_up).toBe('Picked up')
    expect(forbiddenTransitionMessage('delivered', 'cancelled')).toBe(
      'An order that is delivered cannot become cancelled.',
    )
  })
})
