import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/** Reading the resource layer's list screens: their table, search and CSV export. */

/**
 * The amount a money cell shows, read as a number ("$1,250.50" → 1250.5);
 * a cell not written as dollars fails the test.
 */
export function amountIn(cell: string): number {
  expect(cell).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/)
  return Number(cell.replace(/[$,]/g, ''))
}

/** The text of every cell of the table's body rows. */
export async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()),
      ),
    )
}

/** The record id of each body row, read from its Edit link (the table does not show ids). */
export function rowIds(page: Page): Promise<string[]> {
  return page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          /\/(\d+)\/edit$/.exec(
            tr.querySelector<HTMLAnchorElement>('a[href*="/edit"]')?.getAttribute('href') ?? '',
          )?.[1] ?? '',
      ),
    )
}

/** The header texts of the table. */
export const tableHeaders = (page: Page) =>
  page
    .locator('table thead th')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()))

/** Waits for the table to show rows (or its empty state), not skeletons. */
export async function tableSettled(page: Page) {
  await expect(page.locator('.resource-table table')).toBeVisible()
  await expect(page.locator('table tbody tr[aria-hidden]')).toHaveCount(0)
  // The rows shown are those of the URL's list state, fully loaded.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const table = document.querySelector<HTMLElement>('.resource-table')
        const shown = table?.dataset.listState
        if (shown === undefined) return false
        const norm = (query: string) =>
          [...new URLSearchParams(query)]
            .map(([k, v]) => `${k}=${v}`)
            .sort()
            .join('&')
        return norm(shown) === norm(location.search)
      }),
    )
    .toBe(true)
}

/** One column of the table's body rows. */
export const column = async (page: Page, index: number) =>
  (await tableRows(page)).map((r) => r[index] ?? '')

/** A column that must hold some rows: a check over its values then means something. */
export async function someOf(page: Page, index: number) {
  const values = await column(page, index)
  expect(values.length).toBeGreaterThan(0)
  return values
}

/** Types in the list's search box and waits for the debounced search to reach the URL and the table. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  await expect.poll(() => new URL(page.url()).searchParams.get('search') ?? '').toBe(text)
  await tableSettled(page)
}

/**
 * Exports the list as it is filtered now and reads the downloaded file:
 * named `<filename>-<branch or all-branches>-<days>.csv`, UTF-8 with a byte-order mark;
 * answers the table (the rows after the file's own first rows, which say what it is).
 */
export async function exportCsv(page: Page, filename: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  // Named by the list, the branch (or all-branches) and its range of days.
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^${filename}-[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}(-to-\\d{4}-\\d{2}-\\d{2})?\\.csv$`),
  )
  const bytes = readFileSync((await file.path()) ?? '')
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = parseCsv(bytes.subarray(3).toString('utf8'))
  // Its first rows say what it is (the list first), then an empty line, then the table.
  expect(lines[0]?.[0]).toBe('Report')
  const blank = lines.findIndex((l) => l.length === 1 && l[0] === '')
  expect(blank).toBeGreaterThan(0)
  return lines.slice(blank + 1)
}

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      value += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      row.push(value)
      value = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(value)
      rows.push(row)
      row = []
      value = ''
      i++
    } else {
      value += c
    }
  }
  if (value || row.length) throw new Error('The CSV does not end with CRLF')
  return rows
}
