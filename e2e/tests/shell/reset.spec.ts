import { expect, test } from '@playwright/test'
import { API_PREFIX, CLIENT_ID, MESSAGES, XSRF_HEADER } from 'contracts'
import { MOCK_MESSAGES } from '../../../edge/src/mock/messages'
import {
  createEmployee,
  newestResetLink,
  readOutbox,
  toast,
  toastShown,
  watchToasts,
  xsrfToken,
} from '../../helpers'
import { pushPath } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'

test.use({ serviceWorkers: 'block' })

// One signed-out page for the file: its app loads once; each test opens its own page of it.
const shared = sharedPage(null)
test.beforeAll(async () => {
  await watchToasts(shared.page)
})

const START_PASSWORD = 'Start-Pass1'
const NEW_PASSWORD = 'Fresh-Pass1'
/** For forms that never reach the server: no one's e-mail. */
const NOBODY = 'nobody@demo.test'

test('send-email: both validation messages, exactly', async () => {
  const { page } = shared
  await page.goto('/send-email')
  const send = page.getByRole('button', { name: 'Send' })
  await send.click()
  await expect(page.getByText(MESSAGES.emailRequired, { exact: true })).toBeVisible()
  await page.getByLabel('E-mail').fill('not-an-address')
  await send.click()
  await expect(page.getByText(MESSAGES.emailInvalid, { exact: true })).toBeVisible()
  await expect(page.getByText(MESSAGES.emailRequired, { exact: true })).toBeHidden()
})

test('reset-password without a token goes to /login', async () => {
  const { page } = shared
  await page.goto('/reset-password')
  await expect(page).toHaveURL(/\/login$/)
})

test('the whole reset flow through the mock outbox', async ({ request }) => {
  test.slow() // an employee made, a sign-in, three toasts watched for their whole 5 s life
  const { context, page } = shared
  // An employee of its own (the viewer's role), new on every run: the demo accounts keep
  // their passwords, and the mock's limit of five reset e-mails an hour per address never
  // bites however often the flow runs against the same store.
  const employee = await createEmployee(request, 'viewer', START_PASSWORD)
  expect(await readOutbox(request, employee.email)).toEqual([])

  // Each toast's 5 s are measured in the page from its own timestamps, at the end: the flow
  // goes on in the same document meanwhile (in-app moves), as a person reading it would.
  // 1. Ask for the e-mail: toast for 5 s, form cleared.
  await page.goto('/send-email')
  await page.getByLabel('E-mail').fill(employee.email)
  await page.getByRole('button', { name: 'Send' }).click()
  const sent = await toastShown(toast(page, MESSAGES.sendEmailSucceeded))
  await expect(page.getByLabel('E-mail')).toHaveValue('')

  // 2. Open the link from the outbox; the form's four messages.
  const link = await newestResetLink(request, employee.email)
  expect(link).toMatch(/^\/reset-password\?token=/)
  await pushPath(page, link)
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  const submit = page.getByRole('button', { name: 'Update password' })
  await submit.click()
  await expect(page.getByText(MESSAGES.passwordRequired, { exact: true })).toBeVisible()
  await expect(page.getByText(MESSAGES.confirmRequired, { exact: true })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('weakpass')
  await page.getByLabel('Repeat the new password').fill('weakpass')
  await expect(page.getByText(MESSAGES.passwordRule, { exact: true })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repeat the new password').fill(`${NEW_PASSWORD}x`)
  await expect(page.getByText(MESSAGES.confirmMismatch, { exact: true })).toBeVisible()
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)

  // 3. Success: "Password Updated!" and /login.
  await submit.click()
  const updated = await toastShown(toast(page, MESSAGES.resetSucceeded))
  await expect(page).toHaveURL(/\/login$/)

  // 4. The link is single-use: the server's ErrorMessage shows (in another tab).
  const again = await context.newPage()
  await watchToasts(again)
  await again.goto(link)
  await again.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await again.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  const refused = again.waitForResponse(
    (r) => r.url().endsWith('/api/employee/reset-password') && r.request().method() === 'PUT',
  )
  await again.getByRole('button', { name: 'Update password' }).click()
  const answer = await refused
  expect(answer.status()).toBe(400)
  const { ErrorMessage } = (await answer.json()) as { ErrorMessage?: string }
  expect(ErrorMessage).toBe(MOCK_MESSAGES.resetLinkInvalid)
  const invalid = await toastShown(toast(again, MOCK_MESSAGES.resetLinkInvalid))
  await expect(again.locator('.bp6-toast-message')).toHaveText([MOCK_MESSAGES.resetLinkInvalid])
  await expect(again).toHaveURL(/\/reset-password\?token=/)

  // 5. The new password signs in, on the sign-in page the reset led to; the old one no longer does.
  await page.getByLabel('Username (e-mail)').fill(employee.email)
  await page.getByLabel('Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${employee.firstName} ${employee.lastName}`,
  )
  const oldPassword = await request.post(`${API_PREFIX}/employee/authenticate`, {
    data: { email: employee.email, password: START_PASSWORD, clientId: CLIENT_ID },
    headers: { [XSRF_HEADER]: await xsrfToken(request) },
  })
  expect(oldPassword.status(), 'the old password no longer signs in').toBe(401)

  await sent.lastsFiveSeconds()
  await updated.lastsFiveSeconds()
  await invalid.lastsFiveSeconds()
  await again.close()
  // The file's page goes on signed out, as it started.
  await page.evaluate(() => localStorage.clear())
})

test("send-email: the sixth ask for one address within the hour shows the server's ErrorMessage", async () => {
  const { page } = shared
  // An address nobody works at, new on every run: the mock limits each address to five asks an hour.
  const email = `limit-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@demo.test`
  const field = page.getByLabel('E-mail')
  const send = page.getByRole('button', { name: 'Send' })
  const ask = async () => {
    await field.fill(email)
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/employee/reset-password') && r.request().method() === 'POST',
    )
    await send.click()
    return answered
  }

  await page.goto('/send-email')
  for (let i = 1; i <= 5; i++) {
    expect((await ask()).status(), `ask ${i}`).toBe(200)
    await expect(field).toHaveValue('')
  }
  await expect(page.locator('.bp6-intent-danger')).toHaveCount(0)

  const refused = await ask()
  expect(refused.status()).toBe(429)
  expect(await refused.json()).toEqual({ ErrorMessage: MOCK_MESSAGES.resetRateLimited })
  const failure = page.locator('.bp6-toast.bp6-intent-danger')
  const limited = await toastShown(failure)
  await expect(failure).toHaveCount(1)
  await expect(failure.locator('.bp6-toast-message')).toHaveText(MOCK_MESSAGES.resetRateLimited)
  await expect(toast(page, MESSAGES.sendEmailFailed)).toHaveCount(0)
  await expect(field).toHaveValue(email)
  await limited.lastsFiveSeconds()
})

test('a token with "=" in it is sent whole', async () => {
  const { page } = shared
  await page.goto('/reset-password?token=abc==def')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/employee/reset-password') && r.method() === 'PUT',
  )
  await page.getByRole('button', { name: 'Update password' }).click()
  expect((await request).postDataJSON()).toEqual({ token: 'abc==def', newPassword: NEW_PASSWORD })
  await expect(page.locator('.bp6-toast')).toBeVisible()
})

test('without an answer from the server both forms fall back to "Failed to send Code"', async () => {
  const { context, page } = shared
  await page.goto('/send-email')
  await page.getByLabel('E-mail').fill(NOBODY)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send' }).click()
  const failed = await toastShown(toast(page, MESSAGES.sendEmailFailed))
  await expect(page.getByLabel('E-mail')).toHaveValue(NOBODY)
  await context.setOffline(false)
  // Both forms say the same words: the first toast goes before the second form is sent.
  await failed.lastsFiveSeconds()

  await page.goto('/reset-password?token=whatever')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(toast(page, MESSAGES.resetFailed)).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password\?token=whatever$/)
  await context.setOffline(false)
})
