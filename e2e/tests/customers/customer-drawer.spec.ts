import { expect, test } from '@playwright/test'
import { formatPhone, formatUsd } from 'contracts'
import type { Customer } from 'contracts'
import { seriousViolations } from '../../helpers'
import { search } from '../../helpers/lists'
import { api, unique } from '../../helpers/records'
import { openList, pushInApp, sharedPage } from '../../helpers/shared'
import { fullName, someUnblockedCustomer } from './support'

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test('a customer found by phone opens in a drawer that survives a reload and closes back to the list, where their full name finds them too', async () => {
  const { page } = shared
  const { customer } = await someUnblockedCustomer(page)
  await openList(page, `/customer?search=${encodeURIComponent(customer.phone)}`)
  await page.getByRole('link', { name: fullName(customer) }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]open=${customer.id}(&|$)`))
  const drawer = page.getByRole('dialog', { name: fullName(customer) })
  await expect(drawer.getByRole('heading', { name: 'Profile' })).toBeVisible()
  await expect(drawer.getByTestId('wallet-balance')).toHaveText(formatUsd(customer.walletBalance))

  await page.reload()
  await expect(drawer.getByRole('heading', { name: 'Profile' })).toBeVisible()
  await expect(drawer.getByText(formatPhone(customer.phone), { exact: true })).toBeVisible()
  await expect(drawer.getByRole('heading', { name: 'Internal notes' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await expect(drawer.getByRole('link', { name: 'Recharge wallet' })).toHaveAttribute(
    'href',
    `/wallets/add?type=1&customerId=${customer.id}`,
  )
  await expect(drawer.getByRole('link', { name: 'Deduct from wallet' })).toHaveAttribute(
    'href',
    `/wallets/add?type=2&customerId=${customer.id}`,
  )

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page).not.toHaveURL(/open=/)
  await expect(page).toHaveURL(/search=/)

  // First and last name typed together, as people say them.
  await search(page, fullName(customer))
  await expect(
    page.locator('table tbody tr').filter({ hasText: formatPhone(customer.phone) }),
  ).toHaveCount(1)
})

test('block asks first and needs a reason, shows who blocked and when; unblock asks first too', async () => {
  const { page, login } = shared
  const { customer, token } = await someUnblockedCustomer(page)
  await pushInApp(page, `/customer?open=${customer.id}`)
  const me = `${login.employeeInformation.firstName} ${login.employeeInformation.lastName}`
  const drawer = page.getByRole('dialog', { name: fullName(customer) })
  await expect(drawer.getByText('Can place orders')).toBeVisible()

  await drawer.getByRole('button', { name: 'Block customer' }).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toContainText('They will not be able to place orders')
  await ask.getByRole('button', { name: 'Block' }).click()
  await expect(ask.getByText('Reason is required')).toBeVisible()
  const reason = unique('Repeated fake orders')
  await ask.getByLabel('Reason (required)').fill(reason)
  await ask.getByRole('button', { name: 'Block' }).click()
  await expect(ask).toBeHidden()

  await expect(drawer.getByText('Blocked: cannot place orders')).toBeVisible()
  await expect(drawer.getByText(`Reason: ${reason}`)).toBeVisible()
  await expect(drawer.getByText(new RegExp(`^Blocked by ${me}, `))).toBeVisible()
  const stored = await api<{ Data: Customer }>(page, token, 'GET', `/customer/${customer.id}`)
  expect(stored.json.Data).toMatchObject({ isBlocked: true, blockedReason: reason })

  await drawer.getByRole('button', { name: 'Unblock customer' }).click()
  await expect(ask).toContainText('They will be able to place orders again')
  await ask.getByRole('button', { name: 'Unblock' }).click()
  await expect(drawer.getByText('Can place orders')).toBeVisible()
  const after = await api<{ Data: Customer }>(page, token, 'GET', `/customer/${customer.id}`)
  expect(after.json.Data).toMatchObject({ isBlocked: false, blockedReason: '', blockedAt: null })
})

test('an internal note keeps its author and time, newest first', async () => {
  const { page, login } = shared
  const { customer } = await someUnblockedCustomer(page)
  await pushInApp(page, `/customer?open=${customer.id}`)
  const me = `${login.employeeInformation.firstName} ${login.employeeInformation.lastName}`
  const drawer = page.getByRole('dialog', { name: fullName(customer) })
  const first = unique('Prefers a call before delivery')
  const second = unique('Asked for no cutlery')
  // The drawer as it ends up: its notes read.
  await expect(
    drawer.locator('.customer-note').or(drawer.getByText('No note yet.')).first(),
  ).toBeVisible()
  for (const text of [first, second]) {
    await drawer.getByLabel('New note').fill(text)
    await drawer.getByRole('button', { name: 'Add note' }).click()
    await expect(drawer.getByText(text)).toBeVisible()
  }
  const notes = drawer.locator('.customer-note')
  await expect(notes.first()).toContainText(second)
  await expect(notes.nth(1)).toContainText(first)
  await expect(notes.first()).toContainText(`${me}, `)
})

test.describe('a note on its way', () => {
  // The note's answer is held with page.route, which sees the page's own requests only
  // while no service worker controls the page.
  test.use({ serviceWorkers: 'block' })

  test('the next note, typed while the last one is on its way, stays in the box', async () => {
    const { page } = shared
    const { customer } = await someUnblockedCustomer(page)
    await pushInApp(page, `/customer?open=${customer.id}`)
    const drawer = page.getByRole('dialog', { name: fullName(customer) })
    await expect(
      drawer.locator('.customer-note').or(drawer.getByText('No note yet.')).first(),
    ).toBeVisible()
    const first = unique('Gate code 1234')
    const next = unique('Allergic to sesame')

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const notes = `**/api/customer/${customer.id}/notes`
    await page.route(notes, async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await drawer.getByLabel('New note').fill(first)
    await drawer.getByRole('button', { name: 'Add note' }).click()
    // Busy: its label gives way to a spinner.
    await expect(drawer.locator('form button[type="submit"]')).toBeDisabled()
    await drawer.getByLabel('New note').fill(next)
    release()
    await expect(drawer.locator('.customer-note').first()).toContainText(first)
    await page.unroute(notes)
    await expect(drawer.getByLabel('New note')).toHaveValue(next)
    await drawer.getByRole('button', { name: 'Add note' }).click()
    await expect(drawer.locator('.customer-note').first()).toContainText(next)
    await expect(drawer.getByLabel('New note')).toHaveValue('')
  })
})
