import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import { i18nState } from '../../lib/i18n/state'
import type { Catalogue } from '../../lib/i18n/state'
import { change, comparedPeriod } from './figures'

describe('dashboard figures', () => {
  it('words the change against the previous period, good news when it grows', () => {
    expect(change(112, 100)).toEqual({ text: '+12%', good: true })
    expect(change(97, 100)).toEqual({ text: '−3%', good: false })
    expect(change(5, 0)).toEqual({ text: 'New', good: true })
    expect(change(0, 0)).toEqual({ text: 'No change', good: undefined })
    expect(change(1001, 1000)).toEqual({ text: '+0%', good: true })
  })

  it('names whole days compared as the days they are', () => {
    expect(
      comparedPeriod(
        { from: '2026-10-28T00:00:00.000Z' },
        { from: '2026-09-28T00:00:00.000Z', to: '2026-10-28T00:00:00.000Z' },
      ),
    ).toEqual({
      short: 'the 30 days before',
      exact: 'Each change compares with September 28, 2026 – October 27, 2026: the 30 days before.',
    })
    expect(
      comparedPeriod(
        { from: '2026-11-20T00:00:00.000Z' },
        { from: '2026-11-19T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' },
      ).exact,
    ).toBe('Each change compares with November 19, 2026: the day before.')
  })

  it('names the same hours of a range up to now on the business clock, whatever the length', () => {
    // Today at 2:05 PM in Beirut (12:05 UTC): yesterday from its UTC midnight (2:00 AM) to 2:05 PM.
    expect(
      comparedPeriod(
        { from: '2026-11-26T00:00:00.000Z' },
        { from: '2026-11-25T00:00:00.000Z', to: '2026-11-25T12:05:00.000Z' },
      ),
    ).toEqual({
      short: 'the day before',
      exact:
        'Each change compares with November 25, 2026, 2:00 AM – 2:05 PM: the same hours a day earlier.',
    })
    // The default range, at any hour: 30 days, never 29 (summer time ended on October 25).
    expect(
      comparedPeriod(
        { from: '2026-10-28T00:00:00.000Z' },
        { from: '2026-09-28T00:00:00.000Z', to: '2026-10-27T23:30:00.000Z' },
      ),
    ).toEqual({
      short: 'the 30 days before',
      exact:
        'Each change compares with September 28, 2026, 3:00 AM – October 28, 2026, 1:30 AM: the same hours 30 days earlier.',
    })
  })
})

describe('dashboard figures in Arabic', () => {
  afterEach(() => Object.assign(i18nState, { language: 'en', catalogue: undefined }))

  it('counts the days compared with Arabic plurals', () => {
    Object.assign(i18nState, { language: 'ar', catalogue: ar as unknown as Catalogue })
    const before = (days: number) =>
      comparedPeriod(
        { from: '2026-10-28T00:00:00.000Z' },
        {
          from: new Date(Date.parse('2026-10-28T00:00:00.000Z') - days * 86_400_000).toISOString(),
          to: '2026-10-28T00:00:00.000Z',
        },
      ).short
    expect([1, 2, 3, 10, 11, 30, 100].map(before)).toEqual([
      'اليوم السابق',
      'اليومين السابقين',
      '3 أيام سابقة',
      '10 أيام سابقة',
      '11 يومًا سابقًا',
      '30 يومًا سابقًا',
      '100 يوم سابق',
    ])
    expect(change(0, 0).text).toBe('بلا تغيير')
  })
})
