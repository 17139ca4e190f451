import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { DEFAULT_RANGE_DAYS, utcDay } from 'contracts'
import { api } from '../catalogue/support'

// The list helpers are the catalogue's: the order list is a resource-layer list too.
export {
  api,
  parseCsv,
  search,
  signIn,
  signedInContext,
  tableRows,
  tableSettled,
} from '../catalogue/support'

/** The order list's columns, by index. */
export const COLUMN = {
  number: 0,
  created: 1,
  customer: 2,
  branch: 3,
  fulfilment: 4,
  status: 5,
  payment: 6,
  total: 7,
} as const

/** The access token the signed-in page holds. */
export const tokenOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? ''

/** The first day of the default range (today, UTC, and the 29 days before). */
export const defaultFrom = (now = Date.now()) =>
  utcDay(now - (DEFAULT_RANGE_DAYS - 1) * 24 * 60 * 60 * 1000)

/** The status filter's toggle for a status ("Pending 40"). */
export const statusToggle = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Status', exact: true }).getByRole('button', {
    name: new RegExp(`^${label} [\\d,]+$`),
  })

/** The count each status toggle shows, by label. */
export async function shownCounts(page: Page): Promise<Record<string, number>> {
  const group = page.getByRole('group', { name: 'Status', exact: true })
  await expect(group.locator('.bp6-skeleton')).toHaveCount(0)
  const texts = await group.getByRole('button').allTextContents()
  const counts: Record<string, number> = {}
  for (const text of texts) {
    const match = /^(.*?)([\d,]+)$/.exec(text)
    if (match) counts[match[1]!.trim()] = Number(match[2]!.replace(/,/g, ''))
  }
  return counts
}

/** "1–50 of 10,096": the list's total, as the pager says it. */
export async function listTotal(page: Page): Promise<number> {
  const text = await page
    .locator('.resource-pagination')
    .getByText(/^\d+–\d+ of \d+$/)
    .textContent()
  return Number(/of (\d+)$/.exec(text ?? '')?.[1] ?? NaN)
}

/** `GET /order/…` as the test's set-up or check, not as what is under test. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await api<T>(page, await tokenOf(page), 'GET', path)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json
}

/** The order screen's status, as its header's tag says it. */
export const headerStatus = (page: Page) => page.locator('.order-screen-header .bp6-tag')

/** The status moves offered on the order screen, by their labels. */
export const offeredMoves = (page: Page) =>
  page.getByRole('group', { name: 'Status moves' }).getByRole('button').allTextContents()

/** The status history, one text per change. */
export const timeline = (page: Page) =>
  page.getByRole('list', { name: 'Status history' }).getByRole('listitem')
