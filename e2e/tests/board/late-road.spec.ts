import { expect, test } from '@playwright/test'
import { ORDER_MESSAGES } from 'contracts'
import type { BoardBranch, DeliveryChargeInput } from 'contracts'
import { createAsAdmin, createEmployee, createOrder } from '../../helpers'
import { branchMadeFor } from '../../helpers/branches'
import { sendOutWithRider } from '../../helpers/orders'
import { riderOnShift } from '../../helpers/rider'
import { card, column, openBoardAs } from './support'

/**
 * A delivery on the road longer than its branch's longest delivery turns late on the
 * board, naming the rider with their phone. The branch is the test's own, its longest
 * delivery one minute, so the real clock makes the order late in a little over a minute.
 */
test('a long delivery turns late on the board, with a call to its rider', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const branch = await branchMadeFor<BoardBranch>(request, 'Late road', {
    sells: true,
    hours: { open: '00:00', close: '23:59' },
    maxDeliveryMinutes: 1,
  })
  const charge: DeliveryChargeInput = {
    branchId: branch.id,
    area: 'Achrafieh',
    areaAr: 'الأشرفية',
    charge: '2.00',
    minimumOrder: '0.00',
    freeDeliveryAbove: null,
    estimatedMinutes: 30,
    isActive: true,
  }
  await createAsAdmin(request, '/delivery-charge', charge)
  const employee = await createEmployee(request, 'branch', 'LateRoad123', [branch.id])

  const login = await openBoardAs(page, employee)
  const rider = await riderOnShift(page, login.token, branch.id)
  const order = await createOrder(baseURL!, {
    branchId: branch.id,
    fulfilment: 'delivery',
    paymentMethod: 'card',
    items: 1,
  })
  await sendOutWithRider(page, login.token, order, rider.id)

  const out = card(column(page, 'out_for_delivery'), order.number)
  await expect(out).toContainText(rider.name)
  // Past it (the board reads itself again every few seconds): late, in words, calling the rider.
  // The minutes it says are whole minutes on the road: 1, or more on a slow machine.
  const said = ORDER_MESSAGES.lateOnRoad(1, rider.name).replace(' 1 min', ' \\d+ min')
  await expect(out).toContainText(new RegExp(said), { timeout: 120_000 })
  await expect(out.getByRole('link', { name: rider.name, exact: true })).toHaveAttribute(
    'href',
    `tel:${rider.phone}`,
  )
})
