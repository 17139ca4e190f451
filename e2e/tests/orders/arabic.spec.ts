import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { BoardBranch, LoginResponse, Order } from 'contracts'
import { createOrder } from '../../helpers'
import { AROUND_THE_CLOCK, branchMadeFor } from '../../helpers/branches'
import { arabicEmployee, expectArabicScreen } from '../../helpers/arabic'
import { api } from '../../helpers/records'
import { card } from '../board/support'

/**
 * The branch's evening in Arabic, right to left (docs/requirements.md#languages): an order
 * moved on the board, and an order taken by phone, typed as an Arabic keyboard types it. By an
 * employee of the branch role who works in Arabic, at a branch of the file's own, open around
 * the clock, that sells one dish.
 */

let branch: BoardBranch
let stamp: string
let page: Page
let login: LoginResponse
let close: () => Promise<void>

test.beforeAll(async ({ browser, request }) => {
  branch = await branchMadeFor<BoardBranch>(request, 'Arabic evening', {
    sells: true,
    hours: AROUND_THE_CLOCK,
  })
  // The dish's name ends with the branch's stamp (helpers/branches.ts).
  stamp = branch.name.split(' ').pop()!
  ;({ page, login, close } = await arabicEmployee(browser, request, 'branch', [branch.id]))
})
test.afterAll(() => close?.())

/** A column of the board, by its status as the Arabic page names it. */
const column = (name: string) => page.getByRole('region', { name, exact: true })

test('on the board in Arabic, an order is accepted: its card moves from Pending to Accepted', async ({
  baseURL,
}) => {
  const order = await createOrder(baseURL!, {
    branchId: branch.id,
    fulfilment: 'pickup',
    paymentMethod: 'card',
    paymentStatus: 'paid',
  })
  // A busy evening: the branch's line (its Arabic name, busy tag, Items, the switch) is at
  // its longest, and still fits a phone's width.
  const until = new Date(Date.now() + 60 * 60_000).toISOString()
  const busy = await api(page, login.token, 'PUT', `/branch/${branch.id}/pace`, {
    extraMinutes: 20,
    until,
  })
  expect(busy.status).toBe(200)
  await page.goto('/branch-orders')
  await expect(page.getByRole('heading', { name: 'طلبات الفروع' })).toBeVisible()
  await expect(page.getByRole('group', { name: branch.nameAr, exact: true })).toContainText(
    /منشغل \+20 د حتى /,
  )
  const pending = card(column('قيد الانتظار'), order.number)
  await expect(pending).toContainText('جديد: لم يُقرّ به')
  await expect(pending.getByRole('button')).toContainText(['قبول', 'رفض', 'إلغاء الطلب'])
  await pending.getByRole('button', { name: 'قبول', exact: true }).click()

  const accepted = card(column('مقبول'), order.number)
  await expect(accepted.getByRole('button', { name: 'بدء التحضير' })).toBeVisible()
  await expect(card(column('قيد الانتظار'), order.number)).toHaveCount(0)
  const stored = await api<{ Data: Order }>(page, login.token, 'GET', `/order/${order.id}`)
  expect(stored.json.Data.status).toBe('accepted')
  await expectArabicScreen(page, 'the board', 'ar-board.png')
})

test('an order taken by phone in Arabic: the number typed in Arabic-Indic digits, a new customer, placed', async () => {
  // Two axe runs and a placed order: more than the default half-minute on a busy machine.
  test.setTimeout(60_000)
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  const arabicIndic = (latin: string) =>
    latin.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
  await page.goto('/order/add')
  const form = page.getByRole('form', { name: 'طلب جديد' })
  await form.getByLabel('الهاتف').fill(arabicIndic(`03 ${digits.slice(0, 3)} ${digits.slice(3)}`))
  await expect(form.getByText('زبون جديد: يُنشأ مع الطلب.')).toBeVisible()
  await form.getByLabel('الاسم الأول').fill('ريما')
  await form.getByLabel('اسم العائلة').fill(`حداد ${stamp}`)
  await form.locator('label', { hasText: /^استلام من الفرع$/ }).click()
  await expect(form.locator('#phone-order-branch')).toHaveValue(String(branch.id))

  const search = form.getByLabel('أضف منتجًا')
  await search.fill(stamp)
  await expect(page.getByRole('option', { name: new RegExp(`طبق ${stamp}`) })).toBeVisible()
  await search.press('Enter')
  // The line names the dish by its Arabic name, to an employee who works in Arabic.
  await expect(form.getByRole('listitem', { name: `السطر 1: طبق ${stamp}` })).toBeVisible()
  await expect(page.getByTestId('phone-order-total')).toHaveText('$7.50')
  await expectArabicScreen(page, 'the new order', 'ar-phone-order.png')

  await page.getByRole('button', { name: 'أرسل الطلب…' }).click()
  const confirm = page.getByRole('dialog', { name: 'أترسل هذا الطلب؟' })
  await expect(confirm).toContainText(`لـريما حداد ${stamp}`)
  await confirm.getByRole('button', { name: 'أرسل الطلب', exact: true }).click()
  await expect(page).toHaveURL(/\/order\/\d+$/)
  const id = Number(/\/order\/(\d+)$/.exec(page.url())![1])
  const placed = (await api<{ Data: Order }>(page, login.token, 'GET', `/order/${id}`)).json.Data
  expect(placed).toMatchObject({
    status: 'pending',
    fulfilment: 'pickup',
    total: '7.50',
    branchId: branch.id,
    customer: { phone: `+9613${digits}` },
  })
  // The order number isolated left to right in the Arabic heading (U+2068 … U+2069).
  await expect(
    page.getByRole('heading', { name: `الطلب \u2068${placed.number}\u2069`, exact: true }),
  ).toBeVisible()
  await expect(page.locator('.order-screen-header .bp6-tag')).toHaveText('قيد الانتظار')
})
