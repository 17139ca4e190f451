import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import {
  businessCity,
  defaultDateRange,
  formatAxisDay,
  formatAxisHour,
  formatDate,
  formatDateTime,
  formatPickedDate,
  formatPickedDateTime,
  formatTime,
  parseDate,
  parseDateTime,
  parseTypedDateTime,
  parseTypedDay,
  readBusinessTimeZone,
  startOfUtcDay,
  businessZoneLabel,
} from './dates'
import { i18nState } from './i18n/state'

describe('dates', () => {
  it('formats a date as "Month day, year"', () => {
    expect(formatDate('2026-11-21T15:05:00Z', 'UTC')).toBe('November 21, 2026')
    expect(formatDate('2023-07-31T00:00:00Z', 'UTC')).toBe('July 31, 2023')
  })

  it('formats a date and time on a 12-hour clock with AM/PM', () => {
    expect(formatDateTime('2026-11-21T15:05:00Z', 'UTC')).toBe('November 21, 2026, 3:05 PM')
    expect(formatDateTime('2026-01-02T00:07:00Z', 'UTC')).toBe('January 2, 2026, 12:07 AM')
    expect(formatDateTime('2026-01-02T12:00:00Z', 'UTC')).toBe('January 2, 2026, 12:00 PM')
  })

  it('formats a time to the second on a 12-hour clock', () => {
    expect(formatTime('2026-11-21T12:04:31Z', 'UTC')).toBe('12:04:31 PM')
    expect(formatTime('2026-11-21T00:00:05Z', 'UTC')).toBe('12:00:05 AM')
    expect(formatTime('2026-11-21T21:09:00Z', 'Asia/Beirut')).toBe('11:09:00 PM')
  })

  it('uses the time zone it is given', () => {
    // Beirut is UTC+2 in winter: 23:30 UTC is already the next day there.
    expect(formatDateTime('2026-11-21T23:30:00Z', 'Asia/Beirut')).toBe('November 22, 2026, 1:30 AM')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    const at = Date.UTC(2026, 10, 21, 15, 5)
    expect(formatDate(new Date(at), 'UTC')).toBe('November 21, 2026')
    expect(formatDateTime(at, 'UTC')).toBe('November 21, 2026, 3:05 PM')
  })

  it('refuses something that is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError)
  })

  it('starts a day at UTC midnight', () => {
    expect(startOfUtcDay('2026-11-21T23:59:59.999Z').toISOString()).toBe('2026-11-21T00:00:00.000Z')
  })

  it('defaults to the last 30 days up to now', () => {
    const now = new Date('2026-11-21T15:05:00Z')
    const { from, to } = defaultDateRange(now)
    expect(to.toISOString()).toBe('2026-11-21T15:05:00.000Z')
    expect(from.toISOString()).toBe('2026-10-23T00:00:00.000Z')
    const days = (startOfUtcDay(to).getTime() - from.getTime()) / 86_400_000 + 1
    expect(days).toBe(30)
  })

  it('shows times on the business clock (Asia/Beirut) whatever the machine’s zone', () => {
    // 10:34 UTC is 12:34 PM in Beirut in winter, 1:34 PM in summer.
    expect(formatDateTime('2026-11-25T10:34:00Z')).toBe('November 25, 2026, 12:34 PM')
    expect(formatDateTime('2026-07-06T10:34:00Z')).toBe('July 6, 2026, 1:34 PM')
    expect(formatDate('2026-11-25T22:30:00Z')).toBe('November 26, 2026')
    expect(formatTime('2026-11-25T10:34:05Z')).toBe('12:34:05 PM')
    expect(businessZoneLabel()).toBe('Beirut (Asia/Beirut)')
  })

  it('takes the business zone from the page the worker serves', () => {
    const page = document.implementation.createHTMLDocument('')
    const meta = page.createElement('meta')
    meta.name = 'business-time-zone'
    meta.content = 'America/New_York'
    page.head.append(meta)
    try {
      expect(readBusinessTimeZone(page)).toBe('America/New_York')
      expect(formatDateTime('2026-11-25T10:34:00Z')).toBe('November 25, 2026, 5:34 AM')
      expect(businessZoneLabel()).toBe('New York (America/New_York)')
    } finally {
      setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE)
    }
  })
})

const day = (year: number, month: number, date: number) => ({
  ok: true,
  value: { year, month: month - 1, day: date },
})

describe('typed dates', () => {
  it.each([
    ['25/11/2026', day(2026, 11, 25)],
    ['5/1/2026', day(2026, 1, 5)],
    ['25.11.2026', day(2026, 11, 25)],
    ['25-11-2026', day(2026, 11, 25)],
    ['2026-11-25', day(2026, 11, 25)],
    ['2026/11/25', day(2026, 11, 25)],
    ['Nov 25 2026', day(2026, 11, 25)],
    ['nov. 25, 2026', day(2026, 11, 25)],
    ['November 25, 2026', day(2026, 11, 25)],
    ['25 November 2026', day(2026, 11, 25)],
    ['Sept 1 2026', day(2026, 9, 1)],
    ['  29/02/2028 ', day(2028, 2, 29)],
    ['٢٥/١١/٢٠٢٦', day(2026, 11, 25)],
    ['٢٠٢٦-١١-٢٥', day(2026, 11, 25)],
  ])('reads %s', (text, expected) => {
    expect(parseTypedDay(text)).toEqual(expected)
  })

  it.each([
    ['31/02/2026', 'February 2026 has 28 days: there is no day 31'],
    ['29/02/2026', 'February 2026 has 28 days: there is no day 29'],
    ['25/13/2026', 'There is no month 13: months run from 1 to 12'],
    ['2026-00-10', 'There is no month 0: months run from 1 to 12'],
    ['25/11/26', 'Write the year in full, like 2026'],
    ['Smarch 1 2026', '“Smarch” is not a month'],
    ['11/2026', 'Enter a date such as 25/11/2026, 2026-11-25 or Nov 25 2026'],
    ['tomorrow', 'Enter a date such as 25/11/2026, 2026-11-25 or Nov 25 2026'],
    ['', 'Enter a date such as 25/11/2026, 2026-11-25 or Nov 25 2026'],
  ])('refuses %s, saying why', (text, error) => {
    expect(parseTypedDay(text)).toEqual({ ok: false, error })
  })

  it.each([
    ['25/11/2026 3:05 PM', { hour: 15, minute: 5 }],
    ['25/11/2026, 3:05 pm', { hour: 15, minute: 5 }],
    ['2026-11-25 15:05', { hour: 15, minute: 5 }],
    ['2026-11-25T09:30', { hour: 9, minute: 30 }],
    ['Nov 25 2026 at 9 am', { hour: 9, minute: 0 }],
    ['November 25, 2026, 12:07 AM', { hour: 0, minute: 7 }],
    ['November 25, 2026, 12:30 PM', { hour: 12, minute: 30 }],
    ['٢٥/١١/٢٠٢٦ ٣:٠٥ PM', { hour: 15, minute: 5 }],
  ])('reads the date and time %s', (text, time) => {
    expect(parseTypedDateTime(text)).toEqual({
      ok: true,
      value: { year: 2026, month: 10, day: 25, ...time },
    })
  })

  it.each([
    ['25/11/2026', 'Add a time, such as 3:05 PM'],
    ['Nov 25 2026', 'Add a time, such as 3:05 PM'],
    ['31/02/2026 3:05 PM', 'February 2026 has 28 days: there is no day 31'],
    ['25/11/2026 13:05 PM', 'With AM or PM, hours run from 1 to 12'],
    ['25/11/2026 3:60 PM', 'Minutes run from 00 to 59'],
    ['25/11/2026 24:00', 'Hours run from 0 to 23'],
    ['25/11/2026 15', 'Enter a time such as 3:05 PM or 15:05'],
    ['soon', 'Enter a date and time such as 25/11/2026 3:05 PM'],
  ])('refuses the date and time %s, saying why', (text, error) => {
    expect(parseTypedDateTime(text)).toEqual({ ok: false, error })
  })

  it('gives Blueprint’s pickers the typed wall clock as local fields', () => {
    const at = parseDateTime('25/11/2026 3:05 PM')!
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual(
      [2026, 10, 25, 15, 5],
    )
    expect(formatPickedDateTime(at)).toBe('November 25, 2026, 3:05 PM')
    expect(formatPickedDate(parseDate('2026-11-25')!)).toBe('November 25, 2026')
    expect(parseDate('31/02/2026')).toBeUndefined()
    expect(parseDateTime('25/11/2026')).toBeUndefined()
  })
})

describe('dates in Arabic (docs/requirements.md#languages)', () => {
  const speak = (digits: 'latn' | 'arab' = 'latn') =>
    Object.assign(i18nState, { language: 'ar', digits })
  afterEach(() => Object.assign(i18nState, { language: 'en', digits: 'latn' }))

  // 2026-11-21 13:05:09 UTC is 15:05:09 in Beirut (UTC+2 in November).
  const instant = Date.UTC(2026, 10, 21, 13, 5, 9)

  it('names Lebanon’s months, on the business’s clock, in Latin digits by default', () => {
    speak()
    expect(formatDate(instant, 'Asia/Beirut')).toBe('21 تشرين الثاني 2026')
    expect(formatDateTime(instant, 'Asia/Beirut')).toBe('21 تشرين الثاني 2026، 3:05 م')
    expect(formatTime(Date.UTC(2026, 0, 1, 5, 7, 3), 'Asia/Beirut')).toBe('7:07:03 ص')
    // Just before a Beirut midnight is still the day before in UTC+2.
    expect(formatDate(Date.UTC(2026, 0, 31, 21, 59), 'Asia/Beirut')).toBe('31 كانون الثاني 2026')
    expect(formatDate(Date.UTC(2026, 0, 31, 22, 0), 'Asia/Beirut')).toBe('1 شباط 2026')
  })

  it('labels a chart’s axis by day and by hour, in English as before and in Arabic', () => {
    const day = Date.UTC(2026, 10, 27)
    expect(formatAxisDay(day, 'Etc/UTC')).toBe('Nov 27')
    expect(formatAxisHour(instant, 'Asia/Beirut')).toBe('3 PM')
    expect(formatAxisHour(Date.UTC(2026, 10, 21, 22), 'Asia/Beirut')).toBe('12 AM')
    speak()
    expect(formatAxisDay(day, 'Etc/UTC')).toBe('27 تشرين الثاني')
    expect(formatAxisHour(instant, 'Asia/Beirut')).toBe('3 م')
    speak('arab')
    expect(formatAxisDay(day, 'Etc/UTC')).toBe('٢٧ تشرين الثاني')
  })

  it('writes Arabic-Indic digits when the employee chose them', () => {
    speak('arab')
    expect(formatDateTime(instant, 'Asia/Beirut')).toBe('٢١ تشرين الثاني ٢٠٢٦، ٣:٠٥ م')
    expect(formatPickedDate(new Date(2026, 6, 4))).toBe('٤ تموز ٢٠٢٦')
  })

  it('says the zone’s city and a day the month lacks in Arabic', () => {
    setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE)
    speak()
    expect(businessCity()).toBe('بيروت')
    expect(businessZoneLabel()).toBe('بيروت (Asia/Beirut)')
    expect(parseTypedDay('30/02/2026')).toEqual({
      ok: false,
      error: 'في شباط 2026 28 يومًا: لا يوجد يوم 30',
    })
  })

  it('reads back what an Arabic date shows, in either digits, and the other Arabic month names', () => {
    for (const digits of ['latn', 'arab'] as const) {
      speak(digits)
      for (let month = 0; month < 12; month++) {
        const picked = new Date(2026, month, 9, 21, 40)
        expect(parseDateTime(formatPickedDateTime(picked))).toEqual(picked)
        expect(parseDate(formatPickedDate(picked))).toEqual(new Date(2026, month, 9))
      }
    }
    expect(parseTypedDateTime('25 تشرين الثاني 2026، 9:05 ص')).toEqual({
      ok: true,
      value: { year: 2026, month: 10, day: 25, hour: 9, minute: 5 },
    })
    expect(parseTypedDateTime('٢٥ كانون الأول ٢٠٢٦ 12:30 مساءً')).toEqual({
      ok: true,
      value: { year: 2026, month: 11, day: 25, hour: 12, minute: 30 },
    })
    expect(parseTypedDay('3 أغسطس 2026')).toEqual({
      ok: true,
      value: { year: 2026, month: 7, day: 3 },
    })
    expect(parseTypedDay('3 ايار 2026')).toEqual({
      ok: true,
      value: { year: 2026, month: 4, day: 3 },
    })
    expect(parseTypedDay('3 تشرين 2026').ok).toBe(false)
  })
})
