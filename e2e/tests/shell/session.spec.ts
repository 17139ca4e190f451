import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, STORAGE_KEYS, XSRF_HEADER } from 'contracts'
import type { LoginResponse } from 'contracts'
import {
  demoAccount,
  demoLogin,
  signIn,
  signInWithForm,
  storedSession,
  xsrfToken,
} from '../../helpers'

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
  // Every URL the page goes through, history updates included (docs/requirements.md#error-catalogue: the hash login page).
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

  // On a screen whose reads do not hang on the day: the dashboard reads "the last 30 days"
  // again when a UTC midnight passes, and one often does within the session's 12 hours.
  await page.getByRole('link', { name: 'Categories', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible()
  await expect(page.locator('.resource-table')).not.toHaveAttribute('aria-busy', 'true')

  // A second before the expiry: still signed in.
  await page.clock.pauseAt(expiry - 1_000)
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible()
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
  await expect(page.getByRole('heading', { name: 'Banners', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/banner$/)
})

test("the next employee in the same tab never gets the previous one's answer, even one still on its way", async ({
  page,
}) => {
  // The second employee may view products but not categories: the admin's category
  // list is an answer this employee must never be shown, and their own is a 403.
  const admin = await demoLogin(page.request, 'admin')
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const asAdmin = async (path: string, data: unknown) => {
    const answer = await page.request.post(API_PREFIX + path, {
      data,
      headers: {
        Authorization: `${AUTH_SCHEME} ${admin.token}`,
        [XSRF_HEADER]: await xsrfToken(page.request),
      },
    })
    expect(answer.status(), await answer.text()).toBe(201)
    return ((await answer.json()) as { Data: { id: number } }).Data
  }
  const role = await asAdmin('/roles', {
    name: `Product viewer ${stamp}`,
    permissions: [{ key: 'product', actions: ['View'] }],
  })
  const viewer = { email: `product-viewer-${stamp}@staff.test`, password: 'Viewer12345' }
  await asAdmin('/employee', {
    firstName: 'Product',
    lastName: 'Viewer',
    email: viewer.email,
    phone: '+96171123456',
    roleId: role.id,
    branchIds: [],
    password: viewer.password,
  })
  const categoryNames = (
    (await (
      await page.request.get(`${API_PREFIX}/category?pageSize=10&sort=name:asc`, {
        headers: { Authorization: `${AUTH_SCHEME} ${admin.token}` },
      })
    ).json()) as { Data: { name: string }[] }
  ).Data.map((c) => c.name)
  expect(categoryNames.length).toBeGreaterThan(0)

  // The admin's category search is held on its way until the next employee has asked.
  const categorySearches: string[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let adminToken = '<none>'
  await page.route(`**${API_PREFIX}/category?*`, async (route) => {
    const authorization = route.request().headers()['authorization'] ?? ''
    categorySearches.push(authorization)
    if (authorization.endsWith(adminToken)) await held
    await route.continue()
  })
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  const categoryFilter = page.getByLabel('Category', { exact: true })

  await signInWithForm(page, demoAccount('admin'))
  adminToken = (await storedSession(page)).accessToken ?? '<none>'
  await sidebar.getByRole('link', { name: 'Products', exact: true }).click()
  await categoryFilter.click()
  await expect(page.getByRole('option', { name: 'Searching…' })).toBeVisible()
  await expect.poll(() => categorySearches).toEqual([`${AUTH_SCHEME} ${adminToken}`])
  await page.keyboard.press('Escape')
  await accountButton(page, admin).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // The same tab, no reload: the product viewer signs in, and every option shown from now on is noted.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.getByLabel('Username (e-mail)').fill(viewer.email)
  await page.getByLabel('Password').fill(viewer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const viewerToken = (await storedSession(page)).accessToken ?? '<none>'
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { __optionsSeen: seen })
    new MutationObserver(() => {
      for (const option of Array.from(document.querySelectorAll('[role="option"]'))) {
        seen.push(option.textContent ?? '')
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  await sidebar.getByRole('link', { name: 'Products', exact: true }).click()
  await expect(page).toHaveURL(/\/product$/)
  await categoryFilter.click()

  // Their own search, answered with their own refusal; then the admin's answer arrives.
  await expect(page.getByRole('option', { name: 'Could not search; try again' })).toBeVisible()
  expect(categorySearches).toEqual([
    `${AUTH_SCHEME} ${adminToken}`,
    `${AUTH_SCHEME} ${viewerToken}`,
  ])
  const adminAnswer = page.waitForResponse(
    (r) => r.url().includes(`${API_PREFIX}/category?`) && r.status() === 200,
  )
  release()
  await (await adminAnswer).finished()
  // Searching on once the admin's answer is in: still only their own refusals.
  await categoryFilter.fill('a')
  await expect.poll(() => categorySearches.length).toBe(3)
  expect(categorySearches[2]).toBe(`${AUTH_SCHEME} ${viewerToken}`)
  await expect(page.getByRole('option', { name: 'Could not search; try again' })).toBeVisible()
  const seen = await page.evaluate(
    () => (window as unknown as { __optionsSeen: string[] }).__optionsSeen,
  )
  expect(seen.filter((text) => categoryNames.includes(text))).toEqual([])
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
})
