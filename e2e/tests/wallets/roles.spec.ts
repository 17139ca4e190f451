import { expect, test } from '@playwright/test'
import { seriousViolations, watchForRefusals } from '../../helpers'
import { tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { expectSentAwayFrom } from '../../helpers/screens'
import { openList, sharedPage } from '../../helpers/shared'
import { CUSTOMER, rechargeByApi } from './support'

test.describe('the viewer', () => {
  /** The app, signed in as the viewer, loaded once for these tests (each opens its screen). */
  const viewer = sharedPage('viewer')

  test('the viewer sees wallets without Recharge or Deduct, and is sent away from /wallets/add', async () => {
    const { page } = viewer
    await openList(page, '/wallets')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Recharge|Deduct/ })).toHaveCount(0)
    await expectSentAwayFrom(page, '/wallets/add?type=1')
    await expect(page.getByRole('heading', { name: 'Recharge Wallet' })).toHaveCount(0)
    await expectSentAwayFrom(page, '/wallets/add?type=2')
  })

  test('the viewer opens a wallet: its customer’s transactions, under their name', async () => {
    const { page } = viewer
    await openList(page, '/wallets')
    const customer = page.locator('table tbody tr').first().getByRole('link').first()
    const name = (await customer.innerText()).trim()
    await customer.click()
    await expect(page).toHaveURL(/\/walletTransactionHistory\?(.*&)?customerId=\d+/)
    await tableSettled(page)
    await expect(page.locator('table tbody tr').first()).toContainText(name)
  })
})

test.describe('the admin', () => {
  /** The app, signed in as the admin, loaded once for these tests (each opens its screen). */
  const admin = sharedPage('admin')

  test('the admin sees Recharge and Deduct on each wallet', async () => {
    const { page } = admin
    await openList(page, '/wallets')
    const first = page.locator('table tbody tr').first()
    await expect(first.getByRole('link', { name: /^Recharge / })).toBeVisible()
    await expect(first.getByRole('link', { name: /^Deduct from / })).toBeVisible()
  })

  // The last of the admin's tests: it leaves a confirmation open.
  test('the wallet screens have no serious accessibility violations and the CSP refuses nothing', async () => {
    test.setTimeout(60_000)
    const { page, login } = admin
    const refused = watchForRefusals(page)
    // A balance to deduct from: the form refuses more than the balance before any confirmation.
    await rechargeByApi(page, login.token, CUSTOMER.accessibility, '5.00')
    // The pointer where a new page has it, over no row (a row under it shows its hover colours).
    await page.mouse.move(0, 0)
    for (const path of ['/wallets', '/walletTransactionHistory']) {
      await openList(page, path)
      expect(await seriousViolations(page), path).toEqual([])
    }
    for (const [path, title] of [
      ['/wallets/add?type=1', 'Recharge Wallet'],
      [`/wallets/add?type=2&customerId=${CUSTOMER.accessibility}`, 'Deduct From Wallet'],
    ] as const) {
      await openInApp(page, path)
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
