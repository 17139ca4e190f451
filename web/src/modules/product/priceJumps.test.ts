import { describe, expect, it } from 'vitest'
import { priceJumpQuestion } from './priceJumps'

const size = (large: string) => [
  {
    name: 'Size',
    options: [
      { name: 'Small', priceDelta: '0.00' },
      { name: 'Large', priceDelta: large },
    ],
  },
]

describe('priceJumpQuestion', () => {
  it('asks in words when a price becomes ten times (or a tenth) what it was', () => {
    expect(priceJumpQuestion({ price: '15.00' }, { price: '1250.50' })).toBe(
      'Price from $15.00 to $1,250.50: that is ten times or more what it was. Save it anyway?',
    )
    expect(priceJumpQuestion({ price: '15.00' }, { price: '1.50' })).toMatch(
      /^Price from \$15.00 to \$1.50/,
    )
    expect(
      priceJumpQuestion(
        { price: '4.50', optionGroups: size('1.00') },
        { price: '4.50', optionGroups: size('10.00') },
      ),
    ).toBe(
      'Large (Size) from $1.00 to $10.00: that is ten times or more what it was. Save it anyway?',
    )
  })

  it('says nothing of an ordinary change, a free option or a new price', () => {
    expect(priceJumpQuestion({ price: '15.00' }, { price: '16.50' })).toBeUndefined()
    expect(priceJumpQuestion({ price: '15.00' }, { price: '149.99' })).toBeUndefined()
    expect(
      priceJumpQuestion({ optionGroups: size('0.00') }, { optionGroups: size('2.00') }),
    ).toBeUndefined()
    expect(priceJumpQuestion({}, { price: '1250.50' })).toBeUndefined()
  })
})
