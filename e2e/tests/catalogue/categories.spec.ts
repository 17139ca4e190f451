import { expect, test } from '@playwright/test'
import { categoryInputSchema } from 'contracts'
import type { Category, Subcategory } from 'contracts'
import { MOCK_MESSAGES } from '../../../edge/src/mock/messages'
import { openInApp } from '../../helpers/navigation'
import { leaveChangedForm, openList, sharedPage } from '../../helpers/shared'
import {
  PNG_1X1,
  answerLeaveQuestion,
  api,
  expectClosingTabToAsk,
  checkSortOrderMessages,
  field,
  fieldMessage,
  messageChecker,
  schemaMessage,
  search,
  tableRows,
  tableSettled,
  unique,
} from './support'

const VALID = {
  name: 'x',
  nameAr: 'x',
  description: '',
  imageUrl: '',
  sortOrder: 0,
  isActive: true,
}
const message = (patch: Record<string, unknown>, path: string) =>
  schemaMessage(categoryInputSchema, { ...VALID, ...patch }, path)

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test.describe('categories', () => {
  test('sort, search and filter live in the URL and survive reload and back', async () => {
    const { page } = shared
    await openList(page, '/category')
    const seeded = await tableRows(page)
    expect(seeded.length).toBeGreaterThanOrEqual(10)
    const sortOrders = seeded.map((r) => Number(r[4]))
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b))

    await page.getByRole('button', { name: 'Name', exact: true }).click()
    await expect(page).toHaveURL(/sort=name%3Aasc|sort=name:asc/)
    await tableSettled(page)
    const names = (await tableRows(page)).map((r) => r[1] ?? '')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText(/Name/)

    await page.getByRole('button', { name: 'Name', exact: true }).click()
    await expect(page).toHaveURL(/name(%3A|:)desc/)
    await tableSettled(page)
    const desc = (await tableRows(page)).map((r) => r[1] ?? '')
    expect(desc).toEqual([...names].reverse())

    await search(page, 'مشاوي')
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    expect((await tableRows(page))[0]?.[1]).toBe('Grills')

    await page.reload()
    await tableSettled(page)
    await expect(page.getByRole('searchbox')).toHaveValue('مشاوي')
    expect((await tableRows(page)).map((r) => r[1])).toEqual(['Grills'])

    await page.getByLabel('Status').selectOption('false')
    await expect(page).toHaveURL(/isActive=false/)
    await tableSettled(page)
    await expect(page.getByText('No categories match')).toBeVisible()

    await page.goBack()
    await expect(page).not.toHaveURL(/isActive/)
    await tableSettled(page)
    expect((await tableRows(page)).map((r) => r[1])).toEqual(['Grills'])
    await expect(page.getByLabel('Status')).toHaveValue('')
  })

  test('paging and page size live in the URL and survive reload, back and forward', async () => {
    const { page, login } = shared
    // Twelve categories of this test's own, found by one search: two pages of ten.
    const prefix = unique('Paged')
    const names = Array.from(
      { length: 12 },
      (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`,
    )
    const ids: number[] = []
    for (const [i, name] of names.entries()) {
      const created = await api<{ Data: Category }>(page, login.token, 'POST', '/category', {
        name,
        nameAr: 'صفحة',
        sortOrder: i + 1,
      })
      expect(created.status).toBe(201)
      ids.push(created.json.Data.id)
    }
    const shownNames = async () => (await tableRows(page)).map((r) => r[1] ?? '')

    await openList(page, '/category')
    await search(page, prefix)
    await expect(page.getByText('1–12 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(names)

    await page.getByLabel('Rows per page').selectOption('10')
    await expect(page).toHaveURL(/pageSize=10/)
    await tableSettled(page)
    await expect(page.getByText('1–10 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(names.slice(0, 10))
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await tableSettled(page)
    await expect(page.getByText('11–12 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(names.slice(10))
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()

    await page.reload()
    await tableSettled(page)
    await expect(page.getByRole('searchbox')).toHaveValue(prefix)
    await expect(page.getByLabel('Rows per page')).toHaveValue('10')
    await expect(page.getByText('11–12 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(names.slice(10))

    await page.goBack()
    await expect(page).not.toHaveURL(/[?&]page=/)
    await tableSettled(page)
    await expect(page.getByText('1–10 of 12')).toBeVisible()
    expect(await shownNames()).toEqual(names.slice(0, 10))

    await page.goBack()
    await expect(page).not.toHaveURL(/pageSize/)
    await tableSettled(page)
    await expect(page.getByLabel('Rows per page')).toHaveValue('20')
    expect(await shownNames()).toEqual(names)

    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/page=2/)
    await tableSettled(page)
    expect(await shownNames()).toEqual(names.slice(10))

    for (const id of ids) await api(page, login.token, 'DELETE', `/category/${id}`)
  })

  test('deleting the last row of the last page shows the page before, not an empty one', async () => {
    const { page, login } = shared
    const prefix = unique('Last page')
    const names = Array.from(
      { length: 11 },
      (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`,
    )
    const ids: number[] = []
    for (const [i, name] of names.entries()) {
      const created = await api<{ Data: Category }>(page, login.token, 'POST', '/category', {
        name,
        nameAr: 'أخيرة',
        sortOrder: i + 1,
      })
      expect(created.status).toBe(201)
      ids.push(created.json.Data.id)
    }
    await openList(page, '/category?pageSize=10')
    await search(page, prefix)
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await tableSettled(page)
    await expect(page.getByText('11–11 of 11')).toBeVisible()

    const last = names[10] ?? ''
    await page.getByRole('button', { name: `Delete ${last}`, exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`The category “${last}” was deleted.`)).toBeVisible()
    await expect(page).not.toHaveURL(/[?&]page=/)
    await tableSettled(page)
    await expect(page.getByText('1–10 of 10')).toBeVisible()
    expect((await tableRows(page)).map((r) => r[1])).toEqual(names.slice(0, 10))
    await expect(page.getByText('No categories match')).toHaveCount(0)

    // An old link to a page past the end shows the last page too.
    await page.goto(`/category?pageSize=10&page=5&search=${encodeURIComponent(prefix)}`)
    await expect(page).not.toHaveURL(/[?&]page=/)
    await tableSettled(page)
    await expect(page.getByText('1–10 of 10')).toBeVisible()

    for (const id of ids.slice(0, 10)) await api(page, login.token, 'DELETE', `/category/${id}`)
  })

  test('create, edit and delete a category; a category with sub-categories is refused in the server’s words', async () => {
    const { page, login } = shared
    const name = unique('Soups')
    await openList(page, '/category')
    await page.getByRole('link', { name: 'Add category' }).click()
    await expect(page).toHaveURL(/\/category\/add$/)
    await field(page, 'name').fill(name)
    await field(page, 'nameAr').fill('شوربات')
    await field(page, 'description').fill('Hot, "homemade", daily')
    await field(page, 'sortOrder').fill('5')
    const creates: string[] = []
    const onRequest = (r: { method: () => string; url: () => string }) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/category')
        creates.push(r.url())
    }
    page.on('request', onRequest)
    // On a short screen, scrolled down to Save: the list the save goes back to opens at its top.
    const viewport = page.viewportSize()!
    await page.setViewportSize({ width: viewport.width, height: 400 })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    // A double click saves once: the button is busy (and disabled) from the first click.
    await page.getByRole('button', { name: 'Save' }).dblclick()
    await expect(page).toHaveURL(/\/category$/)
    await expect(page.getByText(`The category “${name}” was saved.`)).toBeVisible()
    await tableSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.setViewportSize(viewport)

    await search(page, name)
    expect(await tableRows(page)).toEqual([['No image', name, 'شوربات', '0', '5', 'Active', '']])
    expect(creates).toHaveLength(1)
    page.off('request', onRequest)

    await page.getByRole('link', { name: `Edit ${name}` }).click()
    await expect(field(page, 'name')).toHaveValue(name)
    await expect(field(page, 'description')).toHaveValue('Hot, "homemade", daily')
    await field(page, 'nameAr').fill('شوربة')
    await page.getByText('Active', { exact: true }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/category\?search=/)
    await tableSettled(page)
    expect(await tableRows(page)).toEqual([['No image', name, 'شوربة', '0', '5', 'Inactive', '']])

    // A sub-category makes the delete a 422, shown as the server words it.
    const created = await api<{ Data: Category }>(
      page,
      login.token,
      'GET',
      `/category?search=${encodeURIComponent(name)}`,
    )
    const categoryId = (created.json as unknown as { Data: Category[] }).Data[0]?.id
    const sub = await api<{ Data: Subcategory }>(page, login.token, 'POST', '/subcategory', {
      categoryId,
      name: unique('Lentil'),
      nameAr: 'عدس',
    })
    expect(sub.status).toBe(201)
    const refusal = await api<{ ErrorMessage: string }>(
      page,
      login.token,
      'DELETE',
      `/category/${categoryId}`,
    )
    expect(refusal.status).toBe(422)
    await page.reload()
    await tableSettled(page)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText(`Delete the category “${name}”?`)
    await alert.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(refusal.json.ErrorMessage)).toBeVisible()
    await expect(page.locator('table tbody tr')).toHaveCount(1)

    await api(page, login.token, 'DELETE', `/subcategory/${sub.json.Data.id}`)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`The category “${name}” was deleted.`)).toBeVisible()
    await expect(page.getByText('No categories match')).toBeVisible()
  })

  test('every validation message of the form, in the contract’s words', async () => {
    const { page } = shared
    await openInApp(page, '/category/add')
    await field(page, 'sortOrder').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldMessage(page, 'name')).toHaveText(message({ name: '' }, 'name'))
    await expect(fieldMessage(page, 'nameAr')).toHaveText(message({ nameAr: '' }, 'nameAr'))
    await expect(page).toHaveURL(/\/category\/add$/)

    const check = messageChecker(page, categoryInputSchema, VALID)
    const long = 'x'.repeat(101)
    await check('name', long, { name: long })
    await check('nameAr', long, { nameAr: long })
    await check('description', 'd'.repeat(1001), { description: 'd'.repeat(1001) })
    await checkSortOrderMessages(check)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/category\/add$/)
    await leaveChangedForm(page, '/category')
  })

  test('leaving a changed form asks first, in the app and when closing the tab', async () => {
    const { page } = shared
    await openInApp(page, '/category/add')
    await page.getByRole('link', { name: 'Products', exact: true }).click()
    await expect(page).toHaveURL(/\/product$/)

    await openInApp(page, '/category/add')
    await field(page, 'name').fill('Half typed')
    await page.getByRole('link', { name: 'Products', exact: true }).click()
    await answerLeaveQuestion(page, 'Stay')
    await expect(page).toHaveURL(/\/category\/add$/)
    await expect(field(page, 'name')).toHaveValue('Half typed')

    await page.getByRole('link', { name: 'Cancel' }).click()
    await answerLeaveQuestion(page, 'Leave')
    await expect(page).toHaveURL(/\/category$/)
    await tableSettled(page)

    // The tab closed: the next test gets a new one (sharedPage).
    await openInApp(page, '/category/add')
    await field(page, 'name').fill('Half typed')
    await expectClosingTabToAsk(page)
  })

  test('an image is uploaded with a preview and stored; wrong types and sizes are refused', async () => {
    const { page } = shared
    await openInApp(page, '/category/add')
    const picker = field(page, 'imageUrl')

    await picker.setInputFiles({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await expect(fieldMessage(page, 'imageUrl')).toHaveText('The image must be a PNG, JPEG or WebP')

    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    })
    await expect(fieldMessage(page, 'imageUrl')).toHaveText('The image must be at most 2 MB')

    // Declared as a PNG, but the bytes are not: only the server can tell.
    await picker.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    })
    await expect(fieldMessage(page, 'imageUrl')).toHaveText(MOCK_MESSAGES.uploadType)

    // The upload is held: its progress shows until the answer arrives.
    const upload = (url: URL) => url.pathname === '/api/upload'
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(upload, async (route) => {
      await held
      await route.continue()
    })
    await picker.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1X1 })
    const progress = page.getByRole('progressbar', { name: 'Upload progress' })
    await expect(progress).toBeVisible()
    await expect(page.getByRole('button', { name: 'Choose or drop an image' })).toBeDisabled()
    release()
    await expect(progress).toHaveCount(0)
    await page.unroute(upload)
    const preview = page.getByRole('img', { name: 'Image preview' })
    await expect(preview).toHaveAttribute('src', /^\/api\/uploads\//)
    await expect(fieldMessage(page, 'imageUrl')).toHaveText('PNG, JPEG or WebP, at most 2 MB')
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1)

    // Remove it, then drop one on the field instead of picking it.
    await page.getByRole('button', { name: 'Remove' }).click()
    await expect(preview).toHaveCount(0)
    const dropped = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer()
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }))
      return transfer
    }, PNG_1X1.toString('base64'))
    await page.locator('.resource-image-drop').dispatchEvent('drop', { dataTransfer: dropped })
    await expect(preview).toHaveAttribute('src', /^\/api\/uploads\//)
    const src = await preview.getAttribute('src')

    const name = unique('Pictured')
    await field(page, 'name').fill(name)
    await field(page, 'nameAr').fill('مصور')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/category$/)
    await search(page, name)
    await expect(page.locator('table tbody tr').first().getByRole('img', { name })).toHaveAttribute(
      'src',
      src ?? '',
    )
  })
})
