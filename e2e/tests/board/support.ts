import { expect } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, ORDER_STATUS_LABELS } from 'contracts'
import type { BoardBranch, BranchOrdersBoard, OrderStatus } from 'contracts'
import { authenticate, createEmployee, signIn, storeSession } from '../../helpers'
import type { DemoAccount, DemoRole } from '../../helpers'
import { branchMadeFor } from '../../helpers/branches'

/** Helpers of the Branch Orders board suites. */

export const BOARD = '/branch-orders'
/** The board's refresh interval (web/src/modules/branch-orders/useBoard.ts). */
export const BOARD_REFRESH_MS = 10_000
export const BOARD_API = `${API_PREFIX}/branch-orders/board`

/** What the board says of how fresh it is: "Updated …" when read, "Last change …" while live. */
export const boardFreshness = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Updated|Last change) / })

/** The board has its first answer on screen (while live it shows both the Live tag and its last change). */
export const boardShown = (page: Page) =>
  expect(
    boardFreshness(page).or(page.getByLabel('Live: changes arrive as they happen')).first(),
  ).toBeVisible()

/** Opens the board signed in as a demo role (the query chooses a branch). */
export async function openBoard(page: Page, role: DemoRole, query = '') {
  const login = await signIn(page, role, BOARD + query)
  await boardShown(page)
  return login
}

/**
 * Opens the board on Playwright's clock (its refreshes come when the test
 * runs the clock on) and answers the app's own title.
 */
export async function openBoardOnClock(page: Page, role: DemoRole) {
  await page.clock.install()
  const login = await openBoard(page, role)
  return { login, title: await page.title() }
}

/** Opens the board signed in as an employee the test made. */
export async function openBoardAs(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  const login = await authenticate(page.request, account)
  await storeSession(page, login)
  await page.goto(BOARD)
  await boardShown(page)
  return login
}

/** The column of an active status. */
export const column = (page: Page, status: OrderStatus) =>
  page.getByRole('region', { name: ORDER_STATUS_LABELS[status], exact: true })

/** The card of an order, by its number (on the board, or in a column). */
export function card(scope: Page | Locator, number: string) {
  // `has` is matched inside each card: it must start from the page, not from the scope.
  const page = 'page' in scope ? scope.page() : scope
  return scope.locator('.board-card').filter({
    has: page.getByRole('link', { name: number, exact: true }),
  })
}

/** The pause switch (or state) of a branch. */
export const branchGroup = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true })

/** `GET /branch-orders/board` straight from the API. */
export async function readBoard(
  request: APIRequestContext,
  token: string,
  branchId?: number,
): Promise<BranchOrdersBoard> {
  const answer = await request.get(BOARD_API + (branchId ? `?branchId=${branchId}` : ''), {
    headers: { Authorization: `${AUTH_SCHEME} ${token}` },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { Data: BranchOrdersBoard }).Data
}

/**
 * A branch no other test knows, and an employee of the branch role who works
 * there only: for tests that change a branch (its pause switch) or count its
 * alerts. With `sells`, a product of its own is sold there, so orders can be
 * placed at it (the dev route; pickup needs no delivery area).
 */
export async function branchOfTheirOwn(request: APIRequestContext, { sells = false } = {}) {
  const branch = await branchMadeFor<BoardBranch>(request, 'Board test', { sells })
  const employee = await createEmployee(request, 'branch', 'Board12345', [branch.id])
  return { branch, employee }
}
