import { DEV_ORDERS_PATH, RIDER_MESSAGES, devOrderBodySchema } from 'contracts'
import type { DevOrderOptions, OrderStatus } from 'contracts'
import type { Hono } from 'hono'
import { placeOrder } from '../orders/place-order'
import { fullOrder, readyEstimate } from '../orders/order-rows'
import type { MockEnv } from '../context'
import { parse, readJson } from '../mount'
import type { OrderRow } from '../rows'
import { TABLE } from '../rows'
import { orderRider, riderForDispatch, riders } from '../rider/dispatch'
import { EVERY_BRANCH } from '../scope'
import { stepTimes } from '../seed/in-progress'
import { createRandom } from '../seed/random'
import type { Random } from '../seed/random'
import type { Store } from '../store/store'

const MIN = 60_000
/** A delivery's way to the road, as the seed walks it. */
const TO_THE_ROAD: readonly OrderStatus[] = ['accepted', 'preparing', 'ready', 'out_for_delivery']

/**
 * A delivery already out with `riderId` for `onTheRoadSeconds`, as the seed makes its
 * deliveries on the road: placed the branch's preparation time and a few minutes before it went
 * out, each step at a past moment, by the branch (no employee named). The rider is checked as
 * a dispatch checks them (active, on shift, of the order's branch) before anything is stored.
 */
function placeOnTheRoad(
  store: Store,
  rand: Random,
  { riderId, onTheRoadSeconds = 0, ...options }: DevOrderOptions & { riderId: number },
): OrderRow {
  const now = store.now()
  const branchId = options.branchId ?? riders(store).get(riderId)?.branchId ?? 0
  const rider = riderForDispatch(store, EVERY_BRANCH, riderId, branchId)
  const branch = store.table(TABLE.branch).get(branchId)!
  const onRoadMs = onTheRoadSeconds * 1000
  const ageMs = onRoadMs + (branch.preparationMinutes + rand.int(5, 15)) * MIN
  const at = now - ageMs
  const placed = placeOrder(store, { ...options, branchId, fulfilment: 'delivery', at, rand })
  const when = stepTimes(rand, at, ageMs, TO_THE_ROAD, onRoadMs)
  const iso = (ms: number) => new Date(ms).toISOString()
  const outAt = iso(when.at(-1)!)
  const order: OrderRow = {
    ...placed,
    status: 'out_for_delivery',
    statusHistory: [
      ...placed.statusHistory,
      ...TO_THE_ROAD.map((status, k) => ({
        status,
        at: iso(when[k]!),
        employeeId: null,
        employeeName: null,
        note: status === 'out_for_delivery' ? RIDER_MESSAGES.dispatchedWith(rider.name) : '',
      })),
    ],
    estimatedReadyAt: readyEstimate(when[0]!, branch.preparationMinutes),
    rider: orderRider(rider),
    dispatchedAt: outAt,
    updatedAt: outAt,
    version: placed.version + TO_THE_ROAD.length,
  }
  store.table(TABLE.order).put(order.id, order)
  return order
}

/**
 * `POST /dev/orders` (DEV_ORDERS_PATH): a customer places a pending order now,
 * drawn like the seed's, for tests that need an order of their own; with a
 * rider, a delivery already on the road with them. Every
 * body field is optional (devOrderBodySchema): 400 for a malformed one, 422
 * for a branch, customer or rider that cannot take it. Answers 201 with the order.
 */
export function mountDevOrders(app: Hono<MockEnv>) {
  app.post(DEV_ORDERS_PATH, async (c) => {
    const store = c.get('store')
    const body: DevOrderOptions = parse(
      devOrderBodySchema,
      (await readJson(c.req.raw)) ?? {},
      'body',
    )!
    const rand = createRandom(store.now() + store.revision)
    const { riderId } = body
    const order =
      riderId === undefined
        ? placeOrder(store, { ...body, at: store.now(), rand })
        : placeOnTheRoad(store, rand, { ...body, riderId })
    return c.json({ Data: fullOrder(store, order) }, 201)
  })
}
