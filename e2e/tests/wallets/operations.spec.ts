import { formatPhone } from 'contracts'
import { expect, test } from '@playwright/test'
import { sharedPage } from '../../helpers/shared'
import { toast } from '../../helpers/toasts'
import {
  CUSTOMER,
  ledgerCount,
  moved,
  openFor,
  rechargeByApi,
  review,
  unique,
  usd,
  walletOf,
} from './support'

/**
 * One context signed in as the admin for the file; each test loads its form in a tab of its
 * own there (a form left with typed values would ask before the next test could leave it).
 */
const shared = sharedPage('admin')

test('recharge then deduct: the confirmation states before → after as the server then has them', async () => {
  const page = await shared.newTab()
  const { token } = shared.login
  const start = await walletOf(page, token, CUSTOMER.flow)

  // Recharge, the customer picked by phone in the reference input.
  await page.goto('/wallets/add?type=1')
  await expect(page.getByRole('heading', { name: 'Recharge Wallet' })).toBeVisible()
  await page.getByRole('combobox', { name: /^Customer/ }).fill(start.phone)
  await page.getByRole('option', { name: new RegExp(start.customerName) }).click()
  await expect(page.getByTestId('wallet-balance')).toContainText(`balance ${usd(start.balance)}`)
  let dialog = await review(page, 1, '20.00', unique('Goodwill'))
  const recharged = moved(start.balance, 2000)
  await expect(dialog).toContainText(
    `Recharge ${start.customerName}'s wallet with $20.00: ${usd(start.balance)} → ${usd(recharged)}`,
  )
  await dialog.getByRole('button', { name: 'Recharge' }).click()
  await expect(toast(page, `balance is now ${usd(recharged)}`)).toBeVisible()
  expect((await walletOf(page, token, CUSTOMER.flow)).balance).toBe(recharged)

  // Deduct, the customer chosen by the URL (as the customer drawer opens it).
  await openFor(page, 2, { ...start, balance: recharged })
  dialog = await review(page, 2, '7.50', unique('Correction'))
  const deducted = moved(recharged, -750)
  await expect(dialog).toContainText(
    `Deduct $7.50 from ${start.customerName}'s wallet: ${usd(recharged)} → ${usd(deducted)}`,
  )
  await dialog.getByRole('button', { name: 'Deduct' }).click()
  await expect(toast(page, `balance is now ${usd(deducted)}`)).toBeVisible()
  expect((await walletOf(page, token, CUSTOMER.flow)).balance).toBe(deducted)
  await expect(page.getByTestId('wallet-balance')).toContainText(`balance ${usd(deducted)}`)
})

test('a deduct above the balance is refused on the field before any confirmation, and by the server in its words when the balance fell meanwhile', async () => {
  const page = await shared.newTab()
  const { token } = shared.login
  await rechargeByApi(page, token, CUSTOMER.refused, '5.00')
  const wallet = await walletOf(page, token, CUSTOMER.refused)
  const lines = await ledgerCount(page, token, CUSTOMER.refused)
  await openFor(page, 2, wallet)
  // Opened with only the customer's id, the form still names them.
  await expect(page.getByRole('combobox', { name: /^Customer/ })).toHaveValue(
    `${wallet.customerName} (${formatPhone(wallet.phone)})`,
  )
  const tooMuch = moved(wallet.balance, 100)
  const reason = unique('Too much')
  await page.getByLabel('Amount').fill(tooMuch)
  await page.getByLabel('Reason').fill(reason)
  await page.getByRole('button', { name: 'Deduct…' }).click()
  await expect(
    page.getByText(`Cannot be more than the balance, ${usd(wallet.balance)}`),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByLabel('Amount')).toHaveValue(tooMuch)

  // The whole balance passes the form; the balance then falls before the confirmation.
  const dialog = await review(page, 2, wallet.balance, reason)
  await rechargeByApi(page, token, CUSTOMER.refused, '1.00', 2)
  await dialog.getByRole('button', { name: 'Deduct' }).click()
  await expect(page.getByRole('alert')).toHaveText('The amount is more than the wallet balance.')
  await expect(page.getByLabel('Amount')).toHaveValue(wallet.balance)
  await expect(page.getByLabel('Reason')).toHaveValue(reason)
  const after = moved(wallet.balance, -100)
  expect((await walletOf(page, token, CUSTOMER.refused)).balance).toBe(after)
  expect(await ledgerCount(page, token, CUSTOMER.refused)).toBe(lines + 1)
})

test('a double click on the confirmation applies the operation once', async () => {
  const page = await shared.newTab()
  const { token } = shared.login
  const wallet = await walletOf(page, token, CUSTOMER.doubleClick)
  const lines = await ledgerCount(page, token, CUSTOMER.doubleClick)
  await openFor(page, 1, wallet)
  const dialog = await review(page, 1, '3.00', unique('Double'))
  await dialog.getByRole('button', { name: 'Recharge' }).dblclick()
  const after = moved(wallet.balance, 300)
  await expect(toast(page, `balance is now ${usd(after)}`)).toBeVisible()
  expect((await walletOf(page, token, CUSTOMER.doubleClick)).balance).toBe(after)
  expect(await ledgerCount(page, token, CUSTOMER.doubleClick)).toBe(lines + 1)
})

test('sent while offline, the operation goes through once the browser is back online', async () => {
  const page = await shared.newTab()
  const { context } = shared
  const { token } = shared.login
  await rechargeByApi(page, token, CUSTOMER.offline, '10.00')
  const wallet = await walletOf(page, token, CUSTOMER.offline)
  const lines = await ledgerCount(page, token, CUSTOMER.offline)
  await openFor(page, 2, wallet)
  const dialog = await review(page, 2, '4.00', unique('Offline'))
  await context.setOffline(true)
  const confirm = dialog.getByRole('button', { name: 'Deduct' })
  await confirm.click()
  // Busy while it waits to be online again; nothing reached the server.
  await expect(dialog.locator('.bp6-button-spinner')).toBeVisible()
  expect(await ledgerCount(page, token, CUSTOMER.offline)).toBe(lines)
  await context.setOffline(false)
  const after = moved(wallet.balance, -400)
  await expect(toast(page, `balance is now ${usd(after)}`)).toBeVisible()
  expect((await walletOf(page, token, CUSTOMER.offline)).balance).toBe(after)
  expect(await ledgerCount(page, token, CUSTOMER.offline)).toBe(lines + 1)
})

test('an operation whose answer was lost is sent again under its key and applied once', async () => {
  const page = await shared.newTab()
  const { token } = shared.login
  const wallet = await walletOf(page, token, CUSTOMER.lostAnswer)
  const lines = await ledgerCount(page, token, CUSTOMER.lostAnswer)
  const keys: string[] = []
  let lost = false
  // The first try reaches the server; its answer never reaches the page.
  await page.route('**/api/wallet/transaction', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (lost) return route.continue()
    lost = true
    await route.fetch()
    await route.abort('connectionreset')
  })
  await openFor(page, 1, wallet)
  const dialog = await review(page, 1, '2.50', unique('Lost answer'))
  await dialog.getByRole('button', { name: 'Recharge' }).click()
  const after = moved(wallet.balance, 250)
  await expect(toast(page, `balance is now ${usd(after)}`)).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  expect((await walletOf(page, token, CUSTOMER.lostAnswer)).balance).toBe(after)
  expect(await ledgerCount(page, token, CUSTOMER.lostAnswer)).toBe(lines + 1)
})
