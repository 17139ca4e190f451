import {
  WALLET_MESSAGES,
  describeEvent,
  lbpToCents,
  centsToMoney,
  moneyToCents,
  shiftReportSchema,
} from 'contracts'
import { describe, expect, it } from 'vitest'
import { balancedClose, heldAdminMock, signInNewStaff } from '../testing'

/**
 * A wallet recharge records how it was paid: dollars, pounds (valued at the
 * rate in force) or a card. The clock is held; each call moves it a minute.
 */
const { held, api, once, mock } = heldAdminMock('wallet-tender')
const cents = moneyToCents

const CUSTOMER = 7
const balanceOf = async () => (await api('GET', `/wallets/${CUSTOMER}`)).json.Data.balance as string
const recharge = (body: Record<string, unknown>) =>
  api(
    'POST',
    '/wallet/transaction',
    { customerId: CUSTOMER, type: 1, reason: 'Top-up', ...body },
    once(),
  )

describe('a recharge’s tender', () => {
  it('is cash in dollars unless said otherwise, or a card', async () => {
    const before = await balanceOf()
    const plain = await recharge({ amount: '10.00' })
    expect(plain.status, plain.text).toBe(201)
    expect(plain.json.Data).toMatchObject({ tender: 'cash_usd', amountLbp: null, lbpPerUsd: null })
    const card = await recharge({ amount: '5.50', tender: 'card' })
    expect(card.status, card.text).toBe(201)
    expect(card.json.Data).toMatchObject({ tender: 'card', amount: '5.50', amountLbp: null })
    expect(await balanceOf()).toBe(centsToMoney(moneyToCents(before) + 1550))
  })

  it('in pounds credits their value in dollars at the rate in force, and keeps both', async () => {
    const rate = await api('POST', '/currency-rate', { lbpPerUsd: 90_000 }, once())
    expect(rate.status, rate.text).toBe(201)
    // A rate set for tomorrow is not in force yet.
    const tomorrow = new Date(held.clock + 86_400_000).toISOString()
    const future = await api(
      'POST',
      '/currency-rate',
      { lbpPerUsd: 95_000, effectiveFrom: tomorrow },
      once(),
    )
    expect(future.status, future.text).toBe(201)
    const before = await balanceOf()

    const res = await recharge({ tender: 'cash_lbp', amountLbp: 1_500_000, lbpPerUsd: 90_000 })
    expect(res.status, res.text).toBe(201)
    // 1,500,000 / 90,000 = 16.666…: $16.67 to the nearest cent.
    expect(res.json.Data).toMatchObject({
      type: 1,
      tender: 'cash_lbp',
      amountLbp: 1_500_000,
      lbpPerUsd: 90_000,
      amount: '16.67',
      balanceAfter: centsToMoney(moneyToCents(before) + 1667),
    })
    expect(await balanceOf()).toBe(res.json.Data.balanceAfter)

    // Without the rate seen, the rate in force is used all the same.
    const unsaid = await recharge({ tender: 'cash_lbp', amountLbp: 450_000 })
    expect(unsaid.json.Data).toMatchObject({
      amount: centsToMoney(lbpToCents(450_000, 90_000)),
      lbpPerUsd: 90_000,
    })

    // The history lists the tender with each line.
    const list = await api(
      'GET',
      `/walletTransactionHistory?customerId=${CUSTOMER}&sort=createdAt:desc`,
    )
    expect(list.json.Data.slice(0, 2)).toMatchObject([
      { tender: 'cash_lbp', amountLbp: 450_000, lbpPerUsd: 90_000 },
      { tender: 'cash_lbp', amountLbp: 1_500_000, lbpPerUsd: 90_000 },
    ])
  })

  it('is refused when the rate shown is no longer in force, and nothing moves', async () => {
    const before = await balanceOf()
    const res = await recharge({ tender: 'cash_lbp', amountLbp: 1_500_000, lbpPerUsd: 89_500 })
    expect(res.status).toBe(422)
    expect(res.json.Errors.lbpPerUsd).toBe(
      'The dollar rate is now 90,000 LBP per dollar, not 89,500 LBP per dollar: check the amount and confirm again',
    )
    expect(await balanceOf()).toBe(before)
  })

  it('refuses pounds that are not a whole amount, or worth less than a cent, in words', async () => {
    const before = await balanceOf()
    const decimals = await recharge({ tender: 'cash_lbp', amountLbp: 1500.5 })
    expect(decimals.status).toBe(400)
    expect(decimals.json.Errors.amountLbp).toBe(
      'Pounds received must be a whole number of pounds such as 450000',
    )
    const typed = await recharge({ tender: 'cash_lbp', amountLbp: '1,500,000' })
    expect(typed.status).toBe(400)
    expect(typed.json.Errors.amountLbp).toBe(
      'Pounds received must be a whole number of pounds such as 450000',
    )
    const none = await recharge({ tender: 'cash_lbp' })
    expect(none.status).toBe(400)
    expect(none.json.Errors.amountLbp).toBe('Pounds received is required for a recharge in pounds')
    const crumbs = await recharge({ tender: 'cash_lbp', amountLbp: 400 })
    expect(crumbs.status).toBe(422)
    expect(crumbs.json.Errors.amountLbp).toBe(
      '400 LBP is worth less than a cent at 90,000 LBP per dollar',
    )
    const deduct = await api(
      'POST',
      '/wallet/transaction',
      { customerId: CUSTOMER, type: 2, amount: '1.00', tender: 'card', reason: 'x' },
      once(),
    )
    expect(deduct.status).toBe(400)
    expect(deduct.json.Errors.tender).toBe('Only a recharge has a tender: a deduct takes none')
    expect(await balanceOf()).toBe(before)
  })

  it('is in the audit trail, with the pounds and their rate', async () => {
    const res = await recharge({ tender: 'cash_lbp', amountLbp: 900_000, lbpPerUsd: 90_000 })
    expect(res.status, res.text).toBe(201)
    const audit = await api('GET', `/audit?module=wallets&recordId=${CUSTOMER}&action=recharge`)
    const event = audit.json.Data[0]
    expect(event.changes.map((c: { field: string }) => c.field)).toEqual([
      'amount',
      'tender',
      'amountLbp',
      'lbpPerUsd',
      'balance',
    ])
    expect(describeEvent(event)).toContain(
      'Amount $10.00, Tender Cash in pounds, Pounds received 900,000 LBP, Rate 90,000 LBP per dollar, Balance from',
    )
    const card = await recharge({ amount: '2.00', tender: 'card' })
    const cardEvent = (
      await api('GET', `/audit?module=wallets&recordId=${CUSTOMER}&action=recharge`)
    ).json.Data[0]
    expect(cardEvent.changes.map((c: { field: string }) => c.field)).toEqual([
      'amount',
      'tender',
      'balance',
    ])
    expect(card.status).toBe(201)
  })
})

describe('a recharge in cash goes into a branch’s drawer', () => {
  const shiftOf = async (branchId: number) => {
    const res = await api('GET', `/report/shift?branchId=${branchId}`)
    expect(res.status, res.text).toBe(200)
    return shiftReportSchema.parse(res.json.Data)
  }

  it('the branch chosen: its open shift lists it and expects its cash, each currency', async () => {
    const before = await shiftOf(2)
    const other = await shiftOf(1)
    const usd = await recharge({ amount: '20.00', branchId: 2 })
    expect(usd.status, usd.text).toBe(201)
    expect(usd.json.Data).toMatchObject({ branchId: 2, branchName: before.branchName })
    const lbp = await recharge({ tender: 'cash_lbp', amountLbp: 1_790_000, branchId: 2 })
    expect(lbp.status, lbp.text).toBe(201)
    // A card goes into no drawer, and takes no branch.
    const card = await recharge({ amount: '9.00', tender: 'card' })
    expect(card.json.Data.branchId).toBeNull()
    const cardAtBranch = await recharge({ amount: '9.00', tender: 'card', branchId: 2 })
    expect(cardAtBranch.status).toBe(400)
    expect(cardAtBranch.json.Errors.branchId).toBe(WALLET_MESSAGES.branchOnlyCash)

    const after = await shiftOf(2)
    expect(after.walletRecharges.slice(-2)).toEqual([
      expect.objectContaining({ id: usd.json.Data.id, tender: 'cash_usd', amount: '20.00' }),
      expect.objectContaining({
        id: lbp.json.Data.id,
        tender: 'cash_lbp',
        amountLbp: 1_790_000,
        amount: lbp.json.Data.amount,
      }),
    ])
    expect(cents(after.rechargesUsd) - cents(before.rechargesUsd)).toBe(2000)
    expect(after.rechargesLbp - before.rechargesLbp).toBe(1_790_000)
    expect(cents(after.cashExpectedUsd) - cents(before.cashExpectedUsd)).toBe(2000)
    expect(after.cashExpectedLbp - before.cashExpectedLbp).toBe(1_790_000)
    // Another branch's drawer expects none of it.
    const unchanged = await shiftOf(1)
    expect([unchanged.cashExpectedUsd, unchanged.cashExpectedLbp]).toEqual([
      other.cashExpectedUsd,
      other.cashExpectedLbp,
    ])

    // The close counts them, and the next shift starts without them.
    const closed = await api('POST', '/report/shift/close', balancedClose(after), once())
    expect(closed.status, closed.text).toBe(201)
    expect(closed.json.Data).toMatchObject({ differenceUsd: '0.00', differenceLbp: 0 })
    expect((await shiftOf(2)).walletRecharges).toEqual([])
  })

  it('a shift with only a recharge in cash may close: cash moved', async () => {
    const open = await shiftOf(2)
    expect(open.orders.placed).toBe(0)
    const count = balancedClose
    const empty = await api('POST', '/report/shift/close', count(open), once())
    expect(empty.status).toBe(422)
    expect((await recharge({ amount: '5.00', branchId: 2 })).status).toBe(201)
    const closed = await api('POST', '/report/shift/close', count(await shiftOf(2)), once())
    expect(closed.status, closed.text).toBe(201)
  })

  it('an employee of one branch recharges at it; of several, names one of theirs', async () => {
    const grants = [{ key: 'wallets', actions: ['View', 'Add'] }]
    const one = await signInNewStaff(mock(), 'one-drawer@demo.test', grants, [3])
    const several = await signInNewStaff(mock(), 'two-drawers@demo.test', grants, [2, 3])
    const as = (token: string, body: Record<string, unknown>) =>
      mock().call('POST', '/wallet/transaction', {
        token,
        body: { customerId: CUSTOMER, type: 1, reason: 'Top-up', amount: '4.00', ...body },
        headers: once(),
      })
    const mine = await as(one, {})
    expect(mine.status, mine.text).toBe(201)
    expect(mine.json.Data.branchId).toBe(3)
    const notMine = await as(one, { branchId: 2 })
    expect(notMine.status).toBe(422)
    expect(notMine.json.Errors.branchId).toBeDefined()
    const unnamed = await as(several, {})
    expect(unnamed.status).toBe(422)
    expect(unnamed.json.Errors.branchId).toBe(WALLET_MESSAGES.branchRequired)
    const named = await as(several, { branchId: 2 })
    expect(named.status, named.text).toBe(201)
    expect(named.json.Data.branchId).toBe(2)
    // A card names none, whoever takes it.
    expect((await as(several, { tender: 'card' })).json.Data.branchId).toBeNull()
  })
})
