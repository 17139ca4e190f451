import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { seriousViolations } from '../../helpers'
import { openInApp } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import {
  PHONE,
  expectLinkTargets,
  expectNoSidewaysScroll,
  expectTouchTargets,
  listSettled,
} from '../../helpers/phone'

/** The shell, the lists and a form on a 390 × 844 touch screen (docs/requirements.md#phone-sized-screens, the 576 px (docs/requirements.md#constants)). */
test.use(PHONE)

// One signed-in phone page for the file: the app loads once, each screen opens through its router.
const shared = sharedPage('admin', PHONE)

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('the sidebar opens over the content and closes on a tapped link, the backdrop and Escape', async () => {
  const { page, login } = shared
  await openInApp(page, '/dashboard')
  // Signed in, the dashboard is in view, not the sidebar.
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeInViewport()
  await expect(sidebar(page)).toBeHidden()

  await page.getByRole('button', { name: 'Show the sidebar' }).tap()
  await expect(sidebar(page)).toBeVisible()
  await sidebar(page).getByRole('link', { name: 'Customers', exact: true }).tap()
  await expect(page).toHaveURL(/\/customer$/)
  await expect(sidebar(page)).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeInViewport()

  // The backdrop beside it closes it.
  await page.getByRole('button', { name: 'Show the sidebar' }).tap()
  await expect(sidebar(page)).toBeVisible()
  await page.locator('.app-sidebar-backdrop').tap({ position: { x: 360, y: 300 } })
  await expect(sidebar(page)).toBeHidden()
  await expect(page).toHaveURL(/\/customer$/)

  // So does Escape, giving the focus back to the toggle.
  await page.getByRole('button', { name: 'Show the sidebar' }).tap()
  await expect(sidebar(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sidebar(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeFocused()

  // The account menu fits the top bar and opens.
  const { firstName, lastName } = login.employeeInformation
  await page.getByRole('button', { name: `${firstName} ${lastName}` }).tap()
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeInViewport()
  // The file's page goes on: the menu closed.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden()
})

test('no screen scrolls sideways: dashboard, order list, customer list, a form', async () => {
  const { page } = shared
  await openInApp(page, '/dashboard')
  await expect(page.getByRole('group', { name: 'Orders', exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page, '/dashboard')
  // The best sellers' and best customers' names are links a thumb can tap.
  await expect(
    page.getByRole('region', { name: 'Top products' }).getByRole('link').first(),
  ).toBeVisible()
  await expectLinkTargets(page, '.dashboard-table')

  await openInApp(page, '/order')
  await listSettled(page)
  // Each order a card of its primary columns.
  const cards = page.getByRole('list', { name: 'orders' }).getByRole('listitem')
  await expect(cards.first()).toContainText(/Number.*Created.*Customer.*Status.*Total/)
  await expectNoSidewaysScroll(page, '/order')
  // Each order's number is a link a thumb can tap (44 px), not a 16 px line of text.
  await expect(cards.first().getByRole('link').first()).toBeVisible()
  await expectLinkTargets(page, '.resource-cards')

  await openInApp(page, '/customer')
  await listSettled(page)
  // A table with its own sideways scroll, its first column staying in place.
  const scroller = page.locator('.resource-table-scroll')
  await expect(scroller).toBeVisible()
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  await expectNoSidewaysScroll(page, '/customer')
  const firstCell = page.locator('table tbody tr').first().locator('td').first()
  const before = await firstCell.boundingBox()
  await scroller.evaluate((el) => el.scrollBy(200, 0))
  expect((await firstCell.boundingBox())?.x).toBe(before?.x)

  // A long form: one column, its Save at the foot of the screen from the start.
  await openInApp(page, '/product/add')
  const save = page.getByRole('button', { name: 'Save' })
  await expect(save).toBeInViewport()
  await expectNoSidewaysScroll(page, '/product/add')
  const fields = await page
    .locator('.resource-form-grid > *')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)))
  expect(new Set(fields).size, 'the form is one column').toBe(1)
})

test('list filters fold into a drawer and show as removable chips; the range stacks', async () => {
  const { page } = shared
  await openInApp(page, '/order')
  await listSettled(page)
  await page.getByRole('button', { name: 'Filters', exact: true }).tap()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  // The range's read-only boxes give way to the picker's once its code has come (when the
  // screen is idle): measured once the picker's boxes stand, not as one replaces the other.
  await expect(drawer.getByRole('textbox', { name: 'Created from' })).toBeEditable()
  await expect(drawer.getByRole('textbox', { name: 'Created to' })).toBeEditable()
  const from = await drawer.getByRole('textbox', { name: 'Created from' }).boundingBox()
  const to = await drawer.getByRole('textbox', { name: 'Created to' }).boundingBox()
  expect(to!.y, 'the range’s two days stack').toBeGreaterThan(from!.y + from!.height - 1)
  await drawer.getByLabel('Payment method').selectOption({ label: 'Card' })
  await drawer.getByRole('button', { name: 'Show results' }).tap()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/paymentMethod=card/)
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  const chip = page.getByRole('button', { name: 'Remove the filter Payment method: Card' })
  await expect(chip).toBeVisible()
  await expectTouchTargets(page, '.resource-filter-tags')
  await expectNoSidewaysScroll(page, '/order with a filter')

  await chip.tap()
  await expect(page).not.toHaveURL(/paymentMethod/)
  await expect(chip).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
})

test('axe finds nothing serious at phone size', async () => {
  // Six axe runs, the dashboard's with its charts: longer than one screen's test.
  test.setTimeout(120_000)
  const { page } = shared
  await openInApp(page, '/dashboard')
  await expect(page.getByRole('group', { name: 'Orders', exact: true })).toBeVisible()
  expect(await seriousViolations(page), '/dashboard').toEqual([])
  await page.getByRole('button', { name: 'Show the sidebar' }).tap()
  await expect(sidebar(page)).toBeVisible()
  expect(await seriousViolations(page), 'the sidebar open').toEqual([])
  await page.keyboard.press('Escape')
  await expect(sidebar(page)).toBeHidden()
  for (const path of ['/order', '/customer']) {
    await openInApp(page, path)
    await listSettled(page)
    expect(await seriousViolations(page), path).toEqual([])
  }
  await openInApp(page, '/order')
  await listSettled(page)
  await page.getByRole('button', { name: 'Filters', exact: true }).tap()
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
  expect(await seriousViolations(page), 'the filters drawer').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden()
  await openInApp(page, '/category/add')
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
  expect(await seriousViolations(page), '/category/add').toEqual([])
})
