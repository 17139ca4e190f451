import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'
import { exportCsv, tableRows, tableSettled } from '../../helpers/lists'
import { CUSTOMER, rechargeByApi } from './support'

const totalOf = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`[data-total="${name}"]`)

test('the history filters by customer and type, and its CSV ends with the totals the list shows', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const { token } = await signIn(page, 'admin', null)
  await rechargeByApi(page, token, CUSTOMER.history, '15.25')
  await rechargeByApi(page, token, CUSTOMER.history, '4.75')

  await page.goto(`/walletTransactionHistory?customerId=${CUSTOMER.history}`)
  await tableSettled(page)
  const rows = await tableRows(page)
  expect(rows.length).toBeGreaterThanOrEqual(2)
  await expect(totalOf(page, 'count')).toHaveText(String(rows.length))

  // Type: recharges only.
  await page.getByLabel('Type').selectOption({ label: 'Recharge' })
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('1')
  await tableSettled(page)
  const recharges = await tableRows(page)
  for (const row of recharges) expect(row).toContain('Recharge')
  await expect(totalOf(page, 'moneyOut')).toHaveText('$0.00')

  const shown = {
    count: await totalOf(page, 'count').innerText(),
    moneyIn: await totalOf(page, 'moneyIn').innerText(),
    moneyOut: await totalOf(page, 'moneyOut').innerText(),
    net: await totalOf(page, 'net').innerText(),
  }
  const file = await exportCsv(page, 'wallet-transactions')
  const header = file[0] ?? []
  const amountAt = header.indexOf('Amount (USD)')
  const footer = Object.fromEntries(file.slice(-4).map((line) => [line[0], line[amountAt] ?? '']))
  const dollars = (amount: string | undefined) =>
    `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
  expect(footer['Transactions']).toBe(shown.count)
  expect(dollars(footer['Money in'])).toBe(shown.moneyIn)
  expect(dollars(footer['Money out'])).toBe(shown.moneyOut)
  expect(dollars(footer['Net'])).toBe(shown.net)
  expect(file.length - 1 - 4).toBe(Number(shown.count))
})
