import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { LoginResponse } from 'contracts'
import { authenticate, createEmployee, seriousViolations, storeSession } from './index'
import type { DemoRole } from './index'
import { PHONE } from './phone'
import { api } from './records'

/** Helpers of the Arabic flows (docs/requirements.md#languages): one employee who works in Arabic. */

/** A counter PC's screen. */
export const DESKTOP = { width: 1366, height: 900 } as const

/**
 * A new employee of the demo `role`'s role at `branchIds`, who works in Arabic (saved on them
 * through their own preferences), signed in once in a browser of their own (an Arabic one, on
 * a 1366 px screen), the device keeping their language as the sign-in form does.
 */
export async function arabicEmployee(
  browser: Browser,
  request: APIRequestContext,
  role: DemoRole,
  branchIds: number[] = [],
): Promise<{ page: Page; login: LoginResponse; close: () => Promise<void> }> {
  const employee = await createEmployee(request, role, 'Arabic-e2e-1', branchIds)
  const login = await authenticate(request, employee)
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ar-LB',
    viewport: DESKTOP,
  })
  const page = await context.newPage()
  const saved = await api(page, login.token, 'PUT', '/employee/me/preferences', { language: 'ar' })
  expect(saved.status).toBe(200)
  await storeSession(page, login)
  await page.evaluate(() => localStorage.setItem('language', 'ar'))
  return { page, login, close: () => context.close() }
}

/** The page scrolls no wider than its window. */
export async function expectNoOverflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(widths.scroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(widths.viewport)
}

/**
 * Where a README picture goes: into docs/images when asked (`E2E_DOC_IMAGES=1 npx playwright
 * test …`, to renew them), else into the run's test-results: a test run leaves the
 * repository's files as they were.
 */
export const readmePicture = (picture: string) =>
  process.env.E2E_DOC_IMAGES === '1'
    ? fileURLToPath(new URL(`../../docs/images/${picture}`, import.meta.url))
    : fileURLToPath(new URL(`../test-results/${picture}`, import.meta.url))

/**
 * The screen as it is now reads in Arabic, right to left, passes axe (no serious
 * violations) and scrolls no wider than the window at 1366 px and at a phone's 390 px; then,
 * back at 1366 px, it is the README's picture `<picture>` (readmePicture).
 */
export async function expectArabicScreen(page: Page, what: string, picture: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await seriousViolations(page), what).toEqual([])
  await expectNoOverflow(page, `${what} at 1366 px`)
  await page.setViewportSize(PHONE.viewport)
  await expectNoOverflow(page, `${what} at 390 px`)
  await page.setViewportSize(DESKTOP)
  await page.screenshot({ path: readmePicture(picture) })
}
