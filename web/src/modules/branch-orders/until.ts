import { END_OF_DAY, instantOfWallClock, wallClock } from 'contracts'
import { businessTimeZone } from 'contracts'
import { parseTypedTime } from '../../lib/dates'

/** How long something taken off (an item, a pause, busy mode) lasts. */
export const UNTIL_CHOICES = [
  { value: '30m', label: '30 min' },
  { value: '1h', label: '1 h' },
  { value: END_OF_DAY, label: 'End of day' },
  { value: 'switched-back', label: 'Until switched back' },
  { value: 'time', label: 'A time…' },
] as const
export type UntilChoice = (typeof UNTIL_CHOICES)[number]['value']

const MINUTE = 60_000

/**
 * The `until` a choice sends, seen at `now`: an instant, END_OF_DAY (the
 * server knows the branch's closing time), or undefined (until switched
 * back). "A time" is typed ("11 PM", "23:00") and read on the business's
 * clock: today, or tomorrow when that time has already passed today.
 */
export function untilOf(
  choice: UntilChoice,
  now: number,
  typed = '',
): { ok: true; until: string | undefined } | { ok: false; error: string } {
  switch (choice) {
    case '30m':
      return { ok: true, until: new Date(now + 30 * MINUTE).toISOString() }
    case '1h':
      return { ok: true, until: new Date(now + 60 * MINUTE).toISOString() }
    case END_OF_DAY:
      return { ok: true, until: END_OF_DAY }
    case 'switched-back':
      return { ok: true, until: undefined }
    case 'time': {
      const time = parseTypedTime(typed)
      if (!time.ok) return time
      const zone = businessTimeZone()
      const today = wallClock(now, zone)
      let at = instantOfWallClock({ ...today, ...time.value }, zone)
      if (at <= now) at = instantOfWallClock({ ...today, day: today.day + 1, ...time.value }, zone)
      return { ok: true, until: new Date(at).toISOString() }
    }
  }
}
