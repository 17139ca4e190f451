import { expect, test } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME } from 'contracts'
import type { Order } from 'contracts'
import { createOrder } from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { BOARD, boardShown, card, column } from './support'

// One signed-in page of the branch role for the file's tests, the app loaded once: each test
// opens the board afresh through the app's router.
const branch = sharedPage('branch')

/** Opens the board afresh on the file's page. */
async function openTheBoard() {
  await openAfresh(branch.page, BOARD)
  await boardShown(branch.page)
  return branch
}

test("a card's button, or Space on the chosen card, moves its order along, column by column, until it leaves the board", async ({
  baseURL,
}) => {
  const order = await createOrder(baseURL!, {
    branchId: 1,
    fulfilment: 'pickup',
    paymentMethod: 'cash',
  })
  const { page, login } = await openTheBoard()
  // Each column's card: its next move first, then what stops the order. The first move by a
  // click, the next two with the keyboard (Space makes the chosen card's next move, and the
  // choice follows the order into its next column), the last by a click again and Enter in
  // "Cash received".
  const steps = [
    ['pending', ['Accept', 'Reject', 'Cancel order'], 'click'],
    ['accepted', ['Start preparing', 'Cancel order'], 'Space'],
    ['preparing', ['Mark ready', 'Cancel order'], 'Space'],
    ['ready', ['Mark picked up', 'Cancel order'], 'click'],
  ] as const
  for (const [status, buttons, press] of steps) {
    const here = card(column(page, status), order.number)
    await expect(
      here.getByRole('group', { name: `Moves of order ${order.number}` }).getByRole('button'),
    ).toHaveText([...buttons])
    const next = here.getByRole('button', { name: buttons[0] })
    if (press === 'click') {
      await next.click()
      if (status === 'ready') {
        // A cash order asks what was received, the dollars due prefilled: Enter confirms it.
        const cash = page.getByRole('dialog', { name: `Cash received: order ${order.number}` })
        await expect(cash.getByLabel('Dollars received')).toBeFocused()
        await expect(cash.getByLabel('Dollars received')).toHaveValue(order.cashDue)
        await page.keyboard.press('Enter')
      }
      continue
    }
    // What the key acts on: the chosen card (a key is pressed once the card can move).
    await expect(next).toBeEnabled()
    if (status === 'accepted') await here.getByRole('link', { name: order.number }).focus()
    await expect(here.getByRole('link', { name: order.number })).toBeFocused()
    await page.keyboard.press('Space')
  }
  await expect(card(page, order.number)).toHaveCount(0)
  const stored = await page.request.get(`${API_PREFIX}/order/${order.id}`, {
    headers: { Authorization: `${AUTH_SCHEME} ${login.token}` },
  })
  expect(((await stored.json()) as { Data: Order }).Data.status).toBe('picked_up')
})

test("Reject and Cancel order on a card ask first, in the order screen's dialogs", async ({
  baseURL,
}) => {
  const rejected = await createOrder(baseURL!, { branchId: 2 })
  const cancelled = await createOrder(baseURL!, { branchId: 2 })
  const { page } = await openTheBoard()

  await card(page, rejected.number).getByRole('button', { name: 'Reject' }).click()
  const rejecting = page.getByRole('dialog', { name: `Reject order ${rejected.number}` })
  // The label, as a user clicks it: Playwright waits for the dialog to stop
  // moving (a forced click on the hidden input, mid fade-in, once missed it).
  // A seeded reason no other file edits: another file's own reason, made
  // inactive while it is listed first, once got this rejection refused.
  await rejecting.locator('label', { hasText: 'Out of stock' }).click()
  await expect(rejecting.getByRole('radio', { name: 'Out of stock' })).toBeChecked()
  await rejecting.getByRole('button', { name: 'Reject' }).click()
  await expect(rejecting).toHaveCount(0)
  await expect(card(page, rejected.number)).toHaveCount(0)

  await card(page, cancelled.number).getByRole('button', { name: 'Cancel order' }).click()
  const cancelling = page.getByRole('dialog', { name: `Cancel order ${cancelled.number}` })
  await cancelling.getByRole('button', { name: 'Cancel order' }).click()
  await expect(cancelling.getByText('A note is required to cancel an order')).toBeVisible()
  await cancelling.getByLabel('Note').fill('The customer called to cancel.')
  await cancelling.getByRole('button', { name: 'Cancel order' }).click()
  await expect(cancelling).toHaveCount(0)
  await expect(card(page, cancelled.number)).toHaveCount(0)
})

test("P on the chosen card, or its Print button, prints that order's ticket alone", async ({
  baseURL,
}) => {
  const order = await createOrder(baseURL!, { branchId: 1, fulfilment: 'delivery', items: 2 })
  const { page } = await openTheBoard()
  // Printing counted instead of the browser's dialog, in the page the app runs in (it is not
  // loaded again: the file's other tests never print).
  await page.evaluate(() => {
    document.body.dataset.printed = '0'
    window.print = () => {
      document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1)
    }
  })
  const here = card(column(page, 'pending'), order.number)
  await here.getByRole('link', { name: order.number }).focus()
  await page.keyboard.press('p')
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1')

  const ticket = page.getByRole('region', { name: 'Kitchen ticket' })
  await expect(ticket).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  // The whole order's ticket, the board not printed with it.
  await expect(ticket).toBeVisible()
  await expect(ticket.getByRole('heading', { name: order.number })).toBeVisible()
  for (const item of order.items)
    await expect(ticket).toContainText(`${item.quantity} × ${item.name}`)
  await expect(ticket).toContainText(`Deliver to: ${order.customer.name}`)
  await expect(column(page, 'pending')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  await here.getByRole('button', { name: `Print ticket of order ${order.number}` }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', '2')
})
