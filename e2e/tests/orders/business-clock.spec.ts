import { expect, test } from '@playwright/test'
import type { Coupon } from 'contracts'
import { createOrder, signIn } from '../../helpers'
import { field, fieldMessage } from '../../helpers/forms'
import { openAfresh } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { api, createRecords, unique } from '../../helpers/records'
import { COLUMN, search, tableRows, tableSettled } from './support'

// A laptop on the wrong zone: every time must still read, and be typed, on
// the business's clock (BUSINESS_TIME_ZONE, Asia/Beirut by default).
test.use({ timezoneId: 'UTC' })
// Each signs in, waits for the lazy pickers and saves: slow on a busy machine.
test.describe.configure({ timeout: 120_000 })

const DAY_MS = 24 * 60 * 60 * 1000

// One signed-in page of the admin for the order list's tests (in the UTC browser), the app
// loaded once: each opens the list afresh through the app's router.
const admin = sharedPage('admin')

/** "November 25, 2026, 12:34 PM": an instant on Beirut's wall clock, as the app writes it. */
const inBeirut = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Beirut',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('month')} ${get('day')}, ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod')}`
}

test('in a UTC browser, an order placed now shows the Beirut wall clock in the list', async ({
  baseURL,
}) => {
  const { page } = admin
  const order = await createOrder(baseURL!, { branchId: 1 })
  await openAfresh(page, '/order')
  await tableSettled(page)
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC')
  await search(page, order.number)
  const rows = await tableRows(page)
  const row = rows.find((r) => r[COLUMN.number] === order.number)
  expect(row?.[COLUMN.created]).toBe(inBeirut(order.createdAt))
  // Beirut is two or three hours ahead of UTC: not the browser's clock.
  expect(inBeirut(order.createdAt)).not.toBe(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(order.createdAt)),
  )
})

test('a coupon scheduled by typing in a UTC browser is saved as Beirut time; a day that does not exist is refused on the field', async ({
  page,
}) => {
  const login = await signIn(page, 'marketing', null)
  const code = unique('CLOCK')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20)
  const [id] = await createRecords(page, login.token, '/coupon', [
    {
      code,
      description: 'On the business clock',
      discountType: 'percent',
      value: '10.00',
      maxDiscount: null,
      minOrderTotal: '0.00',
      startsAt: new Date(Date.now() - DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + 400 * DAY_MS).toISOString(),
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      appliesTo: 'order',
      fulfilment: 'any',
      happyHour: null,
      isActive: true,
    },
  ])
  await page.goto(`/coupon/${id}/edit`)
  await expect(page.getByText('Times in Beirut (Asia/Beirut)')).toHaveCount(1)
  const year = new Date().getUTCFullYear() + 1
  const starts = field(page, 'startsAt')
  await expect(starts).toHaveAttribute('role', 'combobox')

  // A day that does not exist: refused with a reason, the text stays, nothing is saved.
  await starts.fill(`31/02/${year} 9:00 AM`)
  await starts.press('Tab')
  await page.keyboard.press('Escape')
  await expect(fieldMessage(page, 'startsAt')).toHaveText(
    `February ${year} has ${new Date(Date.UTC(year, 2, 0)).getUTCDate()} days: there is no day 31`,
  )
  await expect(starts).toHaveValue(`31/02/${year} 9:00 AM`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(new RegExp(`/coupon/${id}/edit$`))

  // Day first, as in Lebanon: 9:00 AM in Beirut, whatever the browser's zone.
  await starts.fill(`1/2/${year} 9:00 AM`)
  await starts.press('Tab')
  await page.keyboard.press('Escape')
  await expect(starts).toHaveValue(`February 1, ${year}, 9:00 AM`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).not.toHaveURL(new RegExp(`/coupon/${id}/edit$`))
  const saved = await api<{ Data: Coupon }>(page, login.token, 'GET', `/coupon/${id}`)
  // Beirut is UTC+2 in February.
  expect(saved.json.Data.startsAt).toBe(`${year}-02-01T07:00:00.000Z`)
})

test('a list’s date filter takes dates typed day first (25/11/2026), and keeps a refused one with no rows until it is mended', async () => {
  const { page } = admin
  await openAfresh(page, '/order')
  await tableSettled(page)
  await expect(page.getByText('Days run from midnight UTC')).toBeVisible()
  const from = page.getByLabel('Created from')
  const to = page.getByLabel('Created to')
  // The picker (loaded when idle) has replaced the read-only boxes.
  await expect(from).toHaveAttribute('aria-describedby', 'filter-created-message')

  // Ten and eight days ago, typed day first.
  const dayFirst = (ms: number) => {
    const d = new Date(ms)
    return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`
  }
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const a = Date.now() - 10 * DAY_MS
  const b = Date.now() - 8 * DAY_MS
  await from.fill(dayFirst(a))
  await to.fill(dayFirst(b))
  await to.press('Enter')
  await expect
    .poll(() => new URL(page.url()).searchParams.toString())
    .toBe(`from=${iso(a)}&to=${iso(b)}`)
  await tableSettled(page)
  await expect(page.locator('table tbody tr').first()).toBeVisible()

  // A day that does not exist: the text stays, the reason is under the range, no rows.
  const message = page.locator('#filter-created-message')
  const year = new Date().getUTCFullYear()
  await from.fill(`31/02/${year}`)
  await from.press('Enter')
  await expect(message).toHaveText(
    `February ${year} has ${new Date(Date.UTC(year, 2, 0)).getUTCDate()} days: there is no day 31`,
  )
  await expect(from).toHaveValue(`31/02/${year}`)
  await expect(page.getByText('No orders shown: a filter is not valid')).toBeVisible()
  // (The calendar open under the range is a table too.)
  await expect(page.locator('.resource-table tbody tr')).toHaveCount(0)

  // Mended with a start after the applied end: kept and refused with the end named (not the
  // old start back), then read with the end typed next.
  const c = Date.now() - 5 * DAY_MS
  const d = Date.now() - 3 * DAY_MS
  await from.fill(dayFirst(c))
  await from.press('Enter')
  await expect(message).toContainText('is after the end')
  await expect(from).toHaveValue(dayFirst(c))
  await to.fill(dayFirst(d))
  await to.press('Enter')
  await expect(message).toHaveText('Days run from midnight UTC')
  await expect
    .poll(() => new URL(page.url()).searchParams.toString())
    .toBe(`from=${iso(c)}&to=${iso(d)}`)
  await tableSettled(page)
  await expect(page.locator('.resource-table tbody tr').first()).toBeVisible()
})
