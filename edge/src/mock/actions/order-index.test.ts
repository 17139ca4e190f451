import { describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import { orderIndex, searchRows } from './order-index'

describe('the order search index', () => {
  it('finds exactly the orders whose number, customer name or phone contains the text', async () => {
    const { store } = await openTestMock({ orders: 300 })
    const index = orderIndex(store)
    const first = index.rows[0]!
    const last = index.rows.at(-1)!
    const needles = [
      first.number.toLowerCase(),
      last.customer.phone,
      last.customer.name.toLowerCase().replace(/\s+/g, ''),
      '+9617',
      'bey-1000',
      'zzzz-none',
    ]
    for (const needle of needles) {
      const flags = searchRows(index, needle)
      const expected = index.keys.map((k) => (k.includes(needle) ? 1 : 0))
      expect([...flags], needle).toEqual(expected)
    }
    expect(searchRows(index, last.customer.phone).at(-1)).toBe(1)
  })
})
