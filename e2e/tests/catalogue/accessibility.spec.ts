import { expect, test } from '@playwright/test'
import { freshPage, seriousViolations, watchForRefusals } from '../../helpers'
import { signIn, tableSettled } from './support'

test('the catalogue screens have no serious accessibility violations and the CSP refuses nothing', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser, process.env.E2E_BASE_URL)
  const refused = watchForRefusals(page)
  await signIn(page, 'admin')
  for (const path of ['/category', '/subcategory', '/product']) {
    await page.goto(path)
    await tableSettled(page)
    expect(await seriousViolations(page), path).toEqual([])
  }
  for (const path of ['/category/add', '/subcategory/add', '/product/12/edit']) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
    // With every validation message showing on the add screens.
    if (path.endsWith('/add')) await page.getByRole('button', { name: 'Save' }).click()
    expect(await seriousViolations(page), path).toEqual([])
  }
  expect(refused).toEqual([])
  await context.close()
})
