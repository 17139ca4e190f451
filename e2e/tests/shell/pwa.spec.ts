import { expect, test } from '@playwright/test'
import { signIn } from '../../helpers'
import { pushPath } from '../../helpers/navigation'
import {
  cachedPaths,
  waitForCached,
  waitForPageAssetsCached,
  waitForServiceWorker,
} from '../../helpers/serviceWorker'

const OFFLINE = 'You are offline. Data cannot be loaded or saved until the connection is back.'

// These tests are about the service worker: allowed here (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('the app starts offline after one visit, with an offline banner', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  // A deep link as the first visit: its screen loads before the service worker controls
  // the page, and is cached all the same.
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()
  await waitForServiceWorker(page)
  await waitForCached(page, 'TermsScreen')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible()
  // The sign-in page is in the precache (the app shell), even never opened.
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // Other screens are cached when first used: one never opened cannot start offline.
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText(OFFLINE)).toBeHidden()
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
  await context.close()
})

test('signed in and offline: screens opened before still open, even reloaded, nothing else loads, and /api is never cached', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const login = await signIn(page, 'admin')
  const { firstName, lastName } = login.employeeInformation
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await waitForServiceWorker(page)
  // The shell and the dashboard loaded before the worker took control: handed to it.
  await waitForPageAssetsCached(page)
  // A screen with data, loaded through the service worker.
  await page.goto('/category')
  await expect(page.getByRole('table')).toBeVisible()
  await waitForCached(page, 'CategoryListScreen')
  const cached = await cachedPaths(page)
  expect(cached.filter((p) => p.startsWith('/api'))).toEqual([])
  expect(cached).toContain('/index.html')

  await context.setOffline(true)
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible()
  // The banner moves the header and the sidebar down: nothing covers the sidebar's first item.
  const firstItem = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()
  await expect
    .poll(() =>
      firstItem.evaluate((link) => {
        const box = link.getBoundingClientRect()
        const x = box.left + box.width / 2
        return [box.top + 1, box.bottom - 1].every((y) =>
          link.contains(document.elementFromPoint(x, y)),
        )
      }),
    )
    .toBe(true)
  // The dashboard was opened before (not in this page load): its code comes from the cache.
  await pushPath(page, '/dashboard')
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  // A screen never opened cannot load.
  await pushPath(page, '/widgets')
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible()
  // A reload starts the shell from the cache, but no data comes from one (the API is never
  // cached): the permissions stored at sign-in open the screen, whose data cannot load.
  await pushPath(page, '/dashboard')
  await page.reload()
  await expect(page.getByText(OFFLINE, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: `${firstName} ${lastName}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  const figuresFailed = page
    .getByRole('alert')
    .filter({ hasText: 'The figures could not be loaded' })
  await expect(figuresFailed).toBeVisible()
  await expect(page.getByText('Your permissions could not be loaded')).toHaveCount(0)

  // Back online, the screen's data comes by itself.
  await context.setOffline(false)
  await expect(page.getByText(OFFLINE)).toBeHidden()
  await expect(figuresFailed).toHaveCount(0)
  expect((await cachedPaths(page)).filter((p) => p.startsWith('/api'))).toEqual([])
  await context.close()
})

test.describe('screen chunks', () => {
  test.use({ serviceWorkers: 'block' })

  test('a chunk that fails to load shows a message and a Reload button', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await page.route(/\/assets\/TermsScreen-[^/]+\.js$/, (route) => route.abort('failed'))
    await expect(page.getByRole('link', { name: 'Reset Password' })).toBeVisible()
    await pushPath(page, '/terms-and-conditions')
    await expect(
      page.getByRole('heading', { name: 'This screen could not be loaded' }),
    ).toBeVisible()
    const reload = page.getByRole('button', { name: 'Reload' })
    await expect(reload).toBeVisible()

    await page.unroute(/\/assets\/TermsScreen-[^/]+\.js$/)
    await reload.click()
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()
  })
})
