import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { demoAccount, signIn, signInWithForm, storedSession } from '../../helpers'

test.use({ serviceWorkers: 'block' })

const signedOut = { accessToken: null, tokenExpiry: null, userInfo: null, components: null }

const accountButton = (page: Page, login: LoginResponse) =>
  page.getByRole('button', {
    name: `${login.employeeInformation.firstName} ${login.employeeInformation.lastName}`,
  })

test('logout from the account menu clears the four keys and goes to login', async ({ page }) => {
  const login = await signIn(page, 'viewer')
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await accountButton(page, login).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toEqual(signedOut)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('the account menu shows the employee name', async ({ page }) => {
  const login = await signIn(page, 'marketing')
  const { firstName, lastName } = login.employeeInformation
  await expect(page.getByRole('button', { name: `${firstName} ${lastName}` })).toBeVisible()
})

test('a 401 (tampered token) ends the session and goes to the hash login page, then /login', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await page.evaluate(
    (key) => localStorage.setItem(key, 'tampered-token'),
    STORAGE_KEYS.accessToken,
  )
  const rejected = page.waitForResponse(
    (r) => r.url().endsWith('/api/employee/permissions') && r.status() === 401,
  )
  // Every URL the page goes through, history updates included (SPEC §8: the hash login page).
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      const url = new URL(frame.url())
      visited.push(url.pathname + url.hash)
    }
  })
  await page.goto('/product')
  await rejected
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toEqual(signedOut)
  const hashLogin = visited.indexOf('/#/login')
  expect(visited[0]).toBe('/product')
  expect(hashLogin, `went through ${visited.join(' → ')}`).toBeGreaterThan(0)
  expect(visited.at(-1)).toBe('/login')
  expect(visited.lastIndexOf('/login')).toBeGreaterThan(hashLogin)
})

test('at tokenExpiry the session ends without waiting for a 401', async ({ page }) => {
  // The page's clock is Playwright's: time runs normally until paused, then only jumps
  // when told, so the test never races the expiry however slow the machine is.
  await page.clock.install()
  const rejected: string[] = []
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 401) rejected.push(r.url())
  })
  const login = await signIn(page, 'viewer')
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  const expiry = Date.parse(login.tokenExpiry)

  // A second before the expiry: still signed in.
  await page.clock.pauseAt(expiry - 1_000)
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  expect((await storedSession(page))[STORAGE_KEYS.accessToken]).toBe(login.token)

  // Past it: signed out by the page's own timer, without asking the server anything.
  const calls: string[] = []
  page.on('request', (r) => calls.push(r.url()))
  await page.clock.fastForward(2_000)
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toEqual(signedOut)
  expect(calls.filter((u) => u.includes('/api/'))).toEqual([])
  expect(rejected).toEqual([])
})

test('signing out in one tab signs out the others', async ({ context, page }) => {
  const login = await signIn(page, 'viewer')
  const other = await context.newPage()
  await other.goto('/dashboard')
  await expect(other.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await accountButton(page, login).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(other).toHaveURL(/\/login$/)
})

test('permissions: a spinner while they load, fetched once, never again on focus', async ({
  page,
}) => {
  let calls = 0
  // The answer is held until the loading state has been checked, then let through.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/employee/permissions', async (route) => {
    calls += 1
    await held
    await route.continue()
  })
  await signIn(page, 'admin')
  await expect(page.getByRole('status').getByLabel('Loading your permissions')).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar).toHaveAttribute('aria-busy', 'true')
  await expect(sidebar.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeHidden()
  release()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await expect(sidebar).toHaveAttribute('aria-busy', 'false')
  await sidebar.getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page).toHaveURL(/\/order$/)
  await sidebar.getByRole('link', { name: 'Dashboard' }).click()
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('online'))
  })
  await page.waitForTimeout(1_500)
  expect(calls).toBe(1)
})

test("after Logout, signing in again in the same tab loads the new employee's permissions", async ({
  page,
}) => {
  // The Authorization header of every permissions call the page makes.
  const permissionCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/employee/permissions')) {
      permissionCalls.push(r.headers()['authorization'] ?? '')
    }
  })
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  const headings = () => sidebar.getByRole('heading')

  await signInWithForm(page, demoAccount('admin'))
  await expect(sidebar).toHaveAttribute('aria-busy', 'false')
  await expect(sidebar.getByRole('link', { name: 'Orders', exact: true })).toBeVisible()
  const adminToken = (await storedSession(page)).accessToken
  const admin = JSON.parse((await storedSession(page)).userInfo ?? '{}') as {
    firstName: string
    lastName: string
  }
  expect(permissionCalls).toEqual([expect.stringContaining(adminToken ?? '<none>')])
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  await page.getByRole('button', { name: `${admin.firstName} ${admin.lastName}` }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // The same tab, no reload: the form again, as marketing.
  const marketing = demoAccount('marketing')
  await page.getByLabel('Username (e-mail)').fill(marketing.email)
  await page.getByLabel('Password').fill(marketing.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(sidebar).toHaveAttribute('aria-busy', 'false')
  await expect(headings()).toHaveText(['Product management', 'Promotions'])
  await expect(sidebar.getByRole('link', { name: 'Banners', exact: true })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0)

  const marketingToken = (await storedSession(page)).accessToken
  expect(marketingToken).not.toBe(adminToken)
  expect(permissionCalls).toEqual([
    expect.stringContaining(adminToken ?? '<none>'),
    expect.stringContaining(marketingToken ?? '<none>'),
  ])
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)

  // Marketing's own modules open; the guard no longer sends them away.
  await sidebar.getByRole('link', { name: 'Banners', exact: true }).click()
  await expect(page).toHaveURL(/\/banner$/)
  await expect(page.getByRole('heading', { name: 'Banners is coming soon' })).toBeVisible()
  await expect(page).toHaveURL(/\/banner$/)
})
