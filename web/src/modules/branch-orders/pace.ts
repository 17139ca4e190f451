import { stillOn } from 'contracts'
import type { BoardBranch } from 'contracts'

/**
 * A branch's pace as the board shows it at `now` (its own clock, ticking
 * between reads): a pause or busy mode whose "until" has passed is over.
 * Fields a board kept from before they existed read as their defaults.
 */
export function paceNow(branch: BoardBranch, now: number) {
  const pausedUntil = branch.pausedUntil ?? null
  const accepting = branch.acceptingOrders || (pausedUntil !== null && !stillOn(pausedUntil, now))
  const busyUntil = branch.busyUntil ?? null
  const extraMinutes = branch.extraMinutes && stillOn(busyUntil, now) ? branch.extraMinutes : 0
  return {
    accepting,
    pausedUntil: accepting ? null : pausedUntil,
    extraMinutes,
    busyUntil: extraMinutes ? busyUntil : null,
    /** The preparation time now: busy mode's minutes come off once it is over. */
    preparationMinutes: branch.preparationMinutes - (branch.extraMinutes ?? 0) + extraMinutes,
    openNow: branch.openNow ?? true,
  }
}
