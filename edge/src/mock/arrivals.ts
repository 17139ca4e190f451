import { isOpenAt } from 'contracts'
import type { MiddlewareHandler } from 'hono'
import { acceptingNow } from './branches/pace'
import type { BranchRow } from './rows'
import { forEachOrder } from './orders/order-filter'
import { placeOrder } from './orders/place-order'
import { ApiFailure } from './errors'
import { INTERNAL, TABLE } from './rows'
import { EVERY_BRANCH } from './scope'
import { createRandom } from './seed/random'
import type { Random } from './seed/random'
import type { Store } from './store/store'

const MINUTE = 60_000
/** After a long stop, only the last hour's orders arrive (not a week's backlog at once). */
const CATCH_UP_MS = 60 * MINUTE
export const DEFAULT_NEW_ORDERS_PER_HOUR = 4
const MAX_NEW_ORDERS_PER_HOUR = 3600
/**
 * `MOCK_BRANCH_CAPACITY` unset: a branch with this many orders still waiting
 * or being prepared (pending, accepted, preparing) takes no new one. A mock
 * setting, not a branch field: the "at capacity" has no field in the
 * branch record, so the mock only bounds its own arrivals. 30 is about an
 * hour and a half of a busy branch's evening (20 an hour) left unmoved: never
 * reached at the default 4 an hour with someone at the board, it keeps a mock
 * left running at a high rate with nobody moving orders to a board one can read.
 */
export const DEFAULT_BRANCH_CAPACITY = 30

/** `MOCK_NEW_ORDERS_PER_HOUR` as a number: default 4, 0 turns arrivals off, at most 3600. */
export function newOrdersPerHour(value: string | undefined): number {
  const n = Number(value)
  if (!value?.trim() || !Number.isFinite(n) || n < 0) return DEFAULT_NEW_ORDERS_PER_HOUR
  return Math.min(MAX_NEW_ORDERS_PER_HOUR, n)
}

/** `MOCK_BRANCH_CAPACITY` as a number: a whole number of orders, at least 1; else the default. */
export function branchCapacity(value: string | undefined): number {
  const n = Number(value)
  if (!value?.trim() || !Number.isInteger(n) || n < 1) return DEFAULT_BRANCH_CAPACITY
  return n
}

/** A 32-bit seed from whole numbers (FNV-1a over their 32-bit halves, then a final mix). */
function seedOf(...numbers: number[]) {
  let h = 0x811c9dc5
  for (const n of numbers) {
    for (const half of [n % 2 ** 32, Math.floor(n / 2 ** 32)]) {
      h = Math.imul(h ^ half, 0x01000193)
    }
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  return h >>> 0
}

/** How many arrivals a minute brings, for a mean of `lambda` (Poisson, by inversion). */
function arrivalsIn(rand: Random, lambda: number) {
  const u = rand.next()
  let k = 0
  let p = Math.exp(-lambda)
  let sum = p
  while (u > sum && k < 10 * lambda + 10) {
    k++
    p *= lambda / k
    sum += p
  }
  return k
}

export type ClockRow = { until: number }

/** How many orders each branch has waiting or being prepared now. */
function inKitchen(store: Store) {
  const count = new Map<number, number>()
  forEachOrder(
    store,
    { status: ['pending', 'accepted', 'preparing'] },
    { scope: EVERY_BRANCH },
    (o) => void count.set(o.branchId, (count.get(o.branchId) ?? 0) + 1),
  )
  return count
}

/** Whether a branch takes an order arriving at `at`: active, open by its hours, not paused. */
const takesOrdersAt = (branch: BranchRow, at: number) =>
  branch.isActive && acceptingNow(branch, at) && isOpenAt(branch.openingHours, at)

/**
 * The orders customers placed since the last look, up to now: for each
 * branch and each minute, how many arrive and when is drawn from a seed made
 * of the store's anchor, the branch and the minute, so the same stretch of
 * time always brings the same orders, whenever it is looked at. A branch that
 * is switched off, paused at that moment (a pause with an `until` resumes by
 * itself), closed by its opening hours (on the business's clock) or at
 * capacity (`capacity` orders not yet ready, MOCK_BRANCH_CAPACITY) gets none; an order never
 * holds an item taken off at the branch then (placeOrder). Each order is
 * stored like any change; so is how far the arrivals have come.
 */
export function catchUpArrivals(store: Store, perHour: number, capacity = DEFAULT_BRANCH_CAPACITY) {
  if (perHour <= 0) return 0
  const clock = store.table(INTERNAL.arrivals)
  const now = store.now()
  const from = Math.max(clock.get('clock')?.until ?? store.anchor, now - CATCH_UP_MS)
  if (now <= from) return 0
  const branches = [...store.table(TABLE.branch).values()]
  const due: { at: number; branchId: number; rand: Random }[] = []
  let drawn = false
  for (let minute = Math.floor(from / MINUTE); minute * MINUTE <= now; minute++) {
    for (const branch of branches) {
      const seed = seedOf(store.anchor, branch.id, minute)
      const rand = createRandom(seed)
      const count = arrivalsIn(rand, perHour / 60)
      for (let k = 0; k < count; k++) {
        const at = minute * MINUTE + rand.int(0, MINUTE - 1)
        if (at <= from || at > now) continue
        drawn = true
        if (takesOrdersAt(branch, at)) {
          due.push({ at, branchId: branch.id, rand: createRandom(seedOf(seed, k + 1)) })
        }
      }
    }
  }
  if (!drawn) return 0
  due.sort((a, b) => a.at - b.at || a.branchId - b.branchId)
  const kitchen = due.length ? inKitchen(store) : new Map<number, number>()
  let placed = 0
  for (const { at, branchId, rand } of due) {
    const holding = kitchen.get(branchId) ?? 0
    if (holding >= capacity) continue
    try {
      placeOrder(store, { at, branchId, rand })
      kitchen.set(branchId, holding + 1)
      placed++
    } catch (error) {
      // A branch with nothing to sell, no customer left who may order: nobody orders.
      if (!(error instanceof ApiFailure)) throw error
    }
  }
  clock.put('clock', { until: now })
  return placed
}

/** Before each request: the orders that arrived since the last one (none when `perHour` is 0). */
export const arrivals = (store: Store, perHour: number, capacity: number): MiddlewareHandler =>
  async function arrivals(_c, next) {
    catchUpArrivals(store, perHour, capacity)
    await next()
  }
