import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { ORDER_STATUS_LABELS, moneyToCents } from 'contracts'
import type { Dashboard } from 'contracts'
import { api } from '../../helpers/records'

/** Helpers of the dashboard suite: what the API answers, and how the screen must show it. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const dollars = (money: string) => usd.format(moneyToCents(money) / 100)
export const count = (n: number) => n.toLocaleString('en-US')

/** The dashboard's answer for a query, read by the test itself. */
export async function readDashboard(page: Page, token: string, query = ''): Promise<Dashboard> {
  const { status, json } = await api<{ Data: Dashboard }>(page, token, 'GET', `/dashboard${query}`)
  expect(status).toBe(200)
  return json.Data
}

/** "+12%", "−3%", "New", "No change", as the figure moved against the previous period. */
function changeText(current: number, previous: number) {
  if (current === previous) return 'No change'
  if (previous === 0) return 'New'
  const percent = Math.round(((current - previous) / previous) * 100)
  if (percent === 0) return current > previous ? '+0%' : '−0%'
  return percent > 0 ? `+${percent}%` : `−${-percent}%`
}

/** Each KPI card shows exactly the answer's figure and its change. */
export async function expectCards(page: Page, d: Dashboard) {
  // The previous period is the range moved back by its day count (the same hours of those days).
  const days = Math.round((Date.parse(d.from) - Date.parse(d.previous.from)) / 86_400_000)
  expect(Date.parse(d.to) - Date.parse(d.previous.to)).toBe(days * 86_400_000)
  const against = days === 1 ? 'the day before' : `the ${days} days before`
  const cents = moneyToCents
  const cards = [
    ['Orders', count(d.orders), changeText(d.orders, d.previous.orders)],
    ['Revenue', dollars(d.revenue), changeText(cents(d.revenue), cents(d.previous.revenue))],
    [
      'Average order value',
      dollars(d.averageOrderValue),
      changeText(cents(d.averageOrderValue), cents(d.previous.averageOrderValue)),
    ],
    ['New customers', count(d.newCustomers), changeText(d.newCustomers, d.previous.newCustomers)],
  ] as const
  for (const [label, value, change] of cards) {
    const card = page.getByRole('group', { name: label, exact: true })
    await expect(card.getByTestId('kpi-value'), label).toHaveText(value)
    await expect(card.getByTestId('kpi-change'), label).toHaveText(`${change} vs ${against}`)
  }
  await expect(page.getByRole('group', { name: 'Revenue', exact: true })).toContainText(
    'Orders delivered or picked up',
  )
  await expect(page.getByTestId('kpi-compared')).toHaveText(
    new RegExp(`^Each change compares with .+: (${against}|the same hours .+ earlier)\\.$`),
  )
}

/** The rows of a table as text, cell by cell (header excluded). */
export const tableRows = (page: Page, caption: string) =>
  page
    .locator('table')
    .filter({ has: page.locator('caption', { hasText: caption }) })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => c.textContent?.trim() ?? '')),
    )

/** Each chart's table, as the answer says it must read. */
export function expectedTables(d: Dashboard): Record<string, string[][]> {
  const day = (date: string) =>
    new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
  const hour = (at: string) =>
    new Date(at).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Beirut',
    })
  return {
    ...(d.perHour.length
      ? {
          'Orders and revenue per hour': d.perHour.map((x) => [
            hour(x.hour),
            count(x.orders),
            dollars(x.revenue),
          ]),
        }
      : {
          'Orders and revenue per day': d.perDay.map((x) => [
            day(x.date),
            count(x.orders),
            dollars(x.revenue),
          ]),
        }),
    'Orders by status': d.ordersByStatus.map((x) => [
      ORDER_STATUS_LABELS[x.status],
      count(x.count),
    ]),
    'Per branch': d.perBranch.map((x) => [x.branchName, count(x.orders), dollars(x.revenue)]),
  }
}

/** The captions of the chart tables, by chart title. */
export const CAPTIONS: Record<string, string> = {
  'Orders and revenue per day': 'Orders and revenue per day',
  'Orders and revenue per hour': 'Orders and revenue per hour',
  'Orders by status': 'Orders by status',
  'Per branch': 'Orders and revenue per branch',
}

/** The chart's panel, by its title. */
export const panel = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true })

/** The KPI cards show figures (not skeletons). */
export const figuresShown = (page: Page) =>
  expect(
    page.getByRole('group', { name: 'Orders', exact: true }).getByTestId('kpi-value'),
  ).toBeVisible()
