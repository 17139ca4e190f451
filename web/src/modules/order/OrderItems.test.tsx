import { describe, expect, it } from 'vitest'
import { unitPriceWithOptions } from './OrderItems'

describe('the unit price of an order line', () => {
  it('includes the options, so that it times the quantity is the line total', () => {
    const item = {
      productId: 4,
      name: 'Beef Shawarma Sandwich',
      quantity: 2,
      unitPrice: '4.50',
      options: [
        { group: 'Size', name: 'Large', priceDelta: '1.50' },
        { group: 'Extras', name: 'Extra garlic', priceDelta: '0.75' },
      ],
      notes: '',
      lineTotal: '13.50',
    }
    expect(unitPriceWithOptions(item)).toBe('6.75')
    expect(unitPriceWithOptions({ ...item, options: [] })).toBe('4.50')
  })
})
