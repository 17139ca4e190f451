import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { signIn } from '../../helpers'
import type { DemoRole } from '../../helpers'

/**
 * The pseudo-locale check (docs/testing.md#languages): each page opened with `?locale=pseudo`
 * shows every message of the SPA accented and bracketed (`[Śîĝñ îñ]`), each folder's words
 * loaded with its code, so any plain English word still on screen is a text that does not go
 * through the messages. Data (names, records) is English too: it is allowed by selector.
 *
 * A converted screen joins the check with one line in SCREENS.
 */
interface Screen {
  path: string
  /** Signed in as this demo role; signed out when absent. */
  as?: DemoRole
  /** Selectors of data on this screen (records, names), beside DATA's. */
  data?: string[]
}

/** The shell alone: its screen's own words are not converted yet (allowed as if data). */
const SCREEN_CONTENT = '#main > :not(.app-breadcrumbs)'

const SCREENS: Screen[] = [
  { path: '/login' },
  { path: '/send-email' },
  { path: '/reset-password?token=pseudo-check' },
  { path: '/register' },
  { path: '/404' },
  { path: '/500' },
  { path: '/dashboard', as: 'admin', data: [SCREEN_CONTENT] },
]

/** Data on every page: the signed-in employee's name, the branch names, … */
const DATA = [
  // The language switch names each language in itself ("English" under Arabic too).
  '.app-language-switch',
  // The signed-in employee's name in the header.
  '.app-header-account-name',
  // The key of the search shortcut, as printed on the keyboard.
  '.app-search-button-keys',
]

/**
 * What of the page a person reads (visible text, and the labels, placeholders, titles and
 * alternative texts assistive technology reads) that holds an English word outside `allowed`.
 */
function englishOnPage(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowedSelectors) => {
    const english = /[A-Za-z]{2,}/
    const isAllowed = (element: Element) =>
      allowedSelectors.some((selector) => element.closest(selector) !== null)
    const found = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!parent || !english.test(text) || isAllowed(parent)) continue
      if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      found.add(`${parent.tagName.toLowerCase()}: ${text}`)
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (isAllowed(element)) continue
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute) ?? ''
        if (english.test(value))
          found.add(`${element.tagName.toLowerCase()}[${attribute}]: ${value}`)
      }
    }
    return [...found]
  }, allowed)
}

test.describe('pseudo-locale: no English left but data', () => {
  for (const screen of SCREENS) {
    test(`${screen.path}${screen.as ? ` (${screen.as})` : ''}`, async ({ page }) => {
      const url = `${screen.path}${screen.path.includes('?') ? '&' : '?'}locale=pseudo`
      if (screen.as) await signIn(page, screen.as, url)
      else await page.goto(url)
      // The page has drawn its words (each a bracketed pseudo text) and finished loading.
      await expect(page.getByText(/^\[.*\]$/).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.locator('.bp6-spinner, .bp6-skeleton')).toHaveCount(0)
      expect(await englishOnPage(page, [...DATA, ...(screen.data ?? [])])).toEqual([])
    })
  }
})
