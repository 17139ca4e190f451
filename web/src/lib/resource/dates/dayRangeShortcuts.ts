import { utcDay, wallClock } from 'contracts'
import { messages } from '../../i18n'
import en from '../messages.en.json'
import { addDays } from './dayRange'
import type { DayRange } from './dayRange'

/**
 * The date range picker's shortcuts, apart from dayRange.ts: the first script reads day ranges
 * (a cold start's first read of the order list) and must not carry the layer's words.
 */
const m = messages(en)

export interface DayRangeShortcut {
  label: string
  range: DayRange
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

/** The Monday of the week `now` is in, on the business's clock, as a day ("2026-11-23"). */
export function mondayOf(now: number): string {
  const clock = wallClock(now)
  const day = new Date(Date.UTC(clock.year, clock.month, clock.day)).toISOString().slice(0, 10)
  return addDays(day, -WEEKDAYS.indexOf(clock.weekday))
}

/**
 * The ranges one click away: today, yesterday, this week (Monday on the
 * business's clock to now), the last 7 and 30 days, this month, last month.
 */
export function dayRangeShortcuts(now: number = Date.now()): DayRangeShortcut[] {
  const today = utcDay(now)
  const yesterday = addDays(today, -1)
  const lastOfLastMonth = addDays(`${today.slice(0, 8)}01`, -1)
  return [
    { label: m.today(), range: { from: today } },
    { label: m.yesterday(), range: { from: yesterday, to: yesterday } },
    // Never after today's UTC day, which the range's days are (late Sunday in UTC is Monday in Beirut).
    { label: m.thisWeek(), range: { from: mondayOf(now) > today ? today : mondayOf(now) } },
    { label: m.last7Days(), range: { from: addDays(today, -6) } },
    { label: m.last30Days(), range: {} },
    { label: m.thisMonth(), range: { from: `${today.slice(0, 8)}01` } },
    {
      label: m.lastMonth(),
      range: { from: `${lastOfLastMonth.slice(0, 8)}01`, to: lastOfLastMonth },
    },
  ]
}
