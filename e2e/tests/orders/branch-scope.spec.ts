import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { ORDER_MESSAGES } from 'contracts'
import type { Branch, Order } from 'contracts'
import { authenticate, createEmployee, createOrder, storeSession, toast } from '../../helpers'
import { COLUMN, getJson, search, tableRows, tableSettled } from './support'

/**
 * Branch scope as an employee limited to some branches meets it: the order list
 * holds only their branches' orders (a foreign order's number finds nothing),
 * and a foreign order's address is refused with a toast, back on the list.
 * One employee of this file's own (the branch role, branches 1 and 2), signed in once.
 */

test.describe.configure({ mode: 'serial' })

let context: BrowserContext
let page: Page
let own: Order
let foreign: Order
let mine: string[]

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL })
  page = await context.newPage()
  const employee = await createEmployee(page.request, 'branch', 'Scope-E2e-1234', [1, 2])
  await storeSession(page, await authenticate(page.request, employee))
  own = await createOrder(baseURL!, { branchId: 1 })
  foreign = await createOrder(baseURL!, { branchId: 3 })
  await page.goto('/order')
  const branches = await getJson<{ Data: Branch[] }>(page, '/branch?pageSize=100')
  mine = branches.Data.filter((b) => b.id === 1 || b.id === 2).map((b) => b.name)
})

test.afterAll(async () => {
  await context.close()
})

test('the order list holds only the employee’s branches’ orders', async () => {
  await tableSettled(page)
  const rows = await tableRows(page)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) expect(mine).toContain(row[COLUMN.branch])
  expect(mine).not.toContain(foreign.branchName)

  await search(page, own.number)
  expect((await tableRows(page)).map((r) => r[COLUMN.number])).toEqual([own.number])
  await search(page, foreign.number)
  await expect(page.locator('table tbody tr', { hasText: foreign.number })).toHaveCount(0)
})

test('another branch’s order, opened by its address, is refused with a toast, back on the list', async () => {
  await page.goto(`/order/${foreign.id}`)
  await expect(toast(page, ORDER_MESSAGES.notFound)).toBeVisible()
  await expect(page).toHaveURL(/\/order(\?|$)/)
  await expect(page.getByRole('heading', { name: `Order ${foreign.number}` })).toHaveCount(0)
  await tableSettled(page)
})
