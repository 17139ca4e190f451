import { expect, test } from '@playwright/test'
import { subcategoryInputSchema } from 'contracts'
import type { Category, Subcategory } from 'contracts'
import { signIn } from '../../helpers'
import { openInApp } from '../../helpers/navigation'
import { leaveChangedForm, openList, sharedPage } from '../../helpers/shared'
import {
  answerLeaveQuestion,
  api,
  checkSortOrderMessages,
  expectClosingTabToAsk,
  expectKeptChoiceInError,
  field,
  fieldMessage,
  messageChecker,
  pickReference,
  schemaMessage,
  search,
  tableRows,
  tableSettled,
  unique,
} from './support'

const VALID = { categoryId: 1, name: 'x', nameAr: 'x', imageUrl: '', sortOrder: 0, isActive: true }
const message = (patch: Record<string, unknown>, path: string) =>
  schemaMessage(subcategoryInputSchema, { ...VALID, ...patch }, path)

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test.describe('sub-categories', () => {
  test('search, sort and paging live in the URL and survive reload, back and forward', async () => {
    const { page, login } = shared
    // Twelve sub-categories of this test's own, in a category of its own: two pages of ten.
    const category = await api<{ Data: Category }>(page, login.token, 'POST', '/category', {
      name: unique('Paging home'),
      nameAr: 'بيت',
    })
    expect(category.status).toBe(201)
    const prefix = unique('Sub paged')
    const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String.fromCharCode(65 + i)}`)
    const ids: number[] = []
    for (const [i, name] of names.entries()) {
      const created = await api<{ Data: Subcategory }>(page, login.token, 'POST', '/subcategory', {
        categoryId: category.json.Data.id,
        name,
        nameAr: 'فرعي',
        // Not in name order, so sorting by name shows.
        sortOrder: (i * 7) % 12,
      })
      expect(created.status).toBe(201)
      ids.push(created.json.Data.id)
    }
    const shownNames = async () => (await tableRows(page)).map((r) => r[1] ?? '')
    const nameHeader = page.getByRole('button', { name: 'Name', exact: true })

    await openList(page, '/subcategory')
    await search(page, prefix)
    await expect(page.getByText('1–12 of 12')).toBeVisible()
    expect([...(await shownNames())].sort()).toEqual(names)

    await nameHeader.click()
    await expect(page).toHaveURL(/sort=name(%3A|:)asc/)
    await tableSettled(page)
    expect(await shownNames()).toEqual(names)
    await nameHeader.click()
    await expect(page).toHaveURL(/sort=name(%3A|:)desc/)
    await tableSettled(page)
    const descending = [...names].reverse()
    expect(await shownNames()).toEqual(descending)

    await page.getByLabel('Rows per page').selectOption('10')
    await expect(page).toHaveURL(/pageSize=10/)
    await tableSettled(page)
    expect(await shownNames()).toEqual(descending.slice(0, 10))
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await tableSettled(page)
    await expect(page.getByText('11–12 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(descending.slice(10))

    // A reload (or the link shared) brings every part of the state back.
    await page.reload()
    await tableSettled(page)
    await expect(page.getByRole('searchbox')).toHaveValue(prefix)
    await expect(page.locator('th[aria-sort="descending"]')).toHaveText(/Name/)
    await expect(page.getByLabel('Rows per page')).toHaveValue('10')
    await expect(page.getByText('11–12 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(descending.slice(10))

    // Back walks the steps in reverse: page, page size, descending, ascending.
    await page.goBack()
    await tableSettled(page)
    expect(await shownNames()).toEqual(descending.slice(0, 10))
    await page.goBack()
    await tableSettled(page)
    await expect(page.getByLabel('Rows per page')).toHaveValue('20')
    expect(await shownNames()).toEqual(descending)
    await page.goBack()
    await tableSettled(page)
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText(/Name/)
    expect(await shownNames()).toEqual(names)
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await tableSettled(page)
    await expect(page.getByRole('searchbox')).toHaveValue(prefix)
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText(/Category/)

    await page.goForward()
    await page.goForward()
    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/page=2/)
    await tableSettled(page)
    expect(await shownNames()).toEqual(descending.slice(10))

    for (const id of ids) await api(page, login.token, 'DELETE', `/subcategory/${id}`)
    await api(page, login.token, 'DELETE', `/category/${category.json.Data.id}`)
  })

  test('filtering by category (searched on the server) shows the category by name and survives reload', async () => {
    const { page } = shared
    const listRequests: string[] = []
    const onRequest = (r: { url: () => string }) => {
      if (/\/api\/category\?/.test(r.url())) listRequests.push(r.url())
    }
    page.on('request', onRequest)
    await openList(page, '/subcategory')
    // Typed key by key, faster than the input's pause: only the whole word is searched.
    await pickReference(page, 'filter-category', 'Desserts', { keyDelay: 40 })
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
    // Opening the menu asks with no text; no part of the word ('D', 'De'…) was ever sent.
    for (const url of listRequests) {
      expect([null, 'Desserts']).toContain(new URL(url).searchParams.get('search'))
    }
    page.off('request', onRequest)

    await page.reload()
    await tableSettled(page)
    await expect(page.locator('#filter-category')).toHaveValue('Desserts')
    expect(await tableRows(page)).toEqual(rows)

    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(page).not.toHaveURL(/categoryId/)
    await tableSettled(page)
    expect(new Set((await tableRows(page)).map((r) => r[3])).size).toBeGreaterThan(1)
  })

  test('create with a category picked by name, edit, then delete', async () => {
    const { page } = shared
    const name = unique('Kibbeh')
    await openInApp(page, '/subcategory/add')
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
    // The question is the dialog's accessible name, as a screen reader announces it.
    await expect(
      page.getByRole('alertdialog', {
        name: `Delete the sub-category “${name}”? This cannot be undone.`,
      }),
    ).toBeVisible()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`The sub-category “${name}” was deleted.`)).toBeVisible()
    await expect(page.getByText('No sub-categories match')).toBeVisible()
  })

  // A page of its own: the refused field's focus and open list were lost once on the shared page
  // (a quiet CI run); on a page of its own this test has passed every run.
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
    await expectKeptChoiceInError(page, 'categoryId', categoryName)
    await expect(field(page, 'name')).toHaveValue('Orphan')
    await expect(field(page, 'nameAr')).toHaveValue('يتيم')
    await expect(field(page, 'sortOrder')).toHaveValue('7')
  })

  test('every validation message of the form, in the contract’s words', async () => {
    const { page } = shared
    await openInApp(page, '/subcategory/add')
    await field(page, 'sortOrder').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldMessage(page, 'categoryId')).toHaveText(
      message({ categoryId: undefined }, 'categoryId'),
    )
    await expect(fieldMessage(page, 'name')).toHaveText(message({ name: '' }, 'name'))
    await expect(fieldMessage(page, 'nameAr')).toHaveText(message({ nameAr: '' }, 'nameAr'))
    await expect(page).toHaveURL(/\/subcategory\/add$/)

    const check = messageChecker(page, subcategoryInputSchema, VALID)
    const long = 'x'.repeat(101)
    await check('name', long, { name: long })
    await check('nameAr', long, { nameAr: long })
    await checkSortOrderMessages(check)
    // Whitespace alone is no name: the schema trims it.
    await check('name', '   ', { name: '   ' })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/subcategory\/add$/)

    // Once each value is right, its message goes.
    await pickReference(page, 'field-categoryId', 'Grills')
    await field(page, 'name').fill('Fine')
    await field(page, 'nameAr').fill('جيد')
    await field(page, 'sortOrder').fill('3')
    for (const name of ['categoryId', 'name', 'nameAr', 'sortOrder']) {
      await expect(fieldMessage(page, name)).toBeEmpty()
    }
    await leaveChangedForm(page, '/subcategory')
  })

  test('leaving a changed form asks first, in the app and when closing the tab', async () => {
    const { page, login } = shared
    const created = await api<{ Data: Subcategory }>(page, login.token, 'POST', '/subcategory', {
      categoryId: 1,
      name: unique('Guarded'),
      nameAr: 'محمي',
    })
    expect(created.status).toBe(201)
    const edit = `/subcategory/${created.json.Data.id}/edit`

    // An untouched form lets you go.
    await openInApp(page, edit)
    await expect(field(page, 'name')).toHaveValue(created.json.Data.name)
    await page.getByRole('link', { name: 'Products', exact: true }).click()
    await expect(page).toHaveURL(/\/product$/)

    await openInApp(page, edit)
    await expect(field(page, 'name')).toHaveValue(created.json.Data.name)
    await field(page, 'nameAr').fill('نص غير محفوظ')
    await page.getByRole('link', { name: 'Products', exact: true }).click()
    await answerLeaveQuestion(page, 'Stay')
    await expect(page).toHaveURL(new RegExp(`${edit}$`))
    await expect(field(page, 'nameAr')).toHaveValue('نص غير محفوظ')

    await page.getByRole('link', { name: 'Cancel' }).click()
    await answerLeaveQuestion(page, 'Leave')
    await expect(page).toHaveURL(/\/subcategory$/)
    await tableSettled(page)
    // Leaving saved nothing.
    const stored = await api<{ Data: Subcategory }>(
      page,
      login.token,
      'GET',
      `/subcategory/${created.json.Data.id}`,
    )
    expect(stored.json.Data.nameAr).toBe('محمي')
    await api(page, login.token, 'DELETE', `/subcategory/${created.json.Data.id}`)

    // A category picked is a change too; closing the tab asks the browser's question.
    await openInApp(page, '/subcategory/add')
    await pickReference(page, 'field-categoryId', 'Mezze')
    await expectClosingTabToAsk(page)
  })
})
