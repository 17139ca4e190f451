import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'
import { expectReadOnlyList, expectSentAwayFrom } from '../../helpers/screens'
import { testAccessibleModules } from '../../helpers/screens'
import { expectSentAwayInApp } from '../../helpers/shared'

test('a viewer sees coupons and notifications without Add, Edit, Delete or Cancel, and is sent away from their forms', async ({
  page,
}) => {
  await signIn(page, 'viewer', null)
  await expectReadOnlyList(page, '/coupon', 'Add coupon')
  await expectReadOnlyList(page, '/notification', 'New notification')
  await expect(page.getByRole('button', { name: /^Cancel / })).toHaveCount(0)
  for (const path of ['/coupon/add', '/coupon/1/edit', '/notification/add']) {
    await expectSentAwayFrom(page, path)
  }
})

test('the branch role has neither module: no sidebar link, and the guard sends it away', async ({
  page,
}) => {
  await signIn(page, 'branch', '/dashboard')
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar).toHaveAttribute('aria-busy', 'false')
  await expect(sidebar.getByRole('link', { name: 'Orders', exact: true })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Coupons' })).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Push Notifications' })).toHaveCount(0)
  for (const path of ['/coupon', '/coupon/add', '/notification', '/notification/add']) {
    await expectSentAwayInApp(page, path)
    await expect(page).not.toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 2, name: /Coupon|notification/i })).toHaveCount(
      0,
    )
  }
})

testAccessibleModules({
  coupons: { lists: ['/coupon'], forms: ['/coupon/add', '/coupon/1/edit'] },
  'push notifications': { lists: ['/notification'], forms: ['/notification/add'] },
})
