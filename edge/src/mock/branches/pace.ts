import {
  API_ERRORS,
  BRANCH_PACE_MESSAGES,
  DEFAULT_MAX_DELIVERY_MINUTES,
  END_OF_DAY,
  closingTimeAfter,
  isOpenAt,
  offItemName,
  stillOn,
} from 'contracts'
import type { BoardBranch, OffItem } from 'contracts'
import { ApiFailure } from '../errors'
import type { BranchRow } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

/** One item off at a branch as stored (names are read from the catalogue when shown). */
export interface StoredOff {
  productId: number
  optionId: number | null
  until: string | null
  reason: string
  at: string
  byName: string
}

/** The items off at a branch: one row per branch, keyed by its id. */
export interface AvailabilityRow {
  id: number
  items: StoredOff[]
}

/** Taking orders now: not paused, or paused until a time that has passed. */
export const acceptingNow = (b: BranchRow, now: number) =>
  b.acceptingOrders || (typeof b.pausedUntil === 'string' && !stillOn(b.pausedUntil, now))

/** Busy mode's extra minutes now (0 once its `until` has passed). */
export const extraMinutesNow = (b: BranchRow, now: number) =>
  b.extraMinutes && stillOn(b.busyUntil ?? null, now) ? b.extraMinutes : 0

/** The branch's preparation time now, busy mode counted in. */
export const preparationMinutesNow = (b: BranchRow, now: number) =>
  b.preparationMinutes + extraMinutesNow(b, now)

const MINUTE = 60_000

/**
 * What an order placed at `now` is promised: ready by its branch's
 * preparation time from now (or from its time for later), busy mode's extra
 * minutes in force then counted in; at the door `roadMinutes` (the area's
 * estimate) later for a delivery. The order keeps both as it is placed, so
 * its lateness never follows a pace set since.
 */
export function promiseOf(
  b: BranchRow,
  now: number,
  scheduledFor: string | null | undefined,
  roadMinutes: number | null,
) {
  const from = Math.max(now, scheduledFor ? Date.parse(scheduledFor) : 0)
  const busyMinutes = extraMinutesNow(b, from)
  const ready = from + (b.preparationMinutes + busyMinutes) * MINUTE
  return {
    readyBy: new Date(ready).toISOString(),
    promisedAt: new Date(ready + (roadMinutes ?? 0) * MINUTE).toISOString(),
    busyMinutes,
  }
}

/** The items off at a branch now, the newest first, by name. */
export function offItemsAt(store: Store, branchId: number, now: number): OffItem[] {
  const row = store.table(TABLE.branchAvailability).get(branchId)
  if (!row) return []
  const products = store.table(TABLE.product)
  return row.items
    .filter((i) => stillOn(i.until, now))
    .map((i) => {
      const product = products.get(i.productId)
      const option =
        i.optionId === null
          ? null
          : product?.optionGroups.flatMap((g) => g.options).find((o) => o.id === i.optionId)
      return { ...i, name: offItemName(product?.name ?? `#${i.productId}`, option?.name ?? null) }
    })
    .sort((a, b) => b.at.localeCompare(a.at))
}

/** An item off at the branch now (a product, optionId null, or one option), for pricing and menus. */
export function offLookup(store: Store, branchId: number, now: number) {
  const off = new Map(
    offItemsAt(store, branchId, now).map((i) => [`${i.productId}:${i.optionId ?? ''}`, i]),
  )
  return (productId: number, optionId: number | null) => off.get(`${productId}:${optionId ?? ''}`)
}

/** A branch as the board shows it now: every "until" read at `now`. */
export function boardBranch(store: Store, b: BranchRow): BoardBranch {
  const now = store.now()
  const accepting = acceptingNow(b, now)
  const extra = extraMinutesNow(b, now)
  return {
    id: b.id,
    name: b.name,
    nameAr: b.nameAr,
    acceptingOrders: accepting,
    preparationMinutes: b.preparationMinutes + extra,
    extraMinutes: extra,
    busyUntil: extra ? (b.busyUntil ?? null) : null,
    pausedUntil: accepting ? null : (b.pausedUntil ?? null),
    pauseReason: accepting ? '' : (b.pauseReason ?? ''),
    openNow: isOpenAt(b.openingHours, now),
    maxDeliveryMinutes: b.maxDeliveryMinutes ?? DEFAULT_MAX_DELIVERY_MINUTES,
    offItems: offItemsAt(store, b.id, now),
  }
}

/** An `until` as an instant: END_OF_DAY is the branch's closing time today; a past one is a 400. */
export function resolveUntil(b: BranchRow, until: string | undefined, now: number): string | null {
  if (until === undefined) return null
  const at = until === END_OF_DAY ? closingTimeAfter(b.openingHours, now) : Date.parse(until)
  if (at <= now) {
    throw new ApiFailure(400, API_ERRORS.validation, { until: BRANCH_PACE_MESSAGES.untilPast })
  }
  return new Date(at).toISOString()
}

/** A branch record change like any other: version and updatedAt move. */
export function putBranch(store: Store, branch: BranchRow, change: Partial<BranchRow>) {
  const next: BranchRow = {
    ...branch,
    ...change,
    updatedAt: new Date(store.now()).toISOString(),
    version: branch.version + 1,
  }
  store.table(TABLE.branch).put(branch.id, next)
  return next
}
