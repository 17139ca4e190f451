import { expect, test } from '@playwright/test'
import type { Page, Route } from '@playwright/test'
import { API_ERRORS, INPUT_MESSAGES, productInputSchema } from 'contracts'
import type { Category, Product, Subcategory } from 'contracts'
import { MOCK_MESSAGES } from '../../../edge/src/mock/messages'
import { amountIn } from '../../helpers/lists'
import { authenticate, storeSession } from '../../helpers'
import { openInApp } from '../../helpers/navigation'
import { leaveChangedForm, openList, sharedPage } from '../../helpers/shared'
import {
  answerLeaveQuestion,
  api,
  checkSortOrderMessages,
  column,
  expectClosingTabToAsk,
  expectKeptChoiceInError,
  expectRefusal,
  field,
  fieldMessage,
  messageChecker,
  pickReference,
  schemaMessage,
  search,
  signIn,
  someOf,
  tableRows,
  tableSettled,
  unique,
} from './support'

const NAME = 1
const ARABIC = 2
const PLACE = 3
const PRICE = 4
const AVAILABILITY = 5

/** Holds the answers to GET requests matching `test` until `release()`. */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = []
  const matcher = (url: URL) => matches(url)
  await page.route(matcher, async (route) => {
    if (route.request().method() === 'GET') held.push(route)
    else await route.fallback()
  })
  return {
    held,
    release: async () => {
      for (const route of held.splice(0)) await route.continue()
      await page.unroute(matcher)
    },
  }
}

/** A product made through the API for a test of its own. */
async function newProduct(page: Page, token: string, patch: Record<string, unknown> = {}) {
  const created = await api<{ Data: Product }>(page, token, 'POST', '/product', {
    subCategoryId: 1,
    name: unique('Test wrap'),
    nameAr: 'لفافة',
    price: '4.00',
    branchIds: [1],
    ...patch,
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.Data
}

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test.describe('products', () => {
  test('50 rows a page; paging and sorting live in the URL (reload, back)', async () => {
    const { page } = shared
    const calls: string[] = []
    const onRequest = (r: { url: () => string }) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname)
    }
    page.on('request', onRequest)
    await openList(page, '/product')
    page.off('request', onRequest)
    await expect(page.locator('table tbody tr')).toHaveCount(50)
    // Sub-category and category names come with the rows: no request per row.
    expect(calls.filter((p) => /^\/api\/(sub)?category/.test(p))).toEqual([])
    await expect(page.locator('table tbody tr').first().locator('td').nth(3)).toHaveText(/ › /)
    const firstPage = await column(page, NAME)
    await expect(page.getByText(/^1–50 of \d+$/)).toBeVisible()

    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await tableSettled(page)
    await expect(page.getByText(/^51–100 of \d+$/)).toBeVisible()
    const secondPage = await column(page, NAME)
    expect(secondPage[0]).not.toBe(firstPage[0])
    expect(secondPage[0]!.localeCompare(firstPage[49]!)).toBeGreaterThanOrEqual(0)

    await page.reload()
    await tableSettled(page)
    expect(await column(page, NAME)).toEqual(secondPage)
    await page.goBack()
    await tableSettled(page)
    expect(await column(page, NAME)).toEqual(firstPage)

    await page.getByRole('button', { name: 'Price (USD)' }).click()
    await expect(page).toHaveURL(/sort=price(%3A|:)asc/)
    await tableSettled(page)
    const prices = (await column(page, PRICE)).map(amountIn)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await page.getByRole('button', { name: 'Price (USD)' }).click()
    await tableSettled(page)
    const down = (await column(page, PRICE)).map(amountIn)
    expect(down).toEqual([...down].sort((a, b) => b - a))

    await page.getByLabel('Rows per page').selectOption('20')
    await expect(page).toHaveURL(/pageSize=20/)
    await tableSettled(page)
    await expect(page.locator('table tbody tr')).toHaveCount(20)
  })

  test('search in either language and every filter, restored from a shared link', async () => {
    const { page, login } = shared
    await openList(page, '/product')
    await search(page, 'شاورما')
    const arabic = await tableRows(page)
    expect(arabic.length).toBeGreaterThan(0)
    for (const row of arabic) expect(row[ARABIC]).toContain('شاورما')
    await search(page, 'Shawarma')
    for (const name of await someOf(page, NAME)) expect(name.toLowerCase()).toContain('shawarma')
    await search(page, '')

    await pickReference(page, 'filter-category', 'Desserts')
    await tableSettled(page)
    for (const place of await someOf(page, PLACE)) expect(place).toMatch(/^Desserts › /)
    const sub = (await column(page, PLACE))[0]!.replace('Desserts › ', '')
    await pickReference(page, 'filter-subcategory', sub)
    await tableSettled(page)
    for (const place of await someOf(page, PLACE)) expect(place).toBe(`Desserts › ${sub}`)

    await page.getByLabel('Minimum price').fill('3.00')
    await page.getByLabel('Maximum price').fill('9.00')
    await page.getByLabel('Maximum price').press('Enter')
    await expect(page).toHaveURL(/minPrice=3.00.*maxPrice=9.00|maxPrice=9.00.*minPrice=3.00/)
    await tableSettled(page)
    for (const price of (await someOf(page, PRICE)).map(amountIn)) {
      expect(price).toBeGreaterThanOrEqual(3)
      expect(price).toBeLessThanOrEqual(9)
    }
    // Amounts as people type them: 3.5 asks for 3.50 and the box shows it.
    await page.getByLabel('Minimum price').fill('3.5')
    await page.getByLabel('Minimum price').press('Enter')
    await expect(page).toHaveURL(/minPrice=3.50/)
    await expect(page.getByLabel('Minimum price')).toHaveValue('3.50')
    // What cannot be read is said on the filter, and the rows of 3.50 and up go.
    await page.getByLabel('Minimum price').fill('3,5')
    await page.getByLabel('Minimum price').press('Enter')
    await expect(page.getByText('Enter an amount such as 12.50')).toBeVisible()
    await expect(page.getByLabel('Minimum price')).toHaveValue('3,5')
    await expect(page.getByText('No products for these filters')).toBeVisible()
    await expect(page.locator('table tbody tr')).toHaveCount(0)
    await expect(page.getByText('Minimum price must be an amount such as 12.50')).toBeVisible()
    await page.getByLabel('Minimum price').fill('3')
    await page.getByLabel('Minimum price').press('Enter')
    await expect(page).toHaveURL(/minPrice=3.00/)
    await tableSettled(page)

    const link = page.url()
    const rows = await tableRows(page)
    const other = await page.context().newPage()
    await other.goto(link)
    await tableSettled(other)
    expect(await tableRows(other)).toEqual(rows)
    await expect(other.locator('#filter-category')).toHaveValue('Desserts')
    await expect(other.locator('#filter-subcategory')).toHaveValue(sub)
    await expect(other.getByLabel('Minimum price')).toHaveValue('3.00')
    await other.close()

    await openList(page, '/product?isAvailable=false')
    await expect(page.getByLabel('Availability')).toHaveValue('false')
    for (const state of await someOf(page, AVAILABILITY)) expect(state).toBe('Unavailable')

    await openList(page, '/product')
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Tripoli - El Mina' })
    await expect(page).toHaveURL(/branchId=\d+/)
    await tableSettled(page)
    const branchId = Number(new URL(page.url()).searchParams.get('branchId'))
    const token = login.token
    for (const name of (await someOf(page, NAME)).slice(0, 5)) {
      const found = await api<{ Data: Product[] }>(
        page,
        token,
        'GET',
        `/product?search=${encodeURIComponent(name)}&pageSize=100`,
      )
      const product = found.json.Data.find((p) => p.name === name)
      expect(product?.branchIds).toContain(branchId)
    }
  })

  test('delete asks first, naming the product; Cancel keeps it, Delete removes it', async () => {
    const { page, login } = shared
    const product = await newProduct(page, login.token)
    const other = await newProduct(page, login.token, { name: `${product.name} (kept)` })
    await openList(page, '/product')
    await search(page, product.name)
    expect(await column(page, NAME)).toEqual([product.name, other.name].sort())

    await page.getByRole('button', { name: `Delete ${product.name}`, exact: true }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText(`Delete the product “${product.name}”?`)
    await alert.getByRole('button', { name: 'Cancel' }).click()
    await expect(alert).toHaveCount(0)
    await expect(page.locator('table tbody tr')).toHaveCount(2)
    expect((await api(page, login.token, 'GET', `/product/${product.id}`)).status).toBe(200)

    await page.getByRole('button', { name: `Delete ${product.name}`, exact: true }).click()
    await alert.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`The product “${product.name}” was deleted.`)).toBeVisible()
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    expect(await column(page, NAME)).toEqual([other.name])
    expect((await api(page, login.token, 'GET', `/product/${product.id}`)).status).toBe(404)

    // Not a stale cache: a reload asks the server again and the product stays gone.
    await page.reload()
    await tableSettled(page)
    expect(await column(page, NAME)).toEqual([other.name])
  })

  test('availability switches right in the list', async () => {
    const { page, login } = shared
    const product = await newProduct(page, login.token)
    await openList(page, '/product')
    await search(page, product.name)
    const toggle = page.getByRole('switch', { name: `${product.name} available` })
    await expect(toggle).toBeChecked()
    // The list's refresh after the change is held: meanwhile the switch keeps
    // the asked state, it does not flip back to the row it was drawn from.
    const refresh = await holdRequests(page, (url) => url.pathname === '/api/product')
    await toggle.click({ force: true })
    await expect(page.getByText(`“${product.name}” is now unavailable.`)).toBeVisible()
    await expect.poll(() => refresh.held.length).toBeGreaterThan(0)
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toBeDisabled()
    await refresh.release()
    await expect(toggle).toBeEnabled()
    await expect(toggle).not.toBeChecked()
    const stored = await api<{ Data: Product }>(page, login.token, 'GET', `/product/${product.id}`)
    expect(stored.json.Data.isAvailable).toBe(false)
    expect(stored.json.Data.version).toBe(product.version + 1)
  })

  test('one screen adds and edits, option groups included (add, remove, reorder)', async () => {
    const { page, login } = shared
    const name = unique('Falafel plate')
    await openList(page, '/product')
    await page.getByRole('link', { name: 'Add product' }).click()
    await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible()
    await pickReference(page, 'field-subCategoryId', 'Hot Mezze')
    await field(page, 'name').fill(name)
    await field(page, 'nameAr').fill('صحن فلافل')
    await field(page, 'price').fill('6.50')
    await page.locator('label', { hasText: 'Beirut - Hamra' }).click()
    await page.locator('label', { hasText: 'Saida - Riad El Solh' }).click()

    await page.getByRole('button', { name: 'Add option group' }).click()
    await field(page, 'optionGroups[0].name').fill('Size')
    await field(page, 'optionGroups[0].nameAr').fill('الحجم')
    await field(page, 'optionGroups[0].options[0].name').fill('Small')
    await field(page, 'optionGroups[0].options[0].nameAr').fill('صغير')
    await page.getByRole('button', { name: 'Add option to group 1' }).click()
    await field(page, 'optionGroups[0].options[1].name').fill('Large')
    await field(page, 'optionGroups[0].options[1].nameAr').fill('كبير')
    await field(page, 'optionGroups[0].options[1].priceDelta').fill('2.00')
    await page.getByRole('button', { name: 'Move option 2 of group 1 up' }).click()
    await expect(field(page, 'optionGroups[0].options[0].name')).toHaveValue('Large')

    await page.getByRole('button', { name: 'Add option group' }).click()
    await field(page, 'optionGroups[1].name').fill('Sauce')
    await field(page, 'optionGroups[1].nameAr').fill('صلصة')
    await field(page, 'optionGroups[1].options[0].name').fill('Tahini')
    await field(page, 'optionGroups[1].options[0].nameAr').fill('طحينة')
    await page.getByRole('button', { name: 'Move group 2 up' }).click()
    await expect(field(page, 'optionGroups[0].name')).toHaveValue('Sauce')

    await page.getByRole('button', { name: 'Add option group' }).click()
    await page.getByRole('button', { name: 'Remove group 3' }).click()
    await expect(field(page, 'optionGroups[2].name')).toHaveCount(0)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/product$/)
    const found = await api<{ Data: Product[] }>(
      page,
      login.token,
      'GET',
      `/product?search=${encodeURIComponent(name)}`,
    )
    const saved = found.json.Data[0]!
    expect(saved.price).toBe('6.50')
    expect(saved.branchIds.length).toBe(2)
    expect(saved.optionGroups.map((g) => g.name)).toEqual(['Sauce', 'Size'])
    expect(saved.optionGroups[1]!.options.map((o) => [o.name, o.priceDelta])).toEqual([
      ['Large', '2.00'],
      ['Small', '0.00'],
    ])

    // The "edit-y" path opens the same screen.
    await openInApp(page, `/product/${saved.id}/edit-y`)
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible()
    await expect(field(page, 'subCategoryId')).toHaveValue('Hot Mezze')
    await expect(field(page, 'optionGroups[1].options[0].name')).toHaveValue('Large')
    await page.getByRole('button', { name: 'Remove option 2 of group 2' }).click()
    await field(page, 'optionGroups[1].maxSelect').fill('1')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/product$/)
    const edited = await api<{ Data: Product }>(page, login.token, 'GET', `/product/${saved.id}`)
    expect(edited.json.Data.optionGroups[1]!.options.map((o) => o.name)).toEqual(['Large'])
    // The form sends the ids back: an order line's option ids still name the same choices.
    expect(edited.json.Data.optionGroups.map((g) => g.id)).toEqual(
      saved.optionGroups.map((g) => g.id),
    )
    expect(edited.json.Data.optionGroups[1]!.options[0]!.id).toBe(
      saved.optionGroups[1]!.options[0]!.id,
    )
  })

  test('every validation message of the product form, in the contract’s words', async () => {
    const { page } = shared
    await openInApp(page, '/product/add')
    await page.getByRole('button', { name: 'Save' }).click()
    const values: Record<string, unknown> = {
      name: '',
      nameAr: '',
      price: '',
      branchIds: [],
      optionGroups: [],
    }
    for (const name of ['subCategoryId', 'name', 'nameAr', 'price', 'branchIds']) {
      await expect(fieldMessage(page, name)).toHaveText(
        schemaMessage(productInputSchema, values, name),
      )
    }

    const check = messageChecker(page, productInputSchema, values)
    // The box says what it cannot read and keeps it; the contract says the rest.
    await expectRefusal(page, 'price', 'abc', INPUT_MESSAGES.amount)
    await expectRefusal(page, 'price', '12.505', INPUT_MESSAGES.cents)
    await expectRefusal(page, 'price', '99999999', INPUT_MESSAGES.tooLarge('9,999,999.99'))
    await field(page, 'price').fill('5')
    await field(page, 'price').blur()
    await expect(field(page, 'price')).toHaveValue('5.00')
    await check('compareAtPrice', '4', { price: '5.00', compareAtPrice: '4.00' })
    await check('preparationMinutes', '601', { preparationMinutes: 601 })
    await expectRefusal(page, 'preparationMinutes', '-1', INPUT_MESSAGES.negative)
    await checkSortOrderMessages(check)
    await check('name', 'n'.repeat(151), { name: 'n'.repeat(151) })

    await page.getByRole('button', { name: 'Add option group' }).click()
    const group = {
      name: '',
      nameAr: '',
      required: false,
      minSelect: 0,
      maxSelect: 1,
      options: [{ name: '', nameAr: '', priceDelta: '0.00' }],
    }
    const withGroup = (g: Record<string, unknown>) => ({ optionGroups: [{ ...group, ...g }] })
    await page.getByRole('button', { name: 'Save' }).click()
    for (const name of [
      'optionGroups[0].name',
      'optionGroups[0].nameAr',
      'optionGroups[0].options[0].name',
      'optionGroups[0].options[0].nameAr',
    ]) {
      await expect(fieldMessage(page, name)).toHaveText(
        schemaMessage(
          productInputSchema,
          { ...values, ...withGroup({}) },
          name.replace(/\[(\d+)\]/g, '.$1'),
        ),
      )
    }
    await expectRefusal(
      page,
      'optionGroups[0].options[0].priceDelta',
      '1.2.3',
      INPUT_MESSAGES.amount,
    )
    await field(page, 'optionGroups[0].options[0].priceDelta').fill('1')
    // A group's own rules apply once its names are filled in (the schema's order).
    Object.assign(group, {
      name: 'Size',
      nameAr: 'الحجم',
      options: [{ name: 'Small', nameAr: 'صغير', priceDelta: '1.00' }],
    })
    await field(page, 'optionGroups[0].name').fill('Size')
    await field(page, 'optionGroups[0].nameAr').fill('الحجم')
    await field(page, 'optionGroups[0].options[0].name').fill('Small')
    await field(page, 'optionGroups[0].options[0].nameAr').fill('صغير')
    await check('optionGroups[0].maxSelect', '2', withGroup({ maxSelect: 2 }))
    await field(page, 'optionGroups[0].maxSelect').fill('1')
    await check('optionGroups[0].minSelect', '3', withGroup({ minSelect: 3 }))
    await field(page, 'optionGroups[0].minSelect').fill('0')
    await page.getByText('Required', { exact: true }).click()
    await expect(fieldMessage(page, 'optionGroups[0].minSelect')).toHaveText(
      schemaMessage(
        productInputSchema,
        { ...values, ...withGroup({ required: true }) },
        'optionGroups.0.minSelect',
      ),
    )
    await page.getByRole('button', { name: 'Remove option 1 of group 1' }).click()
    await expect(
      page.getByText(
        schemaMessage(
          productInputSchema,
          { ...values, ...withGroup({ options: [] }) },
          'optionGroups.0.options',
        ),
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/product\/add$/)
    await leaveChangedForm(page, '/product')
  })

  test('two employees edit one product: the second gets the conflict and keeps what they typed', async () => {
    const { page, login, context } = shared
    const product = await newProduct(page, login.token, { description: 'Original' })
    // Two tabs of the admin's (as two demo admins' sessions would be: one account).
    const first = { page }
    const second = { page: await context.newPage() }
    await openInApp(first.page, `/product/${product.id}/edit`)
    await second.page.goto(`/product/${product.id}/edit`)
    for (const { page: p } of [first, second]) {
      await expect(field(p, 'name')).toHaveValue(product.name)
    }
    await field(first.page, 'price').fill('5.25')
    await first.page.getByRole('button', { name: 'Save' }).click()
    await expect(first.page).toHaveURL(/\/product$/)

    const typed = `${product.name} (renamed)`
    await field(second.page, 'name').fill(typed)
    await field(second.page, 'description').fill('Mine')
    await second.page.getByRole('button', { name: 'Save' }).click()
    const callout = second.page.getByText('Someone else changed this record', { exact: true })
    await expect(callout).toBeVisible()
    await expect(second.page.getByText('They changed: Price.')).toBeVisible()
    await expect(second.page).toHaveURL(new RegExp(`/product/${product.id}/edit$`))
    await expect(field(second.page, 'name')).toHaveValue(typed)
    await expect(field(second.page, 'description')).toHaveValue('Mine')
    await expect(field(second.page, 'price')).toHaveValue('4.00')

    await second.page.getByRole('button', { name: 'Load their version' }).click()
    await expect(field(second.page, 'price')).toHaveValue('5.25')
    await expect(field(second.page, 'name')).toHaveValue(typed)
    await expect(field(second.page, 'description')).toHaveValue('Mine')
    await second.page.getByRole('button', { name: 'Save' }).click()
    await expect(second.page).toHaveURL(/\/product$/)

    const stored = await api<{ Data: Product }>(page, login.token, 'GET', `/product/${product.id}`)
    expect(stored.json.Data).toMatchObject({ name: typed, description: 'Mine', price: '5.25' })
    await second.page.close()
  })

  test('Back then Forward shows each entry’s own search, rows to match, and leaves the URL alone', async ({
    page,
  }) => {
    // The page's timers run on a clock the test can move: "nothing is sent
    // after the search box's pause" is checked without sleeping. The clock is its context's
    // for good: this test has a context of its own, not the file's shared one.
    await page.clock.install()
    await signIn(page, 'admin')
    await page.goto('/product')
    await search(page, 'Shawarma')
    const shawarma = await someOf(page, NAME)
    // A new history entry (a filter), then another search on it.
    await page.getByLabel('Availability').selectOption('true')
    await expect(page).toHaveURL(/isAvailable=true/)
    await tableSettled(page)
    await search(page, 'Beef')
    const beef = await someOf(page, NAME)
    for (const name of beef) expect(name.toLowerCase()).toContain('beef')

    await page.goBack()
    await expect(page).not.toHaveURL(/isAvailable/)
    await expect(page.getByRole('searchbox')).toHaveValue('Shawarma')
    await tableSettled(page)
    expect(await column(page, NAME)).toEqual(shawarma)

    await page.goForward()
    await expect(page).toHaveURL(/isAvailable=true/)
    await expect(page.getByRole('searchbox')).toHaveValue('Beef')
    await tableSettled(page)
    expect(await column(page, NAME)).toEqual(beef)
    const forward = page.url()
    // Well past the box's pause (300 ms): nothing was sent over the entry.
    await page.clock.runFor(2_000)
    expect(page.url()).toBe(forward)
    await expect(page.getByRole('searchbox')).toHaveValue('Beef')
    await tableSettled(page)
    expect(await column(page, NAME)).toEqual(beef)
  })

  test('leaving a changed product form asks first; Stay keeps every value', async () => {
    const { page } = shared
    await openInApp(page, '/product/add')
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await expect(page).toHaveURL(/\/category$/)

    await openInApp(page, '/product/add')
    await pickReference(page, 'field-subCategoryId', 'Hot Mezze')
    await field(page, 'name').fill('Half typed')
    await field(page, 'price').fill('3.25')
    await page.locator('label', { hasText: 'Beirut - Hamra' }).click()
    await page.getByRole('link', { name: 'Categories', exact: true }).click()
    await answerLeaveQuestion(page, 'Stay')
    await expect(page).toHaveURL(/\/product\/add$/)
    await expect(field(page, 'subCategoryId')).toHaveValue('Hot Mezze')
    await expect(field(page, 'name')).toHaveValue('Half typed')
    await expect(field(page, 'price')).toHaveValue('3.25')
    await expect(page.getByRole('checkbox', { name: 'Beirut - Hamra' })).toBeChecked()

    await page.getByRole('link', { name: 'Cancel' }).click()
    await answerLeaveQuestion(page, 'Leave')
    await expect(page).toHaveURL(/\/product$/)
    await tableSettled(page)

    // The tab closed: the next test gets a new one (sharedPage).
    await openInApp(page, '/product/add')
    await field(page, 'name').fill('Half typed')
    await expectClosingTabToAsk(page)
  })

  test('a sub-category deleted while the form is open: the server’s words under it, every value kept', async () => {
    const { page, login } = shared
    const sub = await api<{ Data: Subcategory }>(page, login.token, 'POST', '/subcategory', {
      categoryId: 1,
      name: unique('Gone soon'),
      nameAr: 'مؤقت',
    })
    expect(sub.status).toBe(201)
    await openInApp(page, '/product/add')
    await pickReference(page, 'field-subCategoryId', sub.json.Data.name)
    const name = unique('Orphan wrap')
    await field(page, 'name').fill(name)
    await field(page, 'nameAr').fill('لفافة يتيمة')
    await field(page, 'description').fill('Kept, "as typed"')
    await field(page, 'price').fill('4.50')
    await page.locator('label', { hasText: 'Beirut - Hamra' }).click()
    expect(
      (await api(page, login.token, 'DELETE', `/subcategory/${sub.json.Data.id}`)).status,
    ).toBe(200)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldMessage(page, 'subCategoryId')).toHaveText(
      MOCK_MESSAGES.unknownReference('sub-category'),
    )
    await expect(page).toHaveURL(/\/product\/add$/)
    await expectKeptChoiceInError(page, 'subCategoryId', sub.json.Data.name)
    await expect(field(page, 'name')).toHaveValue(name)
    await expect(field(page, 'nameAr')).toHaveValue('لفافة يتيمة')
    await expect(field(page, 'description')).toHaveValue('Kept, "as typed"')
    await expect(field(page, 'price')).toHaveValue('4.50')
    await expect(page.getByRole('checkbox', { name: 'Beirut - Hamra' })).toBeChecked()
    const found = await api<{ Data: Product[] }>(
      page,
      login.token,
      'GET',
      `/product?search=${encodeURIComponent(name)}`,
    )
    expect(found.json.Data).toEqual([])
    await leaveChangedForm(page, '/product')
  })

  test('the “In category” hint is the saved sub-category’s, gone once another is picked', async () => {
    const { page, login } = shared
    const product = await newProduct(page, login.token)
    const subs = await api<{ Data: Subcategory[] }>(
      page,
      login.token,
      'GET',
      '/subcategory?pageSize=100&sort=name:asc',
    )
    const other = subs.json.Data.find(
      (s) => s.categoryName !== product.categoryName && !/\d/.test(s.name),
    )
    expect(other).toBeDefined()
    await openInApp(page, `/product/${product.id}/edit`)
    await expect(fieldMessage(page, 'subCategoryId')).toHaveText(`In ${product.categoryName}`)
    await pickReference(page, 'field-subCategoryId', other!.name)
    await expect(fieldMessage(page, 'subCategoryId')).not.toHaveText(`In ${product.categoryName}`)
    await expect(fieldMessage(page, 'subCategoryId')).toHaveText('')
    await leaveChangedForm(page, '/product')
  })

  test('a conflict whose record was deleted meanwhile says so, keeps the input and offers the way back', async () => {
    const { page, login } = shared
    const product = await newProduct(page, login.token)
    await openInApp(page, `/product/${product.id}/edit`)
    await expect(field(page, 'name')).toHaveValue(product.name)
    // Someone else saves it, so this form's version is stale…
    const saved = await api(page, login.token, 'PUT', `/product/${product.id}`, {
      subCategoryId: product.subCategoryId,
      name: product.name,
      nameAr: product.nameAr,
      price: '4.50',
      branchIds: product.branchIds,
      version: product.version,
    })
    expect(saved.status).toBe(200)
    // …and deletes it while this form reads their version after the 409.
    const own = (url: URL) => url.pathname === `/api/product/${product.id}`
    await page.route(own, async (route) => {
      if (route.request().method() === 'GET') {
        await api(page, login.token, 'DELETE', `/product/${product.id}`)
      }
      await route.continue()
    })
    await field(page, 'description').fill('Mine')
    await page.getByRole('button', { name: 'Save' }).click()
    const callout = page.getByRole('alert').filter({ hasText: 'Someone else changed this record' })
    await expect(callout).toContainText(API_ERRORS.stale)
    await expect(callout).toContainText(`Their version could not be loaded: ${API_ERRORS.notFound}`)
    await expect(page.getByRole('button', { name: 'Load their version' })).toHaveCount(0)
    await expect(field(page, 'description')).toHaveValue('Mine')
    await expect(field(page, 'name')).toHaveValue(product.name)
    await page.unroute(own)

    await callout.getByRole('link', { name: 'Back to the list' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
    await expect(page).toHaveURL(/\/product$/)
    await tableSettled(page)
  })

  test('a role that may add products but not see branches picks branches and saves', async ({
    browser,
  }) => {
    const { page, login } = shared
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const role = await api<{ Data: { id: number } }>(page, login.token, 'POST', '/roles', {
      name: `Product adder ${stamp}`,
      permissions: [
        { key: 'product', actions: ['View', 'Add'] },
        { key: 'subcategory', actions: ['View'] },
      ],
    })
    expect(role.status).toBe(201)
    const account = { email: `adder-${stamp}@staff.test`, password: 'Adder12345' }
    const employee = await api(page, login.token, 'POST', '/employee', {
      firstName: 'Product',
      lastName: 'Adder',
      email: account.email,
      phone: '+96171123456',
      roleId: role.json.Data.id,
      branchIds: [],
      password: account.password,
    })
    expect(employee.status, JSON.stringify(employee.json)).toBe(201)

    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const adder = await context.newPage()
    await storeSession(adder, await authenticate(adder.request, account))
    await adder.goto('/product')
    await adder.getByRole('link', { name: 'Add product' }).click()
    await pickReference(adder, 'field-subCategoryId', 'Hot Mezze')
    const name = unique('Adder wrap')
    await field(adder, 'name').fill(name)
    await field(adder, 'nameAr').fill('لفافة')
    await field(adder, 'price').fill('5.00')
    // The branches are listed for a product editor, though the role cannot see the Branches module.
    await expect(adder.getByRole('checkbox', { name: 'Jounieh - Kaslik' })).toBeAttached()
    await adder.locator('label', { hasText: 'Jounieh - Kaslik' }).click()
    await adder.getByRole('button', { name: 'Save' }).click()
    await expect(adder).toHaveURL(/\/product$/)
    await expect(adder.getByText(`The product “${name}” was saved.`)).toBeVisible()
    await context.close()

    const found = await api<{ Data: Product[] }>(
      page,
      login.token,
      'GET',
      `/product?search=${encodeURIComponent(name)}`,
    )
    const branches = await api<{ Data: { id: number; name: string }[] }>(
      page,
      login.token,
      'GET',
      '/branch?pageSize=100',
    )
    const kaslik = branches.json.Data.find((b) => b.name === 'Jounieh - Kaslik')
    expect(found.json.Data.map((p) => p.branchIds)).toEqual([[kaslik?.id]])
  })

  test('renamed sub-categories and categories show in the product list at once, never the old name', async () => {
    const { page, login } = shared
    const category = await api<{ Data: Category }>(page, login.token, 'POST', '/category', {
      name: unique('Stale cat'),
      nameAr: 'فئة',
    })
    const sub = await api<{ Data: Subcategory }>(page, login.token, 'POST', '/subcategory', {
      categoryId: category.json.Data.id,
      name: unique('Stale sub'),
      nameAr: 'فرعية',
    })
    const product = await newProduct(page, login.token, { subCategoryId: sub.json.Data.id })
    const catName = category.json.Data.name
    const subName = sub.json.Data.name
    await openList(page, `/product?search=${encodeURIComponent(product.name)}`)
    expect(await column(page, PLACE)).toEqual([`${catName} › ${subName}`])

    /** Renames a record through its list's Edit, in the app (the SWR cache lives on). */
    const rename = async (link: string, path: string, from: string, to: string) => {
      await page.getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await tableSettled(page)
      await search(page, from)
      await page.getByRole('link', { name: `Edit ${from}`, exact: true }).click()
      await field(page, 'name').fill(to)
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(`“${to}” was saved.`)).toBeVisible()
    }
    /**
     * Back to the product list, searching the product again with its answer held:
     * what shows meanwhile comes from the cache, and must not be the old name.
     */
    const productsShow = async (stale: string, fresh: string) => {
      const list = await holdRequests(
        page,
        (url) => url.pathname === '/api/product' && url.searchParams.get('search') === product.name,
      )
      await page.getByRole('link', { name: 'Products', exact: true }).click()
      await expect(page).toHaveURL(/\/product$/)
      await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()
      await page.getByRole('searchbox').fill(product.name)
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(product.name)
      await expect(page.getByText(stale, { exact: true })).toHaveCount(0)
      await list.release()
      await tableSettled(page)
      expect(await column(page, PLACE)).toEqual([fresh])
    }

    await rename('Sub Categories', '/subcategory', subName, `${subName} renamed`)
    await productsShow(`${catName} › ${subName}`, `${catName} › ${subName} renamed`)
    await rename('Categories', '/category', catName, `${catName} renamed`)
    await productsShow(`${catName} › ${subName} renamed`, `${catName} renamed › ${subName} renamed`)
  })
})

test('loading shows skeleton rows; a filter the server refuses shows its words and no rows', async () => {
  const { page } = shared
  // The first page is held until the skeleton rows were seen: a load, whose cache is empty.
  const list = await holdRequests(page, (url) => url.pathname === '/api/product')
  await page.goto('/product')
  await expect(page.locator('table tbody tr[aria-hidden]').first()).toBeVisible()
  await expect(page.locator('table tbody tr:not([aria-hidden])')).toHaveCount(0)
  await expect.poll(() => list.held.length).toBeGreaterThan(0)
  await list.release()
  await tableSettled(page)
  await expect(page.locator('table tbody tr')).toHaveCount(50)

  // A hand-edited link the contract refuses: the filter and the list say why, no rows.
  await page.goto('/product?minPrice=abc')
  await expect(page.getByText('No products for these filters')).toBeVisible()
  await expect(page.getByText('Minimum price must be an amount such as 12.50')).toBeVisible()
  await expect(page.getByText('Enter an amount such as 12.50')).toBeVisible()
  await expect(page.getByLabel('Minimum price')).toHaveValue('abc')
  await page.getByLabel('Minimum price').fill('')
  await page.getByLabel('Minimum price').press('Enter')
  await expect(page).not.toHaveURL(/minPrice/)
  await tableSettled(page)
  await expect(page.locator('table tbody tr')).toHaveCount(50)
})
