import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, centsToMoney, moneyToCents } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from './messages'
import { openTestMock } from './testing'
import type { TestMock } from './testing'

let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

const send = (body: unknown, key: string | undefined, token = admin) =>
  mock.call('POST', '/wallet/transaction', {
    token,
    body,
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  })
const balanceOf = async (customerId: number) =>
  (await mock.call('GET', `/wallets/${customerId}`, { token: admin })).json.Data.balance as string
const ledgerCount = async (customerId: number) =>
  (await mock.call('GET', `/walletTransactionHistory?customerId=${customerId}`, { token: admin }))
    .json.TotalCount as number

describe('Idempotency-Key on wallet operations', () => {
  const recharge = { customerId: 7, type: 1, amount: '12.50', reason: 'Late delivery' }

  it('applies a key once: the repeat gets the first answer and writes no second line', async () => {
    const before = await balanceOf(7)
    const lines = await ledgerCount(7)
    const key = crypto.randomUUID()
    const first = await send(recharge, key)
    const again = await send(recharge, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect(moneyToCents(await balanceOf(7))).toBe(moneyToCents(before) + 1250)
    expect(await ledgerCount(7)).toBe(lines + 1)
  })

  it('applies two tries of one key sent together once', async () => {
    const before = await balanceOf(7)
    const key = crypto.randomUUID()
    const answers = await Promise.all([send(recharge, key), send(recharge, key)])
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    expect(answers[1]!.json).toEqual(answers[0]!.json)
    expect(moneyToCents(await balanceOf(7))).toBe(moneyToCents(before) + 1250)
  })

  it('refuses a key reused for a different request (422) and applies nothing', async () => {
    const key = crypto.randomUUID()
    expect((await send(recharge, key)).status).toBe(201)
    const before = await balanceOf(7)
    const other = await send({ ...recharge, amount: '99.00' }, key)
    expect(other.status).toBe(422)
    expect(other.json.ErrorMessage).toBe(IDEMPOTENCY_MESSAGES.reused)
    expect(await balanceOf(7)).toBe(before)
  })

  it('keeps only successes: a refused deduct can be sent again under its key once corrected', async () => {
    const key = crypto.randomUUID()
    const tooMuch = { customerId: 8, type: 2, amount: '9999999.99', reason: 'Too much' }
    const refused = await send(tooMuch, key)
    expect(refused.status).toBe(422)
    expect(refused.json.ErrorMessage).toBe(MOCK_MESSAGES.deductAboveBalance)
    const before = await balanceOf(8)
    const corrected = await send({ ...tooMuch, type: 1, amount: '0.01' }, key)
    expect(corrected.status).toBe(201)
    expect(moneyToCents(await balanceOf(8))).toBe(moneyToCents(before) + 1)
  })

  it('refuses an operation without a key, or with a malformed one (400)', async () => {
    const missing = await send(recharge, undefined)
    expect(missing.status).toBe(400)
    expect(missing.json.ErrorMessage).toBe(IDEMPOTENCY_MESSAGES.missing)
    const malformed = await send(recharge, 'short')
    expect(malformed.status).toBe(400)
    expect(malformed.json.ErrorMessage).toBe(IDEMPOTENCY_MESSAGES.format)
  })
})

describe('balances under concurrent deducts', () => {
  it('never go below zero: of many deducts sent together, only those the balance covers pass', async () => {
    await send({ customerId: 9, type: 1, amount: '100.00', reason: 'Top up' }, crypto.randomUUID())
    const balance = moneyToCents(await balanceOf(9))
    // Ten deducts that each take a quarter of the balance (plus a cent): three can pass.
    const quarter = Math.floor(balance / 4) + 1
    const amount = centsToMoney(quarter)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send({ customerId: 9, type: 2, amount, reason: 'Rush' }, crypto.randomUUID()),
      ),
    )
    const passed = answers.filter((a) => a.status === 201).length
    expect(passed).toBe(3)
    expect(answers.filter((a) => a.status === 422).length).toBe(7)
    expect(moneyToCents(await balanceOf(9))).toBe(balance - 3 * quarter)
  })
})
