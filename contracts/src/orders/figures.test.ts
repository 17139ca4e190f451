import { describe, expect, it } from 'vitest'
import type { SalesReport } from '../entities/report'
import { REFUNDED, SOLD, salesFigureFilters } from './figures'

describe('the orders a sales cell opens', () => {
  const span = { from: '2026-10-30T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z' }
  const row = (key: string, couponId?: number | null) =>
    ({ ...span, key, label: key, couponId }) as SalesReport['rows'][number]
  const day = { completedFrom: span.from, completedTo: span.to, status: SOLD, branchId: 1 }
  const sales = (groupBy: SalesReport['groupBy']) => salesFigureFilters({ ...span, groupBy }, 1)

  it('are the row’s for its counts and its money, but only its cash orders for the cash columns', () => {
    const { row: of, cell } = sales('day')
    const filter = of(row('2026-10-30'))
    expect(filter).toEqual(day)
    for (const field of ['orders', 'net', 'gross', 'vat', 'vatLbp'] as const)
      expect(cell(field, filter)).toEqual(day)
    for (const field of ['cashUsd', 'cashLbp'] as const)
      expect(cell(field, filter)).toEqual({ ...day, paymentMethod: 'cash' })
  })

  it('are the refunds made in the row’s span for its refunds, of its group', () => {
    const { row: of, cell } = sales('payment')
    expect(cell('refunds', of(row('card')))).toEqual({
      ...day,
      paymentMethod: 'card',
      status: 'rejected,cancelled',
      paymentStatus: 'refunded',
    })
    expect(cell('refunds', sales('day').total)).toEqual({ ...day, ...REFUNDED })
  })

  it('are none for the cash of a card or wallet row, and the row’s for the cash row', () => {
    const { row: of, cell } = sales('payment')
    expect(cell('cashUsd', of(row('card')))).toBeNull()
    expect(cell('cashLbp', of(row('wallet')))).toBeNull()
    expect(cell('cashUsd', of(row('cash')))).toEqual({ ...day, paymentMethod: 'cash' })
    expect(cell('net', null)).toBeNull()
  })

  it('name the orders with no rider and with no coupon; none for a deleted coupon', () => {
    expect(sales('rider').row(row(''))).toEqual({ ...day, riderId: 'none' })
    expect(sales('rider').row(row('7'))).toEqual({ ...day, riderId: 7 })
    expect(sales('coupon').row(row('', null))).toEqual({ ...day, couponId: 'none' })
    expect(sales('coupon').row(row('SUMMER', 4))).toEqual({ ...day, couponId: 4 })
    expect(sales('coupon').row(row('GONE', null))).toBeNull()
  })
})
