import { expect, test } from '@playwright/test'
import { seriousViolations, signIn, watchForRefusals } from '../../helpers'
import { tableSettled } from '../../helpers/lists'
import { expectSentAwayFrom } from '../../helpers/screens'
import { CUSTOMER, rechargeByApi } from './support'

test('the viewer sees wallets without Recharge or Deduct, and is sent away from /wallets/add', async ({
  page,
}) => {
  await signIn(page, 'viewer', '/wallets')
  await tableSettled(page)
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Recharge|Deduct/ })).toHaveCount(0)
  await expectSentAwayFrom(page, '/wallets/add?type=1')
  await expect(page.getByRole('heading', { name: 'Recharge Wallet' })).toHaveCount(0)
  await expectSentAwayFrom(page, '/wallets/add?type=2')
})

test('the viewer opens a wallet: its customer’s transactions, under their name', async ({
  page,
}) => {
  await signIn(page, 'viewer', '/wallets')
  await tableSettled(page)
  const customer = page.locator('table tbody tr').first().getByRole('link').first()
  const name = (await customer.innerText()).trim()
  await customer.click()
  await expect(page).toHaveURL(/\/walletTransactionHistory\?(.*&)?customerId=\d+/)
  await tableSettled(page)
  await expect(page.locator('table tbody tr').first()).toContainText(name)
})

test('the admin sees Recharge and Deduct on each wallet', async ({ page }) => {
  await signIn(page, 'admin', '/wallets')
  await tableSettled(page)
  const first = page.locator('table tbody tr').first()
  await expect(first.getByRole('link', { name: /^Recharge / })).toBeVisible()
  await expect(first.getByRole('link', { name: /^Deduct from / })).toBeVisible()
})

test.describe('accessibility', () => {
  // A service worker taking control mid-test reloads the page under a navigation.
  test.use({ serviceWorkers: 'block' })
  test('the wallet screens have no serious accessibility violations and the CSP refuses nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const refused = watchForRefusals(page)
    const admin = await signIn(page, 'admin', null)
    // A balance to deduct from: the form refuses more than the balance before any confirmation.
    await rechargeByApi(page, admin.token, CUSTOMER.accessibility, '5.00')
    for (const path of ['/wallets', '/walletTransactionHistory']) {
      await page.goto(path)
      await tableSettled(page)
      expect(await seriousViolations(page), path).toEqual([])
    }
    for (const [path, title] of [
      ['/wallets/add?type=1', 'Recharge Wallet'],
      [`/wallets/add?type=2&customerId=${CUSTOMER.accessibility}`, 'Deduct From Wallet'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await page.getByRole('button', { name: /^(Recharge|Deduct)…$/ }).click()
      // Empty: every message shows; with a customer: their balance.
      expect(await seriousViolations(page), path).toEqual([])
    }
    await page.getByLabel('Amount').fill('1.00')
    await page.getByLabel('Reason').fill('Accessibility check')
    await page.getByRole('button', { name: 'Deduct…' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page), 'the confirmation').toEqual([])
    expect(refused).toEqual([])
  })
})
