import { expect, test } from '@playwright/test'
import { rejectionInputSchema } from 'contracts'
import type { Rejection } from 'contracts'
import {
  checkSortOrderMessages,
  field,
  fieldMessage,
  messageChecker,
  schemaMessage,
} from '../../helpers/forms'
import { exportCsv, rowIds, search, tableRows, tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { api, createRecords, deleteRecords, unique } from '../../helpers/records'
import { leaveChangedForm, openList, sharedPage } from '../../helpers/shared'

const VALID = { text: 'x', textAr: 'x', isActive: true, sortOrder: 0 }
const message = (patch: Record<string, unknown>, path: string) =>
  schemaMessage(rejectionInputSchema, { ...VALID, ...patch }, path)

// Columns of the list: reason, Arabic reason, sort order, active, actions.
const REASON = 0

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test.describe('rejection reasons', () => {
  test('create, edit and delete a rejection reason', async () => {
    const { page, login } = shared
    const text = unique('Oven broke')
    await openList(page, '/rejection')
    await page.getByRole('link', { name: 'Add rejection reason' }).click()
    await expect(page).toHaveURL(/\/rejection\/add$/)
    // The sort order starts at 0, as in the catalogue; the Arabic reason is typed right to left.
    await expect(field(page, 'sortOrder')).toHaveValue('0')
    await expect(field(page, 'textAr')).toHaveAttribute('dir', 'rtl')
    await field(page, 'text').fill(text)
    await field(page, 'textAr').fill('تعطل الفرن')
    await field(page, 'sortOrder').fill('15')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/rejection$/)
    await expect(page.getByText(`The rejection reason “${text}” was saved.`)).toBeVisible()

    await search(page, text)
    expect(await tableRows(page)).toEqual([[text, 'تعطل الفرن', '15', 'Active', '']])

    await page.getByRole('link', { name: `Edit ${text}` }).click()
    await expect(field(page, 'text')).toHaveValue(text)
    await field(page, 'textAr').fill('الفرن معطل')
    await page.getByText('Active', { exact: true }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/rejection\?search=/)
    await tableSettled(page)
    expect(await tableRows(page)).toEqual([[text, 'الفرن معطل', '15', 'Inactive', '']])
    const [id] = await rowIds(page)
    const stored = await api<{ Data: Rejection }>(page, login.token, 'GET', `/rejection/${id}`)
    expect(stored.json.Data).toMatchObject({ text, textAr: 'الفرن معطل', isActive: false })

    await page.getByRole('button', { name: `Delete ${text}` }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      `Delete the rejection reason “${text}”?`,
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`The rejection reason “${text}” was deleted.`)).toBeVisible()
    await expect(page.getByText('No rejection reasons match')).toBeVisible()
    expect((await api(page, login.token, 'GET', `/rejection/${id}`)).status).toBe(404)
  })

  test('sort, search in both languages and the active filter live in the URL', async () => {
    const { page, login } = shared
    const prefix = unique('Reason list')
    // Sort orders not in name order, one of them inactive.
    const made = [
      { text: `${prefix} Alpha`, sortOrder: 30, isActive: true },
      { text: `${prefix} Bravo`, sortOrder: 10, isActive: false },
      { text: `${prefix} Charlie`, sortOrder: 20, isActive: true },
    ]
    const ids = await createRecords(
      page,
      login.token,
      '/rejection',
      made.map((reason) => ({ ...reason, textAr: 'سبب' })),
    )
    const reasons = async () => (await tableRows(page)).map((r) => r[REASON])

    // By sort order unless told otherwise, as the order screen offers them.
    await openList(page, '/rejection')
    const sortOrders = (await tableRows(page)).map((r) => Number(r[2]))
    expect(sortOrders.length).toBeGreaterThan(1)
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b))
    await search(page, prefix)
    expect(await reasons()).toEqual([made[1]?.text, made[2]?.text, made[0]?.text])

    await page.getByRole('button', { name: 'Reason', exact: true }).click()
    await expect(page).toHaveURL(/sort=text(%3A|:)asc/)
    await tableSettled(page)
    expect(await reasons()).toEqual(made.map((r) => r.text))
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText(/Reason/)

    await page.getByLabel('Status').selectOption('false')
    await expect(page).toHaveURL(/isActive=false/)
    await tableSettled(page)
    expect(await tableRows(page)).toEqual([[made[1]?.text, 'سبب', '10', 'Inactive', '']])

    await page.reload()
    await tableSettled(page)
    await expect(page.getByRole('searchbox')).toHaveValue(prefix)
    await expect(page.getByLabel('Status')).toHaveValue('false')
    expect(await reasons()).toEqual([made[1]?.text])

    await page.goBack()
    await expect(page).not.toHaveURL(/isActive/)
    await tableSettled(page)
    await expect(page.getByLabel('Status')).toHaveValue('')
    expect(await reasons()).toEqual(made.map((r) => r.text))

    // Arabic finds the seed's "Out of stock".
    await search(page, 'نفدت الكمية')
    expect(await reasons()).toEqual(['Out of stock'])

    await deleteRecords(page, login.token, '/rejection', ids)
  })

  test('every validation message of the form, in the contract’s words, as the server says them', async () => {
    const { page, login } = shared
    await openInApp(page, '/rejection/add')
    await expect(field(page, 'text')).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldMessage(page, 'text')).toHaveText(message({ text: '' }, 'text'))
    await expect(fieldMessage(page, 'textAr')).toHaveText(message({ textAr: '' }, 'textAr'))
    await expect(page).toHaveURL(/\/rejection\/add$/)

    const check = messageChecker(page, rejectionInputSchema, VALID)
    const long = 'x'.repeat(201)
    await check('text', long, { text: long })
    await check('textAr', long, { textAr: long })
    await check('text', '   ', { text: '   ' })
    await checkSortOrderMessages(check)

    // The server refuses the same values in the same words.
    const refused = await api<{ Errors: Record<string, string> }>(
      page,
      login.token,
      'POST',
      '/rejection',
      { text: '   ', textAr: long, sortOrder: -1 },
    )
    expect(refused.status).toBe(400)
    expect(refused.json.Errors).toEqual({
      text: message({ text: '   ' }, 'text'),
      textAr: message({ textAr: long }, 'textAr'),
      sortOrder: message({ sortOrder: -1 }, 'sortOrder'),
    })

    // Once each value is right, its message goes.
    await field(page, 'text').fill('Fine')
    await field(page, 'textAr').fill('جيد')
    await field(page, 'sortOrder').fill('3')
    for (const name of ['text', 'textAr', 'sortOrder']) {
      await expect(fieldMessage(page, name)).toBeEmpty()
    }
    await leaveChangedForm(page, '/rejection')
  })

  test('the CSV holds the searched list row for row, Arabic and quotes intact', async () => {
    const { page, login } = shared
    const prefix = unique('Reason CSV')
    const texts = [`${prefix} "no" driver, sorry`, `${prefix} plain`]
    const ids = await createRecords(
      page,
      login.token,
      '/rejection',
      texts.map((text, i) => ({
        text,
        textAr: 'لا يوجد، "سائق"',
        sortOrder: i + 1,
        isActive: i === 0,
      })),
    )
    await openList(page, '/rejection')
    await search(page, prefix)
    const rows = await tableRows(page)
    expect(rows).toHaveLength(2)
    const shownIds = await rowIds(page)
    const file = await exportCsv(page, 'rejection-reasons')
    expect(file).toEqual([
      ['ID', 'Reason', 'Arabic reason', 'Sort order', 'Active'],
      ...rows.map(([text, textAr, sortOrder, active], i) => [
        shownIds[i],
        text,
        textAr,
        sortOrder,
        active === 'Active' ? 'Yes' : 'No',
      ]),
    ])
    expect(file.slice(1).map((r) => Number(r[0]))).toEqual(ids)

    await deleteRecords(page, login.token, '/rejection', ids)
  })
})
