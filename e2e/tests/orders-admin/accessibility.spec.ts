import { expect, test } from '@playwright/test'
import { freshPage, signIn, watchForRefusals } from '../../helpers'
import { expectAccessibleScreens } from '../../helpers/screens'

const SCREENS = {
  'rejection-reason': {
    lists: ['/rejection'],
    forms: ['/rejection/add', '/rejection/1/edit'],
  },
  'delivery-charge': {
    lists: ['/delivery-charge', '/delivery-charge?branchId=2'],
    forms: ['/delivery-charge/add', '/delivery-charge/1/edit'],
  },
}

for (const [module, screens] of Object.entries(SCREENS)) {
  test(`the ${module} screens have no serious accessibility violations and the CSP refuses nothing`, async ({
    browser,
  }) => {
    const { context, page } = await freshPage(browser, process.env.E2E_BASE_URL)
    const refused = watchForRefusals(page)
    await signIn(page, 'admin', '/terms-and-conditions')
    await expectAccessibleScreens(page, screens)
    expect(refused).toEqual([])
    await context.close()
  })
}
