import { API_PREFIX, DEV_ORDERS_PATH, XSRF_COOKIE, XSRF_HEADER, orderSchema } from 'contracts'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { DevOrderOptions, Order } from 'contracts'
import { api } from './records'

/** Any value will do: the mock's anti-forgery check compares the cookie with the header. */
const XSRF = 'e2e-create-order'

/**
 * Places a new pending order through the mock's dev route (`POST
 * /api/dev/orders`, no sign-in): a real customer's order of products sold at
 * the branch, placed now. Every option may be left out (`{ branchId: 1,
 * fulfilment: 'pickup', paymentMethod: 'card', paymentStatus: 'paid',
 * customerId, items: 3 }`). Resolves to the whole order; throws on any other
 * answer than 201, with the mock's message.
 */
export async function createOrder(baseURL: string, options: DevOrderOptions = {}): Promise<Order> {
  const res = await fetch(`${baseURL}${API_PREFIX}${DEV_ORDERS_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `${XSRF_COOKIE}=${XSRF}`,
      [XSRF_HEADER]: XSRF,
    },
    body: JSON.stringify(options),
  })
  const text = await res.text()
  if (res.status !== 201) throw new Error(`createOrder: HTTP ${res.status} ${text}`)
  return orderSchema.parse((JSON.parse(text) as { Data: unknown }).Data)
}

/** A delivery order's way from pending to the road. */
export const TO_THE_ROAD = ['accepted', 'preparing', 'ready', 'out_for_delivery']

/** Takes a pending delivery order out with the rider, through the API. */
export function sendOutWithRider(page: Page, token: string, order: Order, riderId: number) {
  return moveOrder(page, token, order, TO_THE_ROAD, riderId)
}

/**
 * Moves an order along to `path`'s last status through the API, as the branch would,
 * sending it out with `riderId` when the path goes out for delivery.
 */
export async function moveOrder(
  page: Page,
  token: string,
  order: Order,
  path: string[],
  riderId?: number,
) {
  let version = order.version
  for (const status of path) {
    const res = await api<{ Data: Order }>(page, token, 'PUT', `/order/${order.id}/status`, {
      status,
      version,
      note: '',
      ...(status === 'out_for_delivery' ? { riderId } : {}),
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    version = res.json.Data.version
  }
}
