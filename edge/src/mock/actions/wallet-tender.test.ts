import { describeEvent, lbpToCents, centsToMoney, moneyToCents } from 'contracts'
import { describe, expect, it } from 'vitest'
import { heldAdminMock } from '../testing'

/**
 * A wallet recharge records how it was paid: dollars, pounds (valued at the
 * rate in force) or a card. The clock is held; each call moves it a minute.
 */
const { held, api, once } = heldAdminMock('wallet-tender')

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
