import { expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import { MODULES, ROLE_EMPTY_MESSAGE } from 'contracts'
import { MOCK_MESSAGES } from '../../../edge/src/mock/messages'
import {
  authenticate,
  createAsAdmin,
  demoLogin,
  newestResetLink,
  readOutbox,
  signIn,
  storeSession,
  toast,
} from '../../helpers'
import { field, pickReference } from '../../helpers/forms'
import { search, tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import {
  expectReadOnlyList,
  expectSentAwayFrom,
  testAccessibleModules,
} from '../../helpers/screens'
import { unique } from '../../helpers/records'
import { leaveChangedForm, openList, sharedPage } from '../../helpers/shared'

test.use({ serviceWorkers: 'block' })

/** The app, signed in as the admin, loaded once for the file's admin tests (each opens its screen). */
const admin = sharedPage('admin')

const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true })

/** Ticks or clears a box of the matrix from the keyboard (Space), as its state says. */
async function tick(page: Page, name: string, on = true) {
  const target = box(page, name)
  if ((await target.isChecked()) !== on) {
    await target.focus()
    await target.press('Space')
  }
  if (on) await expect(target).toBeChecked()
  else await expect(target).not.toBeChecked()
}
const summaryLine = (page: Page) => page.locator('#field-permissions-summary')

/** The sidebar as it reads: group headings (`# …`) and links, in order. */
async function sidebarOf(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', { name: 'Main' })
  await expect(sidebar).toHaveAttribute('aria-busy', 'false')
  return sidebar
    .locator('h2, a')
    .evaluateAll((nodes) =>
      nodes.map((n) => (n.tagName === 'H2' ? `# ${n.textContent}` : (n.textContent ?? ''))),
    )
}

/**
 * Signs `email` in (through the API: the form has its own tests) in a context of its own, on
 * the dashboard; its page.
 */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await storeSession(page, await authenticate(page.request, { email, password }))
  await page.goto('/dashboard')
  return { context, page }
}

test('a role built with the matrix, an invited employee holding it, and their sidebar', async ({
  browser,
  request,
}) => {
  test.slow()
  const { page } = admin
  const roleName = unique('Role')
  await openInApp(page, '/employee/roles/add')
  await field(page, 'name').fill(roleName)

  // A column both ways: View on every module, then on none.
  await expect(summaryLine(page)).toHaveText('No access yet: tick at least one action.')
  await tick(page, 'View on every module')
  await expect(box(page, 'View on Orders')).toBeChecked()
  await expect(box(page, 'View on Branch Orders')).toBeChecked()
  // Modules whose only action is View are then fully granted; every other is view only.
  const viewOnly = MODULES.filter((m) => m.actions.length === 1).length
  await expect(summaryLine(page)).toHaveText(
    `Full access to ${viewOnly} modules, view only in ${MODULES.length - viewOnly} modules`,
  )
  await tick(page, 'View on every module', false)
  await expect(box(page, 'View on Orders')).not.toBeChecked()

  // A whole row; Delete brings View; clearing View clears the row.
  await tick(page, 'Every action on Categories')
  for (const action of ['View', 'Add', 'Update', 'Delete']) {
    await expect(box(page, `${action} on Categories`)).toBeChecked()
  }
  await tick(page, 'Delete on Coupons')
  await expect(box(page, 'View on Coupons')).toBeChecked()
  await tick(page, 'Update on Orders')
  await expect(box(page, 'View on Orders')).toBeChecked()
  await tick(page, 'View on Orders', false)
  await expect(box(page, 'Update on Orders')).not.toBeChecked()
  // Only the actions a module has: no Delete box on orders (they are never deleted).
  await expect(box(page, 'Delete on Orders')).toHaveCount(0)
  await expect(summaryLine(page)).toHaveText('Full access to 1 module, some actions in 1 module')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/employee\/roles$/)

  // An employee with it, by invitation.
  const email = `${unique('invited')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}@demo.test`
  await openInApp(page, '/employee/add')
  await field(page, 'firstName').fill('Invited')
  await field(page, 'lastName').fill(unique('Person'))
  await field(page, 'email').fill(email)
  await field(page, 'phone').fill('+96170123456')
  await pickReference(page, 'field-roleId', roleName)
  await expect(page.getByRole('radio', { name: /Send an invitation/ })).toBeChecked()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/employee$/)

  // The invitation from the outbox sets the password.
  const link = await newestResetLink(request, email)
  expect(link).toMatch(/^\/reset-password\?token=/)
  const password = 'Invited-Pass1'
  const invited = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const invitedPage = await invited.newPage()
  await invitedPage.goto(link)
  await invitedPage.getByLabel('New password', { exact: true }).fill(password)
  await invitedPage.getByLabel('Repeat the new password').fill(password)
  await invitedPage.getByRole('button', { name: 'Update password' }).click()
  await expect(invitedPage).toHaveURL(/\/login$/)
  await invited.close()

  // Signed in elsewhere: exactly what the matrix allowed.
  const first = await signInElsewhere(browser, email, password)
  expect(await sidebarOf(first.page)).toEqual([
    'Dashboard',
    '# Product management',
    'Categories',
    '# Promotions',
    'Coupons',
  ])
  await first.context.close()

  // The role gains orders; their next sign-in follows.
  await openList(page, '/employee/roles')
  await search(page, roleName)
  await page.getByRole('link', { name: `Edit ${roleName}` }).click()
  await tick(page, 'Update on Orders')
  await tick(page, 'Delete on Coupons', false)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/employee\/roles/)
  const second = await signInElsewhere(browser, email, password)
  expect(await sidebarOf(second.page)).toEqual([
    'Dashboard',
    '# Product management',
    'Categories',
    '# Order management',
    'Orders',
    '# Promotions',
    'Coupons',
  ])
  await second.context.close()
  expect((await readOutbox(request, email)).length).toBe(1)
})

test('the server refuses raising one’s own role; every tick stays', async ({ page, request }) => {
  const admin = await demoLogin(request, 'admin')
  const roleName = unique('Keeper')
  const role = await createAsAdmin<{ id: number }>(
    request,
    '/roles',
    {
      name: roleName,
      permissions: [
        { key: 'roles', actions: ['View', 'Update'] },
        { key: 'employee', actions: ['View'] },
      ],
    },
    admin,
  )
  const email = `${unique('keeper')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}@demo.test`
  const password = 'Keeper-Pass1'
  await createAsAdmin(
    request,
    '/employee',
    {
      firstName: 'Role',
      lastName: 'Keeper',
      email,
      phone: '+96170123457',
      roleId: role.id,
      password,
    },
    admin,
  )
  await storeSession(page, await authenticate(request, { email, password }))
  await page.goto(`/employee/roles/${role.id}/edit`)
  await tick(page, 'Update on Orders')
  await tick(page, 'Delete on Coupons')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('main').getByRole('alert').getByText(MOCK_MESSAGES.ownRoleRaise),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/employee/roles/${role.id}/edit$`))
  for (const name of [
    'Update on Orders',
    'View on Orders',
    'Delete on Coupons',
    'View on Employee Roles',
  ]) {
    await expect(box(page, name), name).toBeChecked()
  }
  // Nor may they take away their own access to roles.
  await page.reload()
  await tick(page, 'Update on Employee Roles', false)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('main').getByRole('alert').getByText(MOCK_MESSAGES.ownStaffAccess),
  ).toBeVisible()
})

test('a role with no permission is refused before it is sent', async () => {
  const { page } = admin
  await openInApp(page, '/employee/roles/add')
  await field(page, 'name').fill(unique('Empty'))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(ROLE_EMPTY_MESSAGE, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/employee\/roles\/add$/)
  await leaveChangedForm(page, '/employee/roles')
})

test('a role employees hold is not deleted, in the server’s words', async () => {
  const { page } = admin
  await openList(page, '/employee/roles')
  await search(page, 'Marketing')
  await page.getByRole('button', { name: 'Delete Marketing' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, MOCK_MESSAGES.roleInUse)).toBeVisible()
  await tableSettled(page)
  await expect(page.getByRole('cell', { name: 'Marketing', exact: true })).toBeVisible()
})

test('the admin cannot deactivate themselves', async () => {
  const { page, login } = admin
  await openInApp(page, `/employee/${login.employeeInformation.id}/edit`)
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled()
  await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible()
})

test('the viewer sees employees and roles without a button to change them', async ({ page }) => {
  await signIn(page, 'viewer', null)
  await expectReadOnlyList(page, '/employee', 'Add employee')
  await expectReadOnlyList(page, '/employee/roles', 'Add role')
  await expectSentAwayFrom(page, '/employee/add')
  await expectSentAwayFrom(page, '/employee/roles/add')
  await expectSentAwayFrom(page, '/employee/roles/3/edit')
})

testAccessibleModules(
  {
    roles: { lists: ['/employee/roles'], forms: ['/employee/roles/add', '/employee/roles/3/edit'] },
    employees: { lists: ['/employee'], forms: ['/employee/add', '/employee/2/edit'] },
  },
  admin,
)
