import type { WalletTransaction } from 'contracts'
import { describe, expect, it } from 'vitest'
import { transactionColumns } from './transactionColumns'

const line = (over: Partial<WalletTransaction>): WalletTransaction => ({
  id: 1,
  customerId: 7,
  customerName: 'Lara Issa',
  type: 1,
  amount: '16.76',
  balanceAfter: '26.76',
  reason: 'Top-up',
  tender: 'cash_usd',
  amountLbp: null,
  lbpPerUsd: null,
  branchId: null,
  branchName: null,
  branchNameAr: null,
  orderId: null,
  orderNumber: null,
  employeeId: 1,
  employeeName: 'Rana Haddad',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  version: 0,
  ...over,
})

describe('the wallet history’s Paid with column', () => {
  const paidWith = transactionColumns(() => undefined).find((c) => c.id === 'tender')!
  const csv = (t: WalletTransaction) =>
    typeof paidWith.csv === 'function' ? paidWith.csv(t) : undefined

  it('says how each recharge was paid, pounds with the rate they were valued at', () => {
    expect(paidWith.header).toBe('Paid with')
    expect(paidWith.cell(line({}))).toBe('Cash in dollars')
    expect(paidWith.cell(line({ tender: 'card' }))).toBe('Card')
    const pounds = line({ tender: 'cash_lbp', amountLbp: 1_500_000, lbpPerUsd: 89_500 })
    expect(paidWith.cell(pounds)).toBe('Cash in pounds: 1,500,000 LBP at 89,500 LBP per dollar')
    expect(csv(pounds)).toBe('Cash in pounds: 1,500,000 LBP at 89,500 LBP per dollar')
  })

  it('shows a dash for lines with no tender: deducts, orders, older recharges', () => {
    expect(paidWith.cell(line({ type: 3, tender: null }))).toBe('—')
    expect(csv(line({ type: 2, tender: null }))).toBe('')
  })
})
