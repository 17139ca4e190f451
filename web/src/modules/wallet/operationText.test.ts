import { describe, expect, it } from 'vitest'
import { operationText } from './operationText'

describe('operationText', () => {
  it('states a deduct in full with the balance before and after', () => {
    expect(
      operationText({ type: 2, customerName: 'Wassim Saleh', amount: '12.50', balance: '480.30' }),
    ).toBe("Deduct $12.50 from Wassim Saleh's wallet: $480.30 → $467.80")
  })

  it('states a recharge in full, in cents, without float drift', () => {
    expect(
      operationText({ type: 1, customerName: 'Maya Khoury', amount: '0.29', balance: '1000.01' }),
    ).toBe("Recharge Maya Khoury's wallet with $0.29: $1,000.01 → $1,000.30")
  })
})
