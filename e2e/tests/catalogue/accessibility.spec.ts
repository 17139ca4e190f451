import { expect, test } from '@playwright/test'
import { freshPage, watchForRefusals } from '../../helpers'
import { expectAccessibleScreens } from '../../helpers/screens'
import { signIn } from './support'

const SCREENS = {
  category: { lists: ['/category'], forms: ['/category/add'] },
  'sub-category': { lists: ['/subcategory'], forms: ['/subcategory/add'] },
  product: { lists: ['/product'], forms: ['/product/12/edit'] },
}

for (const [module, screens] of Object.entries(SCREENS)) {
  test(`the ${module} screens have no serious accessibility violations and the CSP refuses nothing`, async ({
    browser,
  }) => {
    const { context, page } = await freshPage(browser, process.env.E2E_BASE_URL)
    const refused = watchForRefusals(page)
    await signIn(page, 'admin')
    await expectAccessibleScreens(page, screens)
    expect(refused).toEqual([])
    await context.close()
  })
}
