import { expect, test } from '@playwright/test'
import { seriousViolations, signIn } from '../../helpers'
import { search } from '../../helpers/lists'

/**
 * Riders as the demo viewer (Read-only: View on every module): the list, found
 * by a phone typed as people say it, and a rider's read view with their day,
 * where nothing can be changed.
 */
test('a viewer reads riders and finds nothing to change', async ({ page }) => {
  await signIn(page, 'viewer', '/rider')
  await expect(page.getByRole('heading', { name: 'Riders' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add rider' })).toHaveCount(0)

  // The seed's Hassan Khalil of Beirut - Hamra, +96170412233, typed the local way.
  await search(page, '070 412 233')
  const row = page.getByRole('row').filter({ hasText: 'Hassan Khalil' })
  await expect(row).toHaveCount(1)
  await expect(page.getByRole('row')).toHaveCount(2)
  await row.getByText('Hassan Khalil').click()

  await expect(page.getByRole('heading', { name: 'Rider: Hassan Khalil' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Settlements' })).toBeVisible()
  await expect(page.getByText('Cash held', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled()
  for (const name of ['Settle cash', 'Void', 'Start shift', 'End shift', 'Edit', 'Save']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  }
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})
