import { expect, test } from '@playwright/test'
import { createOrder, seriousViolations } from '../../helpers'
import { PHONE, expectNoSidewaysScroll, expectTouchTargets } from '../../helpers/phone'
import { card, openBoard } from './support'

/** The board on a 390 × 844 touch screen (docs/requirements.md#phone-sized-screens): one column at a time. */
test.use(PHONE)

test('one column at a time, a switcher with counts, and the alert always in view', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await openBoard(page, 'branch')
  await expectNoSidewaysScroll(page, 'the board')
  const switcher = page.getByRole('group', { name: 'Column shown' })
  const pending = switcher.getByRole('button', { name: /^Pending \d+$/ })
  await expect(pending).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('.board-column')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Pending', exact: true })).toBeVisible()

  const accepted = switcher.getByRole('button', { name: /^Accepted \d+$/ })
  const shownCount = Number((await accepted.textContent())!.replace(/\D/g, ''))
  await accepted.tap()
  await expect(page.getByRole('heading', { name: 'Accepted', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pending', exact: true })).toHaveCount(0)
  await expect(page.locator('.board-column .board-card')).toHaveCount(shownCount)
  await expectNoSidewaysScroll(page, 'the Accepted column')
  await expectTouchTargets(page, '.board-switcher')
  await expectTouchTargets(page, '.board-column')
  expect(await seriousViolations(page), 'the board').toEqual([])

  // A new order: the alert and its Acknowledge stay in view while the column scrolls.
  const order = await createOrder(baseURL!, { branchId: 1 })
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' })
  await expect(acknowledge).toBeVisible({ timeout: 20_000 })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(acknowledge).toBeInViewport()
  await pending.tap()
  await expect(card(page, order.number)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(acknowledge).toBeInViewport()
  await acknowledge.tap()
  await expect(acknowledge).toHaveCount(0)
})
