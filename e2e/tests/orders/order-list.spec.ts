import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { Page, Request } from '@playwright/test'
import { ORDER_STATUSES, ORDER_STATUS_LABELS, formatPhone, utcDay } from 'contracts'
import type { OrderStatusCounts, OrderSummary } from 'contracts'
import { seriousViolations } from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { column, pickReference, someOf } from '../catalogue/support'
import {
  COLUMN,
  defaultFrom,
  getJson,
  listTotal,
  parseCsv,
  search,
  shownCounts,
  signIn,
  signedInContext,
  statusToggle,
  tableRows,
  tableSettled,
} from './support'

// Range days are UTC days (docs/requirements.md#constants); times are shown on the business's clock
// (Asia/Beirut), whatever the browser's zone.
test.use({ timezoneId: 'UTC' })

const query = (page: Page) => new URL(page.url()).searchParams

/** A UTC day as the app writes it: "November 21, 2026". */
const shownDay = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

test.describe('order list', () => {
  // One signed-in page for the admin's tests, the app loaded once: each opens the list afresh
  // through the app's router (a load of its own where the load is what is tested).
  const admin = sharedPage('admin')

  test('newest first, 50 a page; filters, search and sort live in the URL (reload, back, a shared link)', async () => {
    test.setTimeout(60_000)
    const { page } = admin
    await openAfresh(page, '/order')
    await tableSettled(page)
    await expect(page.locator('table tbody tr')).toHaveCount(50)
    // The default range: the last 30 days up to now, and the API is asked for exactly that.
    const all = await getJson<{ TotalCount: number }>(
      page,
      `/order?from=${defaultFrom()}&pageSize=1`,
    )
    expect(await listTotal(page)).toBe(all.TotalCount)
    await expect(page.getByLabel('Created from')).toHaveValue(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)

    await statusToggle(page, 'Pending').click()
    await statusToggle(page, 'Accepted').click()
    await expect.poll(() => query(page).get('status')).toBe('pending,accepted')
    await tableSettled(page)
    for (const s of await someOf(page, COLUMN.status)) expect(['Pending', 'Accepted']).toContain(s)
    await expect(statusToggle(page, 'Pending')).toHaveAttribute('aria-pressed', 'true')

    await page.getByLabel('Fulfilment').selectOption({ label: 'Delivery' })
    await tableSettled(page)
    await pickReference(page, 'filter-branch', 'Tripoli - El Mina')
    await tableSettled(page)
    for (const f of await someOf(page, COLUMN.fulfilment)) expect(f).toBe('Delivery')
    for (const b of await someOf(page, COLUMN.branch)) expect(b).toBe('Tripoli - El Mina')
    const filtered = await tableRows(page)
    const filteredUrl = page.url()

    await page.getByLabel('Payment method').selectOption({ label: 'Cash' })
    await page.getByLabel('Payment status').selectOption({ label: 'Pending' })
    await tableSettled(page)
    for (const p of await someOf(page, COLUMN.payment)) expect(p).toBe('CashPending')

    await page.reload()
    await tableSettled(page)
    await expect(page.getByLabel('Payment method')).toHaveValue('cash')
    await expect(page.locator('#filter-branch')).toHaveValue('Tripoli - El Mina')
    for (const p of await someOf(page, COLUMN.payment)) expect(p).toBe('CashPending')
    await page.goBack()
    await page.goBack()
    await tableSettled(page)
    expect(page.url()).toBe(filteredUrl)
    expect(await tableRows(page)).toEqual(filtered)

    // Sorting by total, both ways.
    await page.getByRole('button', { name: 'Total' }).click()
    await expect.poll(() => query(page).get('sort')).toBe('total:asc')
    await tableSettled(page)
    const money = (s: string) => Number(s.replace(/[$,]/g, ''))
    const up = (await column(page, COLUMN.total)).map(money)
    expect(up).toEqual([...up].sort((a, b) => a - b))

    // A shared link, in another browser signed in as someone else who may see every
    // branch's orders (the read-only role: a branch employee sees only their branches').
    const shared = page.url()
    const rows = await tableRows(page)
    const other = await signedInContext(page.context().browser()!, 'viewer')
    await other.page.goto(shared)
    await tableSettled(other.page)
    expect(await tableRows(other.page)).toEqual(rows)
    await expect(statusToggle(other.page, 'Accepted')).toHaveAttribute('aria-pressed', 'true')
    await other.context.close()
  })

  test('search by order number, customer name or phone', async () => {
    const { page } = admin
    await openAfresh(page, '/order')
    await tableSettled(page)
    const [first] = await tableRows(page)
    const number = first![COLUMN.number]!
    const customer = (
      await getJson<{ Data: OrderSummary[] }>(page, `/order?search=${number}&from=${defaultFrom()}`)
    ).Data[0]!.customer

    await search(page, number)
    expect(await column(page, COLUMN.number)).toEqual([number])

    await search(page, customer.phone)
    for (const c of await someOf(page, COLUMN.customer))
      expect(c).toContain(formatPhone(customer.phone))

    // Every word of the name, each somewhere in the customer's cell ("Rami Karam" also
    // finds Lara Karami: the search matches words, not the phrase).
    await search(page, customer.name)
    const words = customer.name.toLowerCase().split(/\s+/)
    for (const c of await someOf(page, COLUMN.customer)) {
      for (const word of words) expect(c.toLowerCase()).toContain(word)
    }
  })

  test('a date range: shortcuts and typed dates go to the URL and the API, days from UTC midnight', async () => {
    const { page } = admin
    await openAfresh(page, '/order')
    await tableSettled(page)
    const today = utcDay(Date.now())
    const yesterday = utcDay(Date.now() - 86_400_000)

    await page.getByLabel('Created from').click()
    await page.getByRole('menuitem', { name: 'Yesterday' }).click()
    await expect(page.locator('.bp6-daterangepicker')).toHaveCount(0)
    await expect.poll(() => query(page).toString()).toBe(`from=${yesterday}&to=${yesterday}`)
    await tableSettled(page)
    const yesterdays = await getJson<{ TotalCount: number }>(
      page,
      `/order?from=${yesterday}&to=${yesterday}&pageSize=1`,
    )
    expect(await listTotal(page)).toBe(yesterdays.TotalCount)
    // Yesterday's UTC day, read in Beirut (2 or 3 hours ahead): from 2 or 3 AM
    // yesterday to the first hours of today.
    const lateInBeirut = `^${shownDay(Date.now())}, (12|1|2):\\d\\d AM$`
    for (const created of await someOf(page, COLUMN.created)) {
      expect(created).toMatch(new RegExp(`^${shownDay(Date.now() - 86_400_000)}, |${lateInBeirut}`))
    }

    await page.getByLabel('Created from').click()
    await page.getByRole('menuitem', { name: 'Last 30 days' }).click()
    await expect.poll(() => query(page).toString()).toBe('')
    await tableSettled(page)

    await page.getByLabel('Created from').click()
    await page.getByRole('menuitem', { name: 'This month' }).click()
    await expect.poll(() => query(page).get('from')).toBe(`${today.slice(0, 8)}01`)
    expect(query(page).get('to')).toBeNull()
    await page.keyboard.press('Escape')

    // Typed, in the app's date format.
    const from = new Date(Date.now() - 10 * 86_400_000)
    const to = new Date(Date.now() - 8 * 86_400_000)
    const typed = (d: Date) => shownDay(d.getTime())
    await page.getByLabel('Created from').fill(typed(from))
    await page.getByLabel('Created to').fill(typed(to))
    await page.getByLabel('Created to').press('Enter')
    await expect
      .poll(() => query(page).toString())
      .toBe(`from=${utcDay(from.getTime())}&to=${utcDay(to.getTime())}`)
    await tableSettled(page)
    await page.reload()
    await tableSettled(page)
    await expect(page.getByLabel('Created from')).toHaveValue(typed(from))
    await expect(page.getByLabel('Created to')).toHaveValue(typed(to))
  })

  test('the status counts are the API’s for the other filters, and choosing statuses keeps them', async () => {
    const { page } = admin
    await openAfresh(page, '/order?fulfilment=pickup&paymentMethod=card')
    await tableSettled(page)
    const expected = (
      await getJson<{ Data: OrderStatusCounts }>(
        page,
        `/order/status-counts?fulfilment=pickup&paymentMethod=card&from=${defaultFrom()}`,
      )
    ).Data
    const shown = await shownCounts(page)
    for (const status of ORDER_STATUSES) {
      expect(shown[ORDER_STATUS_LABELS[status]], status).toBe(expected[status])
    }
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(await listTotal(page))

    const counted: string[] = []
    const count = (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/api/order/status-counts')) counted.push(r.url())
    }
    page.on('request', count)
    await statusToggle(page, 'Picked up').click()
    await tableSettled(page)
    expect(await listTotal(page)).toBe(expected.picked_up)
    expect(await shownCounts(page)).toEqual(shown)
    // Choosing a status does not change the counts: they are not asked for again.
    expect(counted).toEqual([])
    page.off('request', count)
  })

  test("opened cold, its first page is asked for once, before the screen's code has arrived", async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const asked: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname === '/api/order') asked.push(`read ${url.search}`)
      if (/\/assets\/OrderListScreen-/.test(url.pathname)) asked.push('screen code')
    })
    await page.goto('/order')
    await tableSettled(page)
    await expect(page.locator('table tbody tr')).toHaveCount(50)
    expect(asked).toEqual([
      `read ?from=${defaultFrom()}&page=1&pageSize=50&sort=createdAt%3Adesc`,
      'screen code',
    ])

    // With a query string the screen asks for its page itself, once.
    asked.length = 0
    await page.goto('/order?page=2')
    await tableSettled(page)
    await expect(page.getByText(/^51–100 of \d+$/)).toBeVisible()
    expect(asked.filter((a) => a.startsWith('read'))).toEqual([
      `read ?from=${defaultFrom()}&page=2&pageSize=50&sort=createdAt%3Adesc`,
    ])
  })

  test('a malformed link falls back to the defaults', async () => {
    const { page } = admin
    await page.goto('/order?status=pending,lost&from=2026-13-01&fulfilment=drone&page=zero')
    // The link stays as it was typed; the list is the default one.
    await expect(page.locator('.resource-table[aria-busy="false"] tbody tr')).toHaveCount(50)
    const all = await getJson<{ TotalCount: number }>(
      page,
      `/order?from=${defaultFrom()}&pageSize=1`,
    )
    expect(await listTotal(page)).toBe(all.TotalCount)
    await expect(page.getByRole('button', { name: 'All statuses' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByLabel('Fulfilment')).toHaveValue('')
  })

  test('a row opens its order; back returns to the list as it was', async () => {
    const { page } = admin
    await openAfresh(page, '/order?fulfilment=pickup')
    await tableSettled(page)
    const row = page.locator('table tbody tr').nth(2)
    const number = (await row.locator('td').first().textContent()) ?? ''
    await row.locator('td').nth(COLUMN.branch).click()
    await expect(page).toHaveURL(/\/order\/\d+\/edit$/)
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the orders' }).click()
    await expect(page).toHaveURL(/\/order\?fulfilment=pickup$/)
    await tableSettled(page)

    // The number is a link too: for the keyboard, and to open in a new tab.
    await page.getByRole('link', { name: number, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  })

  test('CSV export holds the filtered list, row for row', async () => {
    const { page } = admin
    await openAfresh(page, '/order?status=pending')
    await tableSettled(page)
    const shown = await tableRows(page)
    expect(shown.length).toBeGreaterThan(0)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    // Named by the list, the branch (none chosen: all) and the list's whole range of days.
    expect(file.suggestedFilename()).toMatch(
      /^orders-all-branches-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const lines = parseCsv(
      readFileSync((await file.path()) ?? '')
        .subarray(3)
        .toString('utf8'),
    )
    // Its first rows say what it is, then an empty line, then the table.
    const blank = lines.findIndex((l) => l.length === 1 && l[0] === '')
    const about = Object.fromEntries(lines.slice(0, blank).map(([k, v]) => [k, v]))
    expect(about).toMatchObject({
      Report: 'Orders',
      Branches: 'All branches',
      'Filters, as in the address': 'status=pending',
    })
    expect(about.Range).toContain('each day starts at midnight UTC')
    expect(about.Exported).toMatch(/ on /)
    const [header, ...rows] = lines.slice(blank + 1)
    expect(header).toEqual([
      'ID',
      'Number',
      'Created',
      'Customer',
      'Phone',
      'Branch',
      'Fulfilment',
      'Status',
      'Payment method',
      'Payment status',
      'Total (USD)',
    ])
    // Every page of the list (pending orders pile up across the suite: more than one page
    // of 50 at times), in the list's order: the first page as shown.
    expect(rows).toHaveLength(await listTotal(page))
    expect(rows.slice(0, shown.length).map((r) => r[1])).toEqual(shown.map((r) => r[COLUMN.number]))
    for (const r of rows) expect(r[7]).toBe('Pending')
  })

  test('a viewer opens the orders to read them but has no way to handle them', async ({ page }) => {
    await signIn(page, 'viewer')
    await page.goto('/order')
    await tableSettled(page)
    await expect(page.locator('table tbody tr')).toHaveCount(50)
    // Every number links to the order's read view (no "edit": View is enough, docs/requirements.md#the-guard-and-the-sidebar).
    const links = page.locator('table tbody a')
    await expect(links).toHaveCount(50)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/order\/\d+$/)
    }
    for (const label of ['Accept', 'Reject', 'Cancel order', 'Start preparing']) {
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0)
    }
    // The edit screen needs order Update (docs/requirements.md#the-guard-and-the-sidebar): the guard sends the viewer away.
    const [order] = (await getJson<{ Data: OrderSummary[] }>(page, '/order?status=pending')).Data
    await page.goto(`/order/${order!.id}/edit`)
    await expect(page).not.toHaveURL(/\/edit$/)
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0)
    // Its read view shows it whole, still without a move.
    await page.goto(`/order/${order!.id}`)
    await expect(page.getByRole('heading', { name: `Order ${order!.number}` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0)
  })

  test('the order list and its date picker have no serious accessibility violations', async () => {
    test.setTimeout(60_000)
    const { page, refused } = admin
    await openAfresh(page, '/order')
    await tableSettled(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByLabel('Created from').click()
    await expect(page.getByRole('menuitem', { name: 'Yesterday' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // Nothing refused by the CSP, nor thrown, since the page first loaded the app.
    expect(refused).toEqual([])
  })
})
