// Plural and number rules (docs/requirements.md#languages), through the real pipeline: the
// build's compiled English messages and Arabic catalogue, the page's state as language.ts sets it.
import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import en from './messages.en.json'
import { formatNumber, messages } from './index'
import { i18nState } from './state'
import type { Catalogue, Digits } from './state'

const m = messages(en)
const speak = (language: 'en' | 'ar', digits: Digits = 'latn') =>
  Object.assign(i18nState, {
    language,
    digits,
    catalogue: language === 'ar' ? (ar as unknown as Catalogue) : undefined,
  })
afterEach(() => speak('en'))

describe('plurals', () => {
  it('English: one and other', () => {
    expect([0, 1, 2, 11, 1000].map((count) => m.orderCount({ count }))).toEqual([
      '0 orders',
      '1 order',
      '2 orders',
      '11 orders',
      '1,000 orders',
    ])
  })

  it('Arabic: one, two, few (3–10), many (11–99) and other (100, 0)', () => {
    speak('ar', 'arab')
    expect([1, 2, 3, 10, 11, 99, 100, 0].map((count) => m.orderCount({ count }))).toEqual([
      '١ طلب',
      'طلبان',
      '٣ طلبات',
      '١٠ طلبات',
      '١١ طلبًا',
      '٩٩ طلبًا',
      '١٠٠ طلب',
      '٠ طلب',
    ])
  })

  it('Arabic with Latin digits, the default', () => {
    speak('ar')
    expect([1, 3, 11, 1200].map((count) => m.orderCount({ count }))).toEqual([
      '1 طلب',
      '3 طلبات',
      '11 طلبًا',
      '1,200 طلب',
    ])
  })
})

describe('numbers', () => {
  it('group thousands in English', () => {
    expect(formatNumber(450000)).toBe('450,000')
    expect(formatNumber(12.5)).toBe('12.5')
  })

  it('write Latin digits in Arabic by default, Arabic-Indic ones when chosen', () => {
    speak('ar')
    expect(formatNumber(450000)).toBe('450,000')
    speak('ar', 'arab')
    expect(formatNumber(450000)).toBe('٤٥٠٬٠٠٠')
    expect(formatNumber(12.5)).toBe('١٢٫٥')
  })
})
