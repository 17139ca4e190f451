import { expect, test } from '@playwright/test'
import { ORDER_MESSAGES } from 'contracts'
import type { BoardBranch, DeliveryChargeInput } from 'contracts'
import { createAsAdmin, createOrder, signIn } from '../../helpers'
import { AROUND_THE_CLOCK, branchMadeFor } from '../../helpers/branches'
import { riderOnShift } from '../../helpers/rider'
import { BOARD, boardShown, card, column } from './support'

/**
 * A delivery on the road longer than its branch's longest delivery turns late on the
 * board, naming the rider with their phone. The branch is the test's own, its longest
 * delivery 30 minutes; its two deliveries went out 40 and 20 minutes ago (the mock's dev
 * route sends an order out at a past moment, as the seed's long deliveries are), so the
 * board's own reading of the server's clock tells the late one from the other without
 * waiting for the clock.
 */
test('a long delivery turns late on the board, with a call to its rider', async ({
  page,
  request,
  baseURL,
}) => {
  const branch = await branchMadeFor<BoardBranch>(request, 'Late road', {
    sells: true,
    hours: AROUND_THE_CLOCK,
    maxDeliveryMinutes: 30,
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
  const login = await signIn(page, 'admin', null)
  const rider = await riderOnShift(page, login.token, branch.id)
  const onTheRoad = (minutes: number) =>
    createOrder(baseURL!, {
      branchId: branch.id,
      riderId: rider.id,
      onTheRoadSeconds: minutes * 60,
      paymentMethod: 'card',
      items: 1,
    })
  const long = await onTheRoad(40)
  const short = await onTheRoad(20)

  await page.goto(`${BOARD}?branchId=${branch.id}`)
  await boardShown(page)
  const late = card(column(page, 'out_for_delivery'), long.number)
  const onTime = card(column(page, 'out_for_delivery'), short.number)
  await expect(late).toContainText(rider.name)
  await expect(onTime).toContainText(rider.name)
  // Past it: late, in words, calling the rider. The minutes it says are whole minutes on the
  // road: 40, or a little more on a slow machine.
  const said = ORDER_MESSAGES.lateOnRoad(40, rider.name).replace(' 40 min', ' 4\\d min')
  await expect(late).toContainText(new RegExp(said))
  await expect(late.getByRole('link', { name: rider.name, exact: true })).toHaveAttribute(
    'href',
    `tel:${rider.phone}`,
  )
  // Within it: on the road, not late.
  await expect(onTime).not.toContainText(/On the road \d+ min/)
  await expect(onTime.locator('.board-card-late-tag')).toHaveCount(0)
})
