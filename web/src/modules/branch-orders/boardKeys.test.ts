import { describe, expect, it } from 'vitest'
import { cardAfter } from './boardKeys'

const cards = (...ids: number[]) => ids.map((id) => ({ id }))
// Pending 1 2 3 · Accepted (none) · Preparing 4 5 · Ready 6 · Out for delivery (none)
const columns = [cards(1, 2, 3), cards(), cards(4, 5), cards(6), cards()]

describe("the board's arrow keys", () => {
  it('choose the first card of the first column with cards when none is chosen', () => {
    expect(cardAfter(columns, undefined, 'down')).toBe(1)
    expect(cardAfter([cards(), cards(7)], undefined, 'left')).toBe(7)
    // A chosen card that left the board counts as none.
    expect(cardAfter(columns, 99, 'up')).toBe(1)
    expect(cardAfter([cards(), cards()], undefined, 'down')).toBeUndefined()
  })

  it('go up and down a column, stopping at either end', () => {
    expect(cardAfter(columns, 1, 'down')).toBe(2)
    expect(cardAfter(columns, 3, 'down')).toBe(3)
    expect(cardAfter(columns, 2, 'up')).toBe(1)
    expect(cardAfter(columns, 1, 'up')).toBe(1)
  })

  it('go left and right to the nearest column with cards, at the same height or its last card', () => {
    expect(cardAfter(columns, 2, 'right')).toBe(5)
    expect(cardAfter(columns, 3, 'right')).toBe(5)
    expect(cardAfter(columns, 5, 'right')).toBe(6)
    expect(cardAfter(columns, 6, 'left')).toBe(4)
    expect(cardAfter(columns, 6, 'right')).toBe(6)
    expect(cardAfter(columns, 1, 'left')).toBe(1)
  })
})
