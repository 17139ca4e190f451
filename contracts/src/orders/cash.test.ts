import { describe, expect, it } from 'vitest'
import {
  cashDueOf,
  changeDue,
  orderLbpFigures,
  paymentWords,
  tenderProblem,
  vatCents,
} from './cash'

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

describe('an order in pounds', () => {
  const terms = { lbpPerUsd: 89_500, lbpRoundingStep: 5000, vatPercent: '11.00' }
  it('is its total and cash due at its rate, rounded to the step, with the VAT in both', () => {
    expect(
      orderLbpFigures({ paymentMethod: 'cash', total: '16.50', walletAmountUsed: '5.00' }, terms),
    ).toEqual({
      lbpPerUsd: 89_500,
      lbpRoundingStep: 5000,
      totalLbp: 1_475_000, // 1,476,750
      cashDueLbp: 1_030_000, // 1,029,250
      vatAmount: '1.64', // 16.50 × 11 / 111 = 1.635…
      vatAmountLbp: 146_780,
    })
    expect(vatCents(11_100, '11.00')).toBe(1_100)
  })
})

describe('a tender', () => {
  const terms = { cashDue: '20.00', lbpPerUsd: 89_500, step: 5000 }
  const tender = (receivedUsd: string, receivedLbp: number, changeUsd: string, changeLbp: number) =>
    tenderProblem({ receivedUsd, receivedLbp, changeUsd, changeLbp }, terms)
  it('pays the order when received less change is the cash due, within half a step', () => {
    expect(tender('20.00', 450_000, '0.00', 450_000)).toBeNull()
    expect(tender('20.00', 0, '0.00', 0)).toBeNull()
    expect(tender('0.00', 1_790_000, '0.00', 0)).toBeNull()
    expect(tender('50.00', 0, '30.00', 0)).toBeNull()
    expect(tender('20.00', 450_000, '0.00', 447_500)).toBeNull() // 2,500 LBP off: half a step
    expect(tender('20.00', 450_000, '0.00', 445_000)).not.toBeNull()
  })
  it('says in words what it is, and the change due', () => {
    expect(tender('20.00', 450_000, '0.00', 0)).toBe(
      '$20.00 and 450,000 LBP is $25.03; change due 450,000 LBP',
    )
    expect(tender('10.00', 0, '0.00', 0)).toBe('$10.00 is $10.00; $10.00 more is due ($20.00)')
  })
  it('gives the change due in pounds to the step, or in dollars to the cent, and then pays', () => {
    // $25.00 due; $20 and 1,000,000 LBP handed over (about $31.17): 552,500 LBP over, halves up.
    const due = { ...terms, cashDue: '25.00' }
    const received = { usd: '20.00', lbp: 1_000_000 }
    expect(changeDue(received, due, 'lbp')).toEqual({ changeUsd: '0.00', changeLbp: 555_000 })
    expect(changeDue(received, due, 'usd')).toEqual({ changeUsd: '6.17', changeLbp: 0 })
    for (const currency of ['lbp', 'usd'] as const) {
      const change = changeDue(received, due, currency)
      expect(
        tenderProblem({ receivedUsd: '20.00', receivedLbp: 1_000_000, ...change }, due),
      ).toBeNull()
    }
    expect(changeDue({ usd: '10.00', lbp: 0 }, due, 'usd')).toEqual({
      changeUsd: '0.00',
      changeLbp: 0,
    })
  })
})
