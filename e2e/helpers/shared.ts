import { expect, test } from '@playwright/test'
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { demoLogin, watchForRefusals, writeSession } from './index'
import type { DemoRole } from './index'
import { tableSettled } from './lists'
import { openInApp } from './navigation'

/** What `sharedPage` gives the tests of its file or describe once its `beforeAll` has run. */
export interface SharedPage {
  context: BrowserContext
  page: Page
  /** The demo role's sign-in answer (signed in pages only). */
  login: LoginResponse
  /** CSP refusals and uncaught errors of the page since it opened (watchForRefusals). */
  refused: string[]
  /**
   * A new tab in the shared context, which becomes the shared page (the one before is closed,
   * without its question on leaving): for a test that starts with a load of its own, signed in
   * already, the app's files in the context's cache.
   */
  newTab(): Promise<Page>
}

/**
 * One browser context and page for the tests of a file (or a describe), signed in as a demo
 * `role` (the session is written before every document of the context, as the app keeps it),
 * or signed out (`null`): the app is downloaded and compiled once for them all, not once per
 * test. Registers the `beforeAll` that opens it and the `afterAll` that closes it; `options`
 * are the context's (a zone, a viewport, a colour scheme), over the configuration's.
 *
 * Each test must still stand alone: it goes where it starts (`openInApp`, `openList` for a list
 * and its query, or `openAfresh` for another query of the same screen; a public page is loaded,
 * from the warm cache), makes its own records and leaves no dialog, route, menu or changed form
 * behind it (a changed form asks before the next test's navigation). A test that closes the page
 * (a tab closed to see the browser ask) leaves the next one a new page in the same context. A
 * test that fails ends the worker: the next test starts on a new shared page.
 */
export function sharedPage(role: DemoRole | null, options: BrowserContextOptions = {}): SharedPage {
  const shared = {
    async newTab() {
      await shared.page.close()
      shared.page = await shared.context.newPage()
      shared.refused = watchForRefusals(shared.page)
      return shared.page
    },
  } as SharedPage
  test.beforeAll(async ({ browser }) => {
    shared.context = await browser.newContext(options)
    if (role) {
      shared.login = await demoLogin(shared.context.request, role)
      await shared.context.addInitScript(writeSession, { keys: STORAGE_KEYS, login: shared.login })
    }
    shared.page = await shared.context.newPage()
    shared.refused = watchForRefusals(shared.page)
  })
  test.beforeEach(async () => {
    if (!shared.page?.isClosed()) return
    shared.page = await shared.context.newPage()
    shared.refused = watchForRefusals(shared.page)
  })
  test.afterAll(async () => {
    await shared.context?.close()
  })
  return shared
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
    if (!document.querySelector('.resource-table')) return 'other screen'
    const target = new URL(path, window.location.href)
    if (target.pathname !== window.location.pathname) return 'other screen'
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

/**
 * Leaves a changed form through its Cancel link, answering Leave to the question it asks, and
 * waits for the list it goes back to (`list`, that list's path) to show its rows: the next
 * navigation of a shared page is then neither asked about the form nor swallowed by its
 * question as it goes.
 */
export async function leaveChangedForm(page: Page, list: string): Promise<void> {
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(new RegExp(`${list}$`))
  await tableSettled(page)
}
