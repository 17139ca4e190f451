import { expect, test } from '@playwright/test'
import { moneyToCents } from 'contracts'
import type { LoginResponse, Order, ShiftReport } from 'contracts'
import { authenticate, createEmployee, createOrder, seriousViolations } from '../../helpers'
import { expectNoOverflow, readmePicture } from '../../helpers/arabic'
import { AROUND_THE_CLOCK, branchMadeFor } from '../../helpers/branches'
import { moveOrder } from '../../helpers/orders'
import { PHONE, expectNoSidewaysScroll } from '../../helpers/phone'
import { api } from '../../helpers/records'

/**
 * A shift closed in Arabic, right to left: an employee who works in Arabic signs in on the
 * sign-in page (which follows the browser's Arabic), reads the shift report in Arabic and closes
 * it, counting dollars and pounds. On a branch and with an employee the file makes itself.
 */

test.describe.configure({ mode: 'serial' })

const PASSWORD = 'Arabic-shift-1'
let branchId: number
let employee: { email: string; password: string }
let login: LoginResponse
const orders: Order[] = []

test.beforeAll(async ({ request, baseURL }) => {
  const branch = await branchMadeFor(request, 'Arabic shift', {
    sells: true,
    hours: AROUND_THE_CLOCK,
  })
  branchId = branch.id
  employee = await createEmployee(request, 'admin', PASSWORD, [branchId])
  // The language they work in, saved on them: the sign-in opens the back office in it.
  login = await authenticate(request, employee)
  for (let i = 0; i < 2; i++)
    orders.push(
      await createOrder(baseURL!, {
        branchId,
        fulfilment: 'pickup',
        paymentMethod: 'cash',
        items: 1,
      }),
    )
})

test('an employee who works in Arabic closes the shift in Arabic, right to left, in both currencies', async ({
  browser,
  baseURL,
}) => {
  // A sign-in on the form, two axe runs and a close: more than the default half-minute.
  test.setTimeout(60_000)
  const context = await browser.newContext({
    baseURL,
    locale: 'ar-LB',
    viewport: { width: 1366, height: 900 },
  })
  const page = await context.newPage()
  // Their language saved on them, through their own preferences.
  expect(
    (await api(page, login.token, 'PUT', '/employee/me/preferences', { language: 'ar' })).status,
  ).toBe(200)
  for (const order of orders)
    await moveOrder(page, login.token, order, ['accepted', 'preparing', 'ready', 'picked_up'])

  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByLabel('اسم المستخدم (البريد الإلكتروني)').fill(employee.email)
  await page.getByLabel('كلمة المرور').fill(employee.password)
  await page.getByRole('button', { name: 'دخول' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')

  await page.goto(`/report?branchId=${branchId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوردية الحالية')
  const shift = (
    await api<{ Data: ShiftReport }>(page, login.token, 'GET', `/report/shift?branchId=${branchId}`)
  ).json.Data
  const card = (label: string) =>
    page.getByRole('group', { name: label, exact: true }).getByTestId('report-value')
  await expect(card('الطلبات المنجزة')).toHaveText('2')
  await expect(card('النقد المتوقع')).toHaveText(`$${shift.cashExpected}`)
  await expect(page.getByRole('region', { name: 'النقد والضريبة' })).toContainText('0 ل.ل.')
  expect(await seriousViolations(page), 'the shift in Arabic').toEqual([])
  await expectNoOverflow(page, 'the shift at 1366 px')
  await page.setViewportSize(PHONE.viewport)
  await expectNoSidewaysScroll(page, 'the shift at 390 px')
  await page.setViewportSize({ width: 1366, height: 900 })

  await page.getByRole('button', { name: 'إغلاق الوردية' }).click()
  const dialog = page.getByRole('dialog', { name: /^إغلاق وردية / })
  // The drawer started with 1,000,000 pounds and holds them still, and the dollars expected.
  await dialog.getByLabel('رصيد الافتتاح بالليرة').fill('1,000,000')
  await dialog.locator('input[name="amount"]').fill(shift.cashExpectedUsd)
  await dialog.locator('input[name="amountLbp"]').fill('1,000,000')
  await dialog.getByRole('button', { name: 'مراجعة الإغلاق' }).click()
  const confirm = dialog.getByRole('alert').filter({ hasText: 'إغلاق هذه الوردية؟' })
  const dollars = `$${(moneyToCents(shift.cashExpectedUsd) / 100).toFixed(2)}`
  await expect(confirm).toContainText(`المعدود ${dollars} و1,000,000 ل.ل. مقابل المتوقع`)
  await expect(confirm).toContainText('مطابق بالدولار، ومطابق بالليرة')
  expect(await seriousViolations(page), 'the close in Arabic').toEqual([])
  // The README's picture of a close in Arabic.
  await page.screenshot({ path: readmePicture('ar-shift-close.png') })
  await dialog.getByRole('button', { name: 'تأكيد الإغلاق' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'أُغلقت وردية' })).toContainText('مطابق', {
    timeout: 20_000,
  })

  // The closed report prints in Arabic, right to left, page numbers in Arabic.
  await page.getByRole('link', { name: 'افتح التقرير المغلق' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^الوردية المغلقة لفرع /)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByText('عدّه', { exact: true })).toBeVisible()
  expect(
    await page.locator('.report-page').evaluate((el) => ({
      dir: getComputedStyle(el).direction,
      page: getComputedStyle(el).getPropertyValue('page'),
    })),
  ).toEqual({ dir: 'rtl', page: 'report-rtl' })
  await context.close()
})
