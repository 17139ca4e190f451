import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { CASH_COUNT_MESSAGES, moneyToCents } from 'contracts'
import type { LoginResponse, Order, SalesReport, ShiftReport } from 'contracts'
import readXlsxFile from 'read-excel-file/node'
import { createOrder, seriousViolations, signIn } from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { PHONE, expectNoSidewaysScroll } from '../../helpers/phone'
import { branchMadeFor } from '../../helpers/branches'
import { moveOrder } from '../../helpers/orders'
import { api } from '../../helpers/records'

/**
 * The reports on a branch the file makes itself, so other files' orders never
 * move its figures: the shift as its orders make it, its close, the export.
 */

test.describe.configure({ mode: 'serial' })

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const dollars = (cents: number) => usd.format(cents / 100)

let branchId: number
let branchName: string
let login: LoginResponse
const orders: Order[] = []
// One signed-in page of the admin for the file's tests, the app loaded once: each test opens
// its report afresh through the app's router.
const admin = sharedPage('admin')

/** A card's value by its label. */
const card = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId('report-value')

/** The rows of a table, by its caption, cell by cell. */
const tableRows = (page: Page, caption: string) =>
  page
    .locator('table')
    .filter({ has: page.locator('caption', { hasText: caption }) })
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => c.textContent?.trim() ?? '')),
    )

test.beforeAll(async ({ request, baseURL }) => {
  const branch = await branchMadeFor(request, 'Report test', {
    sells: true,
    hours: { open: '00:00', close: '23:59' },
  })
  branchId = branch.id
  branchName = branch.name
  for (const paymentMethod of ['cash', 'cash', 'card', 'card'] as const) {
    orders.push(
      await createOrder(baseURL!, { branchId, fulfilment: 'pickup', paymentMethod, items: 1 }),
    )
  }
})

test('the current shift shows the figures of the orders placed in it', async () => {
  const { page } = admin
  login = admin.login
  const done = ['accepted', 'preparing', 'ready', 'picked_up']
  // Three picked up (two in cash), one still open.
  for (const order of orders.slice(0, 3)) await moveOrder(page, login.token, order, done)
  await openAfresh(page, `/report?branchId=${branchId}`)
  const cents = (o: Order) => moneyToCents(o.total)
  const cash = cents(orders[0]!) + cents(orders[1]!)
  const net = cash + cents(orders[2]!)
  await expect(card(page, 'Orders placed')).toHaveText('4')
  await expect(card(page, 'Orders completed')).toHaveText('3')
  await expect(card(page, 'Net sales')).toHaveText(dollars(net))
  await expect(card(page, 'Cash expected')).toHaveText(dollars(cash))
  expect(await tableRows(page, 'Net sales by payment method')).toEqual([
    ['Cash', dollars(cash)],
    ['Card', dollars(cents(orders[2]!))],
    ['Wallet', '$0.00'],
    ['Total', dollars(net)],
  ])
  await expect(page.getByRole('link', { name: orders[3]!.number })).toBeVisible()
  await expect(page.getByRole('img', { name: /net sales per hour/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('closing with a count in each currency records the differences and starts a new shift at zero', async () => {
  const { page } = admin
  login = admin.login
  await openAfresh(page, `/report?branchId=${branchId}`)
  const shift = (
    await api<{ Data: ShiftReport }>(page, login.token, 'GET', `/report/shift?branchId=${branchId}`)
  ).json.Data
  const expected = moneyToCents(shift.cashExpected)
  await expect(card(page, 'Cash expected')).toHaveText(dollars(expected))
  await page.getByRole('button', { name: 'Close shift' }).click()
  const dialog = page.getByRole('dialog')
  // Typed as people type it: $1.50 less than expected, with a thousands comma if any.
  const counted = ((expected - 150) / 100).toLocaleString('en-US', { minimumFractionDigits: 1 })
  await dialog.getByLabel('Dollars counted').fill(counted)
  // The drawer started with 1,500,000 LBP and holds them still: pounds as people type them.
  await dialog.getByLabel('Opening float in pounds').fill('1,500,000')
  await dialog.getByLabel('Pounds counted').fill('1.5m')
  await expect(dialog.getByTestId('cash-difference')).toHaveText(
    'Difference: $1.50 short in dollars, Balanced in pounds; together $1.50 short',
  )
  await dialog.getByRole('button', { name: 'Review close' }).click()
  await expect(dialog.getByText(CASH_COUNT_MESSAGES.noteRequired)).toBeVisible()
  await dialog.getByLabel(/^Note/).fill('Change given twice during the rush')
  await dialog.getByRole('button', { name: 'Review close' }).click()
  await expect(dialog.getByRole('alert')).toContainText('$1.50 short')
  await dialog.getByRole('button', { name: 'Confirm close' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'closed at' })).toContainText(
    '$1.50 short',
  )
  // The new shift: nothing in it yet (the open order carries over, listed).
  await expect(card(page, 'Orders placed')).toHaveText('0')
  await expect(card(page, 'Net sales')).toHaveText('$0.00')
  await expect(card(page, 'Cash expected')).toHaveText('$0.00')
  await expect(page.getByRole('link', { name: orders[3]!.number })).toBeVisible()

  await page.getByRole('link', { name: 'Past closes' }).click()
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: branchName })
  const first = page.locator('table tbody tr').first()
  await expect(first).toContainText(branchName)
  await expect(first).toContainText('$1.50 short')
  await expect(first).toContainText('1,500,000 LBP')
  await expect(first).toContainText('Change given twice during the rush')
})

test('the closed report prints without the sidebar, and exports to a spreadsheet holding its figures', async () => {
  const { page } = admin
  login = admin.login
  await openAfresh(page, `/report/closes?branchId=${branchId}`)
  await page.locator('table tbody tr').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Closed shift of ${branchName}`)
  const screen = await tableRows(page, 'Net sales by payment method')
  // Printed: no sidebar or buttons; the branch, the period, who printed it.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('#app-sidebar')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeHidden()
  // Both currencies, and two lines to sign.
  await expect(page.getByRole('cell', { name: /^\$[\d,.]+ and 1,500,000 LBP$/ })).toBeVisible()
  await expect(page.getByText('Counted by', { exact: true })).toBeVisible()
  await expect(page.getByText('Checked by', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Printed by Rania Haddad on /).locator('..')).toContainText(
    `${branchName} · From `,
  )
  await page.emulateMedia({ media: 'screen' })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export to Excel' }).click()
  const saved = await download
  // Named for what it is: the report, the branch and the shift's days.
  expect(saved.suggestedFilename()).toMatch(
    /^closed-shift-[a-z0-9-]+-\d{4}-\d{2}-\d{2}(-to-\d{4}-\d{2}-\d{2})?\.xlsx$/,
  )
  const file = await saved.path()
  const sheets = await readXlsxFile(file)
  const sheet = (name: string) => sheets.find((s) => s.sheet === name)!.data
  const payments = sheet('By payment method')
  expect(payments[0]).toEqual(['Payment method', 'Net sales'])
  // Numbers as numbers, the same as the screen shows.
  expect(payments.slice(1)).toEqual(
    screen.map(([method, amount]) => [method, moneyToCents(amount!.replace(/[$,]/g, '')) / 100]),
  )
  // The first sheet's first rows say what the file is, then the table.
  const shift = sheet('Shift')
  expect(shift.slice(0, 2).map((r) => r.slice(0, 2))).toEqual([
    ['Report', 'Closed shift'],
    ['Branches', branchName],
  ])
  expect(shift.find((r) => r[0] === 'Exported')?.[1]).toMatch(/^Rania Haddad on /)
  const [head, row] = shift.slice(shift.findIndex((r) => r[0] === 'Branch'))
  expect(head).toEqual(
    expect.arrayContaining(['Branch', 'From', 'To', 'Cash counted', 'Difference']),
  )
  expect(row![head!.indexOf('Branch')]).toBe(branchName)
  expect(row![head!.indexOf('Difference')]).toBe(-1.5)
  expect(row![head!.indexOf('Cash counted LBP')]).toBe(1_500_000)
  expect(row![head!.indexOf('Difference LBP')]).toBe(0)
  expect(row![head!.indexOf('To')]).toBeInstanceOf(Date)
})

test('on a phone in the dark theme, the sales, the shift and a close fit the screen and pass axe', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL, colorScheme: 'dark' })
  const page = await context.newPage()
  login = await signIn(page, 'admin', `/report/sales?groupBy=payment&branchId=${branchId}`)
  const { json } = await api<{ Data: SalesReport }>(
    page,
    login.token,
    'GET',
    `/report/sales?groupBy=payment&branchId=${branchId}`,
  )
  const foot = page.locator('table tfoot tr')
  await expect(foot).toContainText(usd.format(moneyToCents(json.Data.total.net) / 100))
  await expect(page.locator('html')).toHaveClass(/bp6-dark/)
  // Sorted by net sales, largest first.
  await page.getByRole('button', { name: 'Net sales' }).click()
  const nets = json.Data.rows
    .map((r) => moneyToCents(r.net))
    .sort((a, b) => b - a)
    .map(dollars)
  await expect(page.locator('table tbody tr td:last-child')).toHaveText(nets)
  await expectNoSidewaysScroll(page, 'the sales')
  expect(await seriousViolations(page), 'the sales').toEqual([])

  await openAfresh(page, `/report?branchId=${branchId}`)
  await expect(card(page, 'Orders placed')).toHaveText('0')
  await expectNoSidewaysScroll(page, 'the shift')
  expect(await seriousViolations(page), 'the shift').toEqual([])
  await page.getByRole('button', { name: 'Close shift' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page), 'the close').toEqual([])
  await page.keyboard.press('Escape')

  await openAfresh(page, `/report/closes?branchId=${branchId}`)
  await page.locator('table tbody tr').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Closed shift of ${branchName}`)
  await expectNoSidewaysScroll(page, 'a closed shift')
  expect(await seriousViolations(page), 'a closed shift').toEqual([])
  await context.close()
})
