import { test } from '@playwright/test'
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { STORAGE_KEYS } from 'contracts'
import type { LoginResponse } from 'contracts'
import { demoLogin, watchForRefusals, writeSession } from './index'
import type { DemoRole } from './index'

/** What `sharedPage` gives the tests of its file or describe once its `beforeAll` has run. */
export interface SharedPage {
  context: BrowserContext
  page: Page
  /** The demo role's sign-in answer (signed in pages only). */
  login: LoginResponse
  /** CSP refusals and uncaught errors of the page since it opened (watchForRefusals). */
  refused: string[]
}

/**
 * One browser context and page for the tests of a file (or a describe), signed in as a demo
 * `role` (the session is written before every document of the context, as the app keeps it),
 * or signed out (`null`): the app is downloaded and compiled once for them all, not once per
 * test. Registers the `beforeAll` that opens it and the `afterAll` that closes it; `options`
 * are the context's (a zone, a viewport, a colour scheme), over the configuration's.
 *
 * Each test must still stand alone: it goes where it starts (`openInApp`, or `openAfresh` for
 * another query of the same screen; a public page is loaded, from the warm cache), makes its
 * own records and leaves no dialog, route or menu behind it. A test that fails ends the
 * worker: the next test starts on a new shared page.
 */
export function sharedPage(role: DemoRole | null, options: BrowserContextOptions = {}): SharedPage {
  const shared = {} as SharedPage
  test.beforeAll(async ({ browser }) => {
    shared.context = await browser.newContext(options)
    if (role) {
      shared.login = await demoLogin(shared.context.request, role)
      await shared.context.addInitScript(writeSession, { keys: STORAGE_KEYS, login: shared.login })
    }
    shared.page = await shared.context.newPage()
    shared.refused = watchForRefusals(shared.page)
  })
  test.afterAll(async () => {
    await shared.context?.close()
  })
  return shared
}
