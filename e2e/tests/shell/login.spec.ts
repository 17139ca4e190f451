import { expect, test } from '@playwright/test'
import { MESSAGES, NARROW_BREAKPOINT_PX, STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import type { Page } from '@playwright/test'
import {
  demoAccount,
  storedSession,
  toast,
  toastShown,
  watchForRefusals,
  watchToasts,
} from '../../helpers'
import { sharedPage } from '../../helpers/shared'

/** The suite's viewport (Playwright's default), given back after a test that changes it. */
const VIEWPORT = { width: 1280, height: 720 }

// page.route only delays real requests here; a service worker would hide them from it.
test.use({ serviceWorkers: 'block' })

/**
 * A test's start on the file's page: no session stored (a test before may have signed in),
 * and no page of the app open, so what the test watches is the page it opens.
 */
async function signOut(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear())
  await page.goto('about:blank')
}

/** Every path the page goes through, history updates (redirects inside the app) included. */
function recordPaths(page: Page): string[] {
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  return visited
}

/** The paths visited since the last `from`, with repeats of one path (reloads, re-renders) as one. */
function hopsFrom(visited: string[], from: string): string[] {
  return visited
    .slice(visited.lastIndexOf(from))
    .filter((path, i, all) => i === 0 || all[i - 1] !== path)
}

test.describe('signed out', () => {
  // One signed-out page for these tests: the app's code is loaded and compiled once, each
  // test loads its own page of it (its session cleared first).
  const shared = sharedPage(null)
  test.beforeAll(async () => {
    await watchToasts(shared.page)
  })
  test.beforeEach(async () => {
    await signOut(shared.page)
  })

  test.describe('sign-in', () => {
    test('a wrong password says so for 5 s and keeps what was typed', async () => {
      const { page } = shared
      await page.goto('/login')
      await page.getByLabel('Username (e-mail)').fill('admin@demo.test')
      await page.getByLabel('Password').fill('not-the-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      const message = await toastShown(toast(page, MESSAGES.loginFailed))
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByLabel('Username (e-mail)')).toHaveValue('admin@demo.test')
      await expect(page.getByLabel('Password')).toHaveValue('not-the-password')
      await message.lastsFiveSeconds()
      expect(await storedSession(page)).toEqual({
        accessToken: null,
        tokenExpiry: null,
        userInfo: null,
        components: null,
      })
    })

    test('no client validation: an empty form is sent and fails on the server', async () => {
      const { page } = shared
      await page.goto('/login')
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/employee/authenticate'))
      await page.getByRole('button', { name: 'Sign in' }).click()
      expect((await sent).postDataJSON()).toEqual({ email: '', password: '', clientId: 1 })
      await expect(toast(page, MESSAGES.loginFailed)).toBeVisible()
    })

    test('loading: the button is busy and a second submit sends nothing more', async () => {
      const { page } = shared
      const admin = demoAccount('admin')
      let calls = 0
      // The answer is held until the loading state has been checked, then let through.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/employee/authenticate', async (route) => {
        calls += 1
        await held
        await route.continue()
      })
      await page.goto('/login')
      await page.getByLabel('Username (e-mail)').fill(admin.email)
      await page.getByLabel('Password').fill(admin.password)
      const button = page.locator('button[type="submit"]')
      await button.click()
      await expect(page.locator('form[aria-busy="true"]')).toBeVisible()
      await expect(button).toHaveClass(/bp6-loading/)
      await expect(button).toBeDisabled()
      // The form is busy from the click on; the request follows once the sign-in code has loaded.
      await expect.poll(() => calls).toBe(1)
      await page.getByLabel('Password').press('Enter')
      await expect(button).toBeDisabled()
      expect(calls).toBe(1)
      release()
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(calls).toBe(1)
      await page.unroute('**/api/employee/authenticate')
    })

    test('success saves the four keys, says "Login Successfull" and opens the dashboard', async () => {
      const { page } = shared
      const refused = watchForRefusals(page)
      const consoleErrors: string[] = []
      page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())))
      const asked: string[] = []
      page.on('request', (r) => {
        const { pathname } = new URL(r.url())
        if (pathname.startsWith('/api')) asked.push(`${r.method()} ${pathname}`)
      })
      const admin = demoAccount('admin')
      await page.goto('/login')
      await page.getByLabel('Username (e-mail)').fill(admin.email)
      await page.getByLabel('Password').fill(admin.password)
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/employee/authenticate'))
      await page.getByRole('button', { name: 'Sign in' }).click()
      const login = (await (await answered).json()) as LoginResponse
      // Signing in asks the sign-in and nothing before it (the page brought the anti-forgery cookie).
      expect(asked[0]).toBe('POST /api/employee/authenticate')
      await expect(page).toHaveURL(/\/dashboard$/)
      const message = await toastShown(toast(page, MESSAGES.loginSucceeded))
      // The greeting names the employee the server signed in.
      const { firstName, lastName } = login.employeeInformation
      expect(`${firstName} ${lastName}`.trim()).not.toBe('')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Welcome, ${firstName} ${lastName}`,
      )

      const stored = await storedSession(page)
      expect(Object.keys(stored).sort()).toEqual(Object.values(STORAGE_KEYS).sort())
      expect(stored.accessToken).toMatch(/\S{16,}/)
      expect(Date.parse(stored.tokenExpiry ?? '')).toBeGreaterThan(Date.now())
      expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ email: admin.email })
      const components = JSON.parse(stored.components ?? '[]') as unknown[]
      expect(components.length).toBeGreaterThan(0)

      await message.lastsFiveSeconds()
      expect(refused).toEqual([])
      expect(consoleErrors).toEqual([])
    })

    test('the primary colour is the theme dark green', async () => {
      const { page } = shared
      await page.goto('/login')
      const button = page.getByRole('button', { name: 'Sign in' })
      await expect(button).toHaveCSS('background-color', 'rgb(22, 101, 52)')
    })

    test('the Reset Password link opens /send-email', async () => {
      const { page } = shared
      await page.goto('/login')
      await page.getByRole('link', { name: 'Reset Password' }).click()
      await expect(page).toHaveURL(/\/send-email$/)
    })
  })

  test.describe('login layout', () => {
    test.afterEach(async () => {
      await shared.page.setViewportSize(VIEWPORT)
    })

    test(`up to ${NARROW_BREAKPOINT_PX}px the banner shows above the form`, async () => {
      const { page } = shared
      await page.setViewportSize({ width: NARROW_BREAKPOINT_PX, height: 800 })
      await page.goto('/login')
      const banner = page.getByTestId('login-banner')
      await expect(banner).toBeVisible()
      await expect(page.getByTestId('brand-panel')).toBeHidden()
      const bannerBox = await banner.boundingBox()
      const formBox = await page.getByLabel('Username (e-mail)').boundingBox()
      expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(formBox!.y)
    })

    test('wider, a branded side panel shows instead', async () => {
      const { page } = shared
      await page.setViewportSize({ width: NARROW_BREAKPOINT_PX + 1, height: 800 })
      await page.goto('/login')
      await expect(page.getByTestId('brand-panel')).toBeVisible()
      await expect(page.getByTestId('login-banner')).toBeHidden()
      await page.setViewportSize({ width: 1280, height: 800 })
      const panel = await page.getByTestId('brand-panel').boundingBox()
      const form = await page.getByLabel('Username (e-mail)').boundingBox()
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(form!.x)
    })
  })

  test.describe('routes', () => {
    test('the hash form /#/login reaches the login page', async () => {
      const { page } = shared
      await page.goto('/#/login')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    })

    test('an unknown path goes to /dashboard, and from there to /login when signed out', async () => {
      const { page } = shared
      const visited = recordPaths(page)
      await page.goto('/no/such/place')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      expect(hopsFrom(visited, '/no/such/place')).toEqual([
        '/no/such/place',
        '/dashboard',
        '/login',
      ])

      await page.goto('/')
      await expect(page).toHaveURL(/\/login$/)
      expect(hopsFrom(visited, '/')).toEqual(['/', '/dashboard', '/login'])
    })
  })
})

test.describe('routes, signed in', () => {
  const signedIn = sharedPage('marketing')

  test('signed in, an unknown path goes to /dashboard and stays there', async () => {
    const { page, login } = signedIn
    const visited = recordPaths(page)
    await page.goto('/no/such/place')
    const { firstName, lastName } = login.employeeInformation
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${firstName} ${lastName}`,
    )
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(hopsFrom(visited, '/no/such/place')).toEqual(['/no/such/place', '/dashboard'])
  })

  test("a hash path is followed only to the app's own routes", async () => {
    const { page } = signedIn
    await page.goto('/#/category')
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Categories', exact: true }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/category$/)

    await page.goto('/#/no/such/place')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /)
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
