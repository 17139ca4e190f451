import { expect, test } from '@playwright/test'
import { freshPage, seriousViolations, signIn, watchForRefusals } from '../../helpers'
import { tableSettled } from '../../helpers/lists'

test('the rejection-reason and delivery-charge screens have no serious accessibility violations and the CSP refuses nothing', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser, process.env.E2E_BASE_URL)
  const refused = watchForRefusals(page)
  await signIn(page, 'admin', '/terms-and-conditions')
  for (const path of ['/rejection', '/delivery-charge', '/delivery-charge?branchId=2']) {
    await page.goto(path)
    await tableSettled(page)
    expect(await seriousViolations(page), path).toEqual([])
  }
  for (const path of [
    '/rejection/add',
    '/rejection/1/edit',
    '/delivery-charge/add',
    '/delivery-charge/1/edit',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
    // With every validation message showing on the add screens.
    if (path.endsWith('/add')) await page.getByRole('button', { name: 'Save' }).click()
    expect(await seriousViolations(page), path).toEqual([])
  }
  expect(refused).toEqual([])
  await context.close()
})
