import { describe, expect, it } from 'vitest'
import {
  CASH_COUNT_MESSAGES,
  cashNoteMissing,
  countDifference,
  largeDifferenceProblem,
} from './cash-count'

describe('a count in both currencies', () => {
  it('differs in each currency, and both together valued in dollars at the rate', () => {
    // $40 and 1,500,000 LBP counted against $45 and 1,052,500 LBP held, at 89,500.
    expect(
      countDifference({ usd: '40.00', lbp: 1_500_000 }, { usd: '45.00', lbp: 1_052_500 }, 89_500),
    ).toEqual({ usd: '-5.00', lbp: 447_500, difference: '0.00' })
    expect(
      countDifference({ usd: '40.00', lbp: 0 }, { usd: '40.00', lbp: 895_000 }, 89_500),
    ).toEqual({ usd: '0.00', lbp: -895_000, difference: '-10.00' })
  })

  it('needs a note when either currency differs, even when the two are worth the same', () => {
    expect(cashNoteMissing('40.00', '45.00', '', { counted: 1_500_000, expected: 1_052_500 })).toBe(
      true,
    )
    expect(cashNoteMissing('40.00', '40.00', '', { counted: 5000, expected: 0 })).toBe(true)
    expect(cashNoteMissing('40.00', '40.00', ' ', { counted: 5000, expected: 5000 })).toBe(false)
    expect(cashNoteMissing('40.00', '41.00', 'Tip', { counted: 0, expected: 0 })).toBe(false)
  })
})

describe('the largest difference', () => {
  it('is taken as it is; past it, the question in words until confirmed', () => {
    expect(largeDifferenceProblem('200.00', '200.00', false)).toBeNull()
    expect(largeDifferenceProblem('-200.00', '200.00', false)).toBeNull()
    expect(largeDifferenceProblem('-200.01', '200.00', false)).toBe(
      'The cash counted is $200.01 short, more than the $200.00 a count takes without confirming. Is that right?',
    )
    expect(largeDifferenceProblem('1499997.50', '200.00', undefined)).toBe(
      CASH_COUNT_MESSAGES.largeDifference('1499997.50', '200.00'),
    )
    expect(largeDifferenceProblem('1499997.50', '200.00', true)).toBeNull()
  })
})
