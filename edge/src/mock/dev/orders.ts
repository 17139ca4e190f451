import { DEV_ORDERS_PATH, devOrderBodySchema } from 'contracts'
import type { Hono } from 'hono'
import { placeOrder } from '../orders/place-order'
import { fullOrder } from '../orders/order-rows'
import type { MockEnv } from '../context'
import { parse, readJson } from '../mount'
import { createRandom } from '../seed/random'

/**
 * `POST /dev/orders` (DEV_ORDERS_PATH): a customer places a pending order now,
 * drawn like the seed's, for tests that need an order of their own. Every
 * body field is optional (devOrderBodySchema): 400 for a malformed one, 422
 * for a branch or customer that cannot order. Answers 201 with the order.
 */
export function mountDevOrders(app: Hono<MockEnv>) {
  app.post(DEV_ORDERS_PATH, async (c) => {
    const store = c.get('store')
    const body = parse(devOrderBodySchema, (await readJson(c.req.raw)) ?? {}, 'body')!
    const rand = createRandom(store.now() + store.revision)
    const order = placeOrder(store, { ...body, at: store.now(), rand })
    return c.json({ Data: fullOrder(store, order) }, 201)
  })
}
