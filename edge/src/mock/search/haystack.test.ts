import { describe, expect, it } from 'vitest'
import { eachHolding, haystackOf, placeAt } from './haystack'

describe('haystack', () => {
  const hay = haystackOf(['bey-21092', 'jou-1209', '', 'tri-92'])

  it('finds the place of each text holding a word, once each, in order', () => {
    const places = (needle: string) => {
      const out: number[] = []
      eachHolding(hay, needle, (place) => void out.push(place))
      return out
    }
    expect(places('09')).toEqual([0, 1])
    // Twice in one text, once found; never across two texts.
    expect(places('2')).toEqual([0, 1, 3])
    expect(places('2jou')).toEqual([])
    expect(places('92')).toEqual([0, 3])
  })

  it('stops where the visit says so', () => {
    const out: number[] = []
    eachHolding(hay, '-', (place) => out.push(place) === 2)
    expect(out).toEqual([0, 1])
  })

  it('names the text of any character, an empty one included', () => {
    expect([0, 8, 9, 10, 18, 19, 20, 25].map((pos) => placeAt(hay.offsets, pos))).toEqual([
      0, 0, 0, 1, 1, 2, 3, 3,
    ])
  })
})
