import { expect, test } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { demoLogin, writeSession } from '../helpers'
import { openInApp } from '../helpers/navigation'

test('a deep link reloads into the app and the CSP refuses nothing', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text())
  })
  page.on('pageerror', (err) => refused.push(err.message))
  const response = await page.goto('/product/12/edit')
  expect(response?.status()).toBe(200)
  await expect(page.locator('#root')).not.toBeEmpty()
  await page.reload()
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(refused).toEqual([])
})

/**
 * Every authenticated route of docs/requirements.md#screens-and-routes, as the admin (who holds every action) opens it:
 * each shows its own screen's heading. `{id}` is an existing record of the module.
 */
/** Built screens: path → the heading it shows (level, text). */
const BUILT: [string, 1 | 2, string | RegExp][] = [
  ['/dashboard', 1, /^Welcome, /],
  ['/report', 1, 'Current shift'],
  ['/report/closes', 1, 'Past closes'],
  ['/report/sales', 1, 'Sales'],
  ['/category', 2, 'Categories'],
  ['/category/add', 2, 'Add Category'],
  ['/category/{id}/edit', 2, 'Edit Category'],
  ['/subcategory', 2, 'Sub Categories'],
  ['/subcategory/add', 2, 'Add Sub-category'],
  ['/subcategory/{id}/edit', 2, 'Edit Sub-category'],
  ['/product', 2, 'Products'],
  ['/product/add', 2, 'Add Product'],
  ['/product/{id}/edit', 2, 'Edit Product'],
  ['/product/{id}/edit-y', 2, 'Edit Product'],
  ['/rejection', 2, 'Rejection Reasons'],
  ['/rejection/add', 2, 'Add Rejection reason'],
  ['/rejection/{id}/edit', 2, 'Edit Rejection reason'],
  ['/delivery-charge', 2, 'Delivery Charges'],
  ['/delivery-charge/add', 2, 'Add Delivery charge'],
  ['/delivery-charge/{id}/edit', 2, 'Edit Delivery charge'],
  ['/rider', 2, 'Riders'],
  ['/currency-rate', 2, 'Dollar rate'],
  ['/rider/add', 2, 'Add Rider'],
  ['/rider/{id}/edit', 2, 'Edit Rider'],
  ['/coupon', 2, 'Coupons'],
  ['/coupon/add', 2, 'Add Coupon'],
  ['/coupon/{id}/edit', 2, 'Edit Coupon'],
  ['/notification', 2, 'Push Notifications'],
  ['/notification/add', 2, 'New push notification'],
  ['/order', 2, 'Orders'],
  // The newest order may be of a branch another test made: its code ends in its id (BOA5-10003).
  ['/order/{id}/edit', 2, /^Order [A-Z]+\d*-\d+$/],
  ['/branch', 2, 'Branches'],
  ['/branch/add', 2, 'Add Branch'],
  ['/branch/{id}/edit', 2, 'Edit Branch'],
  ['/banner', 2, 'Banners'],
  ['/banner/add', 2, 'Add Banner'],
  ['/banner/{id}/edit', 2, 'Edit Banner'],
  ['/branch-orders', 2, 'Branch Orders'],
  ['/employee', 2, 'Employees'],
  ['/employee/add', 2, 'Add Employee'],
  ['/employee/{id}/edit', 2, 'Edit Employee'],
  ['/employee/roles', 2, 'Employee Roles'],
  ['/employee/roles/add', 2, 'Add Employee role'],
  // A seeded role its employees keep (3, Marketing), whatever the first employee's id is.
  ['/employee/roles/3/edit', 2, 'Edit Employee role'],
  ['/customer', 2, 'Customers'],
  ['/conversionRate', 2, 'Points Rate'],
  ['/conversionRate/add', 2, 'Add Points rate'],
  ['/conversionRate/{id}/edit', 2, 'Edit Points rate'],
  ['/loyaltyPointHistory', 2, 'Loyalty Point History'],
  ['/wallets', 2, 'Wallets'],
  ['/wallets/add', 2, 'Recharge Wallet'],
  ['/walletTransactionHistory', 2, 'Transaction History'],
  ['/icons', 1, 'Icons'],
  ['/notifications', 1, 'Notifications'],
  ['/widgets', 1, 'Widgets'],
]

test.describe('every authenticated route of docs/requirements.md#screens-and-routes', () => {
  // One signed-in page for the whole walk, the app loaded once: each route is opened through
  // the app's router (openInApp), as a link in the app would; the deep link's load is the
  // test above.
  let login: LoginResponse
  let context: BrowserContext
  let page: Page
  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
    login = await demoLogin(context.request, 'admin')
    await context.addInitScript(writeSession, { keys: STORAGE_KEYS, login })
    page = await context.newPage()
  })
  test.afterAll(async () => {
    await context.close()
  })

  async function firstId(request: APIRequestContext, listPath: string): Promise<number> {
    const answer = await request.get(`${API_PREFIX}${listPath}?page=1&pageSize=1`, {
      headers: { Authorization: `${AUTH_SCHEME} ${login.token}` },
    })
    expect(answer.status()).toBe(200)
    const id = ((await answer.json()) as { Data: { id: number }[] }).Data[0]?.id
    expect(id, `a ${listPath} record to edit`).toBeDefined()
    return id as number
  }

  const escape = (path: string) => path.replace(/[?]/g, '\\?')

  for (const [pattern, level, heading] of BUILT) {
    test(`${pattern} shows its own screen`, async () => {
      const path = pattern.includes('{id}')
        ? pattern.replace('{id}', String(await firstId(page.request, `/${pattern.split('/')[1]}`)))
        : pattern
      await openInApp(page, path)
      const main = page.getByRole('main')
      await expect(
        main.getByRole('heading', { level, name: heading, exact: typeof heading === 'string' }),
      ).toBeVisible()
      await expect(main.locator('.bp6-non-ideal-state')).toHaveCount(0)
      await expect(page).toHaveURL(new RegExp(`${escape(path)}$`))
    })
  }

  test('the dashboard greets the employee by the name the sign-in answered', async () => {
    await openInApp(page, '/dashboard')
    const { firstName, lastName } = login.employeeInformation
    expect(`${firstName}${lastName}`).not.toBe('')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${firstName} ${lastName}`,
    )
  })
})
