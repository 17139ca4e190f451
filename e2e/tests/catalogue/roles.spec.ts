import { expect, test } from '@playwright/test'
import { expectReadOnlyList, expectSentAwayFrom } from '../../helpers/screens'
import { signIn } from './support'

for (const role of ['marketing', 'viewer'] as const) {
  test(`${role} sees the catalogue without Add, Edit or Delete and is sent away from add and edit screens`, async ({
    page,
  }) => {
    await signIn(page, role)
    await expectReadOnlyList(page, '/category', 'Add category')
    await expectReadOnlyList(page, '/subcategory', 'Add sub-category')
    await expectReadOnlyList(page, '/product', 'Add product')
    await expect(page.getByRole('switch')).toHaveCount(0)
    await expect(
      page
        .locator('table tbody')
        .getByText(/^(Available|Unavailable)$/)
        .first(),
    ).toBeVisible()

    for (const path of ['/category/add', '/category/1/edit', '/product/add', '/product/1/edit-y']) {
      await expectSentAwayFrom(page, path)
    }
  })
}
