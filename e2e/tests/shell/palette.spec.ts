import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { SESSION_LOCAL_KEYS } from 'contracts'
import type { Customer, Order } from 'contracts'
import { demoLogin, seriousViolations, signIn } from '../../helpers'
import { openInApp } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { api } from '../../helpers/records'

/**
 * The command palette: Ctrl+K anywhere signed in, results as you type from GET /search,
 * grouped by type, every hit a link; Enter opens, Escape gives focus back. The records
 * are the seed's (read, never changed), drawn at random so parallel runs differ.
 */

// Signing in, the first screen and the palette's first load, on a busy machine.
test.describe.configure({ timeout: 90_000 })

const arabicIndic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)

async function someOrder(page: Page, branchId?: number): Promise<Order> {
  const { token } = await demoLogin(page.request, 'admin')
  const pageNo = 1 + Math.floor(Math.random() * 100)
  const filter = branchId ? `&branchId=${branchId}` : ''
  const { json } = await api<{ Data: Order[] }>(
    page,
    token,
    'GET',
    `/order?pageSize=10&page=${pageNo}${filter}`,
  )
  const order = json.Data[Math.floor(Math.random() * json.Data.length)]
  if (!order) throw new Error('no order on that page')
  return order
}

async function someCustomer(page: Page): Promise<Customer> {
  const { token } = await demoLogin(page.request, 'admin')
  const pageNo = 1 + Math.floor(Math.random() * 100)
  const { json } = await api<{ Data: Customer[] }>(
    page,
    token,
    'GET',
    `/customer?pageSize=10&page=${pageNo}`,
  )
  const customer = json.Data.find((c) => c.phone.startsWith('+961'))
  if (!customer) throw new Error('no customer on that page')
  return customer
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const box = (page: Page) => page.getByRole('combobox', { name: /Search orders/ })

async function openWithKeys(page: Page) {
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('ControlOrMeta+k')
  // The palette's code is fetched on first use.
  await expect(box(page)).toBeFocused({ timeout: 15_000 })
}

test('Ctrl+K and an order number typed at once, as soon as a page shows, open that order', async ({
  page,
}) => {
  const order = await someOrder(page)
  await signIn(page, 'admin', null)
  // A cold load: the first script has run, nothing of the shell or the palette has come yet.
  await page.goto('/category', { waitUntil: 'domcontentloaded' })
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type(order.number)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}(/edit)?$`), { timeout: 30_000 })
  await expect(palette(page)).toBeHidden()
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Order ${order.number}`) }),
  ).toBeVisible({ timeout: 30_000 })
})

test('Arabic typed at once after Ctrl+K, as input with no key press or as keys, arrives whole', async ({
  page,
}) => {
  await signIn(page, 'admin', null)
  // A cold load: Ctrl+K and the text at once, as an input method or dictation sends it
  // (input events, no key presses), before the shell or the palette's code has come.
  await page.goto('/category', { waitUntil: 'domcontentloaded' })
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.insertText('شاورما')
  await expect(box(page)).toHaveValue('شاورما', { timeout: 30_000 })
  await expect(box(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()

  // Cold again: key presses and input mixed, a phone in Arabic-Indic digits.
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' })
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type('03')
  await page.keyboard.insertText('٣٨٢١٣٨')
  await expect(box(page)).toHaveValue('03٣٨٢١٣٨', { timeout: 30_000 })

  // Warm: the palette's code is here; the same holds.
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.insertText('٠٣٣٨٢١٣٨')
  await expect(box(page)).toHaveValue('٠٣٣٨٢١٣٨')
})

test('an employee without orders finds no order; screens are those of their sidebar', async ({
  page,
}) => {
  const order = await someOrder(page)
  await signIn(page, 'marketing', '/dashboard')
  await openWithKeys(page)
  await box(page).fill(order.number)
  await expect(page.getByText(`Nothing found for “${order.number}”`)).toBeVisible()
  await expect(palette(page).getByRole('option')).toHaveCount(0)
  // Marketing's screens and actions: coupons yes, orders no.
  await box(page).fill('coupon')
  await expect(palette(page).getByRole('option', { name: 'New coupon' })).toHaveAttribute(
    'href',
    '/coupon/add',
  )
  await box(page).fill('orders')
  await expect(palette(page).getByRole('status')).toHaveText(/results?$/)
  await expect(palette(page).getByRole('option', { name: 'Orders', exact: true })).toHaveCount(0)
})

test.describe('one signed-in admin page', () => {
  // The app loads once for these three; each opens its screen through the app's router (the
  // palette is on every screen; the axe check is over the dashboard).
  const shared = sharedPage('admin')

  test('a phone typed in Arabic-Indic digits finds its customer', async () => {
    const { page } = shared
    const customer = await someCustomer(page)
    await openInApp(page, '/customer')
    await page.getByRole('button', { name: 'Search' }).click({ timeout: 30_000 })
    await expect(box(page)).toBeFocused({ timeout: 15_000 })
    const national = customer.phone.slice(4)
    await box(page).fill(arabicIndic(`0${national.slice(0, -6)} ${national.slice(-6)}`))
    const hit = palette(page).getByRole('option', {
      name: `${customer.firstName} ${customer.lastName}`,
    })
    await expect(hit.first()).toBeVisible({ timeout: 15_000 })
    await expect(palette(page).getByRole('group', { name: 'Customers', exact: true })).toBeVisible()
    await expect(hit.first()).toHaveAttribute('href', `/customer?open=${customer.id}`)
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
  })

  test('arrows move, Escape closes and gives focus back; axe is clean with the palette open', async () => {
    const { page } = shared
    await openInApp(page, '/dashboard')
    const toggle = page.getByRole('button', { name: /the sidebar/ })
    await toggle.focus()
    await openWithKeys(page)
    await box(page).fill('wallet')
    const recharge = palette(page).getByRole('option', { name: 'Recharge Wallet' })
    await expect(recharge).toHaveAttribute('href', '/wallets/add?type=1')
    const options = palette(page).getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
    await expect(toggle).toBeFocused()

    // From the top bar's button, focus comes back to the button.
    const button = page.getByRole('button', { name: 'Search' })
    await button.click()
    await expect(box(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
  })

  test('Ctrl+K, an order number, Enter opens that order', async () => {
    const { page } = shared
    const order = await someOrder(page)
    await openInApp(page, '/category')
    await openWithKeys(page)
    await box(page).fill(order.number)
    const hit = palette(page).getByRole('option', { name: new RegExp(`^${order.number}(?!\\d)`) })
    await expect(hit).toBeVisible({ timeout: 15_000 })
    // The exact number is the first option, active, and the combobox points at it.
    const first = palette(page).getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(first).toContainText(order.number)
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    )
    await expect(palette(page).getByRole('group', { name: 'Orders', exact: true })).toBeVisible()
    // A real link (Ctrl/middle click opens a new tab): the order's own screen.
    await expect(hit).toHaveAttribute('href', new RegExp(`^/order/${order.id}(/edit)?$`))
    await expect(
      palette(page)
        .getByRole('status')
        .filter({ hasText: /results?$/ }),
    ).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/order/${order.id}(/edit)?$`))
    await expect(palette(page)).toBeHidden()
    await expect(page.getByText(order.number).first()).toBeVisible()

    // Opened records show before anything is typed, for this session only.
    await openWithKeys(page)
    await expect(palette(page).getByRole('group', { name: 'Recent records' })).toContainText(
      order.number,
    )
    await page.keyboard.press('Escape')
    // Logging out ends the file's shared session: this test comes last on its page.
    await page.getByRole('button', { name: /Rania Haddad|Account/ }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(
      await page.evaluate((key) => localStorage.getItem(key), SESSION_LOCAL_KEYS.recentRecords),
    ).toBeNull()
  })
})
