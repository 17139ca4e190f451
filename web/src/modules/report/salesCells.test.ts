import { describe, expect, it } from 'vitest'
import { cellOrders } from './salesCells'

describe('the orders a sales cell opens', () => {
  const day = {
    completedFrom: '2026-10-30T00:00:00.000Z',
    completedTo: '2026-10-31T00:00:00.000Z',
    status: 'delivered,picked_up',
    branchId: 1,
  }

  it('are the row’s for its counts and its money, but only its cash orders for the cash columns', () => {
    for (const field of ['orders', 'net', 'gross', 'vat', 'vatLbp'] as const)
      expect(cellOrders(field, day)).toEqual(day)
    for (const field of ['cashUsd', 'cashLbp'] as const)
      expect(cellOrders(field, day)).toEqual({ ...day, paymentMethod: 'cash' })
  })

  it('are none for the cash of a card or wallet row, and the row’s for the cash row', () => {
    expect(cellOrders('cashUsd', { ...day, paymentMethod: 'card' })).toBeNull()
    expect(cellOrders('cashLbp', { ...day, paymentMethod: 'wallet' })).toBeNull()
    expect(cellOrders('cashUsd', { ...day, paymentMethod: 'cash' })).toEqual({
      ...day,
      paymentMethod: 'cash',
    })
    expect(cellOrders('net', null)).toBeNull()
  })
})
