import { expect, test } from '@playwright/test'
import { createOrder } from '../../helpers'
import { branchOfTheirOwn, card, column, openBoardAs } from './support'

/** What the issue promises: a change is on every open board of the branch within 2 s. */
const PUSHED_WITHIN_MS = 2_000

/**
 * Two tablets of one branch (two browser contexts, one employee of the
 * test's own limited to a branch of its own): pushed changes, one
 * acknowledgement for both, an alert that survives a reload, a lost
 * connection that shows and catches up.
 */
test('two tablets of a branch: a new order on both, one acknowledgement silences both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const { branch, employee } = await branchOfTheirOwn(page.request, { sells: true })
  const other = await browser.newContext({ baseURL: baseURL! })
  const second = await other.newPage()
  await openBoardAs(page, employee)
  await openBoardAs(second, employee)
  const title = await page.title()
  for (const tablet of [page, second]) {
    await expect(tablet.getByLabel('Live: changes arrive as they happen')).toBeVisible()
  }

  const order = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  for (const tablet of [page, second]) {
    await expect(card(column(tablet, 'pending'), order.number)).toBeVisible({
      timeout: PUSHED_WITHIN_MS,
    })
    await expect(tablet).toHaveTitle(`(1) New orders · ${title}`)
  }

  await page.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(second.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0, {
    timeout: PUSHED_WITHIN_MS,
  })
  await expect(second).toHaveTitle(title)
  await expect(card(second, order.number)).not.toContainText('New: not acknowledged')

  // A move on one tablet is on the other too.
  await card(page, order.number).getByRole('button', { name: 'Accept' }).click()
  await expect(card(column(second, 'accepted'), order.number)).toBeVisible({
    timeout: PUSHED_WITHIN_MS,
  })

  // A tablet that restarts still alerts for what nobody has acknowledged.
  const later = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await expect(card(second, later.number)).toBeVisible({ timeout: PUSHED_WITHIN_MS })
  await second.reload()
  await expect(card(column(second, 'pending'), later.number)).toBeVisible()
  await expect(second.getByRole('heading', { name: '1 new order' })).toBeVisible()
  await expect(second).toHaveTitle(`(1) New orders · ${title}`)
  await other.close()
})

test('a lost connection shows within 5 s, and the board catches up by itself when it returns', async ({
  page,
  context,
  baseURL,
}) => {
  const { branch, employee } = await branchOfTheirOwn(page.request, { sells: true })
  await openBoardAs(page, employee)
  const liveTag = page.getByLabel('Live: changes arrive as they happen')
  await expect(liveTag).toBeVisible()
  const banner = page.getByRole('alert').filter({ hasText: 'Live updates lost, reconnecting' })

  await context.setOffline(true)
  await expect(banner).toBeVisible({ timeout: 5_000 })
  await expect(liveTag).toHaveCount(0)
  const meanwhile = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })

  await context.setOffline(false)
  await expect(card(column(page, 'pending'), meanwhile.number)).toBeVisible({ timeout: 10_000 })
  await expect(banner).toHaveCount(0)
  await expect(liveTag).toBeVisible()
  await expect(page.getByRole('heading', { name: '1 new order' })).toBeVisible()
})
