import { cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../../locales/ar.json'
import { i18nState } from '../../i18n/state'
import type { Catalogue, Digits } from '../../i18n/state'
import DateRangePicker from './DateRangePicker'
import DateTimePicker from './DateTimePicker'

/*
 * The date pickers in the page's language (docs/architecture.md#languages): in Arabic the
 * calendar names Lebanon's months and the days in Arabic, writes the chosen digits, starts its
 * week on Monday and runs right to left, and Blueprint's own English (the buttons, the time's
 * boxes, AM/PM) is said in Arabic; in English it is Blueprint's calendar as it was. Fixed days:
 * nothing here depends on the day the test runs.
 */

function speak(language: 'en' | 'ar', digits: Digits = 'latn') {
  Object.assign(i18nState, {
    language,
    digits,
    catalogue: language === 'ar' ? (ar as unknown as Catalogue) : undefined,
  })
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr'
}
afterEach(() => {
  cleanup()
  speak('en')
})

/** A range picker on 2 – 20 January 2026, its calendar opened; answers the calendar. */
async function openRange() {
  const { container } = render(
    <DateRangePicker
      id="filter-created"
      label="Created"
      value={{ from: '2026-01-02', to: '2026-01-20' }}
      onChange={() => {}}
      today="2026-01-20"
      refusal={undefined}
      onRefusal={() => {}}
    />,
  )
  fireEvent.focus(container.querySelector('input')!)
  return waitFor(() => {
    const calendar = document.querySelector<HTMLElement>('.rdp')
    expect(calendar).not.toBeNull()
    return calendar!
  })
}

const texts = (elements: Iterable<Element>) => [...elements].map((e) => e.textContent)

describe('the date pickers', () => {
  it('in Arabic name the months and days in Arabic, with the chosen digits, from Monday, right to left', async () => {
    speak('ar', 'arab')
    const calendar = await openRange()
    expect(calendar.getAttribute('dir')).toBe('rtl')
    const month = calendar.querySelector<HTMLSelectElement>('select[name="months"]')!
    expect(month.getAttribute('aria-label')).toBe('الشهر')
    expect(texts(month.options)).toContain('كانون الثاني')
    expect(texts(month.options)).toContain('تشرين الأول')
    const year = calendar.querySelector<HTMLSelectElement>('select[name="years"]')!
    expect(texts(year.options)).toContain('٢٠٢٦')
    const weekdays = calendar.querySelectorAll('thead th')
    expect(texts(weekdays).slice(0, 7)).toEqual(['ن', 'ث', 'ر', 'خ', 'ج', 'س', 'ح'])
    expect(weekdays[0]!.getAttribute('aria-label')).toBe('الاثنين')
    // The range's last month shows on the left; 1 January 2026 is a Thursday: its first
    // week's Monday to Wednesday are December's.
    const january = [...calendar.querySelectorAll('.rdp-month')].at(-1)!
    const firstWeek = january.querySelectorAll('tbody tr:first-child td')
    expect(texts(firstWeek).slice(0, 4)).toEqual(['٢٩', '٣٠', '٣١', '١'])
    expect(texts(calendar.querySelectorAll('select + .bp6-icon svg > title'))).toContain(
      'فتح القائمة',
    )
    const buttons = [...document.querySelectorAll('button[aria-label]')]
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['الشهر السابق', 'الشهر التالي']),
    )
  })

  it('in English keep Blueprint’s calendar as it was: Sunday first, English names, left to right', async () => {
    const calendar = await openRange()
    expect(calendar.getAttribute('dir')).toBeNull()
    const month = calendar.querySelector<HTMLSelectElement>('select[name="months"]')!
    expect(texts(month.options)).toContain('January')
    expect(texts(calendar.querySelectorAll('thead th')).slice(0, 7)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ])
    expect(
      [...document.querySelectorAll('button[aria-label]')].map((b) => b.getAttribute('aria-label')),
    ).toContain('Go to previous month')
  })

  it('in Arabic say the date and time picker’s own words in Arabic: its name, the hours, the minutes, ص and م', async () => {
    speak('ar')
    const { container } = render(
      <DateTimePicker id="starts" value="2026-01-15T10:05:00.000Z" onChange={() => {}} />,
    )
    fireEvent.focus(container.querySelector('input')!)
    const ampm = await waitFor(() => {
      const select = document.querySelector<HTMLSelectElement>('.bp6-timepicker-ampm-select select')
      expect(select?.getAttribute('aria-label')).toBe('صباحًا أو مساءً')
      return select!
    })
    expect(texts(ampm.options)).toEqual(['ص', 'م'])
    expect(document.querySelector('[role="dialog"]')!.getAttribute('aria-label')).toBe(
      'منتقي التاريخ',
    )
    expect(document.querySelector('input.bp6-timepicker-hour')!.getAttribute('aria-label')).toBe(
      'الساعات',
    )
    expect(document.querySelector('input.bp6-timepicker-minute')!.getAttribute('aria-label')).toBe(
      'الدقائق',
    )
  })
})
