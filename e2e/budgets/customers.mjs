// Benchmark of the customer list (`npm run bench:customers`; not part of `npm test`):
// with the standard seed (3,000 customers), from a click on Customers in the
// sidebar to a page of rows on screen, in headless Chromium; median of 5 first
// visits, budget 300 ms. It prints its figures (README, "Customers") and never fails.
import { withBenchWorker } from './bench-worker.mjs'
import { reportSidebarClicks, timeSidebarClicks } from './sidebar-click.mjs'

/** The customer list's page size (the resource layer's default). */
const ROWS = 20

await withBenchWorker('customers', {}, async (baseUrl) => {
  const result = await timeSidebarClicks({
    baseUrl,
    label: 'Customers',
    href: '/customer',
    rows: ROWS,
  })
  reportSidebarClicks(
    `Customers: click in the sidebar → ${ROWS} rows in the table (headless Chromium, standard seed, 3,000 customers)`,
    result,
    300,
  )
})
