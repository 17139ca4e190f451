import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test as base } from '@playwright/test'
import { startWorker } from '../../../edge/scripts/worker.mjs'
import { authenticate, createOrder, demoAccount, storeSession } from '../../helpers'
import { expectCards, readDashboard } from '../dashboard/support'
import { COLUMN, search, tableRows, tableSettled } from './support'

// The app at a fixed moment: two minutes before a Beirut midnight (23:58 on November 27, 2026,
// Beirut being UTC+2 in winter), which is 13:58 in the browser's Los Angeles. This file starts
// a worker of its own whose mock's clock starts at the moment (MOCK_CLOCK_START), and the
// page's clock is set to the mock's.
const MOMENT = '2026-11-27T21:58:00.000Z'

/** A worker of this file's own, its mock's clock started at the moment. */
const test = base.extend<object, { momentWorker: { url: string } }>({
  momentWorker: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const persistTo = mkdtempSync(join(tmpdir(), 'e2e-moment-'))
      const worker = await startWorker({
        persistTo,
        vars: {
          MODE: 'mock',
          ADMIN_HOST: 'admin.test',
          MOCK_NEW_ORDERS_PER_HOUR: '0',
          MOCK_SEED_ORDERS: '1000',
          MOCK_CLOCK_START: MOMENT,
        },
      })
      await use(worker)
      await worker.stop()
      rmSync(persistTo, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})

test.use({
  timezoneId: 'America/Los_Angeles',
  baseURL: async ({ momentWorker }, use) => use(momentWorker.url),
})

test('two minutes before a Beirut midnight, an order placed now reads 11:58 PM on that day, and counts in its UTC day', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const order = await createOrder(baseURL!, { branchId: 1 })
  const placed = Date.parse(order.createdAt)
  // The mock's clock started at the moment when the mock opened, for this order or just before.
  expect(placed - Date.parse(MOMENT)).toBeGreaterThanOrEqual(0)
  expect(placed - Date.parse(MOMENT)).toBeLessThan(60_000)
  await page.clock.install({ time: placed })

  const login = await authenticate(page.request, demoAccount('admin'))
  await storeSession(page, login)
  await page.goto('/order')
  await tableSettled(page)
  await search(page, order.number)
  const row = (await tableRows(page)).find((r) => r[COLUMN.number] === order.number)
  expect(row?.[COLUMN.created]).toBe('November 27, 2026, 11:58 PM')

  // Today (a day starts at UTC midnight: 21:58 UTC is still November 27) holds the order.
  await page.goto('/dashboard?from=2026-11-27')
  const today = await readDashboard(page, login.token, '?from=2026-11-27')
  expect(today.from).toBe('2026-11-27T00:00:00.000Z')
  expect(today.orders).toBeGreaterThanOrEqual(1)
  await expectCards(page, today)
})
