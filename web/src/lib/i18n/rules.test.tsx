// Plural and number rules (docs/requirements.md#languages), through the real pipeline: the
// build's compiled English messages and Arabic catalogue, the page's state as language.ts sets it.
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import en from './messages.en.json'
import ordersEn from '../orders/messages.en.json'
/* eslint-disable no-restricted-imports -- the contracts' English, an English page's very bytes */
import {
  formatLbp as contractsLbp,
  formatRate as contractsRate,
  formatUsd as contractsUsd,
} from 'contracts'
/* eslint-enable no-restricted-imports */
import { formatCount, formatNumber, formatPercent, messages, say } from './index'
import { formatLbp, formatRate, formatUsd } from './money'
import { richMessage } from './richMessage'
import { i18nState } from './state'
import type { Catalogue, Digits } from './state'

const m = messages(en)
const orders = messages(ordersEn)
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

describe('money', () => {
  const amounts = ['0.00', '12.50', '1234.50', '9999999.99', '-8.26', '−8.26', '-0.00', 'n/a']

  it('reads in English exactly as the contracts write it', () => {
    expect(amounts.map(formatUsd)).toEqual(amounts.map(contractsUsd))
    expect(amounts.map(formatUsd)).toEqual([
      '$0.00',
      '$12.50',
      '$1,234.50',
      '$9,999,999.99',
      '−$8.26',
      '−$8.26',
      '$0.00',
      'n/a',
    ])
    for (const lbp of [0, 5000, 450000, 1_500_000_000, -45_000]) {
      expect(formatLbp(lbp)).toBe(contractsLbp(lbp))
      expect(formatRate(lbp)).toBe(contractsRate(lbp))
    }
    expect(formatLbp(450000)).toBe('450,000 LBP')
    expect(formatLbp(-45_000)).toBe('−45,000 LBP')
  })

  it('reads in Arabic with Latin digits: $12.50 and 450,000 ل.ل.', () => {
    speak('ar')
    expect(formatUsd('12.50')).toBe('$12.50')
    expect(formatUsd('1234.50')).toBe('$1,234.50')
    // A left-to-right mark keeps the minus before the dollar in a right-to-left line.
    expect(formatUsd('-8.26')).toBe('\u200e−$8.26')
    expect(formatLbp(450000)).toBe('450,000 ل.ل.')
    expect(formatLbp(-45_000)).toBe('\u200e−45,000 ل.ل.')
    expect(formatRate(89500)).toBe('89,500 ل.ل. للدولار')
  })

  it('reads in Arabic with Arabic-Indic digits when chosen', () => {
    speak('ar', 'arab')
    expect(formatUsd('12.50')).toBe('$١٢٫٥٠')
    expect(formatUsd('1234.50')).toBe('$١٬٢٣٤٫٥٠')
    expect(formatUsd('-8.26')).toBe('−$٨٫٢٦')
    expect(formatLbp(450000)).toBe('٤٥٠٬٠٠٠ ل.ل.')
    expect(formatRate(89500)).toBe('٨٩٬٥٠٠ ل.ل. للدولار')
    expect(formatCount(1234)).toBe('١٬٢٣٤')
  })
})

describe('percentages', () => {
  it('read as before in English, never grouped', () => {
    expect([15, 12.5, 0, -3, 1500].map((p) => formatPercent(p))).toEqual([
      '15%',
      '12.5%',
      '0%',
      '−3%',
      '1500%',
    ])
  })

  it('take the Arabic percent sign with Arabic-Indic digits', () => {
    speak('ar')
    expect([15, 12.5, 1500].map((p) => formatPercent(p))).toEqual(['15%', '12.5%', '1500%'])
    speak('ar', 'arab')
    expect([15, 12.5, -3].map((p) => formatPercent(p))).toEqual(['١٥٪', '١٢٫٥٪', '−٣٪'])
  })
})

describe("the contracts' texts", () => {
  it("are said in the page's digits: amounts converted, codes and order numbers kept", () => {
    const texts = ['$2.00 over', '5,000 LBP short', 'Order #1042 at 14:05', 'Coupon SAVE10']
    expect(texts.map(say)).toEqual(texts)
    speak('ar')
    expect(texts.map(say)).toEqual(texts)
    speak('ar', 'arab')
    expect(texts.map(say)).toEqual([
      '$٢٫٠٠ over',
      '٥٬٠٠٠ LBP short',
      'Order #1042 at ١٤:٠٥',
      'Coupon SAVE10',
    ])
  })
})

describe("a message's plain number arguments", () => {
  const said = (node: ReactNode) => renderToStaticMarkup(<>{node}</>)

  it("are written in the page's digits, as plurals are; an order number stays as it is", () => {
    speak('ar', 'arab')
    // `{hours} س {minutes} د`: plain arguments, not plurals.
    expect(orders.ageHours({ hours: 1, minutes: 11 })).toBe('١ س ١١ د')
    expect(m.orderCount({ count: 3 })).toBe('٣ طلبات')
    // An order number is a text: kept, passed as a string or as an element (a <bdi>).
    expect(orders.movedTo({ number: 'TRI-16093', status: 'جاهز' })).toBe(
      'الطلب \u2068TRI-16093\u2069 الآن: جاهز.',
    )
    expect(
      said(
        richMessage(orders.movedTo, {
          number: <bdi dir="ltr">TRI-16093</bdi>,
          status: 'جاهز',
        }),
      ),
    ).toBe('الطلب \u2068<bdi dir="ltr">TRI-16093</bdi>\u2069 الآن: جاهز.')
  })

  it('keep Latin digits in English and by default in Arabic', () => {
    expect(orders.ageHours({ hours: 1, minutes: 11 })).toBe('1 h 11 min')
    speak('ar')
    expect(orders.ageHours({ hours: 1, minutes: 11 })).toBe('1 س 11 د')
  })
})
