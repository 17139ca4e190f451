import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Coupon, CouponOrder } from 'contracts'
import { signIn } from '../../helpers'
import { field, fieldMessage } from '../../helpers/forms'
import { search, tableRows, tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { api, createRecords, deleteRecords, unique } from '../../helpers/records'
import { sharedPage } from '../../helpers/shared'
import { answerLeaveQuestion } from '../catalogue/support'

const DAY_MS = 24 * 60 * 60 * 1000
/** A code no other test (or earlier run) has used: 3–20 of A–Z 0–9. */
const uniqueCode = (prefix: string) =>
  unique(prefix)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20)

const couponBody = (code: string, patch: Record<string, unknown> = {}) => ({
  code,
  description: 'Autumn treat',
  discountType: 'percent',
  value: '15.00',
  maxDiscount: '5.00',
  minOrderTotal: '20.00',
  startsAt: new Date(Date.now() - DAY_MS).toISOString(),
  endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
  usageLimit: 100,
  perCustomerLimit: null,
  firstOrderOnly: true,
  appliesTo: 'order',
  fulfilment: 'any',
  happyHour: null,
  isActive: true,
  ...patch,
})

/** The app, signed in as marketing, loaded once for the file's marketing tests. */
const marketing = sharedPage('marketing')

/** Leaves a changed form through its Cancel, answering Leave: the next test starts clean. */
async function leaveForm(page: Page) {
  await page.getByRole('link', { name: 'Cancel' }).click()
  await answerLeaveQuestion(page, 'Leave')
  await expect(page).toHaveURL(/\/coupon$/)
  await tableSettled(page)
}

test.describe('coupons', () => {
  test('a duplicate code gets the server’s error on the code field and keeps every value', async () => {
    const { page, login } = marketing
    const taken = uniqueCode('TAKEN')
    const mine = uniqueCode('MINE')
    const ids = await createRecords(page, login.token, '/coupon', [
      couponBody(taken),
      couponBody(mine, { value: '10.00', description: 'Mine' }),
    ])
    await openInApp(page, `/coupon/${ids[1]}/edit`)
    await expect(field(page, 'code')).toHaveValue(mine)
    // Typed in lower case, upper-cased as typed.
    await field(page, 'code').fill(taken.toLowerCase())
    await expect(field(page, 'code')).toHaveValue(taken)
    await field(page, 'description').fill('Changed description')
    await field(page, 'value').fill('12.50')
    await field(page, 'usageLimit').fill('40')
    await page.getByRole('button', { name: 'Save' }).click()

    await expect(fieldMessage(page, 'code')).toHaveText('Another coupon already uses this code.')
    await expect(page).toHaveURL(new RegExp(`/coupon/${ids[1]}/edit$`))
    await expect(field(page, 'code')).toHaveValue(taken)
    await expect(field(page, 'description')).toHaveValue('Changed description')
    await expect(field(page, 'value')).toHaveValue('12.50')
    await expect(field(page, 'maxDiscount')).toHaveValue('5.00')
    await expect(field(page, 'usageLimit')).toHaveValue('40')
    const stored = await api<{ Data: Coupon }>(page, login.token, 'GET', `/coupon/${ids[1]}`)
    expect(stored.json.Data).toMatchObject({ code: mine, value: '10.00' })
    await leaveForm(page)
    await deleteRecords(page, login.token, '/coupon', ids)
  })

  test('the sentence above the form says what the coupon does, following the form', async () => {
    const { page } = marketing
    await openInApp(page, '/coupon/add')
    const sentence = page.getByTestId('coupon-sentence')
    await expect(sentence).toHaveText('Enter the discount to see what the coupon does.')
    await field(page, 'value').fill('15.00')
    await expect(sentence).toHaveText('15% off orders.')
    await field(page, 'minOrderTotal').fill('20.00')
    await field(page, 'maxDiscount').fill('5.00')
    await expect(sentence).toHaveText('15% off orders of $20.00 or more, at most $5.00 off.')
    await field(page, 'usageLimit').fill('100')
    await page.getByText('First order only', { exact: true }).click()
    await expect(sentence).toHaveText(
      '15% off orders of $20.00 or more, at most $5.00 off; 100 of 100 uses left; first order only.',
    )
    // A fixed amount has no cap: the field goes and the sentence drops it.
    await page.getByText('Fixed amount', { exact: true }).click()
    await expect(field(page, 'maxDiscount')).toHaveCount(0)
    await field(page, 'value').fill('3.00')
    await page.getByText('Pickup only', { exact: true }).click()
    await expect(sentence).toHaveText(
      '$3.00 off pickup orders of $20.00 or more; 100 of 100 uses left; first order only.',
    )
    await page.getByText('Only at certain hours (happy hour)').click()
    await expect(sentence).toContainText('Monday–Thursday 15:00–18:00 (Beirut time)')
    await page.getByText('Delivery charge', { exact: true }).click()
    await page.getByText('Percentage', { exact: true }).click()
    await field(page, 'value').fill('100.00')
    await expect(sentence).toHaveText(
      'Free delivery on orders of $20.00 or more, Monday–Thursday 15:00–18:00 (Beirut time); 100 of 100 uses left; first order only.',
    )
    await leaveForm(page)
  })

  test('the list says each coupon in words with its usage; the edit screen lists the orders that used it', async ({
    page,
  }) => {
    const login = await signIn(page, 'admin', null)
    const code = uniqueCode('LIST')
    const [id] = await createRecords(page, login.token, '/coupon', [couponBody(code)])
    await page.goto('/coupon')
    await tableSettled(page)
    await search(page, code)
    const [row] = await tableRows(page)
    expect(row?.[0]).toBe(code)
    expect(row?.[1]).toMatch(
      /^15% off orders of \$20\.00 or more, at most \$5\.00 off, until .+; 100 of 100 uses left; first order only\.$/,
    )
    expect(row?.[2]).toBe('0 / 100')
    expect(row?.[3]).toBe('Live')
    await expect(page.getByRole('progressbar', { name: '0 of 100 uses' })).toBeVisible()

    // The most used coupon of the seed: its latest orders, each opening its order screen.
    const used = await api<{ Data: Coupon[] }>(
      page,
      login.token,
      'GET',
      '/coupon?sort=usedCount:desc&pageSize=1',
    )
    const top = used.json.Data[0]!
    const orders = await api<{ Data: CouponOrder[] }>(
      page,
      login.token,
      'GET',
      `/coupon/${top.id}/orders`,
    )
    await openInApp(page, `/coupon/${top.id}/edit`)
    const section = page.getByRole('region', { name: 'Orders that used the coupon' })
    await expect(section).toContainText(
      `Orders that used it (${top.usedCount.toLocaleString('en-US')})`,
    )
    const first = orders.json.Data[0]!
    await section.getByRole('link', { name: first.number }).click()
    await expect(page).toHaveURL(new RegExp(`/order/${first.id}/edit$`))
    await deleteRecords(page, login.token, '/coupon', [id!])
  })
})
