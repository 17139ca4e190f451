import { expect, test } from '@playwright/test'
import type { ConversionRate } from 'contracts'
import { tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { api, createRecords } from '../../helpers/records'
import { openList, sharedPage } from '../../helpers/shared'

const activeRate = async (page: import('@playwright/test').Page, token: string) =>
  (await api<{ Data: ConversionRate[] }>(page, token, 'GET', '/conversionRate?isActive=true')).json
    .Data

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test('the form says what the rate means as one types, and a new rate is saved inactive', async () => {
  const { page } = shared
  await openInApp(page, '/conversionRate/add')
  const sentence = page.getByTestId('rate-sentence')
  await expect(sentence).toHaveText(
    'A $25.00 order earns 25 points; 500 points are worth $5.00 and can be redeemed from 100 points',
  )
  await page.getByLabel(/Points per USD earned/).fill('3')
  await page.getByLabel(/USD per point redeemed/).fill('0.0125')
  await page.getByLabel(/Minimum points to redeem/).fill('0')
  await expect(sentence).toHaveText(
    'A $25.00 order earns 75 points; 500 points are worth $6.25 and can be redeemed at any balance',
  )
  await page.getByLabel(/USD per point redeemed/).fill('abc')
  await expect(sentence).toHaveText('Fill in the rate to see what it means for customers.')
  // Left through Cancel (what was typed asks first), for the next test.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/conversionRate$/)
  await tableSettled(page)
})

test('activating another rate asks first; the list then shows exactly that one active', async () => {
  const { page, login } = shared
  const { token } = login
  const [before] = await activeRate(page, token)
  // A rate of its own, effective far ahead so it heads the history (newest first).
  const pointsPerUsd = 100 + Math.floor(Math.random() * 900)
  const effectiveFrom = new Date(
    Date.UTC(2090, 0, 1) + Math.floor(Math.random() * 1e10),
  ).toISOString()
  const [id] = await createRecords(page, token, '/conversionRate', [
    { pointsPerUsd, usdPerPoint: '0.0001', minRedeemPoints: 0, effectiveFrom },
  ])
  try {
    await openList(page, '/conversionRate')
    const row = page.locator('table tbody tr').filter({ hasText: `${pointsPerUsd}$0.0001` })
    await expect(row).toContainText('Inactive')
    await row.getByRole('button', { name: /^Activate / }).click()
    const ask = page.getByRole('alertdialog')
    await expect(ask).toContainText(`Make ${pointsPerUsd} points per USD, $0.0001 per point`)
    await ask.getByRole('button', { name: 'Activate' }).click()
    await expect(ask).toBeHidden()
    await expect(row).toContainText('Active')
    await expect(row.getByRole('button', { name: /^Activate / })).toHaveCount(0)
    const active = await activeRate(page, token)
    expect(active.map((r) => r.id)).toEqual([id])
    await page.getByLabel('Active', { exact: true }).selectOption('true')
    await tableSettled(page)
    await expect(page.locator('table tbody tr')).toHaveCount(1)
  } finally {
    // Others rely on the seed's rate: give it back, then remove this one.
    if (before) {
      const current = (
        await api<{ Data: ConversionRate }>(page, token, 'GET', `/conversionRate/${before.id}`)
      ).json.Data
      await api(page, token, 'PUT', `/conversionRate/${before.id}/activate`, {
        version: current.version,
      })
    }
    await api(page, token, 'DELETE', `/conversionRate/${id}`)
  }
})
