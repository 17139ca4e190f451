import { PAGE_SIZE_MAX } from 'contracts'
import { describe, expect, it } from 'vitest'
import { readAllPages } from './pages'

/** A list of `total` numbered rows (1 first) answering pages as the API does. */
function list(total: number) {
  const asked: number[] = []
  const read = async (page: number, pageSize: number) => {
    asked.push(page)
    const from = (page - 1) * pageSize
    const Data = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - from)) },
      (_, i) => from + i + 1,
    )
    return { Data, TotalCount: total }
  }
  return { read, asked }
}

describe('readAllPages', () => {
  it('reads every page of a list longer than one page, and no page more', async () => {
    const { read, asked } = list(2 * PAGE_SIZE_MAX + 3)
    const progress: number[] = []
    const rows = await readAllPages(read, { onPage: (p) => progress.push(p.fetched) })
    expect(rows).toHaveLength(2 * PAGE_SIZE_MAX + 3)
    expect(rows.at(-1)).toBe(2 * PAGE_SIZE_MAX + 3)
    expect(asked).toEqual([1, 2, 3])
    expect(progress).toEqual([PAGE_SIZE_MAX, 2 * PAGE_SIZE_MAX, 2 * PAGE_SIZE_MAX + 3])
  })

  it('stops at the first row `until` names, on a later page, leaving it out', async () => {
    const { read, asked } = list(5 * PAGE_SIZE_MAX)
    const rows = await readAllPages(read, { until: (n) => n > PAGE_SIZE_MAX + 4 })
    expect(rows).toHaveLength(PAGE_SIZE_MAX + 4)
    expect(asked).toEqual([1, 2])
  })

  it('reads one page of an exactly full list and of an empty one', async () => {
    const full = list(PAGE_SIZE_MAX)
    expect(await readAllPages(full.read)).toHaveLength(PAGE_SIZE_MAX)
    expect(full.asked).toEqual([1])
    expect(await readAllPages(list(0).read)).toEqual([])
  })
})
