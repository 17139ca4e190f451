import { expect, test } from '@playwright/test'
import { API_PREFIX, AUTH_SCHEME, MESSAGES } from 'contracts'
import { MOCK_MESSAGES } from '../../../edge/src/mock/messages'
import { authenticate, readOutbox, signIn, toast } from '../../helpers'
import { field, fieldMessage, pickReference } from '../../helpers/forms'
import { column, search } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { unique } from '../../helpers/records'

test.use({ serviceWorkers: 'block' })

const mailOf = (prefix: string) =>
  `${unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}@demo.test`

test('an employee added with a password works at once; switched off, their session ends', async ({
  page,
  request,
}) => {
  test.slow()
  const email = mailOf('set')
  const lastName = unique('Password')
  await signIn(page, 'admin', '/employee/add')
  await field(page, 'firstName').fill('Set')
  await field(page, 'lastName').fill(lastName)
  await field(page, 'email').fill(email)
  await field(page, 'phone').fill('+96170123458')
  await pickReference(page, 'field-roleId', 'Read-only')
  await page.getByText('Set a password now', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Set a password now' })).toBeChecked()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(fieldMessage(page, 'password')).toHaveText(MESSAGES.passwordRequired)
  await expect(fieldMessage(page, 'confirmPassword')).toHaveText(MESSAGES.confirmRequired)
  // One Save shows both fields' messages, whatever the other holds.
  await field(page, 'confirmPassword').fill('Set-Pass12')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(fieldMessage(page, 'password')).toHaveText(MESSAGES.passwordRequired)
  await expect(fieldMessage(page, 'confirmPassword')).toHaveText(MESSAGES.confirmMismatch)
  await field(page, 'password').fill('weakpass')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(fieldMessage(page, 'password')).toHaveText(MESSAGES.passwordRule)
  await expect(fieldMessage(page, 'confirmPassword')).toHaveText(MESSAGES.confirmMismatch)
  await field(page, 'password').fill('Set-Pass12')
  await field(page, 'confirmPassword').fill('Set-Pass13')
  await expect(fieldMessage(page, 'confirmPassword')).toHaveText(MESSAGES.confirmMismatch)
  await field(page, 'confirmPassword').fill('Set-Pass12')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/employee$/)

  // Signed in with it, no e-mail sent; listed with all branches.
  const login = await authenticate(request, { email, password: 'Set-Pass12' })
  expect(await readOutbox(request, email)).toEqual([])
  await search(page, lastName)
  expect(await column(page, 4)).toEqual(['All branches'])

  // Edit: a reset e-mail on demand; deactivation asked first, then their calls are 401.
  await search(page, lastName)
  await page.getByRole('link', { name: `Edit Set ${lastName}` }).click()
  await expect(field(page, 'password')).toHaveCount(0)
  await page.getByRole('button', { name: 'Send password reset' }).click()
  await expect(toast(page, `A password reset e-mail was sent to ${email}.`)).toBeVisible()
  await expect.poll(async () => (await readOutbox(request, email)).length).toBe(1)
  const calls = () =>
    request.get(`${API_PREFIX}/employee/permissions`, {
      headers: { Authorization: `${AUTH_SCHEME} ${login.token}` },
    })
  expect((await calls()).status()).toBe(200)
  await page.getByRole('button', { name: 'Deactivate' }).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toContainText(`Deactivate Set ${lastName}?`)
  await ask.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page).toHaveURL(/\/employee(\?.*)?$/)
  expect((await calls()).status()).toBe(401)
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText('Inactive')

  // The same e-mail twice is refused on the field.
  await openInApp(page, '/employee/add')
  await field(page, 'firstName').fill('Twin')
  await field(page, 'lastName').fill(lastName)
  await field(page, 'email').fill(email)
  await field(page, 'phone').fill('+96170123459')
  await pickReference(page, 'field-roleId', 'Read-only')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(fieldMessage(page, 'email')).toHaveText(MOCK_MESSAGES.duplicateEmployeeEmail)
  await expect(page).toHaveURL(/\/employee\/add$/)
})
