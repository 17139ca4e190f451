import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'
import { tableSettled } from '../../helpers/lists'

const LISTS = [
  ['/rejection', 'Add rejection reason'],
  ['/delivery-charge', 'Add delivery charge'],
] as const
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
    await signIn(page, role, '/terms-and-conditions')
    for (const [path, add] of LISTS) {
      await page.goto(path)
      await tableSettled(page)
      await expect(page.locator('table tbody tr').first()).toBeVisible()
      await expect(page.getByRole('link', { name: add })).toHaveCount(0)
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
    }
    for (const path of FORMS) {
      await page.goto(path)
      await expect(page).not.toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
    }
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
  for (const path of [...LISTS.map(([list]) => list), ...FORMS]) {
    await page.goto(path)
    // The first module marketing may open.
    await expect(page).toHaveURL(/\/category$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible()
  }
})
