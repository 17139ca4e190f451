import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import { i18nState } from '../../lib/i18n/state'
import type { Catalogue } from '../../lib/i18n/state'
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

describe('rateSentence in Arabic', () => {
  afterEach(() =>
    Object.assign(i18nState, { language: 'en', catalogue: undefined, digits: 'latn' }),
  )

  it('counts points with Arabic plurals: one, two, few, many and other', () => {
    Object.assign(i18nState, { language: 'ar', catalogue: ar as unknown as Catalogue })
    expect(rateSentence({ pointsPerUsd: 1, usdPerPoint: '0.01', minRedeemPoints: 100 })).toBe(
      'طلب بقيمة $25.00 يكسب 25 نقطة؛ و500 نقطة تساوي $5.00 ويمكن استبدالها ابتداءً من 100 نقطة',
    )
    const earned = (pointsPerUsd: number, minRedeemPoints: number) =>
      rateSentence({ pointsPerUsd, usdPerPoint: '0.01', minRedeemPoints })
    expect(earned(0, 1)).toContain('يكسب 0 نقطة؛')
    expect(earned(0, 1)).toContain('ابتداءً من نقطة واحدة')
    expect(earned(0, 2)).toContain('ابتداءً من نقطتين')
    expect(earned(0, 3)).toContain('ابتداءً من 3 نقاط')
    expect(earned(0, 0)).toContain('ويمكن استبدالها بأي رصيد')
    expect(rateSentence({ pointsPerUsd: 10, usdPerPoint: '0.5', minRedeemPoints: 2000 })).toBe(
      'طلب بقيمة $25.00 يكسب 250 نقطة؛ و2,000 نقطة تساوي $1,000.00 ويمكن استبدالها ابتداءً من 2,000 نقطة',
    )
  })

  it('writes Arabic-Indic digits when the employee chose them', () => {
    Object.assign(i18nState, {
      language: 'ar',
      catalogue: ar as unknown as Catalogue,
      digits: 'arab',
    })
    expect(rateSentence({ pointsPerUsd: 0, usdPerPoint: '0.01', minRedeemPoints: 11 })).toContain(
      'ابتداءً من ١١ نقطة',
    )
  })
})
