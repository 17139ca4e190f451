import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { branchMadeFor } from '../../helpers/branches'
import { amountIn, exportCsv as exportFile, rowIds } from '../../helpers/lists'
import { openList } from '../../helpers/shared'
import { api, search, signIn, tableRows, tableSettled, unique } from './support'

const exportCsv = (page: Page) => exportFile(page, 'products')

/**
 * The table's rows as the CSV writes them: ID (from the row's Edit link, the
 * table does not show it), name, Arabic name, category, sub-category, price,
 * available, sort order. The table shows the price as people read it ($7.25), the file as a
 * plain number (7.25).
 */
async function rowsAsCsv(page: Page): Promise<string[][]> {
  const rows = await tableRows(page)
  const ids = await rowIds(page)
  return rows.map((row, i) => {
    const [category, sub] = (row[3] ?? '').split(' › ')
    const available = row[5] === 'Available' ? 'Yes' : 'No'
    const price = amountIn(row[4] ?? '').toFixed(2)
    return [ids[i], row[1], row[2], category, sub, price, available, row[6]].map((v) => v ?? '')
  })
}

test('the CSV holds the filtered list, page by page, row for row, Arabic and quotes intact', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const login = await signIn(page, 'admin')
  const marker = unique('CSV')
  for (const name of [`${marker} "quoted", wrap`, `${marker} plain`]) {
    const created = await api(page, login.token, 'POST', '/product', {
      subCategoryId: 2,
      name,
      nameAr: 'شاورما، "خاص"',
      price: '7.25',
      branchIds: [1],
    })
    expect(created.status).toBe(201)
  }

  // A filtered list: what the table shows is what the file holds.
  await page.goto('/product')
  await search(page, marker)
  const shown = await rowsAsCsv(page)
  expect(shown).toHaveLength(2)
  for (const row of shown) expect(row[0]).toMatch(/^\d+$/)
  const filtered = await exportCsv(page)
  expect(filtered[0]).toEqual([
    'ID',
    'Name',
    'Arabic name',
    'Category',
    'Sub-category',
    'Price (USD)',
    'Available',
    'Sort order',
  ])
  expect(filtered.slice(1)).toEqual(shown)

  // A list longer than one page of 100, at a branch of this test's own: other files add
  // products meanwhile (at their branches), which would slip between the pages and the file.
  // Slowed down so the progress shows.
  const branch = await branchMadeFor(page.request, 'CSV')
  const names = Array.from({ length: 101 }, (_, i) => `${marker} at its branch ${i + 1}`)
  for (let from = 0; from < names.length; from += 20) {
    await Promise.all(
      names.slice(from, from + 20).map(async (name) => {
        const made = await api(page, login.token, 'POST', '/product', {
          subCategoryId: 2,
          name,
          nameAr: 'منتج',
          price: '3.50',
          branchIds: [branch.id],
        })
        expect(made.status).toBe(201)
      }),
    )
  }
  await openList(page, `/product?branchId=${branch.id}&pageSize=100`)
  const all: string[][] = []
  for (let n = 2; ; n++) {
    all.push(...(await rowsAsCsv(page)))
    const next = page.getByRole('button', { name: 'Next page' })
    if (await next.isDisabled()) break
    await next.click()
    await expect(page).toHaveURL(new RegExp(`[?&]page=${n}(&|$)`))
    await tableSettled(page)
  }
  expect(all).toHaveLength(101)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const download = exportCsv(page)
  const progress = page.getByRole('progressbar', { name: 'Export progress' })
  await expect(progress).toBeVisible()
  await expect(page.getByText(new RegExp(`^\\d+ of ${all.length} rows$`))).toBeVisible()
  const everything = await download
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  expect(everything.slice(1)).toEqual(all)
  await expect(progress).toHaveCount(0)
})
