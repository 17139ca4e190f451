import { expect, test } from '@playwright/test'
import { RIDER_MESSAGES, bothCurrencies, changeDueLbp, formatLbp, moneyToCents } from 'contracts'
import type { Order, RiderSettlement, Settings } from 'contracts'
import { createOrder } from '../../helpers'
import { sendOutWithRider } from '../../helpers/orders'
import { api } from '../../helpers/records'
import { riderOnShift } from '../../helpers/rider'
import { card, column, openBoard } from '../board/support'

/**
 * Cash in both currencies, as the demo branch employee: a cash delivery of the
 * test's own, marked delivered on the board, paid with $20 and 450,000 LBP,
 * the change due in pounds shown before it is confirmed; the rider then holds
 * the dollars and the pounds apart, and Settle cash counts each. The order is
 * one of $20.10 to $25.00, so $20 and 450,000 LBP (about $25.03) pays it with
 * change in pounds.
 */
test('a cash delivery paid with $20 and 450,000 LBP shows the change in pounds, then is settled in both currencies', async ({
  page,
  baseURL,
}) => {
  // Drawing the order, the board, Cash received, the rider's screen and Settle cash: a long walk.
  test.slow()
  // A new order is drawn like the seed's: draw until one is between $20.10 and $24.90 ($20 and
  // 450,000 LBP is about $25.02: closer to it, the change rounds to 0 LBP at a 5,000 step).
  let placed: Order | undefined
  for (let i = 0; i < 80 && !placed; i++) {
    const o = await createOrder(baseURL!, {
      branchId: 1,
      fulfilment: 'delivery',
      paymentMethod: 'cash',
    })
    if (moneyToCents(o.cashDue) >= 2010 && moneyToCents(o.cashDue) <= 2490) placed = o
  }
  expect(placed, 'a cash delivery of $20.10 to $24.90').toBeDefined()
  const login = await openBoard(page, 'branch', '?branchId=1')
  const rider = await riderOnShift(page, login.token, 1)
  const order = placed!
  await sendOutWithRider(page, login.token, order, rider.id)
  const settings = await api<{ Data: Settings }>(page, login.token, 'GET', '/settings')
  const change = changeDueLbp(
    { usd: '20.00', lbp: 450_000 },
    {
      cashDue: order.cashDue,
      lbpPerUsd: order.lbpPerUsd,
      step: settings.json.Data.lbpRoundingStep,
    },
  )
  expect(change).toBeGreaterThan(0)
  expect(change).toBeLessThan(450_000)

  // Cash received: the dollars due prefilled; $20 and 450,000 LBP typed; the change in pounds.
  await card(column(page, 'out_for_delivery'), order.number)
    .getByRole('button', { name: 'Mark delivered' })
    .click()
  const cash = page.getByRole('dialog', { name: `Cash received: order ${order.number}` })
  await expect(cash.getByLabel('Dollars received')).toHaveValue(order.cashDue)
  await cash.getByLabel('Dollars received').fill('20')
  await cash.getByLabel('Pounds received').fill('450,000')
  await expect(cash.getByTestId('change-due')).toContainText(`Change due: ${formatLbp(change)}`)
  await cash.getByRole('button', { name: 'Mark delivered' }).click()
  await expect(card(page, order.number)).toHaveCount(0)

  // The rider holds the dollars and the pounds apart; Settle cash counts each, prefilled.
  const pounds = 450_000 - change
  await page.goto(`/rider/${rider.id}`)
  await expect(page.getByTestId('rider-cash-held-each')).toHaveText(
    `(${bothCurrencies('20.00', pounds)})`,
  )
  await page.getByRole('button', { name: 'Settle cash' }).click()
  const settling = page.getByRole('dialog', { name: `Settle cash: ${rider.name}` })
  await expect(settling.getByTestId('settle-orders')).toContainText(order.number)
  await expect(settling.getByLabel('Dollars counted')).toHaveValue('20.00')
  await expect(settling.getByLabel('Pounds counted')).toHaveValue(formatLbp(pounds))
  await settling.getByRole('button', { name: 'Settle cash' }).click()
  await expect(
    page.getByText(RIDER_MESSAGES.settleConfirm(rider.name, '20.00', pounds)),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`Recorded: ${rider.name} handed over`)).toBeVisible()
  await expect(page.getByTestId('rider-cash-held')).toHaveText('$0.00')
  const settlements = await api<{ Data: RiderSettlement[] }>(
    page,
    login.token,
    'GET',
    `/rider/${rider.id}/settlements`,
  )
  expect(settlements.json.Data[0]).toMatchObject({
    expectedUsd: '20.00',
    expectedLbp: pounds,
    countedUsd: '20.00',
    countedLbp: pounds,
    difference: '0.00',
    orderIds: [order.id],
  })
})
