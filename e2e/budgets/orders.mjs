// Benchmark of the order list (`npm run bench:orders`; not part of `npm test`):
// with the large seed (MOCK_SEED_ORDERS, 100,000 orders by default), from a
// click on Orders in the sidebar to 50 rows on screen, in headless Chromium;
// median of 5 first visits, budget 300 ms. It prints its figures (README,
// "Order screens") and never fails.
import { withBenchWorker } from './bench-worker.mjs'
import { reportSidebarClicks, timeSidebarClicks } from './sidebar-click.mjs'

const ORDERS = process.env.MOCK_SEED_ORDERS || '100000'

await withBenchWorker('orders', { orders: ORDERS }, async (baseUrl) => {
  const result = await timeSidebarClicks({ baseUrl, label: 'Orders', href: '/order' })
  reportSidebarClicks(
    `Orders: click in the sidebar → 50 rows in the table (headless Chromium, ${ORDERS} orders)`,
    result,
    300,
  )
})
