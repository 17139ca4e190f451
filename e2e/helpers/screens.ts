import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { seriousViolations, watchForRefusals } from './index'
import { openInApp } from './navigation'
import { expectSentAwayInApp, openList, sharedPage } from './shared'
import type { SharedPage } from './shared'

/** Checks of a resource module's screens as a whole: what a role sees, axe on each screen. */

/**
 * A list as a role without Add, Update or Delete sees it: rows, and no button to change them.
 * Opened through the app's router once the app runs in the page (`openList`), else loaded.
 */
export async function expectReadOnlyList(page: Page, path: string, addLabel: string) {
  await openList(page, path)
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await expect(page.getByRole('link', { name: addLabel })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
}

/**
 * A form the role may not use: the guard sends it elsewhere, and no Save shows. Asked through
 * the app's router (`expectSentAwayInApp`) once the app runs in the page, else by loading it.
 */
export async function expectSentAwayFrom(page: Page, path: string) {
  if (await appRunsIn(page)) return expectSentAwayInApp(page, path)
  await page.goto(path)
  await expect(page).not.toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
}

/** Whether the signed-in app shows a screen in the page (its breadcrumbs and a screen). */
const appRunsIn = (page: Page) =>
  page.evaluate(() => (document.querySelector('main#main')?.children.length ?? 0) >= 2)

/**
 * No serious or critical axe violation on each list (its rows loaded) and each form
 * (loaded; an add form with every validation message showing). Each screen is opened through
 * the app's router (openInApp), the app loaded only when it does not run in the page yet.
 */
export async function expectAccessibleScreens(
  page: Page,
  screens: { lists: readonly string[]; forms: readonly string[] },
) {
  // The pointer where a new page has it, over no row: a Save clicked on a screen before
  // leaves it where a list's row would then show its hover colours.
  await page.mouse.move(0, 0)
  for (const path of screens.lists) {
    await openList(page, path)
    expect(await seriousViolations(page), path).toEqual([])
  }
  for (const path of screens.forms) {
    await openInApp(page, path)
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
    if (path.endsWith('/add')) await page.getByRole('button', { name: 'Save' }).click()
    expect(await seriousViolations(page), path).toEqual([])
  }
}

/**
 * One test per module, in one page signed in as the admin: each of the module's list and form
 * screens opened one after another; axe finds no serious or critical violation and the CSP
 * refuses nothing. The page is the file's own admin page when given (`sharedPage('admin')`
 * at the top of the file), else one of these tests' own (a describe of their own).
 */
export function testAccessibleModules(
  modules: Record<string, { lists: readonly string[]; forms: readonly string[] }>,
  admin?: SharedPage,
) {
  const walks = (shared: SharedPage) => {
    for (const [module, screens] of Object.entries(modules)) {
      test(`the ${module} screens have no serious accessibility violations and the CSP refuses nothing`, async () => {
        // A walk through every screen of the module, axe on each: several tests' worth of time.
        test.slow()
        const refused = watchForRefusals(shared.page)
        await expectAccessibleScreens(shared.page, screens)
        expect(refused).toEqual([])
      })
    }
  }
  test.describe('accessibility', () => walks(admin ?? sharedPage('admin')))
}
