import { expect, test } from '@playwright/test'
import { signIn, tableSettled } from './support'

for (const role of ['marketing', 'viewer'] as const) {
  test(`${role} sees the catalogue without Add, Edit or Delete and is sent away from add and edit screens`, async ({
    page,
  }) => {
    await signIn(page, role)
    for (const [path, add] of [
      ['/category', 'Add category'],
      ['/subcategory', 'Add sub-category'],
      ['/product', 'Add product'],
    ] as const) {
      await page.goto(path)
      await tableSettled(page)
      await expect(page.locator('table tbody tr').first()).toBeVisible()
      await expect(page.getByRole('link', { name: add })).toHaveCount(0)
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
    }
    await expect(page.getByRole('switch')).toHaveCount(0)
    await expect(
      page
        .locator('table tbody')
        .getByText(/^(Available|Unavailable)$/)
        .first(),
    ).toBeVisible()

    for (const path of ['/category/add', '/category/1/edit', '/product/add', '/product/1/edit-y']) {
      await page.goto(path)
      await expect(page).not.toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
    }
  })
}
