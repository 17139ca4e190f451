import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Coupon, Customer, Product } from 'contracts'
import { signIn } from '../../helpers'
import { field } from '../../helpers/forms'
import { search } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { api, createRecords, deleteRecords, unique } from '../../helpers/records'
import { openList, sharedPage } from '../../helpers/shared'

/**
 * Numbers and phones typed as people type them (README "Typing numbers, phones
 * and dates"): each test makes and removes its own records.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const arabic = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)

/** The app, signed in as the admin, loaded once for the admin's tests (each opens its screen). */
const admin = sharedPage('admin')

async function save(page: Page, list: RegExp) {
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(list)
}

test('a product price typed ١٢٫٥, 1,250.5 or 15 is saved as 12.50, 1250.50 and 15.00', async () => {
  const { page } = admin
  const { token } = admin.login
  const [id] = await createRecords(page, token, '/product', [
    { subCategoryId: 1, name: unique('Typed price'), nameAr: 'سعر', price: '4.00', branchIds: [1] },
  ])
  try {
    // From 12.50 to 1,250.50 and back to 15: each a tenfold move, asked before it is saved.
    for (const [typed, saved, question] of [
      ['١٢٫٥', '12.50', null],
      ['1,250.5', '1250.50', 'Price from $12.50 to $1,250.50'],
      [' 15 ', '15.00', 'Price from $1,250.50 to $15.00'],
    ] as const) {
      await openInApp(page, `/product/${id}/edit`)
      await expect(field(page, 'price')).not.toHaveValue('')
      await field(page, 'price').fill(typed)
      await field(page, 'price').blur()
      await expect(field(page, 'price')).toHaveValue(saved)
      if (question) {
        await page.getByRole('button', { name: 'Save' }).click()
        const dialog = page.getByRole('alertdialog')
        await expect(dialog).toContainText(question)
        await dialog.getByRole('button', { name: 'Save anyway' }).click()
        await expect(page).toHaveURL(/\/product(\?|$)/)
      } else {
        await save(page, /\/product(\?|$)/)
      }
      const stored = await api<{ Data: Product }>(page, token, 'GET', `/product/${id}`)
      expect(stored.json.Data.price, typed).toBe(saved)
    }
  } finally {
    await deleteRecords(page, token, '/product', [id!])
  }
})

test('a coupon of 15 percent off with a usage limit typed ١٥ is saved, and its sentence reads 15%', async ({
  page,
}) => {
  const { token } = await signIn(page, 'marketing', null)
  const code = unique('TYPED')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20)
  const [id] = await createRecords(page, token, '/coupon', [
    {
      code,
      discountType: 'percent',
      value: '10.00',
      minOrderTotal: '0.00',
      startsAt: new Date(Date.now() - DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      usageLimit: null,
    },
  ])
  try {
    await page.goto(`/coupon/${id}/edit`)
    await expect(field(page, 'value')).toHaveValue('10.00')
    await field(page, 'value').fill('15')
    await field(page, 'usageLimit').fill('١٥')
    await field(page, 'usageLimit').blur()
    await expect(field(page, 'usageLimit')).toHaveValue('15')
    await expect(field(page, 'value')).toHaveValue('15.00')
    await expect(page.getByText(/15% off/).first()).toBeVisible()
    await save(page, /\/coupon(\?|$)/)
    const stored = await api<{ Data: Coupon }>(page, token, 'GET', `/coupon/${id}`)
    expect(stored.json.Data).toMatchObject({ value: '15.00', usageLimit: 15 })

    // A limit that cannot be read is refused on the field, kept, and nothing is saved.
    await openInApp(page, `/coupon/${id}/edit`)
    await field(page, 'usageLimit').fill('fifteen')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter a whole number such as 15')).toBeVisible()
    await expect(field(page, 'usageLimit')).toHaveValue('fifteen')
    await expect(page).toHaveURL(new RegExp(`/coupon/${id}/edit$`))
    const kept = await api<{ Data: Coupon }>(page, token, 'GET', `/coupon/${id}`)
    expect(kept.json.Data.usageLimit).toBe(15)
  } finally {
    await deleteRecords(page, token, '/coupon', [id!])
  }
})

test('a customer is found in the customer list by 03 xxx xxx and by Arabic-Indic digits', async () => {
  const { page } = admin
  const { token } = admin.login
  const all = await api<{ Data: Customer[] }>(page, token, 'GET', '/customer?pageSize=100')
  const customer = all.json.Data.find((c) => /^\+9613\d{6}$/.test(c.phone))!
  expect(customer, 'a seeded customer with an 03 number').toBeTruthy()
  const national = customer.phone.slice(4) // "3123456"
  const spaced = `0${national[0]} ${national.slice(1, 4)} ${national.slice(4)}` // "03 123 456"
  await openList(page, '/customer')
  for (const typed of [spaced, arabic(spaced), `0${national[0]}-${national.slice(1)}`]) {
    await search(page, typed)
    const rows = page.locator('table tbody tr')
    await expect(rows.filter({ hasText: customer.lastName }).first(), typed).toBeVisible()
    for (const text of await rows.allInnerTexts())
      expect(text.replace(/\s/g, '')).toContain(national)
  }
})
