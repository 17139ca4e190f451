import type { OffItem } from 'contracts'
import { describe, expect, it } from 'vitest'
import { itemRows } from './itemRows'

const sold = [
  { productId: 1, name: 'Arabic Beef Shawarma', options: [] },
  { productId: 2, name: 'Beef Shawarma Bowl', options: [{ optionId: 8, name: 'Saj' }] },
  { productId: 5, name: 'Beef Shawarma Sandwich', options: [{ optionId: 7, name: 'Large' }] },
  { productId: 3, name: 'Roast Beefsteak', options: [] },
  { productId: 4, name: 'Chicken Shawarma', options: [] },
]
const off = (productId: number, optionId: number | null = null): OffItem => ({
  productId,
  optionId,
  name: '',
  until: null,
  reason: '',
  at: '2026-11-24T18:00:00.000Z',
  byName: 'Karim Khoury',
})

describe("the Items panel's rows", () => {
  it('rank a search as every product search does: the start of a name, then a word, then anywhere; products before options', () => {
    expect(itemRows(sold, [], 'beef').map((r) => r.name)).toEqual([
      'Beef Shawarma Bowl',
      'Beef Shawarma Sandwich',
      'Beef Shawarma Bowl (Saj)',
      'Beef Shawarma Sandwich (Large)',
      'Arabic Beef Shawarma',
      'Roast Beefsteak',
    ])
  })

  it('put what is off now first, whether searched or not', () => {
    expect(itemRows(sold, [off(1)], 'beef').map((r) => r.name)[0]).toBe('Arabic Beef Shawarma')
    const all = itemRows(sold, [off(5, 7)], '')
    expect(all.map((r) => r.name)[0]).toBe('Beef Shawarma Sandwich (Large)')
    expect(all).toHaveLength(7)
  })
})
