import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { BOARD_API, BOARD_REFRESH_MS, boardFreshness, openBoardOnClock, readBoard } from './support'

/** Paths of the API requests the page makes from now on. */
function apiRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname)
  })
  return paths
}

const isBoardAnswer = (requestOrResponse: { url: () => string }) =>
  new URL(requestOrResponse.url()).pathname === BOARD_API

test('the board reads itself with one request and listens on one channel, none per card', async ({
  page,
}) => {
  const requests = apiRequests(page)
  const { login } = await openBoardOnClock(page, 'admin')
  const board = await readBoard(page.request, login.token)
  await expect(page.locator('.board-card')).toHaveCount(board.orders.length)
  await expect(page.getByLabel('Live: changes arrive as they happen')).toBeVisible()
  // Opening it: the board, its live channel and what the shell reads (the
  // permissions, and the branch list that names the employee's branches), nothing per card.
  const shell = ['/api/employee/permissions', '/api/branch']
  expect(requests.filter((p) => !shell.includes(p))).toEqual([
    BOARD_API,
    `${BOARD_API.replace(/board$/, 'events')}`,
  ])
})

test('a failed refresh keeps the last board and says so, tries again and again, and refreshes at once when the network is back', async ({
  page,
  context,
}) => {
  const { login } = await openBoardOnClock(page, 'branch')
  const board = await readBoard(page.request, login.token)
  await expect(page.locator('.board-card')).toHaveCount(board.orders.length)

  await context.setOffline(true)
  await page.clock.runFor(BOARD_REFRESH_MS)
  const warning = page.getByRole('alert').filter({ hasText: 'The board could not be refreshed' })
  await expect(warning).toBeVisible()
  // No longer live: the board says when it was last read.
  const updated = await page.getByText(/^Updated /).textContent()
  await expect(warning).toContainText(
    `The orders shown are as of ${updated!.replace('Updated ', '')}`,
  )
  await expect(page.locator('.board-card')).toHaveCount(board.orders.length)
  // It keeps trying at its pace, however long the network is down.
  for (let minute = 0; minute < 6; minute++) {
    const tried = page.waitForEvent('requestfailed', isBoardAnswer)
    await page.clock.runFor(BOARD_REFRESH_MS)
    await tried
  }
  await expect(page.locator('.board-card')).toHaveCount(board.orders.length)

  // "Updated" shows the server's time to the second: let the server's clock pass the
  // second of the board shown, so that the answer after the outage reads differently.
  await expect
    .poll(() => Date.now() - Date.parse(board.serverTime), { timeout: 3_000 })
    .toBeGreaterThan(1_000)
  const back = page.waitForResponse(isBoardAnswer)
  await context.setOffline(false)
  await back
  await expect(warning).toHaveCount(0)
  await expect(boardFreshness(page)).not.toHaveText(updated!)
})
