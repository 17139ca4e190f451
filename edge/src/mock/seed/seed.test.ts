import { ORDER_STATUSES } from 'contracts'
import type { Order } from 'contracts'
import { describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { buildSeed } from './index'

const orders = (anchor: number) =>
  (buildSeed(anchor, { orders: 600 }).tables[TABLE.order] ?? []).map((row) => row.value as Order)

const shape = (list: Order[]) => list.map((o) => `${o.branchId}:${o.status}`)

// The same day, just after midnight and in the evening rush (UTC).
const SMALL_HOURS = Date.UTC(2026, 10, 22, 0, 31)
const EVENING = Date.UTC(2026, 10, 22, 19, 5)

describe('the seed', () => {
  it('has the same shape (branch and status of every order) whatever the time of its anchor', () => {
    expect(shape(orders(SMALL_HOURS))).toEqual(shape(orders(EVENING)))
  })

  it('has orders in every active status at every branch, even when small', () => {
    for (const anchor of [SMALL_HOURS, EVENING]) {
      const list = orders(anchor)
      for (const branchId of [1, 2, 3, 4]) {
        for (const status of ['pending', 'accepted', 'preparing', 'ready'] as const) {
          expect(
            list.some((o) => o.branchId === branchId && o.status === status),
            `branch ${branchId} ${status}`,
          ).toBe(true)
        }
      }
      expect(new Set(list.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES))
    }
  })
})
