import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Product } from 'contracts'
import { authenticate, createEmployee, createOrder, storeSession } from '../../helpers'
import { openInApp } from '../../helpers/navigation'
import { api, unique } from '../../helpers/records'

/**
 * The audit trail as a person reads it: an employee of this test's own changes
 * a product's price; its History tab says who and the price before and after,
 * and the Activity screen lists the change and filters by that employee. An
 * order screen, not a form, has the same tab after a status move.
 */

/** A new administrator of this test's own, signed in: their name and session. */
async function signedInEditor(page: Page) {
  const editor = await createEmployee(page.request, 'admin', 'Audit-E2e-1234')
  const login = await authenticate(page.request, editor)
  await storeSession(page, login)
  return { editor, login, who: `${editor.firstName} ${editor.lastName}` }
}

test('a price change shows on the product’s History tab and on the Activity screen', async ({
  page,
}) => {
  // Two screens and a save on a machine shared with other workers.
  test.slow()
  const { editor, login, who } = await signedInEditor(page)

  const name = unique('Audit wrap')
  const created = await api<{ Data: Product }>(page, login.token, 'POST', '/product', {
    subCategoryId: 1,
    name,
    nameAr: 'لفافة',
    price: '4.00',
    branchIds: [1],
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = created.json.Data.id

  await page.goto(`/product/${id}/edit`)
  const price = page.locator('[name="price"]')
  await expect(price).toHaveValue('4.00')
  await price.fill('5.25')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/product(\?|$)/)

  await openInApp(page, `/product/${id}/edit`)
  await page.getByRole('tab', { name: 'History' }).click()
  const history = page.getByRole('list', { name: 'History' })
  await expect(history.getByRole('listitem').first()).toContainText(
    `${who} changed Price from $4.00 to $5.25 · `,
  )
  await expect(history).toContainText(`${who} created this record`)

  await openInApp(page, '/activity')
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible()
  const row = page.locator('table tbody tr', { hasText: name }).first()
  await expect(row).toContainText('Price from $4.00 to $5.25')
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/product/${id}/edit`)

  // Filtered by the employee (kept in the URL): their two events, and only theirs.
  await page.goto(`/activity?employeeId=${editor.id}`)
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(2)
  for (const text of await rows.allInnerTexts()) expect(text).toContain(who)
  await expect(rows.first()).toContainText('Changed')
  await page.reload()
  await expect(rows).toHaveCount(2)
})

test('an order’s status move shows on its History tab and reads in words on Activity', async ({
  page,
  baseURL,
}) => {
  const { who, login, editor } = await signedInEditor(page)
  const order = await createOrder(baseURL!, { branchId: 1, fulfilment: 'delivery' })
  await page.goto(`/order/${order.id}/edit`)
  await page.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(page.getByText(`Order ${order.number} is now accepted.`)).toBeVisible()
  await page.getByRole('tab', { name: 'History' }).click()
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    new RegExp(`^${who} moved “#${order.number}”: Status from Pending to Accepted · `),
  ])

  // On its way: the Activity screen says the statuses as the order screen does.
  let version = order.version + 1
  // Sending out names the rider: one on shift at the order's branch.
  const riders = await api<{ Data: { id: number }[] }>(
    page,
    login.token,
    'GET',
    '/rider?branchId=1&onShift=true&isActive=true',
  )
  const riderId = riders.json.Data[0]!.id
  for (const status of ['preparing', 'ready', 'out_for_delivery']) {
    const moved = await api<{ Data: { version: number } }>(
      page,
      login.token,
      'PUT',
      `/order/${order.id}/status`,
      { status, version, ...(status === 'out_for_delivery' ? { riderId } : {}) },
    )
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    version = moved.json.Data.version
  }
  await openInApp(page, `/activity?employeeId=${editor.id}&module=order`)
  const newest = page.locator('table tbody tr').first()
  await expect(newest).toContainText(`#${order.number}`)
  await expect(newest).toContainText('Status from Ready to Out for delivery')
  await expect(newest).not.toContainText('out_for_delivery')
})
