import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import {
  API_PREFIX,
  AUTH_SCHEME,
  IDEMPOTENCY_KEY_HEADER,
  XSRF_HEADER,
  centsToMoney,
  moneyToCents,
} from 'contracts'
import type { Wallet } from 'contracts'
import { xsrfToken } from '../../helpers'
import { api } from '../../helpers/records'

export { api, unique } from '../../helpers/records'

/**
 * Each test moves the money of its own seeded customer (customers cannot be created), far
 * from the ids other suites use, so balances are only ever changed by the test reading them.
 */
export const CUSTOMER = {
  flow: 2101,
  refused: 2102,
  doubleClick: 2103,
  offline: 2104,
  lostAnswer: 2105,
  history: 2106,
  accessibility: 2107,
} as const

/** The customer's wallet as the server has it now. */
export async function walletOf(page: Page, token: string, customerId: number) {
  const answer = await api<{ Data: Wallet }>(page, token, 'GET', `/wallets/${customerId}`)
  expect(answer.status).toBe(200)
  return answer.json.Data
}

/** How many ledger lines the customer's wallet has. */
export async function ledgerCount(page: Page, token: string, customerId: number) {
  const answer = await api<{ TotalCount: number }>(
    page,
    token,
    'GET',
    `/walletTransactionHistory?customerId=${customerId}`,
  )
  return answer.json.TotalCount
}

/** "$1,480.30" as the screens write money. */
export function usd(amount: string) {
  const [whole = '', cents = ''] = amount.replace('-', '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${amount.startsWith('-') ? '-' : ''}$${grouped}.${cents}`
}

/** A balance moved by `cents`, in the contract's writing. */
export const moved = (balance: string, cents: number) => centsToMoney(moneyToCents(balance) + cents)

/** Fills amount and reason, asks for the confirmation and answers its statement. */
export async function review(page: Page, type: 1 | 2, amount: string, reason: string) {
  await page.getByLabel('Amount').fill(amount)
  await page.getByLabel('Reason').fill(reason)
  // Cash goes into a branch's drawer: an employee of several branches chooses it.
  if (type === 1) await page.getByRole('combobox', { name: /^Branch/ }).selectOption({ index: 1 })
  await page.getByRole('button', { name: type === 1 ? 'Recharge…' : 'Deduct…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

/** Opens the screen with the customer chosen and waits for their balance. */
export async function openFor(page: Page, type: 1 | 2, wallet: Wallet) {
  await page.goto(`/wallets/add?type=${type}&customerId=${wallet.customerId}`)
  await expect(page.getByTestId('wallet-balance')).toContainText(`balance ${usd(wallet.balance)}`)
}

/** Recharges (or with type 2, deducts) through the API (test set-up), under a fresh key. */
export async function rechargeByApi(
  page: Page,
  token: string,
  customerId: number,
  amount: string,
  type: 1 | 2 = 1,
) {
  const response = await page.request.post(`${API_PREFIX}/wallet/transaction`, {
    data: { customerId, type, amount, reason: 'Set-up' },
    headers: {
      Authorization: `${AUTH_SCHEME} ${token}`,
      [XSRF_HEADER]: await xsrfToken(page.request),
      [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}
