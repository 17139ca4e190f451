import { expect, test } from '@playwright/test'
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import type { LoginResponse } from 'contracts'
import { signIn } from './index'
import type { DemoRole } from './index'
import { tableSettled } from './lists'
import { openInApp } from './navigation'

/**
 * What the config's `use` gives each test's own context, which `browser.newContext` does not
 * apply by itself (e2e/playwright.config.ts): no service worker (it would precache the whole
 * app meanwhile, and take control of the page mid-test), reduced motion.
 */
export const CONTEXT_OPTIONS = {
  serviceWorkers: 'block',
  reducedMotion: 'reduce',
} as const satisfies BrowserContextOptions

export interface SharedPage {
  readonly context: BrowserContext
  readonly page: Page
  readonly login: LoginResponse
  /**
   * A new tab in the shared context, which becomes the shared page (the one before is closed,
   * without its question on leaving): for a test that starts with a load of its own, signed
   * in already, the app's files in the context's cache.
   */
  newTab(): Promise<Page>
}

/**
 * One browser context and page for the tests of a file (or of the describe it is called in),
 * signed in once as `role`: the app loads once and each test opens its screen through the
 * app's router (`openInApp`, `openList`), instead of a new context, a new sign-in and a new
 * download and compilation of the SPA per test. The tests run in order (serial: after a failure
 * the rest are skipped rather than run on a page left half-way). Each test opens the screen it
 * starts from, whatever the test before left, and leaves no changed form behind (a changed form
 * asks before the next test's navigation). A test that closes the page gets a new one in the
 * same context for the next test. `page`, `context` and `login` are read inside tests and hooks.
 */
export function sharedPage(role: DemoRole, options: BrowserContextOptions = {}): SharedPage {
  test.describe.configure({ mode: 'serial' })
  let shared: { context: BrowserContext; page: Page; login: LoginResponse } | undefined
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      ...CONTEXT_OPTIONS,
      ...options,
    })
    const page = await context.newPage()
    shared = { context, page, login: await signIn(page, role, null) }
  })
  test.beforeEach(async () => {
    if (shared?.page.isClosed()) shared.page = await shared.context.newPage()
  })
  test.afterAll(async () => {
    await shared?.context.close()
    shared = undefined
  })
  const get = () => {
    if (!shared) throw new Error('sharedPage: read outside a test or hook of its group')
    return shared
  }
  return {
    get context() {
      return get().context
    },
    get page() {
      return get().page
    },
    get login() {
      return get().login
    },
    async newTab() {
      const shared = get()
      await shared.page.close()
      shared.page = await shared.context.newPage()
      return shared.page
    },
  }
}

/**
 * Pushes `path` through the app's router, as its own links do, for a screen that reads its
 * query (a drawer's `open=`, a form's preset): the caller then waits for what it shows. Loads
 * the path when the signed-in app does not run in the page yet.
 */
export async function pushInApp(page: Page, path: string): Promise<void> {
  const pushed = await page.evaluate((path) => {
    if ((document.querySelector('main#main')?.children.length ?? 0) < 2) return false
    const state = history.state as { idx?: number } | null
    history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 },
      '',
      path,
    )
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    return true
  }, path)
  if (!pushed) await page.goto(path)
}

/**
 * Opens a list screen (`path` with its query) in the app running in `page` and waits for its
 * rows: another screen is left through the router (openInApp); on the same list, the new query
 * is pushed as the app's own links push it, and `tableSettled` waits for the rows of that query.
 * The very URL shown already is loaded again (nothing would change otherwise).
 */
export async function openList(page: Page, path: string): Promise<void> {
  const how = await page.evaluate((path) => {
    const target = new URL(path, window.location.href)
    if (target.pathname !== window.location.pathname) return 'other screen'
    if (!document.querySelector('.resource-table')) return 'other screen'
    if (target.search === window.location.search) return 'same URL'
    const state = history.state as { idx?: number } | null
    history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 },
      '',
      target.pathname + target.search,
    )
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    return 'pushed'
  }, path)
  if (how === 'other screen') await openInApp(page, path)
  else if (how === 'same URL') await page.goto(path)
  await tableSettled(page)
}

/**
 * Goes to `path` through the router where the role may not (a push, as the app's links do), and
 * expects the guard to send the page elsewhere: the router replaces the pushed entry (a new key,
 * another path), and no Save shows.
 */
export async function expectSentAwayInApp(page: Page, path: string): Promise<void> {
  const key = await page.evaluate((path) => {
    const key = `e2e${Math.random().toString(36).slice(2, 10)}`
    const state = history.state as { idx?: number } | null
    history.pushState({ usr: null, key, idx: (state?.idx ?? 0) + 1 }, '', path)
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    return key
  }, path)
  await expect
    .poll(() =>
      page.evaluate(
        ([key, path]) =>
          (history.state as { key?: string } | null)?.key !== key &&
          window.location.pathname !== new URL(path, window.location.href).pathname,
        [key, path] as const,
      ),
    )
    .toBe(true)
  await expect(page).not.toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
}
