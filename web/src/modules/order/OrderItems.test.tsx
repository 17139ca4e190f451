import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { boardOrder, fullOrder } from '../../lib/orders/testing'
import { OrderItems, unitPriceWithOptions } from './OrderItems'

afterEach(cleanup)

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

describe('the order screen’s totals', () => {
  const card = () => screen.getByText('Items').closest('.bp6-card')?.textContent ?? ''

  it('say what to collect from a cash order not yet paid: its cash due, the wallet’s part left out', () => {
    render(
      <OrderItems
        order={fullOrder(boardOrder(1, { status: 'out_for_delivery', total: '16.50' }), {
          walletAmountUsed: '5.00',
        })}
      />,
    )
    expect(card()).toContain('Paid from the wallet$5.00')
    expect(card()).toContain('Collect in cash $11.50 or 1,030,000 LBP')
  })

  it('ask nothing to collect from a card order, a paid one, or one rejected', () => {
    for (const order of [
      boardOrder(2, { paymentMethod: 'card', paymentStatus: 'paid' }),
      boardOrder(3, { status: 'delivered', paymentStatus: 'paid' }),
      boardOrder(4, { status: 'rejected' }),
    ]) {
      render(<OrderItems order={fullOrder(order)} />)
      expect(card()).toContain('Total')
      expect(card()).not.toContain('Collect')
      cleanup()
    }
  })
})
