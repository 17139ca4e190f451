import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nState } from './i18n/state'
import { Phone } from './Phone'

/*
 * A phone number in an Arabic, right-to-left page reads left to right: its groups would
 * otherwise come out backwards (`456 123 3 961+`).
 */

afterEach(() => Object.assign(i18nState, { language: 'en' }))

describe('Phone', () => {
  it('sits left to right inside an Arabic page, as people read it', () => {
    Object.assign(i18nState, { language: 'ar' })
    const { container } = render(
      <div dir="rtl" lang="ar">
        <Phone phone="+9613123456" />
        <Phone phone="+9613123456" call />
      </div>,
    )
    const [plain, link] = [...container.querySelectorAll('[dir="ltr"]')]
    if (!plain || !link) throw new Error('no phone left to right')
    expect(plain.tagName).toBe('BDI')
    expect(plain.textContent).toBe('+961 3 123 456')
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('tel:+9613123456')
    expect(link.textContent).toBe('+961 3 123 456')
  })
})
