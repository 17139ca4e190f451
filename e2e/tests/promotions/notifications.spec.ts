import { expect, test } from '@playwright/test'
import { formatPhone } from 'contracts'
import type { Notification } from 'contracts'
import { demoLogin } from '../../helpers'
import { field } from '../../helpers/forms'
import { search, tableRows, tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { api, unique } from '../../helpers/records'
import { openList, sharedPage } from '../../helpers/shared'

// Columns of the list: notification, status, audience, scheduled / sent, recipients, actions.
const STATUS = 1
const AUDIENCE = 2
const RECIPIENTS = 4

const compose = async (page: import('@playwright/test').Page, title: string) => {
  await field(page, 'title').fill(title)
  await field(page, 'titleAr').fill('عرض الليلة')
  await field(page, 'body').fill('Free delivery on every order until midnight.')
  await field(page, 'bodyAr').fill('توصيل مجاني حتى منتصف الليل')
}

/** The app, signed in as marketing, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('marketing')

test.describe('push notifications', () => {
  test('sent now to chosen customers, asked first with the audience’s size, and listed with its recipients', async () => {
    const { page, login: marketing } = shared
    const login = await demoLogin(page.request, 'admin')
    const customers = await api<{ Data: { id: number; phone: string; firstName: string }[] }>(
      page,
      login.token,
      'GET',
      '/customer?isBlocked=false&pageSize=2',
    )
    const [a, b] = customers.json.Data
    await openInApp(page, '/notification/add')
    const title = unique('Tonight only')
    await compose(page, title)
    await page.getByText('Chosen customers', { exact: true }).click()
    for (const c of [a!, b!]) {
      await field(page, 'customerIds').fill(c.phone)
      await page
        .getByRole('option', { name: new RegExp(formatPhone(c.phone).replace('+', '\\+')) })
        .click()
    }
    await expect(page.getByLabel('Chosen customers').locator('.bp6-tag')).toHaveCount(2)
    await page.getByRole('button', { name: 'Save' }).click()
    const ask = page.getByRole('alertdialog')
    await expect(ask).toContainText('Send to 2 customers now?')
    await ask.getByRole('button', { name: 'Send now' }).click()
    await expect(page).toHaveURL(/\/notification$/)
    await tableSettled(page)
    await search(page, title)
    const [row] = await tableRows(page)
    expect(row?.[STATUS]).toBe('Sent')
    expect(row?.[AUDIENCE]).toBe('2 chosen customers')
    expect(row?.[RECIPIENTS]).toBe('2')
    const list = await api<{ Data: Notification[] }>(
      page,
      marketing.token,
      'GET',
      `/notification?search=${encodeURIComponent(title)}`,
    )
    expect(list.json.Data[0]).toMatchObject({
      status: 'sent',
      recipients: 2,
      customerIds: [a!.id, b!.id],
    })
  })

  test('the phone preview follows the typing, and the counts say what a phone shows', async () => {
    const { page } = shared
    await openInApp(page, '/notification/add')
    const preview = page.getByTestId('phone-preview')
    await field(page, 'title').fill('Knefeh mornings')
    await expect(preview).toContainText('Knefeh mornings')
    await expect(page.getByText('15 / 50 characters a phone shows')).toBeVisible()
    const long = 'A'.repeat(60)
    await field(page, 'title').fill(long)
    await expect(page.getByText('60 / 50 characters a phone shows; the rest is cut')).toBeVisible()
    await expect(preview).toContainText(`${'A'.repeat(49)}…`)
    await expect(preview).not.toContainText('A'.repeat(50))
    await field(page, 'body').fill('Warm knefeh from 7 to 11.')
    await expect(preview).toContainText('Warm knefeh from 7 to 11.')
    // Nothing was sent: leaving asks first.
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
    await expect(page).toHaveURL(/\/notification$/)
    await tableSettled(page)
  })

  test('a scheduled notification is cancelled (asked first) and never goes', async () => {
    const { page, login } = shared
    await openInApp(page, '/notification/add')
    const title = unique('Later tonight')
    await compose(page, title)
    await page.getByText('Schedule', { exact: true }).click()
    await expect(field(page, 'scheduledAt')).not.toHaveValue('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/notification$/)
    await tableSettled(page)
    await search(page, title)
    expect((await tableRows(page))[0]?.[STATUS]).toBe('Scheduled')
    await page.getByRole('button', { name: `Cancel ${title}` }).click()
    const ask = page.getByRole('alertdialog')
    await expect(ask).toContainText(`Cancel “${title}”, scheduled for`)
    await ask.getByRole('button', { name: 'Cancel notification' }).click()
    await expect(page.locator('table tbody tr').first().locator('td').nth(STATUS)).toHaveText(
      'Cancelled',
    )
    await expect(page.getByRole('button', { name: `Cancel ${title}` })).toHaveCount(0)
    const stored = await api<{ Data: Notification[] }>(
      page,
      login.token,
      'GET',
      `/notification?search=${encodeURIComponent(title)}`,
    )
    expect(stored.json.Data[0]?.status).toBe('cancelled')
  })

  test('one scheduled a few seconds ahead turns to sent in the open list by itself', async () => {
    const { page, login } = shared
    const title = unique('In a moment')
    const created = await api<{ Data: Notification }>(page, login.token, 'POST', '/notification', {
      title,
      titleAr: 'بعد قليل',
      body: 'Something good is coming.',
      bodyAr: 'شيء جميل قادم',
      audience: 'segment',
      segment: 'loyal',
      scheduledAt: new Date(Date.now() + 5_000).toISOString(),
    })
    expect(created.status).toBe(201)
    await openList(page, `/notification?search=${encodeURIComponent(title)}`)
    const status = page.locator('table tbody tr').first().locator('td').nth(STATUS)
    await expect(status).toHaveText('Scheduled')
    // Nothing but the wait: the list asks again once its time has come.
    await expect(status).toHaveText('Sent', { timeout: 20_000 })
    const recipients = page.locator('table tbody tr').first().locator('td').nth(RECIPIENTS)
    await expect(recipients).not.toHaveText('—')
  })
})
