import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { LoginResponse, Product } from 'contracts'
import { createAsAdmin, toast } from '../../helpers'
import { arabicEmployee, expectArabicScreen } from '../../helpers/arabic'
import { api, field, unique } from './support'

/**
 * A product edited in Arabic, right to left (docs/requirements.md#languages), by an employee of
 * the administrator's role who works in Arabic: the price typed as an Arabic keyboard types it.
 */

let page: Page
let login: LoginResponse
let close: () => Promise<void>

test.beforeAll(async ({ browser, request }) => {
  ;({ page, login, close } = await arabicEmployee(browser, request, 'admin'))
})
test.afterAll(() => close?.())

test('a product edited in Arabic: its Arabic name and a price in Arabic-Indic digits, saved', async ({
  request,
}) => {
  const product = await createAsAdmin<Product>(request, '/product', {
    subCategoryId: 1,
    name: unique('Arabic wrap'),
    nameAr: 'لفافة',
    price: '4.00',
    branchIds: [1],
  })
  await page.goto(`/product/${product.id}/edit`)
  await expect(page.getByRole('heading', { name: 'تعديل منتج' })).toBeVisible()
  await expect(field(page, 'name')).toHaveValue(product.name)
  await field(page, 'nameAr').fill('لفافة دجاج بالثوم')
  // Five dollars seventy-five with the Arabic decimal separator.
  await field(page, 'price').fill('٥٫٧٥')
  await field(page, 'price').blur()
  await expect(field(page, 'price')).toHaveValue('5.75')
  // The currency's tag stands clear of the amount: beside the box's text, not over it.
  const [tag, text] = await field(page, 'price').evaluate((input) => {
    const box = input.getBoundingClientRect()
    const style = getComputedStyle(input)
    const tagBox = input.parentElement!.querySelector('.bp6-tag')!.getBoundingClientRect()
    return [
      { start: tagBox.left, end: tagBox.right },
      {
        start: box.left + parseFloat(style.paddingLeft),
        end: box.right - parseFloat(style.paddingRight),
      },
    ]
  })
  expect(tag.end <= text.start || tag.start >= text.end, 'the tag overlaps the amount').toBe(true)
  await expectArabicScreen(page, 'the product form', 'ar-product.png')

  await page.getByRole('button', { name: 'حفظ', exact: true }).click()
  await expect(page).toHaveURL(/\/product$/)
  await expect(toast(page, 'تم حفظ')).toHaveText(`تم حفظ منتج «${product.name}».`)
  const saved = await api<{ Data: Product }>(page, login.token, 'GET', `/product/${product.id}`)
  expect(saved.json.Data).toMatchObject({ nameAr: 'لفافة دجاج بالثوم', price: '5.75' })
})
