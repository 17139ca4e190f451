import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/** A phone: 390 × 844 CSS px, touch, a mobile viewport (`test.use(PHONE)`). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} as const

/**
 * The page does not scroll sideways: the document is exactly as wide as the phone's
 * screen (a mobile viewport widens to whatever overflows it).
 */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(widths, `${what}: the page scrolls sideways`).toEqual({
    scroll: PHONE.viewport.width,
    viewport: PHONE.viewport.width,
  })
}

/** A list shown as a phone shows it: cards or a table, its rows loaded. */
export async function listSettled(page: Page) {
  const list = page.locator('.resource-table')
  await expect(list).toBeVisible({ timeout: 20_000 })
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  await expect(list.locator('[aria-hidden="true"]').filter({ hasText: 'Loading' })).toHaveCount(0)
}

/** Every visible button in `scope` is a touch target of at least 44 × 44 px. */
export async function expectTouchTargets(page: Page, scope: string) {
  const small = await page.locator(scope).evaluate((root) =>
    Array.from(root.querySelectorAll('button, a[role="button"]'))
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${el.textContent?.trim() || el.getAttribute('aria-label')} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  )
  expect(small, `${scope}: touch targets smaller than 44 × 44 px`).toEqual([])
}

/** Every visible link in `scope` (an order's number, a name) is a touch target of at least 44 × 44 px. */
export async function expectLinkTargets(page: Page, scope: string) {
  const small = await page.locator(`${scope} a[href]`).evaluateAll((links) =>
    links
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `${el.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  )
  expect(small, `${scope}: links smaller than 44 × 44 px`).toEqual([])
}
