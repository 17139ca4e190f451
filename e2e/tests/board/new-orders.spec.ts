import { expect, test } from '@playwright/test'
import { createOrder } from '../../helpers'
import { BOARD_REFRESH_MS, card, column, openBoardOnClock } from './support'

/** The device's sound choice (web/src/modules/branch-orders/useAlertSound.ts). */
const SOUND_CHOICE_KEY = 'branchOrders.sound'

test('a new order shows within the refresh interval and the alert waits for an acknowledgement', async ({
  page,
  baseURL,
}) => {
  const { title } = await openBoardOnClock(page, 'branch')
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' })
  // What was waiting when the board opened counts as seen.
  await expect(column(page, 'pending').locator('.board-card').first()).toBeVisible()
  await expect(acknowledge).toHaveCount(0)

  // Notifications are the employee's choice: the board offers to ask for them.
  await expect(page.getByRole('button', { name: 'Show browser notifications' })).toBeVisible()

  // Sound needs a gesture: the board asks for it, and the device remembers the choice.
  await page.getByRole('button', { name: 'Turn on sound' }).click()
  await expect(page.getByRole('button', { name: 'Turn off sound' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), SOUND_CHOICE_KEY)).toBe('on')

  const first = await createOrder(baseURL!, { branchId: 1 })
  await page.clock.runFor(BOARD_REFRESH_MS)
  const firstCard = card(column(page, 'pending'), first.number)
  await expect(firstCard).toBeVisible()
  await expect(firstCard).not.toContainText('Late')
  await expect(page).toHaveTitle(`(1) New orders · ${title}`)
  const waiting = page.getByRole('heading', { name: '1 new order' })
  await expect(waiting).toBeVisible()
  await expect(acknowledge).toBeVisible()

  // Unacknowledged, it keeps waiting, and the next new order adds to it.
  const second = await createOrder(baseURL!, { branchId: 2 })
  await page.clock.runFor(BOARD_REFRESH_MS)
  await expect(card(column(page, 'pending'), second.number)).toBeVisible()
  await expect(page).toHaveTitle(`(2) New orders · ${title}`)
  await expect(page.getByText(`${first.number}, ${second.number}`)).toBeVisible()

  await acknowledge.click()
  await expect(acknowledge).toHaveCount(0)
  await expect(page).toHaveTitle(title)
  // Seen once, never again: the next refreshes bring no alert back.
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/branch-orders/board'))
  await page.clock.runFor(BOARD_REFRESH_MS)
  await refreshed
  await expect(card(column(page, 'pending'), second.number)).toBeVisible()
  await expect(acknowledge).toHaveCount(0)
  await expect(page).toHaveTitle(title)
})

test('leaving the board restores the title; back on it, the new order still waits', async ({
  page,
  baseURL,
}) => {
  const { title } = await openBoardOnClock(page, 'branch')
  const order = await createOrder(baseURL!, { branchId: 2, fulfilment: 'pickup' })
  await page.clock.runFor(BOARD_REFRESH_MS)
  await expect(page).toHaveTitle(`(1) New orders · ${title}`)

  // The card opens the order screen, in the app.
  await card(page, order.number).getByRole('link', { name: order.number }).click()
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/edit$`))
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
  await openBoardOnClock(page, 'branch')
  await expect(page.getByRole('button', { name: 'Show browser notifications' })).toHaveCount(0)
  const order = await createOrder(baseURL!, { branchId: 1 })
  await page.clock.runFor(BOARD_REFRESH_MS)
  await expect(card(column(page, 'pending'), order.number)).toBeVisible()
  const shown = () =>
    page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)
  await expect.poll(shown).toEqual([`New order ${order.number} | ${order.number} · Beirut - Hamra`])
  await page.getByRole('button', { name: 'Acknowledge' }).click()
})
