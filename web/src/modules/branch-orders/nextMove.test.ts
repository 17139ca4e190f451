import { describe, expect, it } from 'vitest'
import { cardMoves } from './nextMove'

describe('a card and its next move', () => {
  it('takes each active order one step forward, Reject and Cancel aside', () => {
    expect(cardMoves({ status: 'pending', fulfilment: 'delivery' })).toEqual({
      next: 'accepted',
      stopping: ['rejected', 'cancelled'],
    })
    expect(cardMoves({ status: 'accepted', fulfilment: 'pickup' })).toEqual({
      next: 'preparing',
      stopping: ['cancelled'],
    })
    expect(cardMoves({ status: 'preparing', fulfilment: 'delivery' })).toEqual({
      next: 'ready',
      stopping: ['cancelled'],
    })
  })

  it('follows the fulfilment once the order is ready', () => {
    expect(cardMoves({ status: 'ready', fulfilment: 'delivery' }).next).toBe('out_for_delivery')
    expect(cardMoves({ status: 'ready', fulfilment: 'pickup' }).next).toBe('picked_up')
    expect(cardMoves({ status: 'out_for_delivery', fulfilment: 'delivery' })).toEqual({
      next: 'delivered',
      stopping: [],
    })
  })

  it('offers nothing where the machine allows nothing', () => {
    expect(cardMoves({ status: 'out_for_delivery', fulfilment: 'pickup' })).toEqual({
      next: undefined,
      stopping: [],
    })
    expect(cardMoves({ status: 'delivered', fulfilment: 'delivery' })).toEqual({
      next: undefined,
      stopping: [],
    })
  })
})
