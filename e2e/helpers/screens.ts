import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { freshPage, seriousViolations, signIn, watchForRefusals } from './index'
import { tableSettled } from './lists'
import { openInApp } from './navigation'

/** Checks of a resource module's screens as a whole: what a role sees, axe on each screen. */

/** A list as a role without Add, Update or Delete sees it: rows, and no button to change them. */
export async function expectReadOnlyList(page: Page, path: string, addLabel: string) {
  await page.goto(path)
  await tableSettled(page)
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await expect(page.getByRole('link', { name: addLabel })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
}

/** A form the role may not use: the guard sends it elsewhere, and no Save shows. */
export async function expectSentAwayFrom(page: Page, path: string) {
  await page.goto(path)
  await expect(page).not.toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
}

/**
 * No serious or critical axe violation on each list (its rows loaded) and each form
 * (loaded; an add form with every validation message showing). The app loads once; each
 * screen after the first is opened through its router (openInApp).
 */
export async function expectAccessibleScreens(
  page: Page,
  screens: { lists: readonly string[]; forms: readonly string[] },
) {
  for (const path of screens.lists) {
    await openInApp(page, path)
    await tableSettled(page)
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
 * One test per module: the admin opens each of its list and form screens, one after another
 * in a fresh context; axe finds no serious or critical violation and the CSP refuses nothing.
 */
export function testAccessibleModules(
  modules: Record<string, { lists: readonly string[]; forms: readonly string[] }>,
) {
  for (const [module, screens] of Object.entries(modules)) {
    test(`the ${module} screens have no serious accessibility violations and the CSP refuses nothing`, async ({
      browser,
    }) => {
      // A walk through every screen of the module, axe on each: several tests' worth of time.
      test.slow()
      const { context, page } = await freshPage(browser, process.env.E2E_BASE_URL)
      const refused = watchForRefusals(page)
      await signIn(page, 'admin', null)
      await expectAccessibleScreens(page, screens)
      expect(refused).toEqual([])
      await context.close()
    })
  }
}
