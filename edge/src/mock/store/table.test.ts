import { describe, expect, it } from 'vitest'
import { Table } from './store'

describe('a table’s write log', () => {
  const table = () => new Table<{ n: number }>('t', () => {})

  it('gives the keys written since a mark, in order', () => {
    const t = table()
    t.put(1, { n: 1 })
    const { epoch, writeMark } = t
    t.put(2, { n: 2 })
    t.put(1, { n: 3 })
    t.delete(2)
    expect(t.writtenSince(epoch, writeMark)).toEqual(['2', '1', '2'])
    expect(t.writtenSince(epoch, t.writeMark)).toEqual([])
  })

  it('starts a new epoch on load, clear and a long log: a mark of the old one reads nothing', () => {
    const t = table()
    for (const renew of [
      () => t.load('9', { n: 9 }),
      () => t.clear(),
      () => {
        for (let n = 0; n < 10_001; n++) t.put(n, { n })
      },
    ]) {
      const { epoch, writeMark } = t
      renew()
      expect(t.writtenSince(epoch, writeMark)).toBeUndefined()
    }
  })
})
