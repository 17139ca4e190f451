import { describe, expect, it } from 'vitest'
import { denominationTotals } from '../cash-count'
import { riderSettlementSchema } from './rider'
import {
  REPORT_MESSAGES,
  shiftCloseBodySchema,
  shiftCloseSummarySchema,
  shiftReportSchema,
} from './report'

const base = {
  branchId: 1,
  from: '2026-11-24T01:20:00.000Z',
  cashCounted: '320.00',
  cashCountedLbp: 2_450_000,
}

describe('the close body', () => {
  it('takes floats and a count by banknote that adds up to the counts', () => {
    const denominations = {
      usd: { '100': 3, '20': 1 },
      lbp: { '100000': 24, '50000': 1 },
    }
    const body = shiftCloseBodySchema.parse({
      ...base,
      openingFloatUsd: '50.00',
      openingFloatLbp: 1_000_000,
      denominations,
    })
    expect(body).toMatchObject({ openingFloatUsd: '50.00', openingFloatLbp: 1_000_000 })
    expect(denominationTotals(denominations)).toEqual({ usdCents: 32_000, lbp: 2_450_000 })
    // One currency by banknote, the other not: only the one given must add up.
    expect(
      shiftCloseBodySchema.safeParse({ ...base, denominations: { usd: { '100': 3, '20': 1 } } })
        .success,
    ).toBe(true)
    // Pounds default to none; floats left out are the last close's (the server's).
    const plain = shiftCloseBodySchema.parse({ branchId: 1, from: base.from, cashCounted: '0.00' })
    expect(plain.cashCountedLbp).toBe(0)
    expect(plain.openingFloatUsd).toBeUndefined()
  })

  it('refuses banknotes that do not add up, saying so in words, each currency', () => {
    const result = shiftCloseBodySchema.safeParse({
      ...base,
      denominations: { usd: { '100': 3 }, lbp: { '100000': 24 } },
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['denominations'],
        message:
          'The dollar notes add up to $300.00, not the $320.00 counted; the pound notes add up to 2,400,000 LBP, not the 2,450,000 LBP counted',
      }),
    ])
  })

  it('refuses a note that does not exist, a negative or a fractional count, and LBP decimals', () => {
    for (const denominations of [
      { usd: { '3': 1 } },
      { lbp: { '250': 1 } },
      { usd: { '100': -1 } },
      { usd: { '100': 1.5 } },
    ]) {
      expect(shiftCloseBodySchema.safeParse({ ...base, denominations }).success).toBe(false)
    }
    expect(shiftCloseBodySchema.safeParse({ ...base, cashCountedLbp: 1000.5 }).success).toBe(false)
    expect(shiftCloseBodySchema.safeParse({ ...base, openingFloatLbp: -1 }).success).toBe(false)
  })
})

describe('the empty close', () => {
  it("names the last close's time on the business's clock", () => {
    // 19:14 UTC on 24 November is 21:14 in Beirut (UTC+2 in winter).
    expect(REPORT_MESSAGES.nothingToClose('2026-11-24T19:14:00.000Z')).toBe(
      'Nothing happened since the last close at 9:14 PM',
    )
    // 21:05 UTC on 1 July is 00:05 the next day in Beirut (UTC+3 in summer).
    expect(REPORT_MESSAGES.nothingToClose('2026-07-01T21:05:00.000Z')).toBe(
      'Nothing happened since the last close at 12:05 AM',
    )
  })
})

describe('cash below zero', () => {
  // A shift whose only cash was a $20.00 pickup paid in dollars with 45,000 LBP given as change.
  const shift = {
    branchId: 1,
    branchName: 'Beirut - Hamra',
    branchNameAr: 'بيروت - الحمرا',
    from: '2026-11-24T01:20:00.000Z',
    to: '2026-11-24T09:20:00.000Z',
    orders: { placed: 1, delivered: 0, pickedUp: 1, rejected: 0, cancelled: 0, open: [] },
    gross: '19.50',
    discounts: '0.00',
    deliveryCharges: '0.00',
    refunds: '0.00',
    net: '19.50',
    byPayment: { cash: '19.50', card: '0.00', wallet: '0.00' },
    cashUsd: '20.00',
    cashLbp: -45_000,
    vat: '1.93',
    vatLbp: 175_000,
    coupons: [],
    walletRecharges: [],
    rechargesUsd: '0.00',
    rechargesLbp: 0,
    cashExpectedUsd: '20.00',
    cashExpectedLbp: -45_000,
    openingFloatUsd: '0.00',
    openingFloatLbp: 0,
    lbpPerUsd: 90_000,
    cashExpected: '19.50',
    riders: [],
    topItems: [],
    byHour: [],
  }

  it('is what a shift, a close and a settlement may expect, in either currency', () => {
    expect(shiftReportSchema.safeParse(shift).success).toBe(true)
    const change = { cashUsd: '-5.00', cashExpectedUsd: '-5.00', cashExpected: '-0.50' }
    expect(shiftReportSchema.safeParse({ ...shift, ...change }).success).toBe(true)
    const close = {
      id: 1,
      branchId: 1,
      branchName: 'Beirut - Hamra',
      branchNameAr: 'بيروت - الحمرا',
      from: shift.from,
      closedAt: shift.to,
      closedById: 1,
      closedByName: 'Rana Khoury',
      orders: 1,
      net: '19.50',
      lbpPerUsd: 90_000,
      openingFloatUsd: '0.00',
      openingFloatLbp: 500_000,
      cashExpectedUsd: '20.00',
      cashExpectedLbp: -45_000,
      cashExpected: '19.50',
      cashCounted: '20.00',
      cashCountedLbp: 455_000,
      denominations: null,
      differenceUsd: '0.00',
      differenceLbp: 0,
      difference: '0.00',
      note: '',
    }
    expect(shiftCloseSummarySchema.safeParse(close).success).toBe(true)
    // A count is what was in the drawer or handed over: never below zero.
    expect(shiftCloseSummarySchema.safeParse({ ...close, cashCountedLbp: -1 }).success).toBe(false)
    expect(shiftCloseBodySchema.safeParse({ ...base, cashCountedLbp: -45_000 }).success).toBe(false)
    const settlement = {
      id: 1,
      createdAt: shift.to,
      updatedAt: shift.to,
      version: 0,
      riderId: 4,
      riderName: 'Ali Haddad',
      branchId: 1,
      expected: '19.50',
      amount: '20.00',
      expectedUsd: '20.00',
      expectedLbp: -45_000,
      countedUsd: '20.00',
      countedLbp: 0,
      differenceUsd: '0.00',
      differenceLbp: 45_000,
      lbpPerUsd: 90_000,
      difference: '0.50',
      note: 'Gave change from his own pounds',
      employeeId: 1,
      employeeName: 'Rana Khoury',
      orderIds: [7],
      voidedAt: null,
      voidedBy: null,
      voidReason: null,
    }
    expect(riderSettlementSchema.safeParse(settlement).success).toBe(true)
    expect(riderSettlementSchema.safeParse({ ...settlement, countedLbp: -45_000 }).success).toBe(
      false,
    )
  })
})
