import { scheduleStatusOf } from 'contracts'
import type { Scheduled, ScheduleStatus } from 'contracts'
import { useEffect, useState } from 'react'

/** setTimeout's longest wait (about 24.8 days); a farther boundary is waited for in steps. */
const LONGEST_WAIT = 2 ** 31 - 1

/** The next instant after `now` at which the status of `item` can change (its start or end), if any. */
export function nextScheduleChange(item: Scheduled, now: number): number | undefined {
  if (!item.isActive) return undefined
  return [item.startsAt, item.endsAt]
    .map((iso) => (iso === null ? NaN : Date.parse(iso)))
    .filter((at) => at > now)
    .sort((a, b) => a - b)[0]
}

/**
 * The schedule status of `item` now (scheduleStatusOf), kept current: the
 * component renders again when its start or end passes, so a "Scheduled"
 * banner turns "Live" on screen at its start, without a reload.
 */
export function useScheduleStatus(item: Scheduled): ScheduleStatus {
  const [now, setNow] = useState(() => Date.now())
  const next = nextScheduleChange(item, now)
  useEffect(() => {
    if (next === undefined) return undefined
    const id = setTimeout(() => setNow(Date.now()), Math.min(next - Date.now() + 1, LONGEST_WAIT))
    return () => clearTimeout(id)
  }, [next])
  return scheduleStatusOf(item, now)
}
