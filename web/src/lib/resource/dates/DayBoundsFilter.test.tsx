import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { utcDay } from 'contracts'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DayBoundsFilter } from './DayBoundsFilter'
import type { DayBounds } from './DayBoundsFilter'
import { addDays } from './dayRange'
import { dayInWords } from './typedRange'

const today = utcDay(Date.now())
const day = (offset: number) => addDays(today, offset)
const dayFirst = (d: string) => {
  const [y, m, dd] = d.split('-')
  return `${Number(dd)}/${Number(m)}/${y}`
}

function mount(initial: DayBounds = { from: undefined, to: undefined }) {
  const applied: DayBounds[] = []
  function List() {
    const [bounds, setBounds] = useState(initial)
    return (
      <DayBoundsFilter
        label="Signed up"
        {...bounds}
        onChange={(next) => {
          applied.push(next)
          setBounds(next)
        }}
      />
    )
  }
  render(<List />)
  return applied
}

const from = () => screen.getByLabelText<HTMLInputElement>('Signed up from')
const to = () => screen.getByLabelText<HTMLInputElement>('Signed up to')
const message = () => document.getElementById('filter-signed-up-message')?.textContent

function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } })
  fireEvent.blur(box)
}

afterEach(cleanup)

describe('DayBoundsFilter', () => {
  it('takes days as people type them, either end left open, and shows them in words', () => {
    const applied = mount()
    expect(message()).toBe('Days run from midnight UTC')
    type(from(), dayFirst(day(-20)))
    expect(applied.at(-1)).toEqual({ from: day(-20), to: undefined })
    expect(from().value).toBe(dayInWords(day(-20)))
    type(to(), day(-10))
    expect(applied.at(-1)).toEqual({ from: day(-20), to: day(-10) })
    type(from(), '')
    expect(applied.at(-1)).toEqual({ from: undefined, to: day(-10) })
  })

  it('keeps what cannot be read in its box, says why, and applies nothing until mended', () => {
    const applied = mount({ from: day(-20), to: undefined })
    type(to(), '31/02/2026')
    expect(message()).toBe('February 2026 has 28 days: there is no day 31')
    expect(to().value).toBe('31/02/2026')
    expect(to().getAttribute('aria-invalid')).toBe('true')
    type(from(), dayFirst(day(-5)))
    // Still refused: the start typed meanwhile is kept, nothing applied.
    expect(message()).toBe('February 2026 has 28 days: there is no day 31')
    expect(from().value).toBe(dayFirst(day(-5)))
    expect(applied).toEqual([])

    type(to(), dayFirst(day(-8)))
    expect(message()).toBe(
      `${dayInWords(day(-8))} is before the start, ${dayInWords(day(-5))}: change the start too`,
    )
    type(to(), dayFirst(day(-2)))
    expect(message()).toBe('Days run from midnight UTC')
    expect(applied).toEqual([{ from: day(-5), to: day(-2) }])
  })
})
