import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { signIn } from '../../helpers'

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
  })
}

test('the app starts offline after one visit, with an offline banner', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText(/You are offline/)).toBeVisible()
  // Another screen, never opened online, comes from the precache too.
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText(/You are offline/)).toBeHidden()
  await context.close()
})

test('the service worker never caches /api', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, 'viewer')
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await waitForServiceWorker(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
  expect(cached.length).toBeGreaterThan(5)
  expect(cached.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([])
  expect(cached.some((u) => new URL(u).pathname === '/index.html')).toBe(true)

  // Offline, the API is not answered from a cache: the screen says so instead.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Your permissions could not be loaded')).toBeVisible()
  await context.close()
})

test.describe('screen chunks', () => {
  test.use({ serviceWorkers: 'block' })

  test('a chunk that fails to load shows a message and a Reload button', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await page.route(/\/assets\/TermsScreen-[^/]+\.js$/, (route) => route.abort('failed'))
    await expect(page.getByRole('link', { name: 'Reset Password' })).toBeVisible()
    await page.evaluate(() => {
      history.pushState({}, '', '/terms-and-conditions')
      dispatchEvent(new PopStateEvent('popstate'))
    })
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
