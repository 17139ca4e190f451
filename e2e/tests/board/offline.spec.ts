import { expect, test } from '@playwright/test'
import { createOrder } from '../../helpers'
import { waitForPageAssetsCached, waitForServiceWorker } from '../../helpers/serviceWorker'
import { branchOfTheirOwn, card, column, openBoardAs } from './support'

// The app starts offline from the service worker's cache: allowed here (the suite blocks it).
test.use({ serviceWorkers: 'allow' })

test('a board reloaded offline still shows its cards, under the lost-connection banner, and catches up when the network returns', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow()
  const { branch, employee } = await branchOfTheirOwn(page.request, { sells: true })
  const before = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await openBoardAs(page, employee)
  await expect(card(column(page, 'pending'), before.number)).toBeVisible()
  await waitForServiceWorker(page)
  await waitForPageAssetsCached(page)
  const banner = page.getByRole('alert').filter({ hasText: 'Live updates lost, reconnecting' })

  await context.setOffline(true)
  await page.reload()
  await expect(card(column(page, 'pending'), before.number)).toBeVisible()
  await expect(banner).toBeVisible()
  await expect(page.getByText('Your permissions could not be loaded')).toHaveCount(0)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The board could not be refreshed' }),
  ).toBeVisible()
  const meanwhile = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })

  await context.setOffline(false)
  await expect(card(column(page, 'pending'), meanwhile.number)).toBeVisible({ timeout: 15_000 })
  await expect(card(page, before.number)).toBeVisible()
  await expect(banner).toHaveCount(0)
  await expect(page.getByLabel('Live: changes arrive as they happen')).toBeVisible()
})
