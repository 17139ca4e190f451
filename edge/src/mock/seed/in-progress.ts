import { DEFAULT_MAX_DELIVERY_MINUTES } from 'contracts'
import type { OrderStatus } from 'contracts'
import type { Random } from './random'

const MIN = 60_000

/**
 * The statuses of a run of orders in progress. Runs go to each branch in
 * turn, so every branch has orders in every active status at any seed size.
 */
export const ACTIVE_CYCLE: readonly OrderStatus[] = [
  'pending',
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
]
/** The place of each run's late order: the second pending, the accepted, the preparing, in turn. */
const LATE_PLACE = [1, 2, 3] as const
/** Every third run's delivery has been on the road longer than its branch's longest delivery. */
const LONG_ROAD_EVERY = 3

export interface InProgress {
  branchId: number
  status: OrderStatus
  /** How long before the seed's now the order was placed. */
  ageMs: number
  /** A delivery long on the road: how long before now it went out (else drawn with its steps). */
  onRoadMs?: number
}

/** Minutes since an order in `status` was placed: a busy evening, not a stalled kitchen. */
function ageMinutes(rand: Random, status: OrderStatus, prep: number, late: boolean) {
  // Late: still not ready well after the branch's preparation time.
  if (late) return prep + rand.int(2, 20)
  if (status === 'pending') return rand.int(1, 9)
  if (status === 'accepted') return rand.int(3, 12)
  if (status === 'preparing') return rand.int(6, prep - 2)
  if (status === 'ready') return rand.int(prep - 5, prep + 10)
  return rand.int(prep + 5, prep + 35)
}

/**
 * The orders still in progress at the seed's now, oldest first: their branch,
 * status and age. Pending ones are minutes old; one order in each run is late
 * (older than its branch's preparation time and not ready), so every branch's
 * board has a late order. Ages are drawn relative to now, so they are the
 * same whatever the time of day.
 */
export function planInProgress(
  rand: Random,
  count: number,
  branches: readonly { preparationMinutes: number }[],
): InProgress[] {
  const plans: InProgress[] = []
  for (let a = 0; a < count; a++) {
    const run = Math.floor(a / ACTIVE_CYCLE.length)
    const place = a % ACTIVE_CYCLE.length
    const branchId = (run % branches.length) + 1
    const status = ACTIVE_CYCLE[place]!
    const late = place === LATE_PLACE[run % LATE_PLACE.length]
    const prep = branches[branchId - 1]!.preparationMinutes
    if (status === 'out_for_delivery' && run % LONG_ROAD_EVERY === 1) {
      // Out longer than the branch's longest delivery: late on the board, with its rider.
      const onRoad = (DEFAULT_MAX_DELIVERY_MINUTES + rand.int(6, 25)) * MIN
      const ageMs = onRoad + (prep + rand.int(5, 15)) * MIN + rand.int(0, 59) * 1000
      plans.push({ branchId, status, ageMs, onRoadMs: onRoad })
      continue
    }
    const minutes = ageMinutes(rand, status, prep, late)
    plans.push({ branchId, status, ageMs: minutes * MIN + rand.int(0, 59) * 1000 })
  }
  return plans.sort((x, y) => y.ageMs - x.ageMs)
}

/**
 * When each step of an order in progress happened: usual step lengths,
 * scaled so that the steps and the time spent in the current status fill its
 * age exactly (`inStatusMs`, when given, is that time). Every step is after
 * the one before and before now.
 */
export function stepTimes(
  rand: Random,
  placedAt: number,
  ageMs: number,
  steps: readonly OrderStatus[],
  inStatusMs?: number,
): number[] {
  const draw = (minFrom: number, minTo: number) =>
    rand.int(minFrom, minTo) * MIN + rand.int(0, 59) * 1000
  const lengths = steps.map((s) => (s === 'ready' ? draw(8, 25) : draw(1, 6)))
  const drawn = draw(1, 8)
  const stepsMs = lengths.reduce((sum, l) => sum + l, 0)
  const scale =
    inStatusMs === undefined ? ageMs / (stepsMs + drawn) : (ageMs - inStatusMs) / stepsMs
  let elapsed = 0
  return lengths.map((l) => {
    elapsed += l
    return placedAt + Math.round(elapsed * scale)
  })
}
