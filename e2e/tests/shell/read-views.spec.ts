import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { GUARD_MESSAGES } from 'contracts'
import type { Product } from 'contracts'
import { authenticate, createAsAdmin, demoLogin, signIn, storeSession, toast } from '../../helpers'
import { openInApp } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { tableSettled, search } from '../../helpers/lists'
import { unique } from '../../helpers/records'

/**
 * Read views (docs/requirements.md#everyday-use): an employee whose role may View but not Update opens any
 * record from its list, at a path without "edit", and finds nothing there to change.
 * The test makes its own role (View on orders, roles and products), its own employee
 * and its own product.
 */

const PASSWORD = 'Reader-Pass1'

async function readerWithOwnRole(request: APIRequestContext) {
  const admin = await demoLogin(request, 'admin')
  const roleName = unique('Reader')
  const role = await createAsAdmin<{ id: number }>(
    request,
    '/roles',
    {
      name: roleName,
      description: 'Reads orders, roles and products',
      permissions: [
        { key: 'order', actions: ['View'] },
        { key: 'roles', actions: ['View'] },
        { key: 'product', actions: ['View'] },
      ],
    },
    admin,
  )
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = `e2e-reader-${stamp}@demo.test`
  await createAsAdmin(
    request,
    '/employee',
    {
      firstName: 'Read',
      lastName: `Only ${stamp}`,
      email,
      phone: `+9613${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      roleId: role.id,
      branchIds: [],
      password: PASSWORD,
    },
    admin,
  )
  const product = await createAsAdmin<Product>(
    request,
    '/product',
    {
      subCategoryId: 1,
      name: unique('Read wrap'),
      nameAr: 'لفافة',
      price: '4.00',
      branchIds: [1],
      optionGroups: [
        {
          name: 'Size',
          nameAr: 'الحجم',
          required: true,
          minSelect: 1,
          maxSelect: 1,
          options: [
            { name: 'Small', nameAr: 'صغير', priceDelta: '0.00' },
            { name: 'Large', nameAr: 'كبير', priceDelta: '2.00' },
          ],
        },
      ],
    },
    admin,
  )
  return { role: { id: role.id, name: roleName }, product, account: { email, password: PASSWORD } }
}

/** Nothing on the screen takes a keystroke or a click that changes the record. */
async function expectNothingToChange(page: Page) {
  const main = page.getByRole('main')
  await expect(main.locator('input:enabled, textarea:enabled, select:enabled')).toHaveCount(0)
  for (const name of [/^Save/, /^Delete/, /^Remove/, /^Move /, /^Add /]) {
    await expect(main.getByRole('button', { name })).toHaveCount(0)
  }
  await expect(main.getByRole('group', { name: 'Status moves' })).toHaveCount(0)
}

test.describe('a View-only employee of their own role', () => {
  // One page, signed in once as the employee the file makes: the app loads once.
  const shared = sharedPage(null)
  let made: Awaited<ReturnType<typeof readerWithOwnRole>>
  test.beforeAll(async () => {
    made = await readerWithOwnRole(shared.context.request)
    await storeSession(shared.page, await authenticate(shared.context.request, made.account))
  })

  test('a View-only employee opens an order, a role and a product from their lists and can change nothing', async () => {
    // Three screens, each opened from its list: several tests' worth of time.
    test.slow()
    const { page } = shared
    const { role, product } = made

    // An order: from its number in the list, to its read view, whole.
    await openInApp(page, '/order')
    await tableSettled(page)
    const first = page.locator('table tbody tr').first().getByRole('link')
    const number = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/order\/\d+$/)
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
    const order = page.getByRole('article', { name: `Order ${number}` })
    await expect(order.getByText(/Total/).first()).toBeVisible()
    await expectNothingToChange(page)
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)

    // A role: a click on its row, its permission matrix shown, every tick disabled.
    await openInApp(page, '/employee/roles')
    await tableSettled(page)
    await search(page, role.name)
    await page
      .locator('table tbody tr')
      .filter({ hasText: role.name })
      .locator('td')
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/employee/roles/${role.id}$`))
    await expect(page.getByLabel(/^Name/)).toHaveValue(role.name)
    const view = page.getByRole('checkbox', { name: 'View on Orders', exact: true })
    await expect(view).toBeChecked()
    await expect(view).toBeDisabled()
    await expect(
      page.getByRole('checkbox', { name: 'Update on Orders', exact: true }),
    ).not.toBeChecked()
    await expectNothingToChange(page)

    // A product with its options.
    await openInApp(page, '/product')
    await tableSettled(page)
    await search(page, product.name)
    await page
      .locator('table tbody tr')
      .filter({ hasText: product.name })
      .getByRole('link', { name: `View ${product.name}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`))
    await expect(page.getByLabel(/^Name/).first()).toHaveValue(product.name)
    const group = page.getByRole('group', { name: 'Option group 1' })
    await expect(group.getByLabel(/^Group name/)).toHaveValue('Size')
    await expect(
      group.getByRole('group', { name: 'Group 1 option 2' }).getByLabel(/^Option name/),
    ).toHaveValue('Large')
    await expect(
      group.getByRole('group', { name: 'Group 1 option 2' }).getByLabel(/^Extra price/),
    ).toHaveValue('$2.00')
    // Amounts read as dollars in a read view.
    await expect(page.getByLabel(/^Price/).first()).toHaveValue('$4.00')
    await expectNothingToChange(page)
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  })

  test('a View-only employee typing an edit URL is sent away with a toast saying why', async () => {
    const { page } = shared
    const { role } = made
    await page.goto(`/employee/roles/${role.id}/edit`)
    await expect(toast(page, GUARD_MESSAGES.update('employee roles'))).toBeVisible()
    await expect(page).not.toHaveURL(/\/edit$/)
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)

    await page.goto('/product/add')
    await expect(toast(page, GUARD_MESSAGES.add('products'))).toBeVisible()
    await expect(page).not.toHaveURL(/\/add$/)
  })
})

test('an Update holder reaches the edit screen from a read view', async ({ page }) => {
  const admin = await demoLogin(page.request, 'admin')
  const name = unique('Edit from view')
  const { id } = await createAsAdmin<{ id: number }>(
    page.request,
    '/category',
    { name, nameAr: 'فئة', description: '', imageUrl: '', sortOrder: 0, isActive: true },
    admin,
  )
  await signIn(page, 'admin', null)
  await page.goto(`/category/${id}`)
  await expect(page.getByRole('heading', { name: `Category: ${name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(new RegExp(`/category/${id}/edit$`))
  await expect(page.getByLabel(/^Name/)).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
})
