import { cleanup, render, screen } from '@testing-library/react'
import type { ShiftReport } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { CashExpectedParts } from './CashExpectedParts'

afterEach(cleanup)

const recharge = (id: number) => ({
  id,
  at: '2026-11-28T10:00:00.000Z',
  customerId: 11,
  customerName: 'Rana Khoury',
  tender: 'cash_usd' as const,
  amount: '10.00',
  amountLbp: null,
})

/** A shift's cash: $80.00 and 895,000 LBP from orders, $20.00 from two recharges, $1.00 short. */
const report = {
  cashExpectedUsd: '99.00',
  cashExpectedLbp: 895_000,
  cashFromOrdersUsd: '80.00',
  cashFromOrdersLbp: 895_000,
  rechargesUsd: '20.00',
  rechargesLbp: 0,
  settlementGapsUsd: '-1.00',
  settlementGapsLbp: 0,
  walletRecharges: [recharge(1), recharge(2)],
} as unknown as ShiftReport

describe('Cash expected in words', () => {
  it('says its parts in each currency: the orders it opens, the recharges, the settlements’ gaps', () => {
    render(<CashExpectedParts report={report} />)
    const text = screen.getByTestId('cash-expected-parts').textContent!
    expect(text).toBe(
      'Cash expected: $80.00 and 895,000 LBP from the orders it opens + $20.00 from 2 wallet recharges; settlements counted $1.00 short',
    )
  })

  it('says each currency’s gap, over or short', () => {
    render(
      <CashExpectedParts
        report={{
          ...report,
          walletRecharges: [],
          settlementGapsUsd: '2.50',
          settlementGapsLbp: -45_000,
        }}
      />,
    )
    expect(screen.getByTestId('cash-expected-parts').textContent).toBe(
      'Cash expected: $80.00 and 895,000 LBP from the orders it opens; settlements counted $2.50 over, 45,000 LBP short',
    )
  })

  it('says only the orders when there was no recharge and no gap', () => {
    render(
      <CashExpectedParts
        report={{
          ...report,
          walletRecharges: [],
          settlementGapsUsd: '0.00',
          cashExpectedUsd: '80.00',
        }}
      />,
    )
    expect(screen.getByTestId('cash-expected-parts').textContent).toBe(
      'Cash expected: $80.00 and 895,000 LBP from the orders it opens',
    )
  })

  it('says nothing for a close made before the parts were kept', () => {
    const { container } = render(
      <CashExpectedParts report={{ ...report, cashFromOrdersUsd: undefined }} />,
    )
    expect(container.textContent).toBe('')
  })
})
