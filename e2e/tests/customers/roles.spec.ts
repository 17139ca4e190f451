import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'
import { expectSentAwayFrom } from '../../helpers/screens'
import { expectSentAwayInApp, openList } from '../../helpers/shared'
import { fullName, someUnblockedCustomer } from './support'

test('the viewer reads a customer but sees no Block, Recharge, Deduct or note box, and no rate form', async ({
  page,
}) => {
  const { customer } = await someUnblockedCustomer(page)
  await signIn(page, 'viewer', `/customer?open=${customer.id}`)
  const drawer = page.getByRole('dialog', { name: fullName(customer) })
  await expect(drawer.getByRole('heading', { name: 'Wallet' })).toBeVisible()
  await expect(
    drawer
      .getByRole('table', { name: 'Last wallet transactions' })
      .or(drawer.getByText('No wallet transaction yet.')),
  ).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Block customer' })).toHaveCount(0)
  await expect(drawer.getByRole('link', { name: 'Recharge wallet' })).toHaveCount(0)
  await expect(drawer.getByRole('link', { name: 'Deduct from wallet' })).toHaveCount(0)
  await expect(drawer.getByLabel('New note')).toHaveCount(0)

  await openList(page, '/conversionRate')
  await expect(page.getByRole('button', { name: /^Activate / })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Add points rate' })).toHaveCount(0)
  await expectSentAwayFrom(page, '/conversionRate/add')
  await expectSentAwayFrom(page, '/conversionRate/1/edit')
})

test('marketing has no customers, points rate or points history: the guard sends them away', async ({
  page,
}) => {
  await signIn(page, 'marketing', '/dashboard')
  for (const path of ['/customer', '/customer?open=1', '/conversionRate', '/loyaltyPointHistory']) {
    await expectSentAwayInApp(page, path)
    await expect(page).toHaveURL(/\/category$/)
  }
})
