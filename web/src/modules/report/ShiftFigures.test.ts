import type uPlot from 'uplot'
import { describe, expect, it } from 'vitest'
import { hourlyChart } from './ShiftFigures'

type RangeFn = (u: uPlot, min: number, max: number, key: string) => uPlot.Range.MinMax

describe('the shift’s chart of net sales by hour', () => {
  const byHour = [
    { hour: '2026-11-28T07:00:00.000Z', orders: 1, net: '62.25' },
    { hour: '2026-11-28T08:00:00.000Z', orders: 6, net: '134.25' },
    { hour: '2026-11-28T09:00:00.000Z', orders: 2, net: '89.00' },
  ]
  const [options, data] = hourlyChart(byHour)
  const range = (key: 'x' | 'usd', min: number, max: number) =>
    (options.scales![key]!.range as RangeFn)({} as uPlot, min, max, key)

  it('draws each bar from $0, so that its height is its net sales', () => {
    expect(data[1]).toEqual([6225, 13425, 8900])
    const [low, high] = range('usd', 6225, 13425)
    expect(low).toBe(0)
    expect(high).toBeGreaterThanOrEqual(13425)
  })

  it('keeps the first and the last bar whole inside the plot', () => {
    expect(range('x', 0, 2)).toEqual([-0.5, 2.5])
  })
})
