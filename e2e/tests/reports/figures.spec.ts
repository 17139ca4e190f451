import { expect, test } from '@playwright/test'
import { moneyToCents } from 'contracts'
import type { Order, Rider } from 'contracts'
import { createOrder } from '../../helpers'
import { openAfresh } from '../../helpers/navigation'
import { sharedPage } from '../../helpers/shared'
import { branchMadeFor } from '../../helpers/branches'
import { moveOrder, TO_THE_ROAD } from '../../helpers/orders'
import { riderOnShift } from '../../helpers/rider'

/**
 * Every figure opens the orders behind it, and they add up to it: on a branch
 * the file makes itself, open all day, with its own rider and orders, so
 * nothing depends on the hour or on other files.
 */

test.describe.configure({ mode: 'serial' })

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const dollars = (cents: number) => usd.format(cents / 100)

let branchId: number
// One signed-in page of the admin for the file's tests, the app loaded once: each test opens
// its screen afresh through the app's router.
const admin = sharedPage('admin')
let rider: Rider
const cashOrders: Order[] = []

test.beforeAll(async ({ request, baseURL }) => {
  const branch = await branchMadeFor(request, 'Figures test', {
    sells: true,
    hours: { open: '00:00', close: '23:59' },
  })
  branchId = branch.id
  for (let i = 0; i < 2; i++) {
    cashOrders.push(
      await createOrder(baseURL!, {
        branchId,
        fulfilment: 'delivery',
        paymentMethod: 'cash',
        items: 1,
      }),
    )
  }
})

test('a sales cell opens the order list whose footer equals it, and Back returns to the report', async () => {
  const { page, login } = admin
  rider = await riderOnShift(page, login.token, branchId)
  const road = [...TO_THE_ROAD, 'delivered']
  for (const order of cashOrders) await moveOrder(page, login.token, order, road, rider.id)
  const net = cashOrders.reduce((sum, o) => sum + moneyToCents(o.total), 0)

  const report = `/report/sales?branchId=${branchId}&groupBy=payment`
  await openAfresh(page, report)
  const cell = page.getByRole('link', { name: /^Net sales of Cash: / })
  await expect(cell).toHaveText(dollars(net))
  await cell.click()
  await expect(page).toHaveURL(/\/order\?.*completedFrom=/)
  await expect(page.getByTestId('order-totals')).toHaveText(
    new RegExp(`^2 orders · net ${dollars(net).replace('$', '\\$')}`),
  )
  await expect(page.getByTestId('order-selection')).toContainText('Completed ')
  for (const order of cashOrders)
    await expect(page.getByRole('link', { name: order.number, exact: false }).first()).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${report.replace('?', '\\?')}$`))
  await expect(page.getByRole('link', { name: /^Net sales of Cash: / })).toHaveText(dollars(net))
})

test('the rider’s cash held opens the orders that make it up', async () => {
  const { page } = admin
  const held = cashOrders.reduce((sum, o) => sum + moneyToCents(o.total), 0)
  await openAfresh(page, `/rider/${rider.id}`)
  await expect(page.getByTestId('rider-held-sum')).toHaveText(dollars(held))
  const cash = page.getByRole('link', { name: /^Cash held .*: the orders behind it$/ })
  await expect(cash).toHaveText(dollars(held))
  await cash.click()
  await expect(page).toHaveURL(new RegExp(`/order\\?heldBy=${rider.id}$`))
  await expect(page.getByTestId('order-totals')).toHaveText(
    // The cash they brought in, each currency apart: all in dollars here.
    `2 orders · net ${dollars(held)} · cash due ${dollars(held)} · cash taken ${dollars(held)} and 0 LBP`,
  )
})

test('a shift report count opens its orders; Back returns to the report of its branch', async () => {
  const { page } = admin
  const net = cashOrders.reduce((sum, o) => sum + moneyToCents(o.total), 0)
  const report = `/report?branchId=${branchId}`
  await openAfresh(page, report)
  const delivered = page.getByRole('link', { name: 'Delivered orders: 2, its orders' })
  await delivered.click()
  await expect(page).toHaveURL(/\/order\?.*completedFrom=.*status=delivered/)
  await expect(page.getByTestId('order-totals')).toHaveText(
    `2 orders · net ${dollars(net)} · cash due ${dollars(net)} · cash taken ${dollars(net)} and 0 LBP`,
  )
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${report.replace('?', '\\?')}$`))
  await expect(page.getByRole('link', { name: 'Delivered orders: 2, its orders' })).toBeVisible()
})

test('a dashboard chart point opens the orders it counts; Back returns to the dashboard', async () => {
  const { page } = admin
  const dashboard = `/dashboard?branchId=${branchId}`
  await openAfresh(page, dashboard)
  const chart = page.getByRole('region', { name: /^Orders and revenue per (day|hour)$/ })
  await chart.getByLabel('Show as table').check({ force: true })
  // The day (or hour) the file's orders were placed in: its count is the link's text.
  const point = chart.getByRole('link', { name: /^Orders of .*: [1-9]\d*$/ }).first()
  const count = Number(await point.innerText())
  await point.click()
  await expect(page).toHaveURL(/\/order\?from=.*&to=.*&branchId=/)
  await expect(page.getByTestId('order-totals')).toHaveText(new RegExp(`^${count} orders? · net `))
  await expect(page.getByTestId('order-selection')).toContainText('Placed ')
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?(.*&)?branchId=${branchId}`))
})
