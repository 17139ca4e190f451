import { expect, test } from '@playwright/test'
import { formatPhone } from 'contracts'
import type { Customer } from 'contracts'
import { exportCsv, tableRows, tableSettled } from '../../helpers/lists'
import { api } from '../../helpers/records'
import { openList, sharedPage } from '../../helpers/shared'

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test('the points ledger filters by type and exports what it shows', async () => {
  const { page } = shared
  // Two days of the ledger, so the export is a page or two.
  const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await openList(page, `/loyaltyPointHistory?from=${from}`)
  await page.getByLabel('Type').selectOption('redeemed')
  await expect(page).toHaveURL(/type=redeemed/)
  await tableSettled(page)
  const rows = await tableRows(page)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    expect(row[3]).toBe('Redeemed')
    expect(row[4]).toMatch(/^−\d+$/)
  }
  const csv = await exportCsv(page, 'loyalty-points')
  expect(csv[0]).toEqual([
    'ID',
    'Time',
    'Customer',
    'Order',
    'Type',
    'Points',
    'Balance after',
    'Note',
  ])
  const lines = csv.slice(1).filter((line) => line.length > 1)
  expect(lines.every((line) => line[4] === 'Redeemed' && Number(line[5]) < 0)).toBe(true)
  const shown = await tableRows(page)
  expect(lines.slice(0, shown.length).map((l) => l[2])).toEqual(shown.map((r) => r[1]))
  expect(lines.length).toBe(
    Number(/of (\d+)/.exec(await page.getByText(/^\d+–\d+ of \d+$/).innerText())![1]),
  )
})

test('a customer picked in the filter narrows the ledger to them, and the link survives reload', async () => {
  const { page, login } = shared
  await openList(page, '/loyaltyPointHistory')
  const name = (await tableRows(page))[0]![1]!
  // The first entry's customer, by the link to their drawer; picked by their phone, which
  // only they have (a last name such as "Zein" also finds every "Zeina").
  const href = await page
    .locator('table tbody tr')
    .first()
    .getByRole('link', { name })
    .getAttribute('href')
  const id = Number(/open=(\d+)/.exec(href ?? '')?.[1])
  const { json } = await api<{ Data: Customer }>(page, login.token, 'GET', `/customer/${id}`)
  await page.locator('#filter-customer').fill(json.Data.phone)
  await page
    .getByRole('option', { name: `${name} (${formatPhone(json.Data.phone)})`, exact: true })
    .click()
  await expect(page).toHaveURL(/customerId=\d+/)
  await tableSettled(page)
  for (const row of await tableRows(page)) expect(row[1]).toBe(name)
  await page.reload()
  await tableSettled(page)
  await expect(page.locator('#filter-customer')).toHaveValue(new RegExp(`^${name} \\(`))
})
