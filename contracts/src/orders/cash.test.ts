import { describe, expect, it } from 'vitest'
import { cashDueOf, paymentWords } from './cash'

describe('the cash of an order', () => {
  it('is its total less the wallet part, for a cash order only', () => {
    expect(cashDueOf({ paymentMethod: 'cash', total: '16.50', walletAmountUsed: '5.00' })).toBe(
      '11.50',
    )
    expect(cashDueOf({ paymentMethod: 'cash', total: '16.50' })).toBe('16.50')
    expect(cashDueOf({ paymentMethod: 'cash', total: '16.50', walletAmountUsed: '16.50' })).toBe(
      '0.00',
    )
    expect(cashDueOf({ paymentMethod: 'card', total: '16.50', walletAmountUsed: '5.00' })).toBe(
      '0.00',
    )
    expect(cashDueOf({ paymentMethod: 'wallet', total: '16.50', walletAmountUsed: '16.50' })).toBe(
      '0.00',
    )
  })

  it('is said apart from the wallet part', () => {
    expect(paymentWords({ paymentMethod: 'cash', total: '16.50', walletAmountUsed: '5.00' })).toBe(
      '$5.00 from the wallet, $11.50 in cash',
    )
    expect(paymentWords({ paymentMethod: 'cash', total: '16.50', walletAmountUsed: '0.00' })).toBe(
      'in cash',
    )
    expect(paymentWords({ paymentMethod: 'wallet', total: '16.50' })).toBe('from the wallet')
  })
})
