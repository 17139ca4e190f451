import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { LoginResponse } from 'contracts'
import { authenticate, createOrder, storeSession } from '../../helpers'
import {
  BOARD,
  BOARD_REFRESH_MS,
  boardShown,
  branchOfTheirOwn,
  card,
  column,
  readBoard,
} from './support'

/** The device's sound choice (web/src/modules/branch-orders/useAlertSound.ts). */
const SOUND_CHOICE_KEY = 'branchOrders.sound'

/**
 * The file has a branch of its own and an employee limited to it: the board alerts for every
 * pending order nobody acknowledged, and the shared branches have plenty. Each test leaves its
 * orders acknowledged; a failed test ends the worker, and the next one makes a new branch.
 */
let branch: Awaited<ReturnType<typeof branchOfTheirOwn>>['branch']
let employee: Awaited<ReturnType<typeof branchOfTheirOwn>>['employee']
let login: LoginResponse
test.beforeAll(async ({ request }) => {
  ;({ branch, employee } = await branchOfTheirOwn(request, { sells: true }))
  login = await authenticate(request, employee)
})

/** Opens the board in the test's page, signed in as the file's employee. */
async function openTheBoard(page: Page) {
  await storeSession(page, login)
  await page.goto(BOARD)
  await boardShown(page)
}

test('a new order alerts at the top of Pending until someone acknowledges it, for the branch', async ({
  page,
  baseURL,
}) => {
  await page.clock.install()
  await openTheBoard(page)
  const title = await page.title()
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' })
  await expect(acknowledge).toHaveCount(0)

  // Notifications are the employee's choice: the board offers to ask for them.
  await expect(page.getByRole('button', { name: 'Show browser notifications' })).toBeVisible()
  // Sound needs a gesture: the board asks for it, and the device remembers the choice.
  await page.getByRole('button', { name: 'Turn on sound' }).click()
  await expect(page.getByRole('button', { name: 'Turn off sound' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), SOUND_CHOICE_KEY)).toBe('on')

  const first = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await page.clock.runFor(BOARD_REFRESH_MS)
  const firstCard = card(column(page, 'pending'), first.number)
  await expect(firstCard).toBeVisible()
  await expect(firstCard).toContainText('New: not acknowledged')
  await expect(page).toHaveTitle(`(1) New orders · ${title}`)
  await expect(page.getByRole('heading', { name: '1 new order' })).toBeVisible()

  // Unacknowledged, it keeps waiting, and the next new order adds to it.
  const second = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await page.clock.runFor(BOARD_REFRESH_MS)
  await expect(card(column(page, 'pending'), second.number)).toBeVisible()
  await expect(page).toHaveTitle(`(2) New orders · ${title}`)
  await expect(page.getByText(`${first.number}, ${second.number}`)).toBeVisible()

  await acknowledge.click()
  await expect(acknowledge).toHaveCount(0)
  await expect(page).toHaveTitle(title)
  await expect(firstCard).not.toContainText('New: not acknowledged')
  // The server keeps it, for every board of the branch: who and when.
  const saved = (await readBoard(page.request, login.token)).orders
  for (const order of [first, second]) {
    expect(saved.find((o) => o.id === order.id)).toMatchObject({
      acknowledgedAt: expect.any(String),
      acknowledgedByName: `${employee.firstName} ${employee.lastName}`,
    })
  }
  // The next refreshes bring no alert back.
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/branch-orders/board'))
  await page.clock.runFor(BOARD_REFRESH_MS)
  await refreshed
  await expect(acknowledge).toHaveCount(0)
  await expect(page).toHaveTitle(title)

  // The next new order stands at the top of Pending, above the older ones already taken.
  const third = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await page.clock.runFor(BOARD_REFRESH_MS)
  const pending = column(page, 'pending').locator('.board-card-link')
  await expect(pending).toHaveText([third.number, first.number, second.number])
  await expect(card(column(page, 'pending'), third.number)).toContainText('New: not acknowledged')
  await acknowledge.click()
  await expect(acknowledge).toHaveCount(0)
})

test('after a reload, an order nobody acknowledged still alerts, and the sound choice stays', async ({
  page,
  baseURL,
}) => {
  await openTheBoard(page)
  const title = await page.title()
  await page.getByRole('button', { name: 'Turn on sound' }).click()
  const order = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await page.reload()
  await expect(card(column(page, 'pending'), order.number)).toBeVisible()
  await expect(page).toHaveTitle(`(1) New orders · ${title}`)
  await expect(page.getByRole('heading', { name: '1 new order' })).toBeVisible()
  // The choice survived: never "Turn on sound" again; where the browser refuses sound until a
  // touch, a large prompt asks for one.
  await expect(
    page
      .getByRole('button', { name: 'Tap to turn the sound back on' })
      .or(page.getByRole('button', { name: 'Turn off sound' })),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn on sound' })).toHaveCount(0)

  // Leaving the board restores the title; back on it, the order still waits.
  await card(page, order.number).getByRole('link', { name: order.number }).click()
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}`))
  await expect(page).toHaveTitle(title)
  await page.goBack()
  await expect(card(column(page, 'pending'), order.number)).toBeVisible()
  await expect(page).toHaveTitle(`(1) New orders · ${title}`)
  await page.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(page).toHaveTitle(title)
})

test('where the employee allowed notifications, each arrival shows one', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['notifications'])
  // Records what the page asks the browser to show (and still shows it).
  await page.addInitScript(() => {
    const Original = window.Notification
    const shown: string[] = []
    Object.assign(window, { shownNotifications: shown })
    window.Notification = class extends Original {
      constructor(title: string, options?: NotificationOptions) {
        shown.push(`${title} | ${options?.body ?? ''}`)
        super(title, options)
      }
    }
  })
  await page.clock.install()
  await openTheBoard(page)
  await expect(page.getByRole('button', { name: 'Show browser notifications' })).toHaveCount(0)
  const order = await createOrder(baseURL!, { branchId: branch.id, fulfilment: 'pickup' })
  await page.clock.runFor(BOARD_REFRESH_MS)
  await expect(card(column(page, 'pending'), order.number)).toBeVisible()
  const shown = () =>
    page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)
  await expect.poll(shown).toEqual([`New order ${order.number} | ${order.number} · ${branch.name}`])
  await page.getByRole('button', { name: 'Acknowledge' }).click()
})
