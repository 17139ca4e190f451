import { expect, test } from '@playwright/test'
import { createOrder, seriousViolations, signIn } from '../../helpers'
import { PHONE, expectNoSidewaysScroll, expectTouchTargets } from '../../helpers/phone'
import { headerStatus } from './support'

/** An order's screen on a 390 × 844 touch screen (docs/requirements.md#phone-sized-screens). */
test.use(PHONE)

test('an order is accepted from its screen on a phone, its moves at the foot of the screen', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', null)
  const order = await createOrder(baseURL!, { fulfilment: 'delivery', items: 4 })
  await page.goto(`/order/${order.id}/edit`)
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
  await expectNoSidewaysScroll(page, 'an order')
  expect(await seriousViolations(page), 'an order').toEqual([])

  const moves = page.getByRole('group', { name: 'Status moves' })
  const accept = moves.getByRole('button', { name: 'Accept', exact: true })
  // Within reach wherever the order is scrolled to.
  await expect(accept).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
  await expect(accept).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(accept).toBeInViewport()
  await expectTouchTargets(page, '.order-moves')
  await expectTouchTargets(page, '.order-screen-header')

  await accept.tap()
  await expect(headerStatus(page)).toHaveText('Accepted')
  await expect(page.getByText(`Order ${order.number} is now accepted.`)).toBeVisible()
  await expectNoSidewaysScroll(page, 'an accepted order')
})

test('the reject dialog fits a phone', async ({ page, baseURL }) => {
  await signIn(page, 'admin', null)
  const order = await createOrder(baseURL!)
  await page.goto(`/order/${order.id}/edit`)
  await page.getByRole('button', { name: 'Reject', exact: true }).tap()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.viewport.width)
  await expectNoSidewaysScroll(page, 'the reject dialog')
  expect(await seriousViolations(page), 'the reject dialog').toEqual([])
})
