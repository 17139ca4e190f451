import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** What the main area held before openInApp's navigation (its elements). */
    __e2eScreenBefore?: Element[]
  }
}

/**
 * Opens `path` in the app already running in `page`, as its own links do (a push through the
 * app's router: the history entry, then the `popstate` the router listens to), instead of
 * loading the app again: no new download and compilation of the SPA, no new sign-in. For walks
 * about the screens, not about loading them (a deep link's load has its own test,
 * tests/smoke.spec.ts). Resolves once the screen shown before has left the page, replaced by
 * the new one (the router keeps the old screen while the new one's code and data arrive);
 * the caller then waits for what the new screen shows.
 *
 * Loads the page (`page.goto`) when no signed-in screen (breadcrumbs and a screen) is shown yet,
 * when only the query differs (the same screen stays, re-rendered: nothing would tell its new
 * state from its old), and when the screen before has not left within 5 s.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const pushed = await page.evaluate((path) => {
    const shown = Array.from(document.querySelector('main#main')?.children ?? [])
    if (shown.length < 2) return false
    const target = new URL(path, window.location.href)
    if (target.pathname === window.location.pathname) return false
    // The breadcrumbs stay; the screen's own elements leave when another screen replaces it.
    window.__e2eScreenBefore = shown
    const state = history.state as { idx?: number } | null
    history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 },
      '',
      target.pathname + target.search,
    )
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    return true
  }, path)
  if (!pushed) {
    await page.goto(path)
    return
  }
  // The screen before may still move its own URL (a list writing its state there) as the push
  // lands, taking the page back; and a path the router shows with the screen before's own
  // elements (another path of one form, as `/product/1/edit-y` after `/product/1/edit`) leaves
  // nothing to wait for: in both cases the path is loaded instead.
  const outcome = await page
    .waitForFunction(
      (pathname) => {
        if (window.__e2eScreenBefore?.some((e) => !e.isConnected)) return 'shown'
        return window.location.pathname === pathname ? false : 'moved'
      },
      new URL(path, 'http://placeholder').pathname,
      { timeout: SCREEN_CHANGE_MS },
    )
    .then(
      (handle) => handle.jsonValue(),
      () => 'kept',
    )
  if (outcome !== 'shown') await page.goto(path)
}

/** How long a pushed path's screen may take to replace the one before (its code, its data). */
const SCREEN_CHANGE_MS = 5_000

/**
 * Moves the app in `page` to `path` as its own links do (a history push and the `popstate`
 * its router listens to), the document kept: on any page of the app, signed in or not (what
 * the page recorded, as its toasts' lives, stays). Waits for nothing: the caller waits for
 * what the new screen shows. On a signed-in screen prefer `openInApp`, which waits for it.
 */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** A screen with nothing to read from the API, open to every signed-in employee. */
const RESTING_SCREEN = '/icons'

/** A path's module: its first segment (`/report/closes` → `report`). */
const moduleOf = (path: string) => new URL(path, 'http://placeholder').pathname.split('/')[1]

/**
 * Opens `path` in the app already running in `page` through its router, as `openInApp` does,
 * on a screen mounted afresh: when the page shows a screen of the same module already (the
 * same screen with another query or record, or one that shares its layout, as the reports'
 * tabs do), it goes through a screen with nothing to read first, so nothing of the screen's
 * state before stays (a switch turned, a dialog open) and the change is seen. For tests that
 * share a page.
 */
export async function openAfresh(page: Page, path: string): Promise<void> {
  if (moduleOf(page.url()) === moduleOf(path)) await openInApp(page, RESTING_SCREEN)
  await openInApp(page, path)
}
