import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'
import { expectReadOnlyList, expectSentAwayFrom } from '../../helpers/screens'
import { expectSentAwayInApp } from '../../helpers/shared'

const LISTS = ['/rejection', '/delivery-charge']
const FORMS = [
  '/rejection/add',
  '/rejection/1/edit',
  '/delivery-charge/add',
  '/delivery-charge/1/edit',
]

for (const role of ['branch', 'viewer'] as const) {
  test(`${role} sees rejection reasons and delivery charges without Add, Edit or Delete and is sent away from their forms`, async ({
    page,
  }) => {
    await signIn(page, role, null)
    await expectReadOnlyList(page, '/rejection', 'Add rejection reason')
    await expectReadOnlyList(page, '/delivery-charge', 'Add delivery charge')
    for (const path of FORMS) await expectSentAwayFrom(page, path)
  })
}

test('marketing has neither module: no sidebar link, and the guard sends them away', async ({
  page,
}) => {
  await signIn(page, 'marketing', '/dashboard')
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar).toHaveAttribute('aria-busy', 'false')
  await expect(sidebar.getByRole('link', { name: 'Categories', exact: true })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Rejection Reasons' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Delivery Charges' })).toHaveCount(0)
  for (const path of [...LISTS, ...FORMS]) {
    await expectSentAwayInApp(page, path)
    // The first module marketing may open.
    await expect(page).toHaveURL(/\/category$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible()
  }
})
