import { test } from '@playwright/test'
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import type { LoginResponse } from 'contracts'
import { demoLogin, storeSession } from './index'
import type { DemoRole } from './index'

/** A context and page its describe's tests share, and (signed in) the sign-in answer stored in it. */
export interface SharedPage {
  context: BrowserContext
  page: Page
  /** The sign-in answer stored in the page (when a role was given). */
  login: LoginResponse
}

/** The context options of the suite's own contexts (`use` in playwright.config.ts does not reach one made in a hook). */
const SUITE_CONTEXT: BrowserContextOptions = { serviceWorkers: 'block', reducedMotion: 'reduce' }

/**
 * One browser context for the tests of the describe (or file) it is called in, each test
 * opening its own page in it (`shared.context.newPage()`, closed at its end): a new page of
 * the context loads the app from the context's cache, its code already compiled, where a new
 * context downloads and compiles it afresh. Its storage (the session's keys) is shared: each
 * test stores the session it starts with.
 */
export function sharedContext(options: BrowserContextOptions = {}): { context: BrowserContext } {
  const shared = {} as { context: BrowserContext }
  test.beforeAll(async ({ browser, baseURL }) => {
    shared.context = await browser.newContext({ baseURL, ...SUITE_CONTEXT, ...options })
  })
  test.afterAll(async () => {
    await shared.context?.close()
  })
  return shared
}

/**
 * One browser context and page for the tests of the describe (or file) it is called in,
 * instead of a new context, sign-in and load of the app per test: the app is downloaded and
 * compiled once, and each test opens its screen through the app's router (`openInApp`).
 * Each test still starts from a state it makes itself (it opens its own screen, closes what
 * it opened), so it passes alone (`-g`) as in the walk; after a failure Playwright starts a new
 * worker, whose first test runs this set-up again. With a `role`, the demo account's session
 * is stored in the page's origin once (a logout in a test ends it for the tests after it: sign
 * such tests in on pages of their own). The suite's `use` options do not reach a context made
 * here: the service worker is blocked and motion reduced, as there, unless `context` says otherwise.
 */
export function sharedPage(
  options: { role?: DemoRole; context?: BrowserContextOptions } = {},
): SharedPage {
  const shared = {} as SharedPage
  test.beforeAll(async ({ browser, baseURL }) => {
    shared.context = await browser.newContext({ baseURL, ...SUITE_CONTEXT, ...options.context })
    shared.page = await shared.context.newPage()
    if (options.role) {
      shared.login = await demoLogin(shared.context.request, options.role)
      await storeSession(shared.page, shared.login)
    }
  })
  test.afterAll(async () => {
    await shared.context?.close()
  })
  return shared
}
