import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, BRANCH_PACE_MESSAGES, XSRF_HEADER } from 'contracts'
import type { BoardBranch, BranchAvailability, LoginResponse } from 'contracts'
import { authenticate, storeSession, xsrfToken } from '../../helpers'
import { BOARD, boardShown, branchGroup, branchOfTheirOwn } from './support'

/**
 * A branch runs its menu and its pace from the board: an item taken off in
 * the Items panel greys on the phone-order screen of another tab within 2 s
 * and the quote refuses it; busy mode shows on the board header. A branch
 * and an employee of the file's own: nothing depends on the hour.
 */

let branch: BoardBranch
let login: LoginResponse
let context: BrowserContext
let board: Page
let dish: string
let dishId: number

async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(`${API_PREFIX}${path}`, {
    method,
    data: body,
    headers: {
      Authorization: `${AUTH_SCHEME} ${login.token}`,
      [XSRF_HEADER]: await xsrfToken(page.request),
    },
  })
  expect(answer.status(), await answer.text()).toBeLessThan(300)
  return ((await answer.json()) as { Data: T }).Data
}

test.beforeAll(async ({ browser, request }) => {
  const made = await branchOfTheirOwn(request, { sells: true })
  branch = made.branch
  context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  board = await context.newPage()
  login = await authenticate(board.request, made.employee)
  await storeSession(board, login)
  await board.goto(BOARD)
  await boardShown(board)
  const sold = await call<BranchAvailability>(board, 'GET', `/branch/${branch.id}/availability`)
  expect(sold.sold).toHaveLength(1)
  dish = sold.sold[0]!.name
  dishId = sold.sold[0]!.productId
})
test.afterAll(() => context?.close())

test('an item taken off in the Items panel greys on the phone order of another tab, and the quote refuses it', async () => {
  // The phone order in a second tab of the same employee: a pickup at their one branch.
  const phone = await context.newPage()
  await phone.goto('/order/add')
  await phone.locator('label', { hasText: /^Pickup$/ }).click()
  await expect(phone.locator('#phone-order-branch')).toHaveValue(String(branch.id))
  await phone.getByLabel('Add a product').fill(dish)
  const option = phone.getByRole('option', { name: new RegExp(dish) })
  await expect(option).toContainText('$7.50')

  const group = branchGroup(board, branch.name)
  await group.getByRole('button', { name: 'Items' }).click()
  const panel = board.getByRole('dialog', { name: `Items at ${branch.name}` })
  await panel.getByLabel('Search items').fill(dish)
  const item = panel.getByRole('switch', { name: dish })
  await expect(item).toBeChecked()
  await item.click({ force: true })
  await expect(item).not.toBeChecked()
  await expect(panel).toContainText('Off until switched back')
  await expect(group.getByRole('button', { name: 'Items (1 off)' })).toBeVisible()

  // Within 2 s the other tab greys it and will not add it.
  await expect(option).toContainText('Off until switched back', { timeout: 2_000 })
  await phone.getByLabel('Add a product').press('Enter')
  await expect(phone.getByRole('listitem', { name: `Line 1: ${dish}` })).toHaveCount(0)

  const quote = await call<{ problems: { message: string }[] }>(phone, 'POST', '/order/quote', {
    branchId: branch.id,
    fulfilment: 'pickup',
    items: [{ productId: dishId, quantity: 1 }],
    paymentMethod: 'cash',
  })
  expect(quote.problems.map((p) => p.message)).toContain(
    BRANCH_PACE_MESSAGES.itemOff(dish, branch.name, null),
  )

  // Back on: the panel and the phone order follow.
  await item.click({ force: true })
  await expect(item).toBeChecked()
  await expect(option).toContainText('$7.50', { timeout: 2_000 })
  await phone.close()
})

test('busy mode shows on the board header, with its end', async () => {
  const until = new Date(Date.now() + 60 * 60_000).toISOString()
  await call(board, 'PUT', `/branch/${branch.id}/pace`, { extraMinutes: 20, until })
  const group = branchGroup(board, branch.name)
  await expect(group).toContainText(BRANCH_PACE_MESSAGES.busy(20, until))
  await call(board, 'PUT', `/branch/${branch.id}/pace`, { extraMinutes: 0 })
  await expect(group).not.toContainText('Busy +')
})
