import { expect, test } from '@playwright/test'
import { subcategoryInputSchema } from 'contracts'
import type { Category } from 'contracts'
import {
  api,
  field,
  fieldMessage,
  pickReference,
  schemaMessage,
  search,
  signIn,
  tableRows,
  tableSettled,
  unique,
} from './support'

test.describe('sub-categories', () => {
  test('filtering by category (searched on the server) shows the category by name and survives reload', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    const listRequests: string[] = []
    page.on('request', (r) => {
      if (/\/api\/category\?/.test(r.url())) listRequests.push(r.url())
    })
    await page.goto('/subcategory')
    await tableSettled(page)
    await pickReference(page, 'filter-category', 'Desserts')
    await expect(page).toHaveURL(/categoryId=\d+/)
    await tableSettled(page)
    const rows = await tableRows(page)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row[3]).toBe('Desserts')
    // The reference input asked for a few matching categories, never the whole table.
    expect(listRequests.length).toBeGreaterThan(0)
    for (const url of listRequests) expect(new URL(url).searchParams.get('pageSize')).toBe('10')
    expect(listRequests.some((u) => new URL(u).searchParams.get('search') === 'Desserts')).toBe(
      true,
    )
    expect(listRequests.every((u) => new URL(u).searchParams.get('search') !== 'D')).toBe(true)

    await page.reload()
    await tableSettled(page)
    await expect(page.locator('#filter-category')).toHaveValue('Desserts')
    expect(await tableRows(page)).toEqual(rows)

    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(page).not.toHaveURL(/categoryId/)
    await tableSettled(page)
    expect(new Set((await tableRows(page)).map((r) => r[3])).size).toBeGreaterThan(1)
  })

  test('create with a category picked by name, edit, then delete', async ({ page }) => {
    await signIn(page, 'admin')
    const name = unique('Kibbeh')
    await page.goto('/subcategory/add')
    await page.getByRole('button', { name: 'Save' }).click()
    const empty = { name: '', nameAr: '', imageUrl: '', sortOrder: 0, isActive: true }
    await expect(fieldMessage(page, 'categoryId')).toHaveText(
      schemaMessage(subcategoryInputSchema, empty, 'categoryId'),
    )
    await expect(fieldMessage(page, 'name')).toHaveText(
      schemaMessage(subcategoryInputSchema, empty, 'name'),
    )
    await expect(fieldMessage(page, 'nameAr')).toHaveText(
      schemaMessage(subcategoryInputSchema, empty, 'nameAr'),
    )
    await pickReference(page, 'field-categoryId', 'Grills')
    await expect(fieldMessage(page, 'categoryId')).toBeEmpty()
    await field(page, 'name').fill(name)
    await field(page, 'nameAr').fill('كبة')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/subcategory$/)
    await search(page, name)
    expect(await tableRows(page)).toEqual([
      ['No image', name, 'كبة', 'Grills', '0', '0', 'Active', ''],
    ])

    await page.getByRole('link', { name: `Edit ${name}` }).click()
    await expect(field(page, 'categoryId')).toHaveValue('Grills')
    await pickReference(page, 'field-categoryId', 'Mezze')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/subcategory\?search=/)
    await tableSettled(page)
    expect((await tableRows(page))[0]?.[3]).toBe('Mezze')

    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await expect(page.getByRole('alertdialog')).toContainText(`Delete the sub-category “${name}”?`)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`The sub-category “${name}” was deleted.`)).toBeVisible()
    await expect(page.getByText('No sub-categories match')).toBeVisible()
  })

  test('a server-only error lands on its field and every typed value is kept', async ({ page }) => {
    // The schema cannot know that a category exists: delete it while the form is open.
    const login = await signIn(page, 'admin')
    const categoryName = unique('Doomed')
    const created = await api<{ Data: Category }>(page, login.token, 'POST', '/category', {
      name: categoryName,
      nameAr: 'مؤقت',
    })
    expect(created.status).toBe(201)
    await page.goto('/subcategory/add')
    await pickReference(page, 'field-categoryId', categoryName)
    await field(page, 'name').fill('Orphan')
    await field(page, 'nameAr').fill('يتيم')
    await field(page, 'sortOrder').fill('7')
    expect(
      (await api(page, login.token, 'DELETE', `/category/${created.json.Data.id}`)).status,
    ).toBe(200)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldMessage(page, 'categoryId')).toHaveText('The category does not exist.')
    await expect(
      page.getByRole('alert').filter({ hasText: 'does not exist' }).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/subcategory\/add$/)
    await expect(field(page, 'categoryId')).toHaveValue(categoryName)
    await expect(field(page, 'name')).toHaveValue('Orphan')
    await expect(field(page, 'nameAr')).toHaveValue('يتيم')
    await expect(field(page, 'sortOrder')).toHaveValue('7')
  })
})
