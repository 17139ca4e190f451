import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { utcDay } from 'contracts'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDate } from '../../dates'
import { DateRangeFilter } from './DateRangeFilter'
import { addDays, normalizeDayRange } from './dayRange'
import type { DayRange } from './dayRange'

const today = utcDay(Date.now())
const day = (offset: number) => addDays(today, offset)
/** "20/11/2026": a day typed day first, as in Lebanon. */
const typed = (d: string) => {
  const [y, m, dd] = d.split('-')
  return `${Number(dd)}/${Number(m)}/${y}`
}
/** "November 20, 2026": a day as the boxes show it. */
const shown = (d: string) => formatDate(`${d}T12:00:00.000Z`, 'UTC')

/** A list's range: kept as the list keeps it, every change it is told of recorded. */
function mount(initial: DayRange) {
  const applied: DayRange[] = []
  function List() {
    const [range, setRange] = useState(initial)
    return (
      <DateRangeFilter
        label="Created"
        value={range}
        onChange={(next) => {
          applied.push(next)
          setRange(normalizeDayRange(next))
        }}
      />
    )
  }
  render(<List />)
  return applied
}

const from = () => screen.getByLabelText<HTMLInputElement>('Created from')
const to = () => screen.getByLabelText<HTMLInputElement>('Created to')
const message = () => document.getElementById('filter-created-message')?.textContent

/** The picker, once loaded, has replaced the read-only boxes. */
const pickerLoaded = () =>
  waitFor(() => expect(from().getAttribute('aria-describedby')).toBe('filter-created-message'), {
    timeout: 10_000,
  })

function type(box: HTMLInputElement, text: string, leave: 'blur' | 'Enter' = 'blur') {
  fireEvent.focus(box)
  fireEvent.change(box, { target: { value: text } })
  if (leave === 'Enter') fireEvent.keyDown(box, { key: 'Enter' })
  else fireEvent.blur(box)
}

afterEach(cleanup)

describe('DateRangeFilter', () => {
  it('keeps a start typed after the applied end, says why, and takes it with the end typed next', async () => {
    const applied = mount({ from: day(-10), to: day(-8) })
    await pickerLoaded()
    expect(from().value).toBe(shown(day(-10)))

    type(from(), typed(day(-5)))
    await waitFor(() =>
      expect(message()).toBe(
        `${shown(day(-5))} is after the end, ${shown(day(-8))}: change the end too`,
      ),
    )
    // Not the old date back: what was typed stays, and nothing is applied.
    expect(from().value).toBe(typed(day(-5)))
    expect(applied).toEqual([])

    type(to(), typed(day(-3)))
    await waitFor(() => expect(message()).toBe('Days run from midnight UTC'))
    expect(applied.at(-1)).toEqual({ from: day(-5), to: day(-3) })
    expect(from().value).toBe(shown(day(-5)))
    expect(to().value).toBe(shown(day(-3)))
  }, 20_000)

  it('keeps an end typed before the start, with the start named', async () => {
    const applied = mount({ from: day(-10), to: day(-8) })
    await pickerLoaded()
    type(to(), typed(day(-12)))
    await waitFor(() =>
      expect(message()).toBe(
        `${shown(day(-12))} is before the start, ${shown(day(-10))}: change the start too`,
      ),
    )
    expect(to().value).toBe(typed(day(-12)))
    expect(applied).toEqual([])
  }, 20_000)

  it('keeps a day that does not exist while the other box is typed, and never drops the range', async () => {
    const applied = mount({ from: day(-10), to: day(-8) })
    await pickerLoaded()
    type(from(), '31/02/2026')
    await waitFor(() => expect(message()).toBe('February 2026 has 28 days: there is no day 31'))

    // The end typed meanwhile shows as typed; the refused start stays, nothing is applied.
    type(to(), typed(day(-2)))
    await waitFor(() => expect(to().value).toBe(shown(day(-2))))
    expect(from().value).toBe('31/02/2026')
    expect(message()).toBe('February 2026 has 28 days: there is no day 31')
    expect(applied).toEqual([])

    // Mended: the range is the start typed now and the end typed before.
    type(from(), typed(day(-6)))
    await waitFor(() => expect(message()).toBe('Days run from midnight UTC'))
    expect(applied.at(-1)).toEqual({ from: day(-6), to: day(-2) })
  }, 20_000)

  it('keeps what Enter was pressed on when it cannot be read, or is after today', async () => {
    const applied = mount({ from: day(-10), to: day(-8) })
    await pickerLoaded()
    type(from(), '31/02/2026', 'Enter')
    await waitFor(() => expect(message()).toBe('February 2026 has 28 days: there is no day 31'))
    expect(from().value).toBe('31/02/2026')

    type(to(), typed(day(1)), 'Enter')
    await waitFor(() => expect(message()).toBe(`Enter a day up to today, ${shown(today)}`))
    expect(to().value).toBe(typed(day(1)))
    expect(applied).toEqual([])
  }, 20_000)

  it('takes a new range typed over an applied one', async () => {
    const applied = mount({ from: day(-10), to: day(-8) })
    await pickerLoaded()
    type(from(), typed(day(-20)))
    type(to(), typed(day(-15)), 'Enter')
    await waitFor(() => expect(applied.at(-1)).toEqual({ from: day(-20), to: day(-15) }))
    expect(message()).toBe('Days run from midnight UTC')
  }, 20_000)
})
