import { expect, test } from '@playwright/test'
import { SIDEBAR, can, firstPermittedPath, guard } from 'contracts'
import type { PermissionEntry } from 'contracts'
import type { DemoRole } from '../../helpers'
import { permissionsOf, signIn } from '../../helpers'

test.use({ serviceWorkers: 'block' })

/** What SPEC §2/§6 says this employee's sidebar holds: headings and links, in order. */
function expectedSidebar(entries: PermissionEntry[]): string[] {
  return SIDEBAR.flatMap((item) => {
    if (item.kind === 'dashboard') return [item.label]
    const links = item.links.filter((l) => can(entries, l.key) && can(entries, l.key, l.action))
    return links.length ? [`# ${item.label}`, ...links.map((l) => l.label)] : []
  })
}

const EXPECTED_HEADINGS: Record<DemoRole, string[]> = {
  admin: [
    'Product management',
    'Order management',
    'Promotions',
    'Loyalty points',
    'Wallet management',
    'Customer management',
    'Employee management',
    'Branch management',
  ],
  branch: ['Order management', 'Branch management'],
  marketing: ['Product management', 'Promotions'],
  viewer: [
    'Product management',
    'Order management',
    'Promotions',
    'Loyalty points',
    'Wallet management',
    'Customer management',
    'Employee management',
    'Branch management',
  ],
}

/** Paths each role tries, and where each must land (allowed = stays). */
const ATTEMPTS: Record<DemoRole, string[]> = {
  admin: ['/wallets/add?type=1', '/employee/roles/3/edit', '/product/12/edit-y', '/coupon/add'],
  branch: [
    '/order/5/edit',
    '/branch-orders',
    '/rejection/add',
    '/branch/2/edit',
    '/coupon',
    '/category/add',
  ],
  marketing: [
    '/coupon/add',
    '/banner/3/edit',
    '/category',
    '/category/add',
    '/product/4/edit',
    '/order',
  ],
  viewer: [
    '/customer',
    '/wallets/add?type=2',
    '/employee/roles/add',
    '/product/12/edit',
    '/branch',
  ],
}

for (const role of ['admin', 'branch', 'marketing', 'viewer'] as const) {
  test.describe(`${role}`, () => {
    test('sees exactly the sidebar their permissions allow', async ({ page }) => {
      const login = await signIn(page, role)
      const entries = await permissionsOf(page.request, login.token)
      const sidebar = page.getByRole('navigation', { name: 'Main' })
      await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible()
      // The links wait for the permissions; until then the sidebar is busy.
      await expect(sidebar).toHaveAttribute('aria-busy', 'false')
      const items = await sidebar
        .locator('h2, a')
        .evaluateAll((nodes) =>
          nodes.map((n) => (n.tagName === 'H2' ? `# ${n.textContent}` : (n.textContent ?? ''))),
        )
      expect(items).toEqual(expectedSidebar(entries))
      expect(items.filter((i) => i.startsWith('# ')).map((i) => i.slice(2))).toEqual(
        EXPECTED_HEADINGS[role],
      )
    })

    test('is let in or redirected as the guard says', async ({ page }) => {
      const login = await signIn(page, role)
      const entries = await permissionsOf(page.request, login.token)
      for (const attempt of ATTEMPTS[role]) {
        const pathname = attempt.split('?')[0] as string
        const decision = guard(pathname, entries)
        await page.goto(attempt)
        if (decision.allow) {
          await expect(page, `${role} may open ${attempt}`).toHaveURL(
            new RegExp(`${attempt.replace(/[?]/g, '\\?')}$`),
          )
          await expect(page.getByRole('main')).not.toBeEmpty()
        } else {
          expect(decision.redirect).toBe(firstPermittedPath(entries))
          await expect(page, `${role} is sent away from ${attempt}`).toHaveURL(
            new RegExp(`${decision.redirect}$`),
          )
        }
      }
    })
  })
}

test('the demo roles are let in and kept out where the seed says', async ({ page }) => {
  // Guards the expectations above against a guard that lets everything through.
  const login = await signIn(page, 'branch')
  const entries = await permissionsOf(page.request, login.token)
  expect(guard('/order/5/edit', entries).allow).toBe(true)
  expect(guard('/branch/2/edit', entries).allow).toBe(false)
  expect(guard('/coupon', entries).allow).toBe(false)
  await page.goto('/coupon')
  await expect(page).not.toHaveURL(/\/coupon$/)
})

test('signed out, an authenticated path goes to /login', async ({ page }) => {
  await page.goto('/order/5/edit')
  await expect(page).toHaveURL(/\/login$/)
})
