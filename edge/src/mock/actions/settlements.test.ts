import {
  CASH_COUNT_MESSAGES,
  RIDER_MESSAGES,
  centsToMoney,
  changeDueLbp,
  lbpToCents,
  moneyToCents,
  orderSchema,
  riderSchema,
  riderSettlementSchema,
  shiftReportSchema,
} from 'contracts'
import type { Order, Rider } from 'contracts'
import { describe, expect, it } from 'vitest'
import { heldAdminMock } from '../testing'

/**
 * Settlements in dollars and pounds, their void, and the largest difference a
 * count takes without confirming (settlements and shift closes alike). The
 * clock is held (Tuesday 24 November 2026, noon in Beirut: every seeded branch
 * is open) and moved a minute per call; every rider and order is made here.
 */
const { held: time, api, once, riderOnShift } = heldAdminMock('settle-test')
const cents = moneyToCents

const readRider = async (id: number) =>
  riderSchema.parse((await api('GET', `/rider/${id}`)).json.Data)

/** A cash delivery of branch 1 taken out by `rider`, paid in dollars and 450,000 LBP, change in pounds. */
async function paidInBoth(rider: Rider): Promise<{ order: Order; usd: string; lbp: number }> {
  const placed = await api('POST', '/dev/orders', {
    branchId: 1,
    fulfilment: 'delivery',
    paymentMethod: 'cash',
  })
  expect(placed.status, placed.text).toBe(201)
  let order = orderSchema.parse(placed.json.Data)
  for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery']) {
    const res = await api('PUT', `/order/${order.id}/status`, {
      status,
      version: order.version,
      ...(status === 'out_for_delivery' ? { riderId: rider.id } : {}),
    })
    expect(res.status, res.text).toBe(200)
    order = orderSchema.parse(res.json.Data)
  }
  // Four dollars under its due (whole dollars) and 450,000 LBP: change in pounds, pounds held.
  const receivedUsd = centsToMoney(Math.max(0, Math.floor(cents(order.cashDue) / 100) - 4) * 100)
  const changeLbp = changeDueLbp(
    { usd: receivedUsd, lbp: 450_000 },
    { cashDue: order.cashDue, lbpPerUsd: order.lbpPerUsd, step: 5000 },
  )
  const done = await api('PUT', `/order/${order.id}/status`, {
    status: 'delivered',
    version: order.version,
    cash: { receivedUsd, receivedLbp: 450_000, changeUsd: '0.00', changeLbp },
  })
  expect(done.status, done.text).toBe(200)
  return { order: orderSchema.parse(done.json.Data), usd: receivedUsd, lbp: 450_000 - changeLbp }
}

describe('a settlement in dollars and pounds', () => {
  it('counts each currency against what the rider holds of it; the rider then holds nothing', async () => {
    const rider = await riderOnShift()
    const paid = await paidInBoth(rider)
    const held = await readRider(rider.id)
    expect(held).toMatchObject({ cashHeldUsd: paid.usd, cashHeldLbp: paid.lbp })
    // 5,000 LBP short, said in the note.
    const res = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      { amount: paid.usd, amountLbp: paid.lbp - 5000, note: 'Short a note' },
      once(),
    )
    expect(res.status, res.text).toBe(201)
    const s = riderSettlementSchema.parse(res.json.Data)
    expect(s).toMatchObject({
      expectedUsd: paid.usd,
      expectedLbp: paid.lbp,
      countedUsd: paid.usd,
      countedLbp: paid.lbp - 5000,
      differenceUsd: '0.00',
      differenceLbp: -5000,
      lbpPerUsd: paid.order.lbpPerUsd,
      difference: centsToMoney(-lbpToCents(5000, paid.order.lbpPerUsd)),
      orderIds: [paid.order.id],
      voidedAt: null,
    })
    expect(await readRider(rider.id)).toMatchObject({
      cashHeld: '0.00',
      cashHeldUsd: '0.00',
      cashHeldLbp: 0,
    })
  })

  it('needs a note when either currency differs, even when both together are worth what was held', async () => {
    const rider = await riderOnShift()
    const paid = await paidInBoth(rider)
    // The pounds handed over as dollars: worth the same, still a difference in each.
    const usd = centsToMoney(cents(paid.usd) + lbpToCents(paid.lbp, paid.order.lbpPerUsd))
    const res = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      { amount: usd, amountLbp: 0 },
      once(),
    )
    expect(res.status).toBe(400)
    expect(res.json.Errors.note).toBe(CASH_COUNT_MESSAGES.noteRequired)
    expect((await readRider(rider.id)).cashHeldLbp).toBe(paid.lbp)
  })
})

describe('voiding a settlement', () => {
  it('keeps it, marked; the rider holds again what it covered, its orders too; the audit says so', async () => {
    const rider = await riderOnShift()
    const paid = await paidInBoth(rider)
    const settled = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      { amount: paid.usd, amountLbp: paid.lbp },
      once(),
    )
    expect(settled.status, settled.text).toBe(201)
    const id = settled.json.Data.id as number
    // A second delivery after the settlement: held beside what the void gives back.
    const later = await paidInBoth(rider)
    const key = once()
    const res = await api(
      'POST',
      `/rider/${rider.id}/settlements/${id}/void`,
      { reason: 'Counted the wrong bag' },
      key,
    )
    expect(res.status, res.text).toBe(200)
    const voided = riderSettlementSchema.parse(res.json.Data)
    expect(voided).toMatchObject({ id, voidReason: 'Counted the wrong bag' })
    expect(voided.voidedAt).toBe(new Date(time.clock).toISOString())
    expect(voided.voidedBy?.name).toBeTruthy()
    const after = await readRider(rider.id)
    expect(after).toMatchObject({
      cashHeldUsd: centsToMoney(cents(paid.usd) + cents(later.usd)),
      cashHeldLbp: paid.lbp + later.lbp,
    })
    // The same key again answers the first void; no second restore.
    const again = await api(
      'POST',
      `/rider/${rider.id}/settlements/${id}/void`,
      { reason: 'Counted the wrong bag' },
      key,
    )
    expect(again.status).toBe(200)
    expect((await readRider(rider.id)).cashHeldLbp).toBe(paid.lbp + later.lbp)
    // A new key: voided already.
    const twice = await api(
      'POST',
      `/rider/${rider.id}/settlements/${id}/void`,
      { reason: 'Again' },
      once(),
    )
    expect(twice.status).toBe(422)
    expect(twice.json.Errors.settlementId).toBe(RIDER_MESSAGES.alreadyVoided)
    // Both orders' cash is held again, and the settlement stays listed.
    const held = await api('GET', `/order?heldBy=${rider.id}&pageSize=10`)
    expect(held.json.Data.map((o: Order) => o.id).sort()).toEqual(
      [paid.order.id, later.order.id].sort(),
    )
    const list = await api('GET', `/rider/${rider.id}/settlements`)
    expect(list.json.Data[0]).toMatchObject({ id, voidReason: 'Counted the wrong bag' })
    const audit = await api('GET', `/audit?module=rider&action=void&pageSize=5`)
    expect(audit.status, audit.text).toBe(200)
    const event = audit.json.Data.find((e: { recordId: number }) => e.recordId === rider.id)
    expect(event.changes).toContainEqual(
      expect.objectContaining({ field: 'voidReason', after: 'Counted the wrong bag' }),
    )
  })
})

describe('a large difference', () => {
  it('is refused in words until confirmed, for a settlement', async () => {
    const rider = await riderOnShift()
    const paid = await paidInBoth(rider)
    // $250.00 over the dollars held: past the default $200.00.
    const body = {
      amount: centsToMoney(cents(paid.usd) + 25_000),
      amountLbp: paid.lbp,
      note: 'A customer paid a catering deposit',
    }
    const refused = await api('POST', `/rider/${rider.id}/settlements`, body, once())
    expect(refused.status).toBe(422)
    expect(refused.json.Errors.confirmLargeDifference).toBe(
      CASH_COUNT_MESSAGES.largeDifference('250.00', '200.00'),
    )
    expect(refused.json.Errors.confirmLargeDifference).toContain('$250.00 over')
    expect((await readRider(rider.id)).cashHeldUsd).toBe(paid.usd)
    const confirmed = await api(
      'POST',
      `/rider/${rider.id}/settlements`,
      { ...body, confirmLargeDifference: true },
      once(),
    )
    expect(confirmed.status, confirmed.text).toBe(201)
    expect(confirmed.json.Data.difference).toBe('250.00')
  })

  it('is refused in words until confirmed, for a shift close', async () => {
    const rider = await riderOnShift()
    await paidInBoth(rider)
    const shift = shiftReportSchema.parse((await api('GET', '/report/shift?branchId=1')).json.Data)
    const body = {
      branchId: 1,
      from: shift.from,
      cashCounted: centsToMoney(cents(shift.cashExpected) + 30_000),
      note: 'A catering deposit went in the drawer',
    }
    const refused = await api('POST', '/report/shift/close', body, once())
    expect(refused.status, refused.text).toBe(422)
    expect(refused.json.Errors.confirmLargeDifference).toBe(
      CASH_COUNT_MESSAGES.largeDifference('300.00', '200.00'),
    )
    const closed = await api(
      'POST',
      '/report/shift/close',
      { ...body, confirmLargeDifference: true },
      once(),
    )
    expect(closed.status, closed.text).toBe(201)
  })
})
