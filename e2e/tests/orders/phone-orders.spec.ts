import { expect, test } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import {
  API_PREFIX,
  AUTH_SCHEME,
  IDEMPOTENCY_KEY_HEADER,
  WEEKDAYS,
  XSRF_HEADER,
  formatUsd,
} from 'contracts'
import type { BoardBranch, LoginResponse, Order, PhoneOrderCustomer, Product } from 'contracts'
import {
  authenticate,
  createAsAdmin,
  createEmployee,
  demoLogin,
  seriousViolations,
  signIn,
  storeSession,
  toast,
  xsrfToken,
} from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { PHONE, expectNoSidewaysScroll } from '../../helpers/phone'
import { boardShown, card, column } from '../board/support'
import { answerLeaveQuestion } from '../catalogue/support'
import { headerStatus } from './support'

/**
 * Orders taken by phone (docs/requirements.md#orders-taken-by-phone), by an employee of a branch of the file's
 * own: a known customer typed as `03 …`, a required option, cash delivery,
 * placed once and alerting on the board; an unknown number; the viewer.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const AREA = `Phone area ${stamp}`
const AREA_AR = `منطقة ${stamp}`
const DISH = `Phone wrap ${stamp}`
const digits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
const known = digits()
const KNOWN_PHONE = `+9613${known}`

let admin: LoginResponse
let branch: BoardBranch
let dish: Product
let customerId: number
let context: BrowserContext
let page: Page

async function adminCall<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await request.fetch(`${API_PREFIX}${path}`, {
    method,
    data: body,
    headers: {
      Authorization: `${AUTH_SCHEME} ${admin.token}`,
      [XSRF_HEADER]: await xsrfToken(request),
      ...headers,
    },
  })
  expect(answer.status(), await answer.text()).toBeLessThan(300)
  return ((await answer.json()) as { Data: T }).Data
}

test.beforeAll(async ({ browser, request }) => {
  admin = await demoLogin(request, 'admin')
  branch = await createAsAdmin<BoardBranch>(
    request,
    '/branch',
    {
      name: `Phone branch ${stamp}`,
      nameAr: `فرع ${stamp}`,
      phone: '+9611234567',
      area: AREA,
      address: 'Main street',
      lat: 33.89,
      lng: 35.5,
      // Open around the clock, whenever the test runs: 00:00–23:59 would be closed in a day's
      // last minute (a range is closed at its closing minute).
      openingHours: WEEKDAYS.map((day) => ({
        day,
        closed: false,
        ranges: [
          { open: '00:00', close: '12:00' },
          { open: '12:00', close: '00:00' },
        ],
      })),
      deliveryRadiusKm: 5,
      preparationMinutes: 20,
      isActive: true,
      acceptingOrders: true,
    },
    admin,
  )
  await createAsAdmin(
    request,
    '/delivery-charge',
    {
      branchId: branch.id,
      area: AREA,
      areaAr: AREA_AR,
      charge: '2.00',
      minimumOrder: '0.00',
      estimatedMinutes: 30,
    },
    admin,
  )
  dish = await createAsAdmin<Product>(
    request,
    '/product',
    {
      subCategoryId: 1,
      name: DISH,
      nameAr: `لفافة ${stamp}`,
      price: '6.00',
      branchIds: [branch.id],
      optionGroups: [
        {
          name: 'Size',
          nameAr: 'الحجم',
          required: true,
          minSelect: 1,
          maxSelect: 1,
          options: [
            { name: 'Regular', nameAr: 'عادي', priceDelta: '0.00' },
            { name: 'Large', nameAr: 'كبير', priceDelta: '1.50' },
          ],
        },
      ],
    },
    admin,
  )
  // A regular: their first order made them a customer; a saved address in the area.
  await adminCall(
    request,
    'POST',
    '/order',
    {
      customer: { firstName: 'Rima', lastName: `Haddad ${stamp}`, phone: KNOWN_PHONE },
      branchId: branch.id,
      fulfilment: 'pickup',
      items: [
        { productId: dish.id, quantity: 1, optionIds: [dish.optionGroups[0]!.options[0]!.id] },
      ],
      paymentMethod: 'cash',
    },
    { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  )
  const { customer } = await adminCall<{ customer: PhoneOrderCustomer }>(
    request,
    'GET',
    `/order/customer?phone=${encodeURIComponent(KNOWN_PHONE)}`,
  )
  customerId = customer.id
  const record = await adminCall<{ version: number }>(request, 'GET', `/customer/${customerId}`)
  await adminCall(request, 'PUT', `/customer/${customerId}`, {
    firstName: 'Rima',
    lastName: `Haddad ${stamp}`,
    phone: KNOWN_PHONE,
    email: '',
    dateOfBirth: '1990-05-01',
    addresses: [
      { label: 'Home', area: AREA, street: 'Bliss Street', building: 'Nour', floor: '2' },
    ],
    version: record.version,
  })
  // The employee of the branch, signed in once for the file.
  const employee = await createEmployee(request, 'branch', 'Phone12345', [branch.id])
  context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  page = await context.newPage()
  await storeSession(page, await authenticate(page.request, employee))
})
test.afterAll(() => context?.close())

/** Adds the dish from the keyboard: its name, Enter, then Large in the options. */
async function addDish(p: Page) {
  const search = p.getByLabel('Add a product')
  await search.fill(stamp)
  await expect(p.getByRole('option', { name: new RegExp(DISH) })).toBeVisible()
  await search.press('Enter')
  const dialog = p.getByRole('dialog', { name: `${DISH}: options` })
  // Size is required: Add refuses until it is chosen.
  await dialog.getByRole('button', { name: 'Add to order' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Size: choose 1')
  await dialog.locator('label', { hasText: /^Large/ }).click()
  await dialog.getByRole('button', { name: 'Add to order' }).click()
  await expect(dialog).toBeHidden()
  await expect(p.getByRole('listitem', { name: `Line 1: ${DISH}` })).toContainText('Large')
}

const ordersOf = (request: APIRequestContext, id: number) =>
  adminCall<Order[]>(request, 'GET', `/order?customerId=${id}&pageSize=50`)

/**
 * The New order form's phone box: scoped to the form, so it is never the order list's search
 * (whose name also says "phone") still on screen while the form's code arrives.
 */
const phoneBox = (p: Page) => p.getByRole('form', { name: 'New order' }).getByLabel('Phone')

test('a known customer’s cash delivery, typed as 03 …, placed once and alerting on the board', async ({
  request,
}) => {
  const board = await context.newPage()
  await board.goto('/branch-orders')
  await boardShown(board)
  const before = (await ordersOf(request, customerId)).length

  await page.goto('/order')
  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page).toHaveURL(/\/order\/add$/)
  await phoneBox(page).fill(`03 ${known.slice(0, 3)} ${known.slice(3)}`)
  const shown = page.getByTestId('phone-order-known-customer')
  await expect(shown).toContainText(`Rima Haddad ${stamp}`)
  // The saved address chooses the area, and the area the branch.
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('0')
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(String(branch.id))
  await addDish(page)
  await page.getByLabel(`One more ${DISH}`).click()
  // 2 × (6.00 + 1.50) + 2.00 delivery, priced by the server.
  const total = page.getByTestId('phone-order-total')
  await expect(total).toHaveText(formatUsd('17.00'))

  await page.getByRole('button', { name: 'Place order…' }).click()
  const confirm = page.getByRole('dialog', { name: 'Place this order?' })
  await expect(confirm).toContainText(
    `${formatUsd('17.00')} for Rima Haddad ${stamp}, at ${branch.name}, paid in cash`,
  )
  // A double click places one order.
  await confirm.getByRole('button', { name: 'Place order' }).dblclick()
  await expect(page).toHaveURL(/\/order\/\d+$/)
  await expect(headerStatus(page)).toHaveText('Pending')
  const totals = page.getByRole('definition').filter({ hasText: formatUsd('17.00') })
  await expect(totals.first()).toBeVisible()
  const orders = await ordersOf(request, customerId)
  expect(orders.length).toBe(before + 1)
  const placed = orders[0]!
  expect(placed).toMatchObject({ total: '17.00', status: 'pending', fulfilment: 'delivery' })
  await expect(page.getByRole('heading', { name: `Order ${placed.number}` })).toBeVisible()

  // The open board gets it like an app order, and alerts until someone acknowledges it.
  const pending = card(column(board, 'pending'), placed.number)
  await expect(pending).toBeVisible({ timeout: 15_000 })
  await expect(pending).toContainText('New: not acknowledged')
  await expect(board).toHaveTitle(/New orders/)
  await board.close()
})

test('an unknown number: the customer is created with the order', async ({ request }) => {
  const number = `71${digits()}`
  await openAfresh(page, '/order/add')
  await phoneBox(page).fill(`${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5)}`)
  await expect(page.getByText('New customer: they are created with the order.')).toBeVisible()
  await page.getByLabel('First name').fill('Nour')
  await page.getByLabel('Last name').fill(`Saliba ${stamp}`)
  // An area typed as the caller says it, then Tab: the area it names is chosen, and its branch.
  const area = page.locator('#phone-order-area')
  await area.fill(AREA.toLowerCase())
  await area.press('Tab')
  await expect(area).toHaveValue(AREA)
  await expect(page.locator('#phone-order-branch')).toHaveValue(String(branch.id))
  await page.locator('label', { hasText: /^Pickup$/ }).click()
  await addDish(page)
  await expect(page.getByTestId('phone-order-total')).toHaveText(formatUsd('7.50'))
  // What was typed survives a reload of the tab (the browser asks first: stay on it)…
  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(page.getByLabel('Last name')).toHaveValue(`Saliba ${stamp}`)
  await expect(page.getByRole('listitem', { name: `Line 1: ${DISH}` })).toBeVisible()
  await expect(page.getByTestId('phone-order-total')).toHaveText(formatUsd('7.50'))
  // …and leaving it half-typed asks first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click()
  await expect(page.getByRole('alertdialog')).toContainText('kept in this tab')
  await answerLeaveQuestion(page, 'Stay')
  await expect(page).toHaveURL(/\/order\/add$/)
  await page.getByRole('button', { name: 'Place order…' }).click()
  await page
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .click()
  await expect(page).toHaveURL(/\/order\/\d+$/)
  await expect(headerStatus(page)).toHaveText('Pending')
  const { customer } = await adminCall<{ customer: PhoneOrderCustomer | null }>(
    request,
    'GET',
    `/order/customer?phone=${encodeURIComponent(`+961${number}`)}`,
  )
  expect(customer).toMatchObject({ firstName: 'Nour', lastName: `Saliba ${stamp}`, ordersCount: 1 })
})

test('on a phone, in the dark theme: no sideways scroll, axe clean', async ({ browser }) => {
  const small = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: await context.storageState(),
    colorScheme: 'dark',
    ...PHONE,
  })
  const p = await small.newPage()
  await p.goto('/order/add')
  await phoneBox(p).fill(`03 ${known.slice(0, 3)} ${known.slice(3)}`)
  await expect(p.getByTestId('phone-order-known-customer')).toBeVisible()
  await addDish(p)
  await expect(p.getByTestId('phone-order-total')).toHaveText(formatUsd('9.50'))
  await expectNoSidewaysScroll(p, 'the new order')
  expect(await seriousViolations(p), 'the new order').toEqual([])
  await small.close()
})

test('the viewer has no New order, and /order/add sends them away with a word', async ({
  browser,
}) => {
  const viewerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const viewer = await viewerContext.newPage()
  await signIn(viewer, 'viewer', '/order')
  await expect(viewer.getByRole('heading', { name: 'Orders' })).toBeVisible()
  await expect(viewer.locator('.resource-table')).toBeVisible()
  await expect(viewer.getByRole('link', { name: 'New order' })).toHaveCount(0)
  await viewer.goto('/order/add')
  await expect(toast(viewer, 'You can view orders but not add them')).toBeVisible()
  await expect(viewer).not.toHaveURL(/\/order\/add$/)
  await viewerContext.close()
})
