import { expect, test } from '@playwright/test'
import type { Page, Request } from '@playwright/test'
import {
  ORDER_MESSAGES,
  ORDER_STATUS_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  formatLbp,
  formatRate,
  formatUsd,
} from 'contracts'
import type { Order, OrderStatus, Rejection } from 'contracts'
import { MOCK_MESSAGES } from '../../../edge/src/mock/messages'
import { seriousViolations } from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { createOrder } from '../../helpers/orders'
import { riderOnShift } from '../../helpers/rider'
import { sharedPage } from '../../helpers/shared'
import { api } from '../catalogue/support'
import { getJson, headerStatus, offeredMoves, signIn, signedInContext, timeline } from './support'

const baseURL = () => process.env.E2E_BASE_URL ?? ''

/** Opens the order's screen (through the app's router where it runs already) and waits for it. */
async function openOrder(page: Page, order: Order) {
  await openAfresh(page, `/order/${order.id}/edit`)
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
}

/** Makes a move that needs no dialog and waits for the order to show its new status. */
async function move(page: Page, to: OrderStatus) {
  await page.getByRole('button', { name: ORDER_STATUS_ACTION_LABELS[to], exact: true }).click()
  await expect(headerStatus(page)).toHaveText(ORDER_STATUS_LABELS[to])
}

const moveLabels = (statuses: OrderStatus[]) => statuses.map((s) => ORDER_STATUS_ACTION_LABELS[s])

test.describe('order screen', () => {
  // One signed-in page for the admin's tests, the app loaded once: each opens its own order.
  const admin = sharedPage('admin')

  test('a delivery order walked from pending to delivered, each move sent once', async () => {
    const { page, login } = admin
    const order = await createOrder(baseURL(), {
      branchId: 1,
      fulfilment: 'delivery',
      paymentMethod: 'cash',
    })
    const rider = await riderOnShift(page, login.token, 1)
    await openOrder(page, order)
    expect(await offeredMoves(page)).toEqual(moveLabels(['accepted', 'rejected', 'cancelled']))
    await expect(page.getByText('Cash, pending')).toBeVisible()

    // Accept, with its answer held: the button is busy and a second click sends nothing.
    const sent: string[] = []
    const count = (r: Request) => {
      if (r.method() === 'PUT' && r.url().endsWith(`/order/${order.id}/status`)) sent.push(r.url())
    }
    page.on('request', count)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/order/${order.id}/status`, async (route) => {
      await held
      await route.continue()
    })
    const accept = page.getByRole('button', { name: 'Accept', exact: true })
    await accept.click()
    await expect(accept).toBeDisabled()
    await accept.click({ force: true })
    await expect(page.getByRole('button', { name: 'Cancel order', exact: true })).toBeDisabled()
    release()
    await expect(headerStatus(page)).toHaveText('Accepted')
    await page.unroute(`**/api/order/${order.id}/status`)
    expect(sent).toHaveLength(1)
    page.off('request', count)
    await expect(page.getByText(`Order ${order.number} is now accepted.`)).toBeVisible()

    expect(await offeredMoves(page)).toEqual(moveLabels(['preparing', 'cancelled']))
    await move(page, 'preparing')
    await move(page, 'ready')
    expect(await offeredMoves(page)).toEqual(moveLabels(['out_for_delivery', 'cancelled']))
    // Sending out asks who takes it: a rider on shift at the order's branch.
    await page.getByRole('button', { name: 'Send out', exact: true }).click()
    const sending = page.getByRole('dialog', { name: `Send out order ${order.number}` })
    await sending.locator('label', { hasText: rider.name }).click()
    await sending.getByRole('button', { name: 'Send out', exact: true }).click()
    await expect(headerStatus(page)).toHaveText(ORDER_STATUS_LABELS.out_for_delivery)
    await expect(page.getByRole('link', { name: `Call ${rider.name}` })).toHaveAttribute(
      'href',
      /^tel:\+961\d{7,8}$/,
    )
    expect(await offeredMoves(page)).toEqual(moveLabels(['delivered']))
    // A cash order asks what was received: the dollars due, prefilled, confirmed as they are.
    await page
      .getByRole('button', { name: ORDER_STATUS_ACTION_LABELS.delivered, exact: true })
      .click()
    const cash = page.getByRole('dialog', { name: `Cash received: order ${order.number}` })
    await expect(cash.getByLabel('Dollars received')).toHaveValue(order.cashDue)
    await cash.getByRole('button', { name: ORDER_STATUS_ACTION_LABELS.delivered }).click()
    await expect(headerStatus(page)).toHaveText(ORDER_STATUS_LABELS.delivered)
    await expect(page.getByRole('group', { name: 'Status moves' })).toHaveCount(0)
    // Cash is collected on delivery.
    await expect(page.getByText('Cash, paid')).toBeVisible()

    const by = `${login.employeeInformation.firstName} ${login.employeeInformation.lastName}`
    await expect(timeline(page)).toHaveCount(6)
    const changes = await timeline(page).allTextContents()
    const walked = ['Accepted', 'Preparing', 'Ready', 'Out for delivery', 'Delivered']
    expect(changes[0]).toMatch(/^Pending .* · Customer app/)
    walked.forEach((status, i) =>
      expect(changes[i + 1]).toMatch(new RegExp(`^${status} .* · ${by}`)),
    )
    // What the server stored is what the screen shows.
    const stored = (await getJson<{ Data: Order }>(page, `/order/${order.id}`)).Data
    expect(stored.status).toBe('delivered')
    expect(stored.statusHistory).toHaveLength(6)
  })

  test('a pickup order walked from pending to picked up', async () => {
    const { page } = admin
    const order = await createOrder(baseURL(), { fulfilment: 'pickup', paymentMethod: 'card' })
    await openOrder(page, order)
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toHaveCount(0)
    await move(page, 'accepted')
    await move(page, 'preparing')
    await move(page, 'ready')
    expect(await offeredMoves(page)).toEqual(moveLabels(['picked_up', 'cancelled']))
    await move(page, 'picked_up')
    await expect(page.getByRole('group', { name: 'Status moves' })).toHaveCount(0)
    await expect(timeline(page)).toHaveCount(5)
    await expect(timeline(page).last()).toContainText('Picked up')
  })

  test('reject with a reason from the active ones; a paid order says it will be refunded', async () => {
    const { page } = admin
    const order = await createOrder(baseURL(), { paymentMethod: 'card', paymentStatus: 'paid' })
    const reasons = (
      await getJson<{ Data: Rejection[] }>(page, '/rejection?isActive=true&sort=sortOrder:asc')
    ).Data
    await openOrder(page, order)
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Reject order ${order.number}` })
    await expect(dialog).toContainText(ORDER_MESSAGES.refundNotice(order.total))
    await expect(dialog.getByRole('radio').first()).toBeVisible()
    const offered = await dialog
      .getByRole('radio')
      .evaluateAll((rs) => rs.map((r) => r.parentElement?.textContent ?? ''))
    // Tests of other files add and remove reasons of their own meanwhile: the dialog offers
    // every reason active both before and after it opened, none that was active at neither
    // moment, in the reasons' order.
    const later = (
      await getJson<{ Data: Rejection[] }>(page, '/rejection?isActive=true&sort=sortOrder:asc')
    ).Data.map((r) => r.text)
    const before = reasons.map((r) => r.text)
    expect(offered).toEqual(expect.arrayContaining(before.filter((t) => later.includes(t))))
    expect(offered.filter((t) => !before.includes(t) && !later.includes(t))).toEqual([])
    for (const read of [before, later]) {
      expect(offered.filter((t) => read.includes(t))).toEqual(
        read.filter((t) => offered.includes(t)),
      )
    }

    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(dialog).toContainText(ORDER_MESSAGES.rejectionReasonRequired)
    const reason = reasons[1]!
    await dialog.locator('label', { hasText: reason.text }).click()
    await expect(dialog.getByRole('radio', { name: reason.text })).toBeChecked()
    await dialog.getByLabel(/^Note/).fill('Kitchen closed early')
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(headerStatus(page)).toHaveText('Rejected')
    await expect(page.getByRole('group', { name: 'Status moves' })).toHaveCount(0)
    // On screen (the kitchen ticket, shown only in print, says it too).
    await expect(
      page.getByText(reason.text, { exact: true }).filter({ visible: true }),
    ).toBeVisible()
    await expect(timeline(page).last()).toContainText('Kitchen closed early')
    await expect(timeline(page).last()).toContainText(ORDER_MESSAGES.refundedToWallet(order.total))
    await expect(page.getByText('Card, refunded')).toBeVisible()
  })

  test('cancel a paid order: a note is required, the refund to the wallet shows in the timeline', async () => {
    const { page } = admin
    const order = await createOrder(baseURL(), { paymentMethod: 'wallet' })
    const wallet = async () =>
      (await getJson<{ Data: { walletBalance: string } }>(page, `/customer/${order.customer.id}`))
        .Data.walletBalance
    const before = await wallet()
    await openOrder(page, order)
    await move(page, 'accepted')

    await page.getByRole('button', { name: 'Cancel order', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}` })
    await expect(dialog).toContainText(ORDER_MESSAGES.refundNotice(order.total))
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await expect(dialog).toContainText(ORDER_MESSAGES.cancelNoteRequired)
    // Going back sends nothing.
    await dialog.getByRole('button', { name: 'Go back' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(headerStatus(page)).toHaveText('Accepted')

    await page.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await dialog.getByLabel(/^Note/).fill('Customer called to cancel')
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(headerStatus(page)).toHaveText('Cancelled')
    const last = timeline(page).last()
    await expect(last).toContainText('Customer called to cancel')
    await expect(last).toContainText(ORDER_MESSAGES.refundedToWallet(order.total))
    await expect(page.getByText('Wallet, refunded')).toBeVisible()
    const cents = (m: string) => Math.round(Number(m) * 100)
    expect(cents(await wallet())).toBe(cents(before) + cents(order.total))
  })

  // A page of its own: on the shared page it once ran out of time (a quiet CI run).
  test('a refusal of the server (422) is shown in its words, in the dialog', async ({ page }) => {
    const login = await signIn(page, 'admin')
    const order = await createOrder(baseURL())
    // A reason of this test's own, made inactive while the dialog is open.
    const made = await api<{ Data: Rejection }>(page, login.token, 'POST', '/rejection', {
      text: `Test reason ${Date.now().toString(36)}`,
      textAr: 'سبب',
      sortOrder: 0,
    })
    expect(made.status).toBe(201)
    const reason = made.json.Data
    try {
      await page.goto(`/order/${order.id}/edit`)
      await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible()
      await page.getByRole('button', { name: 'Reject', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Reject order ${order.number}` })
      await dialog.locator('label', { hasText: reason.text }).click()
      await expect(dialog.getByRole('radio', { name: reason.text })).toBeChecked()
      const off = await api(page, login.token, 'PUT', `/rejection/${reason.id}`, {
        text: reason.text,
        textAr: reason.textAr,
        isActive: false,
        sortOrder: 0,
        version: reason.version,
      })
      expect(off.status).toBe(200)
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
      // Said once, at the reasons it is about.
      await expect(dialog.getByText(MOCK_MESSAGES.rejectionReasonUnknown)).toHaveCount(1)
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Go back' }).click()
      await expect(headerStatus(page)).toHaveText('Pending')
    } finally {
      await api(page, login.token, 'DELETE', `/rejection/${reason.id}`)
    }
  })

  test('two employees move the same order: the second is told, and offered what is still possible', async ({
    browser,
  }) => {
    // Of a branch the branch employee works for (branch@demo.test: branches 1 and 2).
    const order = await createOrder(baseURL(), {
      branchId: 1,
      fulfilment: 'delivery',
      paymentMethod: 'cash',
    })
    // The admin on the file's page; the branch employee in a browser of their own.
    const first = admin
    const second = await signedInContext(browser, 'branch')
    try {
      await openOrder(first.page, order)
      await openOrder(second.page, order)
      // The second opens Cancel on the pending order he sees…
      await second.page.getByRole('button', { name: 'Cancel order', exact: true }).click()
      const dialog = second.page.getByRole('dialog', { name: `Cancel order ${order.number}` })
      await dialog.getByLabel(/^Note/).fill('Customer called')
      // …the first accepts it meanwhile…
      await move(first.page, 'accepted')
      // …and the second's move names a version that is gone: 409.
      await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click()
      await expect(dialog).toHaveCount(0)
      await expect(second.page.getByRole('alert')).toContainText(
        ORDER_MESSAGES.movedByOther('accepted'),
      )
      await expect(headerStatus(second.page)).toHaveText('Accepted')
      expect(await offeredMoves(second.page)).toEqual(moveLabels(['preparing', 'cancelled']))
      await expect(timeline(second.page)).toHaveCount(2)

      // From there, the second goes on as usual and the message goes away.
      await move(second.page, 'preparing')
      await expect(second.page.getByRole('alert')).toHaveCount(0)
    } finally {
      await second.context.close()
    }
  })

  test('the printed ticket: no navigation or buttons, the kitchen’s details only', async () => {
    const { page } = admin
    const order = await createOrder(baseURL(), {
      fulfilment: 'delivery',
      items: 3,
      paymentMethod: 'cash',
    })
    await openOrder(page, order)
    // Printing counted instead of the browser's dialog, in the page the app runs in (it is
    // not loaded again: the other tests of the page never print).
    await page.evaluate(() => {
      document.body.dataset.printed = '0'
      window.print = () => {
        document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1)
      }
    })
    // A move's toast is on screen when the ticket is printed.
    await move(page, 'accepted')
    await expect(page.locator('.bp6-toast')).toBeVisible()
    await page.getByRole('button', { name: 'Print ticket' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', '1')

    const ticket = page.getByRole('region', { name: 'Kitchen ticket' })
    await expect(ticket).toBeHidden()
    await page.emulateMedia({ media: 'print' })
    await expect(ticket).toBeVisible()
    await expect(ticket).toContainText(order.number)
    await expect(ticket).toContainText('Delivery')
    for (const item of order.items)
      await expect(ticket).toContainText(`${item.quantity} × ${item.name}`)
    if (order.customerNote) await expect(ticket).toContainText(order.customerNote)
    await expect(ticket).toContainText(formatUsd(order.total))
    await expect(ticket).toContainText('Status: Accepted')
    await expect(ticket).toContainText('Cash · Pending')
    await expect(ticket).toContainText(
      `Collect in cash ${formatUsd(order.cashDue)} or ${formatLbp(order.cashDueLbp)}`,
    )
    // The total in pounds with the rate, and the VAT it includes in both currencies.
    await expect(ticket).toContainText(
      `Total in pounds${formatLbp(order.totalLbp)} at ${formatRate(order.lbpPerUsd)}`,
    )
    await expect(ticket).toContainText(
      `VAT included${formatUsd(order.vatAmount)} · ${formatLbp(order.vatAmountLbp)}`,
    )
    await expect(page.locator('.bp6-toast')).toBeHidden()
    for (const chrome of ['.app-sidebar', '.app-header', '.app-breadcrumbs', '.app-footer']) {
      await expect(page.locator(chrome)).toBeHidden()
    }
    await expect(page.getByRole('navigation')).toHaveCount(0)
    for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden()
    // 72 mm at 96 px per inch: an 80 mm receipt roll's printable width.
    expect((await ticket.boundingBox())!.width).toBeLessThanOrEqual(Math.ceil((72 / 25.4) * 96))
    await page.emulateMedia({ media: 'screen' })
    await expect(page.locator('.app-sidebar')).toBeVisible()

    // Cancelled, it prints as cancelled, with why, and nothing to collect.
    await page.getByRole('button', { name: 'Cancel order', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}` })
    await dialog.getByLabel(/^Note/).fill('Customer called to cancel')
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await expect(headerStatus(page)).toHaveText('Cancelled')
    await page.emulateMedia({ media: 'print' })
    await expect(ticket).toContainText('CANCELLED: do not prepare')
    await expect(ticket).toContainText('Customer called to cancel')
    await expect(ticket).not.toContainText('Collect')
    await page.emulateMedia({ media: 'screen' })
  })

  test('the order screen and its dialog have no serious accessibility violations', async () => {
    test.setTimeout(60_000)
    const { page, refused } = admin
    const order = await createOrder(baseURL(), { fulfilment: 'delivery', paymentMethod: 'card' })
    await openOrder(page, order)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(page.getByRole('radio').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // Nothing refused by the CSP, nor thrown, since the page first loaded the app.
    expect(refused).toEqual([])
    await page.keyboard.press('Escape')
  })
})
