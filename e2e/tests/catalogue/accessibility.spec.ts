import { expect, test } from '@playwright/test'
import { freshPage, watchForRefusals } from '../../helpers'
import { expectAccessibleScreens } from '../../helpers/screens'
import { signIn } from './support'

test('the catalogue screens have no serious accessibility violations and the CSP refuses nothing', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser, process.env.E2E_BASE_URL)
  const refused = watchForRefusals(page)
  await signIn(page, 'admin')
  await expectAccessibleScreens(page, {
    lists: ['/category', '/subcategory', '/product'],
    forms: ['/category/add', '/subcategory/add', '/product/12/edit'],
  })
  expect(refused).toEqual([])
  await context.close()
})
