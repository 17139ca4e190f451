import { describe, expect, it } from 'vitest'
import { errorsOf, parseOk } from '../testing'
import { WEEKDAYS, isOpenAt, openingHoursSchema } from './opening-hours'
import type { OpeningHoursDay, OpeningRange, Weekday } from './opening-hours'

const range = (open: string, close: string): OpeningRange => ({ open, close })
/** A week closed but for the days given. */
const week = (days: Partial<Record<Weekday, OpeningRange[]>>): OpeningHoursDay[] =>
  WEEKDAYS.map((day) => ({ day, closed: !days[day], ranges: days[day] ?? [] }))
const withDay = (day: Weekday, value: Partial<OpeningHoursDay>) =>
  week({}).map((d) => (d.day === day ? { ...d, closed: false, ...value } : d))

describe('opening hours', () => {
  it('take closed days, one or two ranges, and ranges past midnight', () => {
    const hours = week({
      monday: [range('12:00', '15:00'), range('18:00', '23:30')],
      friday: [range('18:00', '02:00')],
      saturday: [range('11:00', '00:00')],
    })
    expect(parseOk(openingHoursSchema, hours)).toEqual(hours)
    // A lunch and a dinner service that meet: one ends as the other starts.
    expect(
      errorsOf(
        openingHoursSchema,
        withDay('tuesday', { ranges: [range('10:00', '15:00'), range('15:00', '01:00')] }),
      ),
    ).toEqual({})
  })

  it('refuse an open day without ranges, an empty range and a third range, on the day', () => {
    expect(errorsOf(openingHoursSchema, withDay('wednesday', { ranges: [] }))).toEqual({
      '2.day': 'Give the hours of the day or mark it closed',
    })
    expect(
      errorsOf(openingHoursSchema, withDay('wednesday', { ranges: [range('10:00', '10:00')] })),
    ).toEqual({
      '2.ranges.0.close': 'Closes at must differ from opens at',
    })
    const three = [range('08:00', '09:00'), range('10:00', '11:00'), range('12:00', '13:00')]
    expect(errorsOf(openingHoursSchema, withDay('wednesday', { ranges: three }))).toEqual({
      '2.ranges': 'At most 2 ranges a day',
    })
  })

  it('refuse overlapping ranges, past midnight included, on the day', () => {
    expect(
      errorsOf(
        openingHoursSchema,
        withDay('monday', { ranges: [range('12:00', '16:00'), range('15:00', '22:00')] }),
      ),
    ).toEqual({ '0.day': 'The ranges of the day overlap' })
    // 18:00–02:00 covers 01:00–03:00's first hour, both counted from the same midnight.
    expect(
      errorsOf(
        openingHoursSchema,
        withDay('monday', { ranges: [range('18:00', '02:00'), range('23:00', '03:00')] }),
      ),
    ).toEqual({ '0.day': 'The ranges of the day overlap' })
    // Friday's night runs into Saturday's first range: the message is on Saturday.
    const spill = week({ friday: [range('18:00', '02:00')], saturday: [range('01:00', '05:00')] })
    expect(errorsOf(openingHoursSchema, spill)).toEqual({
      '5.day': "Overlaps Friday's hours past midnight",
    })
    // Sunday's night runs into Monday's: the week wraps.
    const wrap = week({ sunday: [range('20:00', '03:00')], monday: [range('02:30', '10:00')] })
    expect(errorsOf(openingHoursSchema, wrap)).toEqual({
      '0.day': "Overlaps Sunday's hours past midnight",
    })
    // Closing before the next day opens is fine; a closed day keeps nothing open.
    expect(
      errorsOf(
        openingHoursSchema,
        week({ friday: [range('18:00', '02:00')], saturday: [range('02:00', '05:00')] }),
      ),
    ).toEqual({})
  })

  it('refuse a night running into the next day whatever another day holds', () => {
    const hours = week({
      monday: [range('18:00', '02:00')],
      tuesday: [range('01:00', '05:00')],
      thursday: [range('25:00', '02:00')],
      friday: [range('01:00', '05:00')],
      saturday: [range('10:00', '10:00')],
    })
    // Thursday's bad time leaves Friday unjudged; Monday into Tuesday is still refused.
    expect(errorsOf(openingHoursSchema, hours)).toEqual({
      '1.day': "Overlaps Monday's hours past midnight",
      '3.ranges.0.open': 'Opens at must be a time like 09:30',
      '5.ranges.0.close': 'Closes at must differ from opens at',
    })
  })
})

describe('isOpenAt, on the clocks of Asia/Beirut', () => {
  // Friday 2026-11-20 and the night after, in winter (UTC+2).
  const friday = week({ friday: [range('12:00', '15:00'), range('18:00', '02:00')] })
  const beirut = (local: string) => Date.parse(`${local}+02:00`)

  it('opens at the first minute and closes at the closing minute', () => {
    expect(isOpenAt(friday, beirut('2026-11-20T11:59:59'))).toBe(false)
    expect(isOpenAt(friday, beirut('2026-11-20T12:00:00'))).toBe(true)
    expect(isOpenAt(friday, beirut('2026-11-20T14:59:59'))).toBe(true)
    expect(isOpenAt(friday, beirut('2026-11-20T15:00:00'))).toBe(false)
    expect(isOpenAt(friday, beirut('2026-11-20T18:00:00'))).toBe(true)
  })

  it('stays open past midnight into a closed day, until the closing minute', () => {
    expect(isOpenAt(friday, beirut('2026-11-20T23:59:59'))).toBe(true)
    expect(isOpenAt(friday, beirut('2026-11-21T00:00:00'))).toBe(true)
    expect(isOpenAt(friday, beirut('2026-11-21T01:59:00'))).toBe(true)
    expect(isOpenAt(friday, beirut('2026-11-21T02:00:00'))).toBe(false)
    // The early hours of Friday belong to Thursday, which is closed.
    expect(isOpenAt(friday, beirut('2026-11-20T01:00:00'))).toBe(false)
  })

  it('reads the week round: Sunday night runs into Monday', () => {
    const sunday = week({ sunday: [range('20:00', '03:00')] })
    expect(isOpenAt(sunday, beirut('2026-11-23T02:59:00'))).toBe(true)
    expect(isOpenAt(sunday, beirut('2026-11-23T03:00:00'))).toBe(false)
  })

  it('does not depend on the zone the caller runs in: the instant is read in Beirut', () => {
    // 22:30 UTC on Friday is 00:30 on Saturday in Beirut, still Friday night's service.
    expect(isOpenAt(friday, Date.UTC(2026, 10, 20, 22, 30))).toBe(true)
    expect(isOpenAt(friday, new Date('2026-11-21T00:30:00Z'))).toBe(false)
  })

  it('open around the clock takes two ranges: 00:00–23:59 is closed in the last minute', () => {
    const allDay = WEEKDAYS.map((day) => ({
      day,
      closed: false,
      ranges: [range('00:00', '12:00'), range('12:00', '00:00')],
    }))
    expect(errorsOf(openingHoursSchema, allDay)).toEqual({})
    const start = Date.parse('2026-11-23T00:00:00Z')
    for (let minute = 0; minute < 7 * 24 * 60; minute++) {
      expect(isOpenAt(allDay, start + minute * 60_000)).toBe(true)
    }
    const almost = WEEKDAYS.map((day) => ({
      day,
      closed: false,
      ranges: [range('00:00', '23:59')],
    }))
    expect(isOpenAt(almost, beirut('2026-11-20T23:59:30'))).toBe(false)
  })

  it('follows the summer clock change: the skipped hour never opens', () => {
    // Saturday 2026-03-28, 23:59 at UTC+2; one minute later it is Sunday 01:00 at UTC+3.
    const saturday = week({ saturday: [range('18:00', '00:30')] })
    expect(isOpenAt(saturday, Date.parse('2026-03-28T21:59:00Z'))).toBe(true)
    expect(isOpenAt(saturday, Date.parse('2026-03-28T22:00:00Z'))).toBe(false)
  })

  it('follows the winter clock change: Saturday 23:00 comes twice', () => {
    // Saturday 2026-10-24, 23:59 at UTC+3; one minute later it is 23:00 again, at UTC+2.
    const saturday = week({ saturday: [range('18:00', '23:30')] })
    expect(isOpenAt(saturday, Date.parse('2026-10-24T20:29:00Z'))).toBe(true)
    expect(isOpenAt(saturday, Date.parse('2026-10-24T20:30:00Z'))).toBe(false)
    expect(isOpenAt(saturday, Date.parse('2026-10-24T21:15:00Z'))).toBe(true)
    expect(isOpenAt(saturday, Date.parse('2026-10-24T21:30:00Z'))).toBe(false)
  })
})
