import { expect, test } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, branchOrdersBoardSchema } from 'contracts'
import { createOrder, demoLogin } from '../../helpers'

/** The dev route behind `createOrder`, through the real worker: what order tests start from. */
test('createOrder places a pending order that the branch employee sees on the board', async ({
  request,
  baseURL,
}) => {
  const order = await createOrder(baseURL!, {
    branchId: 2,
    fulfilment: 'pickup',
    paymentMethod: 'card',
    items: 2,
  })
  expect(order).toMatchObject({
    status: 'pending',
    branchId: 2,
    fulfilment: 'pickup',
    paymentMethod: 'card',
    paymentStatus: 'paid',
  })
  expect(order.items).toHaveLength(2)
  const { token } = await demoLogin(request, 'branch')
  const answer = await request.get(`${API_PREFIX}/branch-orders/board?branchId=2`, {
    headers: { Authorization: `${AUTH_SCHEME} ${token}` },
  })
  expect(answer.status()).toBe(200)
  const board = branchOrdersBoardSchema.parse(((await answer.json()) as { Data: unknown }).Data)
  expect(board.orders.find((o) => o.id === order.id)).toMatchObject({
    number: order.number,
    statusSince: order.createdAt,
  })
})

test('createOrder says why the mock refused', async ({ baseURL }) => {
  await expect(createOrder(baseURL!, { branchId: 999_999 })).rejects.toThrow(/HTTP 422/)
})
