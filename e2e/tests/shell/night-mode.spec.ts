import { expect, test } from '@playwright/test'
import type { Browser, Locator, Page } from '@playwright/test'
import { seriousViolations, signIn, watchForRefusals } from '../../helpers'
import { tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'

/*
 * Night mode (docs/requirements.md#night-mode): Light, Dark or System, per device, painted before the first paint,
 * on every surface, portals included.
 */

const DARK_CLASS = 'bp6-dark'

/** Relative luminance (WCAG) of a computed colour of an element: 0 is black, 1 white. */
function luminance(locator: Locator, property: 'background-color' | 'color'): Promise<number> {
  return locator.evaluate((element, property) => {
    // Computed colours come as rgb(), oklch() or color(): a canvas paints any of them as sRGB.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    canvas.fillStyle = getComputedStyle(element).getPropertyValue(property)
    canvas.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data
    const linear = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }, property)
}

/** Dark surface, light text. */
async function expectDark(surface: Locator, label: string) {
  expect(await luminance(surface, 'background-color'), `${label}: background`).toBeLessThan(0.05)
  expect(await luminance(surface, 'color'), `${label}: text`).toBeGreaterThan(0.4)
}

async function expectLight(surface: Locator, label: string) {
  expect(await luminance(surface, 'background-color'), `${label}: background`).toBeGreaterThan(0.8)
  expect(await luminance(surface, 'color'), `${label}: text`).toBeLessThan(0.1)
}

const root = (page: Page) => page.locator('html')

/** A list screen with its rows (the screen's code comes on first use: slow on a busy machine). */
async function listShown(page: Page) {
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 20_000 })
  await tableSettled(page)
}

async function chooseTheme(page: Page, name: string, employee: string) {
  await page.getByRole('button', { name: employee }).click()
  await page.getByRole('menuitemradio', { name }).click()
}

/** A list's delete confirmation: a dialog in a portal (nothing is deleted). */
async function openDeleteDialog(page: Page): Promise<Locator> {
  if (new URL(page.url()).pathname !== '/category') await openInApp(page, '/category')
  await listShown(page)
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  return dialog
}

async function pageIn(browser: Browser, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, colorScheme })
  return { context, page: await context.newPage() }
}

test('Dark from the account menu: the main area and a dialog are dark, after a reload and a logout too', async ({
  browser,
}) => {
  test.slow()
  // A device in light mode: only the choice makes it dark.
  const { context, page } = await pageIn(browser, 'light')
  const refused = watchForRefusals(page)
  const { employeeInformation: who } = await signIn(page, 'admin', '/category')
  const employee = `${who.firstName} ${who.lastName}`
  await listShown(page)
  await expect(root(page)).not.toHaveClass(new RegExp(DARK_CLASS))
  await expectLight(page.locator('body'), 'the page')

  await chooseTheme(page, 'Dark', employee)
  await expect(root(page)).toHaveClass(new RegExp(DARK_CLASS))
  await expectDark(page.locator('body'), 'the page')
  await expect(page.locator('main')).toBeVisible()
  expect(await luminance(page.locator('main'), 'color'), 'the main area’s text').toBeGreaterThan(
    0.4,
  )
  await expectDark(page.locator('.app-sidebar'), 'the sidebar')
  await expectDark(page.locator('.app-header .bp6-navbar'), 'the header')

  const dialog = await openDeleteDialog(page)
  await expectDark(dialog, 'the dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // The menu says what is chosen.
  await page.getByRole('button', { name: employee }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await page.keyboard.press('Escape')

  await page.reload()
  await listShown(page)
  await expect(root(page)).toHaveClass(new RegExp(DARK_CLASS))
  await expectDark(page.locator('body'), 'the page after a reload')
  await expectDark(await openDeleteDialog(page), 'the dialog after a reload')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()

  // The choice belongs to the device: the sign-in page after a logout is dark too.
  await page.getByRole('button', { name: employee }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(root(page)).toHaveClass(new RegExp(DARK_CLASS))
  await expectDark(page.locator('body'), 'the sign-in page')

  // And back to Light, on a device in light mode.
  await signIn(page, 'admin', '/category')
  await chooseTheme(page, 'Light', employee)
  await expect(root(page)).not.toHaveClass(new RegExp(DARK_CLASS))
  await expectLight(page.locator('body'), 'the page in Light')
  expect(refused).toEqual([])
  await context.close()
})

test('on System (the default) the page follows the device: dark in dark mode, light in light mode, live', async ({
  browser,
}) => {
  const { context, page } = await pageIn(browser, 'dark')
  await page.goto('/login')
  await expect(root(page)).toHaveClass(new RegExp(DARK_CLASS))
  await expectDark(page.locator('body'), 'the sign-in page on a dark device')
  // The device turns light: the page follows without a reload.
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(root(page)).not.toHaveClass(new RegExp(DARK_CLASS))
  await expectLight(page.locator('body'), 'after the device turned light')

  // Loaded on a light device: light from the start.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(root(page)).not.toHaveClass(new RegExp(DARK_CLASS))
  await expectLight(page.locator('body'), 'the sign-in page on a light device')
  await context.close()
})

test('the first paint is already dark: the page is dark before any of the app’s scripts runs', async ({
  browser,
}) => {
  for (const [colorScheme, stored] of [
    ['dark', null],
    ['light', 'dark'],
  ] as const) {
    const { context, page } = await pageIn(browser, colorScheme)
    const refused = watchForRefusals(page)
    if (stored) await context.addInitScript((t) => localStorage.setItem('theme', t), stored)
    // The app's scripts never arrive: what shows is index.html, its stylesheet and its inline script.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/login')
    await expect(root(page), `${colorScheme} device, ${stored ?? 'System'}`).toHaveClass(
      new RegExp(DARK_CLASS),
    )
    await expectDark(page.locator('body'), `the first paint (${colorScheme} device)`)
    expect(await page.locator('#root').innerHTML(), 'the app did not run').toBe('')
    // The inline script ran: the CSP allowed it by its hash.
    expect(refused.filter((r) => /Content Security Policy/i.test(r))).toEqual([])
    await context.close()
  }
})

/**
 * The screens of the issue, each brought to rest (its data loaded) on a signed-in page. The
 * light theme is the default every module's own axe check runs in: a screen checked there in
 * light (LIGHT_CHECKED_IN) is checked here in dark only.
 */
const SCREENS: Record<string, (page: Page) => Promise<unknown>> = {
  'the dashboard': async (page) => {
    await openInApp(page, '/dashboard')
    await expect(page.locator('.dashboard-kpi-value').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('.app-chart canvas').first()).toBeVisible({ timeout: 20_000 })
  },
  'the order list': async (page) => {
    await openInApp(page, '/order')
    await listShown(page)
  },
  'the board': async (page) => {
    // One branch's cards: the same cards and columns as all four's, a quarter of axe's work.
    await openInApp(page, '/branch-orders?branchId=1')
    await expect(page.locator('.board-card').first()).toBeVisible({ timeout: 20_000 })
  },
  'an order': async (page) => {
    await openInApp(page, '/order')
    await expect(page.locator('table tbody tr a').first()).toBeVisible({ timeout: 20_000 })
    await page.locator('table tbody tr a').first().click()
    await expect(page).toHaveURL(/\/order\/\d+/)
    await expect(page.getByRole('heading', { name: /^Order / }).first()).toBeVisible({
      timeout: 20_000,
    })
  },
  'a form with its messages': async (page) => {
    await openInApp(page, '/product/add')
    await page.getByRole('button', { name: 'Save' }).click({ timeout: 20_000 })
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  },
  'a dialog': openDeleteDialog,
}

/** Screens whose light theme another file's axe check covers, and which file. */
const LIGHT_CHECKED_IN: Record<string, string> = {
  'the dashboard': 'dashboard/dashboard.spec.ts',
  'the order list': 'orders/order-list.spec.ts',
  'an order': 'orders/order-screen.spec.ts',
  'the board': 'board/scope.spec.ts',
}

test.describe('axe, one signed-in page on a dark device', () => {
  // One page for the six screens: the app loads once, each screen opens through its router.
  const shared = sharedPage('admin', { colorScheme: 'dark' })

  for (const [screen, open] of Object.entries(SCREENS)) {
    const light = !(screen in LIGHT_CHECKED_IN)
    test(`axe: ${screen} has no contrast (or other serious) violation, in dark${light ? ' and in light' : ''}`, async () => {
      test.slow()
      const { page, refused } = shared
      refused.length = 0
      // The device turns from dark to light under the open screen: System follows it live.
      await page.emulateMedia({ colorScheme: 'dark' })
      await open(page)
      await expect(root(page)).toHaveClass(/bp6-dark/)
      expect(await seriousViolations(page), 'dark').toEqual([])
      if (light) {
        await page.emulateMedia({ colorScheme: 'light' })
        await expect(root(page)).toHaveClass(/^(?!.*bp6-dark)/)
        expect(await seriousViolations(page), 'light').toEqual([])
      }
      // The walk goes on in this page: nothing left open over the next screen.
      await page.keyboard.press('Escape')
      expect(refused).toEqual([])
    })
  }
})
