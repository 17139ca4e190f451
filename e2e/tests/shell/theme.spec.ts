import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { openInApp } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'

// docs/requirements.md#layout-and-sidebar: the primary colour is a dark green, everywhere Blueprint shows its primary.
const GREEN = 'rgb(22, 101, 52)' // rest: buttons, checked controls
const GREEN_DARK = /^rgba?\(20, 83, 45\b/ // hover shade: links and the focus outline

/** Every computed colour on the page that is one of Blueprint's stock blue primaries. */
function stockBlues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Blueprint's blue1..blue5 and its default text-selection blue.
    const blue =
      /\b(45, 114, 210|33, 93, 176|24, 74, 144|76, 144, 240|138, 187, 255|125, 188, 255)\b/
    const properties = [
      'color',
      'background-color',
      'border-top-color',
      'box-shadow',
      'outline-color',
      'fill',
      'stroke',
    ]
    const found: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const style = getComputedStyle(element)
      for (const property of properties) {
        const value = style.getPropertyValue(property)
        if (blue.test(value)) found.push(`${element.tagName} ${property}: ${value}`)
      }
    }
    return found
  })
}

test.describe('theme', () => {
  test('links and the keyboard focus outline are the dark green', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveCSS('color', GREEN_DARK)
    await page.getByLabel('Password').focus()
    await page.keyboard.press('Tab')
    const signInButton = page.getByRole('button', { name: 'Sign in' })
    await expect(signInButton).toBeFocused()
    await expect(signInButton).toHaveCSS('outline-color', GREEN_DARK)
    expect(await stockBlues(page)).toEqual([])
  })
})

test.describe('signed in', () => {
  // One signed-in page: the app loads once, each test opens its screen through its router.
  const shared = sharedPage('admin')

  test('a checked switch is the dark green, and no stock blue is left', async () => {
    const { page } = shared
    await openInApp(page, '/product')
    const checked = page.locator('label.bp6-switch:has(input:checked) .bp6-control-indicator')
    await expect(checked.first()).toHaveCSS('background-color', GREEN)
    expect(await stockBlues(page)).toEqual([])
  })

  /** The CSS transitions that start on the page while the account menu opens. */
  async function transitionsOpeningTheMenu(page: Page) {
    const { firstName, lastName } = shared.login.employeeInformation
    await openInApp(page, '/dashboard')
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
    await page.evaluate(() => {
      const w = window as unknown as { transitionsRun: number; transitionsWatched?: boolean }
      w.transitionsRun = 0
      if (w.transitionsWatched) return
      w.transitionsWatched = true
      document.addEventListener('transitionrun', () => w.transitionsRun++, true)
    })
    await page.getByRole('button', { name: `${firstName} ${lastName}` }).click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    const run = await page.evaluate(
      () => (window as unknown as { transitionsRun: number }).transitionsRun,
    )
    // The menu closed, and another screen shown: the next test's dashboard opens in the app.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden()
    await openInApp(page, '/category')
    return run
  }

  test('menus and dialogs open with Blueprint’s transitions by default', async () => {
    const { page } = shared
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await transitionsOpeningTheMenu(page)).toBeGreaterThan(0)
  })

  test('asked for less motion (prefers-reduced-motion), they open at once', async () => {
    const { page } = shared
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await transitionsOpeningTheMenu(page)).toBe(0)
  })
})
