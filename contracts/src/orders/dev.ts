import { z } from 'zod'
import { PAYMENT_METHODS } from '../entities/order'
import { integer, ref } from '../fields'
import { FULFILMENTS } from './status'

/**
 * `POST /api/dev/orders`, a developer route of the mock (not of the admin API:
 * a loopback host only, no sign-in, the anti-forgery header like any POST):
 * a customer places a realistic pending order now, for tests that need an
 * order of their own. Every field is optional; what is left out is drawn
 * like the seed's orders. With `riderId`, the order is a delivery already
 * out with that rider, for `onTheRoadSeconds`. Answers 201 `{ Data: Order }`.
 */
export const DEV_ORDERS_PATH = '/dev/orders'

export const devOrderBodySchema = z
  .strictObject({
    /** One of the branches (default: an active one, drawn). */
    branchId: ref('Branch').optional(),
    fulfilment: z.enum(FULFILMENTS, { error: 'Fulfilment must be delivery or pickup' }).optional(),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: 'Payment method must be cash, card or wallet' })
      .optional(),
    /** Default: pending for cash, paid for card and wallet. */
    paymentStatus: z
      .enum(['pending', 'paid'], { error: 'Payment status must be pending or paid' })
      .optional(),
    /** A customer who is not blocked (default: one drawn, with an address the branch serves). */
    customerId: ref('Customer').optional(),
    /** How many lines the order has (default: 1 to 4, drawn). */
    items: integer('Items', 1, 10).optional(),
    /**
     * A delivery already out with this rider (active, on shift, of the order's branch; their
     * branch when none is given): placed earlier, accepted, prepared, ready and sent out at
     * past moments, like the seed's deliveries on the road, so a test sees a delivery long on
     * the road without waiting for the clock.
     */
    riderId: ref('Rider').optional(),
    /** With `riderId`: how long ago it went out, at most a day (default 0, now). */
    onTheRoadSeconds: integer('Seconds on the road', 0, 86_400).optional(),
  })
  .refine((b) => b.riderId !== undefined || b.onTheRoadSeconds === undefined, {
    path: ['riderId'],
    error: 'Rider is required for an order on the road',
  })
  .refine((b) => b.riderId === undefined || b.fulfilment !== 'pickup', {
    path: ['fulfilment'],
    error: 'An order on the road is a delivery',
  })
export type DevOrderOptions = z.input<typeof devOrderBodySchema>
