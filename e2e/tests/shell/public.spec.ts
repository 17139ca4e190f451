import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { MESSAGES } from 'contracts'
import { repoRoot } from '../../../edge/scripts/worker.mjs'
import { freshPage, seriousViolations, signIn, watchForRefusals } from '../../helpers'

test.use({ serviceWorkers: 'block' })

/** The store URLs the worker is started with (wrangler.toml defaults). */
function storeUrl(name: 'DOWNLOAD_URL' | 'DOWNLOAD_URL_IOS'): string {
  const toml = readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8')
  const match = new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, 'm').exec(toml)
  if (!match?.[1]) throw new Error(`${name} is not in wrangler.toml`)
  return match[1]
}

test('/404 and /500: their texts exactly and a search box', async ({ page }) => {
  for (const [path, title, text] of [
    ['/404', MESSAGES.notFoundTitle, MESSAGES.notFoundText],
    ['/500', MESSAGES.serverErrorTitle, MESSAGES.serverErrorText],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
    await expect(page.getByText(text, { exact: true })).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.fill('orders')
    await search.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  }
})

test('/register is a placeholder form that does nothing', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url())
  })
  await page.goto('/register')
  for (const label of ['Username', 'E-mail', 'Password', 'Repeat password']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/register$/)
  expect(calls).toEqual([])
})

test('/terms-and-conditions: our legal text with the facts docs/requirements.md#public-pages fix', async ({
  page,
}) => {
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()
  await expect(page.getByText('Last updated: July 31, 2023')).toBeVisible()
  const terms = page.locator('dt')
  await expect(terms).toHaveText([
    'Application',
    'Account',
    'Company',
    'Country',
    'Content',
    'Device',
    'Feedback',
    'Service',
  ])
  await expect(page.getByText('Country means Lebanon.')).toBeVisible()
  await expect(page.getByText(/must be over the age of 18/)).toBeVisible()
  await expect(
    page.getByText(/have not purchased anything through the Service, 100 USD/),
  ).toBeVisible()
})

async function downloadFromTheApp(page: Page, expected: string) {
  const store = new URL(expected)
  await page.route(`${store.origin}/**`, (route) => route.abort())
  // What the page showed before it left, reported as it happens (the page is gone after).
  const shown: string[] = []
  page.on('console', (msg) => {
    if (msg.text().startsWith('shown:')) shown.push(msg.text().slice('shown:'.length))
  })
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent
      if (text) console.log(`shown:${text}`)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto('/terms-and-conditions')
  const leaving = page.waitForRequest((r) => r.url().startsWith(expected), { timeout: 10_000 })
  // In-app navigation to /download (the SPA route), as a link inside the app would do.
  await page.evaluate(() => {
    history.pushState({}, '', '/download')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await leaving
  expect(shown).toContain(MESSAGES.redirecting)
}

test('/download says "Redirecting..." and goes to the store', async ({ page }) => {
  await downloadFromTheApp(page, storeUrl('DOWNLOAD_URL'))
})

test('/download sends an iPhone to the App Store', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })
  const page = await context.newPage()
  await downloadFromTheApp(page, storeUrl('DOWNLOAD_URL_IOS'))
  await context.close()
})

test('a deep link reloads into the app, and the CSP refuses nothing', async ({ page }) => {
  const refused = watchForRefusals(page)
  await signIn(page, 'admin', '/product/12/edit')
  await expect(page).toHaveURL(/\/product\/12\/edit$/)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products')
  await page.reload()
  await expect(page).toHaveURL(/\/product\/12\/edit$/)
  // The breadcrumb names the product edited, as its form has it.
  const name = page.getByRole('textbox', { name: /^Name/ })
  await expect(name).not.toHaveValue('')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText(await name.inputValue())
  expect(refused).toEqual([])
})

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of [
    '/login',
    '/send-email',
    '/reset-password?token=abc',
    '/register',
    '/404',
    '/500',
    '/terms-and-conditions',
  ]) {
    test(path, async ({ browser, baseURL }) => {
      const { context, page } = await freshPage(browser, baseURL)
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    })
  }

  test('/reset-password with its validation errors showing', async ({ browser, baseURL }) => {
    const { context, page } = await freshPage(browser, baseURL)
    await page.goto('/reset-password?token=abc')
    await page.getByRole('button', { name: 'Update password' }).click()
    await expect(page.getByText(MESSAGES.passwordRequired, { exact: true })).toBeVisible()
    await expect(page.getByText(MESSAGES.confirmRequired, { exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByLabel('New password', { exact: true }).fill('weakpass')
    await page.getByLabel('Repeat the new password').fill('weakpasx')
    await expect(page.getByText(MESSAGES.passwordRule, { exact: true })).toBeVisible()
    await expect(page.getByText(MESSAGES.confirmMismatch, { exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  test('the signed-in shell and its screens, sidebar open and folded, account menu open', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await freshPage(browser, baseURL)
    const login = await signIn(page, 'admin')
    const { firstName, lastName } = login.employeeInformation
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
    // The sidebar as it ends up, its links shown (not its loading skeleton).
    await expect(sidebar).toHaveAttribute('aria-busy', 'false')
    await expect(sidebar.getByRole('link', { name: 'Categories', exact: true })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    for (const [path, heading] of [
      ['/icons', 'Icons'],
      ['/notifications', 'Notifications'],
      ['/widgets', 'Widgets'],
      ['/banner', 'Banners'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expect(sidebar).toHaveAttribute('aria-busy', 'false')
      if (path === '/icons') {
        // Every icon the app uses is drawn (the list itself is checked by appIcons.test.ts).
        const tiles = page.locator('.app-icon-tile')
        await expect(tiles.filter({ hasText: 'double-caret-vertical' })).toBeVisible()
        await expect(tiles.filter({ hasNot: page.locator('svg') })).toHaveCount(0)
      }
      expect(await seriousViolations(page), path).toEqual([])
    }

    await page.getByRole('button', { name: 'Hide the sidebar' }).click()
    await expect(sidebar).toBeHidden()
    await page.getByRole('button', { name: `${firstName} ${lastName}` }).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})

test('the sidebar folds and unfolds; the flag survives moving between screens', async ({
  page,
}) => {
  await signIn(page, 'admin')
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar).toBeVisible()
  await page.getByRole('button', { name: 'Hide the sidebar' }).click()
  await expect(sidebar).toBeHidden()
  await page.evaluate(() => {
    history.pushState({}, '', '/widgets')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { name: 'Widgets' })).toBeVisible()
  await expect(sidebar).toBeHidden()
  await page.getByRole('button', { name: 'Show the sidebar' }).click()
  await expect(sidebar).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*Widgets/)
})
