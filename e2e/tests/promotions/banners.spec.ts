import { expect, test } from '@playwright/test'
import { bannerInputSchema } from 'contracts'
import type { Banner, Product } from 'contracts'
import { formatDateTime } from '../../../web/src/lib/dates'
import {
  expectReadOnlyList,
  expectSentAwayFrom,
  testAccessibleModules,
} from '../../helpers/screens'
import {
  PNG_1X1,
  api,
  field,
  pickReference,
  search,
  signIn,
  tableSettled,
  unique,
} from '../catalogue/support'

const MINUTE = 60_000

/**
 * The next whole minute at least `leadMs` ahead: the schedule is typed to the
 * minute, so "a few seconds ahead" is the next minute that is not about to pass.
 */
const nextMinute = (leadMs: number) => Math.ceil((Date.now() + leadMs) / MINUTE) * MINUTE

test('marketing creates a banner linked to a product; it shows Scheduled, then Live once its start is past', async ({
  page,
}) => {
  const login = await signIn(page, 'marketing')
  const products = await api<{ Data: Product[] }>(page, login.token, 'GET', '/product?pageSize=1')
  const product = products.json.Data[0]!
  const title = unique('Iftar banner')

  await page.goto('/banner/add')
  await field(page, 'imageUrl').setInputFiles({
    name: 'iftar.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  })
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible()
  await field(page, 'title').fill(title)
  await field(page, 'titleAr').fill('إفطار')
  await page.getByLabel('Link', { exact: true }).selectOption('product')
  await pickReference(page, 'field-linkTargetId', product.name)

  // The start is typed to the minute: the next whole minute at least 8 s ahead.
  const startsAt = nextMinute(8_000)
  const start = field(page, 'startsAt')
  await start.click()
  // The picker replaces the read-only box once loaded, and takes the focus.
  await expect(start).toHaveAttribute('role', 'combobox')
  await start.fill(formatDateTime(startsAt))
  await start.press('Tab')
  await expect(start).toHaveValue(formatDateTime(startsAt))

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`The banner “${title}” was saved.`)).toBeVisible()

  await page.goto('/banner')
  await search(page, title)
  const row = page.locator('table tbody tr', { hasText: title })
  await expect(row).toContainText(`Product: ${product.name}`)
  await expect(row).toContainText(`${formatDateTime(startsAt)} – no end`)
  const status = row.getByText(/^(Scheduled|Live|Expired|Inactive)$/)
  await expect(status).toHaveText('Scheduled')

  // Waiting for that minute would take up to a minute: the saved banner's start is moved
  // (through the API, to the second) to a few seconds from now, and the list read again.
  const saved = await api<{ Data: (Banner & Record<string, unknown>)[] }>(
    page,
    login.token,
    'GET',
    `/banner?search=${encodeURIComponent(title)}`,
  )
  const banner = saved.json.Data[0]!
  const soon = Date.now() + 12_000
  const input = Object.fromEntries(Object.keys(bannerInputSchema.shape).map((k) => [k, banner[k]]))
  const moved = await api(page, login.token, 'PUT', `/banner/${banner.id}`, {
    ...input,
    startsAt: new Date(soon).toISOString(),
    version: banner.version,
  })
  expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  await page.reload()
  await expect(status).toHaveText('Scheduled')
  // It turns Live by itself once the start is past, without a reload.
  await expect(status).toHaveText('Live', { timeout: soon - Date.now() + 10_000 })

  // The server agrees: the Live filter lists it, the Scheduled one no longer does.
  await page.getByLabel('Status').selectOption('live')
  await tableSettled(page)
  await expect(row).toBeVisible()
  await page.getByLabel('Status').selectOption('scheduled')
  await tableSettled(page)
  await expect(row).toHaveCount(0)
})

test('the branch role has no banners; the viewer sees them without Add, Edit or Delete', async ({
  browser,
}) => {
  const branch = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const branchPage = await branch.newPage()
  await signIn(branchPage, 'branch')
  for (const path of ['/banner', '/banner/add', '/banner/1/edit']) {
    await expectSentAwayFrom(branchPage, path)
  }
  await expect(branchPage.getByRole('link', { name: 'Banners', exact: true })).toHaveCount(0)
  await branch.close()

  const viewer = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const page = await viewer.newPage()
  await signIn(page, 'viewer')
  await expectReadOnlyList(page, '/banner', 'Add banner')
  await expect(
    page
      .locator('table tbody')
      .getByText(/^(Scheduled|Live|Expired|Inactive)$/)
      .first(),
  ).toBeVisible()
  for (const path of ['/banner/add', '/banner/1/edit']) await expectSentAwayFrom(page, path)
  await viewer.close()
})

testAccessibleModules({
  banner: { lists: ['/banner'], forms: ['/banner/add', '/banner/1/edit'] },
})
