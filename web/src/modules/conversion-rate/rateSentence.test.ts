import { describe, expect, it } from 'vitest'
import { rateSentence } from './rateSentence'

describe('rateSentence', () => {
  it('says the example of the issue', () => {
    expect(rateSentence({ pointsPerUsd: 1, usdPerPoint: '0.01', minRedeemPoints: 100 })).toBe(
      'A $25.00 order earns 25 points; 500 points are worth $5.00 and can be redeemed from 100 points',
    )
  })

  it('rounds earned points down and values to the cent, without float drift', () => {
    expect(rateSentence({ pointsPerUsd: 3, usdPerPoint: '0.0125', minRedeemPoints: 0 })).toBe(
      'A $25.00 order earns 75 points; 500 points are worth $6.25 and can be redeemed at any balance',
    )
    expect(rateSentence({ pointsPerUsd: 0, usdPerPoint: '0.0001', minRedeemPoints: 1 })).toBe(
      'A $25.00 order earns 0 points; 500 points are worth $0.05 and can be redeemed from 1 point',
    )
  })

  it('values the minimum when it is above the example', () => {
    expect(rateSentence({ pointsPerUsd: 10, usdPerPoint: '0.5', minRedeemPoints: 2000 })).toBe(
      'A $25.00 order earns 250 points; 2,000 points are worth $1,000.00 and can be redeemed from 2,000 points',
    )
  })

  it('says nothing until the terms are valid', () => {
    expect(rateSentence({ pointsPerUsd: undefined, usdPerPoint: '0.01' })).toBeUndefined()
    expect(rateSentence({ pointsPerUsd: 1, usdPerPoint: '' })).toBeUndefined()
    expect(rateSentence({ pointsPerUsd: 1, usdPerPoint: 'abc' })).toBeUndefined()
    expect(rateSentence({ pointsPerUsd: 1, usdPerPoint: '0' })).toBeUndefined()
    expect(rateSentence({ pointsPerUsd: 1.5, usdPerPoint: '0.01' })).toBeUndefined()
    expect(
      rateSentence({ pointsPerUsd: 1, usdPerPoint: '0.01', minRedeemPoints: -1 }),
    ).toBeUndefined()
  })
})
