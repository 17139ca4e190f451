import { queryEnum } from '../fields'

/**
 * Where a scheduled promotion (a banner, a coupon) stands against the current
 * time: switched off, not started yet, running, or over.
 */
export const SCHEDULE_STATUSES = ['scheduled', 'live', 'expired', 'inactive'] as const
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number]

export const SCHEDULE_STATUS_LABELS: Record<ScheduleStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Expired',
  inactive: 'Inactive',
}

/** The fields a schedule status is computed from; `endsAt` null = no end. */
export interface Scheduled {
  startsAt: string
  endsAt: string | null
  isActive: boolean
}

/**
 * The schedule status at `now` (ms): inactive when switched off, whatever the
 * dates; scheduled before `startsAt`; expired from `endsAt` on; live in
 * between (`startsAt` included, `endsAt` excluded). Both sides read it here:
 * the lists' tag and filter, and the mock's `status` filter.
 */
export function scheduleStatusOf(item: Scheduled, now: number = Date.now()): ScheduleStatus {
  if (!item.isActive) return 'inactive'
  if (now < Date.parse(item.startsAt)) return 'scheduled'
  if (item.endsAt !== null && now >= Date.parse(item.endsAt)) return 'expired'
  return 'live'
}

/** The `status` filter of a list of scheduled records (`?status=live`). */
export const scheduleStatusQuery = () => queryEnum('Status', SCHEDULE_STATUSES)
