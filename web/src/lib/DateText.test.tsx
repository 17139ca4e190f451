import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DateText } from './DateText'
import { i18nState } from './i18n/state'

/*
 * A date in a narrow cell keeps its words together: the date on one line, its time on one
 * line (rtl.css keeps each of DateText's parts whole), the text as lib/dates writes it.
 */

afterEach(() => Object.assign(i18nState, { language: 'en', digits: 'latn' }))

const parts = (time: Element) => [...time.children].map((part) => part.textContent)

describe('DateText', () => {
  it('writes an Arabic date and time in two whole parts, the instant in dateTime', () => {
    Object.assign(i18nState, { language: 'ar', digits: 'latn' })
    const { container } = render(<DateText at="2026-11-28T01:42:00.000Z" time />)
    const time = container.querySelector('time')!
    expect(time.getAttribute('datetime')).toBe('2026-11-28T01:42:00.000Z')
    expect(time.textContent).toBe('28 تشرين الثاني 2026، 3:42 ص')
    expect(parts(time)).toEqual(['28 تشرين الثاني 2026،', '3:42 ص'])
  })

  it('writes a date alone, in the zone given, and English as before', () => {
    const { container } = render(
      <>
        <DateText at="2026-11-28T00:00:00.000Z" timeZone="UTC" />
        <DateText at="2026-11-28T01:42:00.000Z" time />
      </>,
    )
    const [day, instant] = [...container.querySelectorAll('time')]
    expect(parts(day!)).toEqual(['November 28, 2026'])
    expect(instant!.textContent).toBe('November 28, 2026, 3:42 AM')
    expect(parts(instant!)).toEqual(['November 28, 2026,', '3:42 AM'])
  })
})
