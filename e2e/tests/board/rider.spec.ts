import { expect, test } from '@playwright/test'
import { RIDER_MESSAGES, formatUsd } from 'contracts'
import type { Order, RiderSettlement } from 'contracts'
import { createOrder } from '../../helpers'
import { api } from '../../helpers/records'
import { riderOnShift } from '../../helpers/rider'
import { card, column, openBoard } from './support'

/**
 * Dispatch on the board, then the rider's cash, as the demo branch employee
 * (Branch operations: the board, orders, and rider View and Update): a Ready
 * delivery order sent out with a chosen rider, its card naming them; the
 * rider's read view holding its cash once delivered; a settlement clicked
 * twice recorded once. The rider and the order are the test's own.
 */
test('a Ready delivery order is sent out with a chosen rider, who then holds its cash until one settlement', async ({
  page,
  baseURL,
}) => {
  const placed = await createOrder(baseURL!, {
    branchId: 1,
    fulfilment: 'delivery',
    paymentMethod: 'cash',
  })
  const login = await openBoard(page, 'branch', '?branchId=1')
  const rider = await riderOnShift(page, login.token, 1)
  let order: Order = placed
  for (const status of ['accepted', 'preparing', 'ready']) {
    const moved = await api<{ Data: Order }>(
      page,
      login.token,
      'PUT',
      `/order/${order.id}/status`,
      {
        status,
        version: order.version,
      },
    )
    expect(moved.status).toBe(200)
    order = moved.json.Data
  }

  // The Ready card's next move asks for the rider: those on shift, each with what they carry.
  const ready = card(column(page, 'ready'), order.number)
  await ready.getByRole('button', { name: 'Send out', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Send out order ${order.number}` })
  // The keyboard works there as on the board: the first rider is focused, ready for the arrows.
  await expect(dialog.getByRole('radio').first()).toBeFocused()
  const choice = dialog.locator('label').filter({ hasText: rider.name })
  await expect(choice).toContainText('no order on the road')
  await choice.click()
  await dialog.getByRole('button', { name: 'Send out', exact: true }).click()

  const out = card(column(page, 'out_for_delivery'), order.number)
  await expect(out).toContainText(rider.name)
  await expect(out.getByRole('link', { name: `Call ${rider.name}` })).toHaveAttribute(
    'href',
    `tel:${rider.phone}`,
  )
  await out.getByRole('button', { name: 'Mark delivered' }).click()
  // Cash received: the dollars due, prefilled; Enter confirms them.
  const cash = page.getByRole('dialog', { name: `Cash received: order ${order.number}` })
  await expect(cash.getByLabel('Dollars received')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(card(page, order.number)).toHaveCount(0)

  // The rider's read view: the delivered cash order's total is held.
  await page.goto(`/rider/${rider.id}`)
  const held = page.getByTestId('rider-cash-held')
  await expect(held).toHaveText(formatUsd(order.total))

  // Settle cash: prefilled with what is expected, confirmed by name; a double click records one.
  await page.getByRole('button', { name: 'Settle cash' }).click()
  const settling = page.getByRole('dialog', { name: `Settle cash: ${rider.name}` })
  await expect(settling.getByLabel('Dollars counted')).toHaveValue(order.total)
  await settling.getByRole('button', { name: 'Settle cash' }).click()
  await expect(page.getByText(RIDER_MESSAGES.settleConfirm(rider.name, order.total))).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).dblclick()
  await expect(page.getByText(`Recorded: ${rider.name} handed over`)).toBeVisible()
  await expect(held).toHaveText('$0.00')
  await expect(page.getByRole('table', { name: 'Settlements' }).locator('tbody tr')).toHaveCount(1)
  const settlements = await api<{ Data: RiderSettlement[]; TotalCount: number }>(
    page,
    login.token,
    'GET',
    `/rider/${rider.id}/settlements`,
  )
  expect(settlements.json.TotalCount).toBe(1)
  expect(settlements.json.Data[0]).toMatchObject({ expected: order.total, difference: '0.00' })
})
