import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Page, Request } from '@playwright/test'
import { MESSAGES } from 'contracts'
import { repoRoot } from '../../../edge/scripts/worker.mjs'
import { seriousViolations } from '../../helpers'
import { openInApp, pushPath } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'

test.use({ serviceWorkers: 'block' })

/** The store URLs the worker is started with (wrangler.toml defaults). */
function storeUrl(name: 'DOWNLOAD_URL' | 'DOWNLOAD_URL_IOS'): string {
  const toml = readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8')
  const match = new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, 'm').exec(toml)
  if (!match?.[1]) throw new Error(`${name} is not in wrangler.toml`)
  return match[1]
}

/** The sidebar shown (it is a flag of the page, kept from screen to screen). */
async function showSidebar(page: Page) {
  const show = page.getByRole('button', { name: 'Show the sidebar' })
  await expect(show.or(page.getByRole('button', { name: 'Hide the sidebar' }))).toBeVisible()
  if (await show.isVisible()) await show.click()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
}

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
  await pushPath(page, '/download')
  await leaving
  expect(shown).toContain(MESSAGES.redirecting)
}

test.describe('signed out', () => {
  // One signed-out page for these small pages: each is a load of its own (page.goto), the
  // app's code already in the browser's cache.
  const shared = sharedPage(null)

  test('/404 and /500: their texts exactly and a search box', async () => {
    const { page } = shared
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

  test('/register is a placeholder form that does nothing', async () => {
    const { page } = shared
    const calls: string[] = []
    const onRequest = (r: Request) => {
      if (r.url().includes('/api/')) calls.push(r.url())
    }
    page.on('request', onRequest)
    await page.goto('/register')
    for (const label of ['Username', 'E-mail', 'Password', 'Repeat password']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/register$/)
    page.off('request', onRequest)
    expect(calls).toEqual([])
  })

  test('/terms-and-conditions: our legal text with the facts docs/requirements.md#public-pages fix', async () => {
    const { page } = shared
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

  test('/download says "Redirecting..." and goes to the store', async () => {
    // A page of its own (its init script and routes stay with it), beside the shared one.
    const page = await shared.context.newPage()
    await downloadFromTheApp(page, storeUrl('DOWNLOAD_URL'))
    await page.close()
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
      test(path, async () => {
        const { page } = shared
        await page.goto(path)
        await expect(page.locator('main')).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await seriousViolations(page)).toEqual([])
      })
    }

    test('/reset-password with its validation errors showing', async () => {
      const { page } = shared
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
    })
  })
})

test.describe('signed in', () => {
  // One signed-in page: the app loads once (the deep link's test loads it again, twice).
  const signedIn = sharedPage('admin')

  test('a deep link reloads into the app, and the CSP refuses nothing', async () => {
    const { page, refused } = signedIn
    refused.length = 0
    await page.goto('/product/12/edit')
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
    test('the signed-in shell and its screens, sidebar open and folded, account menu open', async () => {
      const { page, login } = signedIn
      await openInApp(page, '/dashboard')
      await showSidebar(page)
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
        await openInApp(page, path)
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
      // The walk goes on in this page: the menu closed, the sidebar shown again.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden()
      await showSidebar(page)
    })
  })

  test('the sidebar folds and unfolds; the flag survives moving between screens', async () => {
    const { page } = signedIn
    await openInApp(page, '/dashboard')
    await showSidebar(page)
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await expect(sidebar).toBeVisible()
    await page.getByRole('button', { name: 'Hide the sidebar' }).click()
    await expect(sidebar).toBeHidden()
    await openInApp(page, '/widgets')
    await expect(page.getByRole('heading', { name: 'Widgets' })).toBeVisible()
    await expect(sidebar).toBeHidden()
    await page.getByRole('button', { name: 'Show the sidebar' }).click()
    await expect(sidebar).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*Widgets/)
  })
})
