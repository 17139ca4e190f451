import {
  cashDueCents,
  cashDueOf,
  cashTakenOf,
  centsToMoney,
  countDifference,
  moneyToCents,
  tenderProblem,
  valueInUsd,
} from 'contracts'
import type { CurrencyRate, Order, RiderSettlement } from 'contracts'
import { describe, expect, it } from 'vitest'
import type { RiderRow, ShiftCloseRow } from '../rows'
import { TABLE } from '../rows'
import { buildSeed } from './index'
import { tenderKind } from './tenders'

/*
 * The seed's cash in both currencies: the rate history, how its cash orders
 * were paid, and settlements and closes that add up to those orders.
 */

const ANCHOR = Date.UTC(2026, 10, 22, 19, 5)
const DAY = 24 * 60 * 60 * 1000
const { tables } = buildSeed(ANCHOR, { orders: 4000 })
const values = <T>(name: string) => (tables[name] ?? []).map((r) => r.value as T)
const orders = values<Order & { lbpRoundingStep: number }>(TABLE.order)
const rates = values<CurrencyRate>(TABLE.currencyRate)
const settlements = values<RiderSettlement>(TABLE.riderSettlement)
const riders = values<RiderRow>(TABLE.rider)
const closes = values<ShiftCloseRow>(TABLE.shiftClose)
const byId = new Map(orders.map((o) => [o.id, o]))

/** The rate of the seeded history in force at `ms`. */
const rateAt = (ms: number) =>
  rates
    .filter((r) => Date.parse(r.effectiveFrom) <= ms)
    .sort((a, b) => Date.parse(a.effectiveFrom) - Date.parse(b.effectiveFrom))
    .at(-1)!.lbpPerUsd

describe('the seed’s cash', { timeout: 30_000 }, () => {
  it('has 89,500 LBP per dollar for the last months and exactly one change in the last week', () => {
    const since = (days: number) =>
      rates.filter((r) => Date.parse(r.effectiveFrom) > ANCHOR - days * DAY)
    expect(since(7)).toHaveLength(1)
    expect(since(7)[0]!.lbpPerUsd).not.toBe(89_500)
    expect(rateAt(ANCHOR - 7 * DAY)).toBe(89_500)
    expect(rateAt(ANCHOR - 90 * DAY)).toBe(89_500)
    expect(since(365).length).toBeGreaterThanOrEqual(3)
    for (const r of rates) expect(Date.parse(r.effectiveFrom)).toBeLessThanOrEqual(ANCHOR)
  })

  it('gives every order the rate in force when it was placed, and the default settings', () => {
    for (const o of orders) {
      expect(o.lbpPerUsd, o.number).toBe(rateAt(Date.parse(o.createdAt)))
      expect(o.lbpRoundingStep, o.number).toBe(5000)
    }
  })

  it('pays about 40% of its finished cash orders in pounds and 20% in both, the change in pounds, each tender as the API takes it', () => {
    const paid = orders.filter(
      (o) => cashDueCents(o) > 0 && (o.status === 'delivered' || o.status === 'picked_up'),
    )
    expect(paid.length).toBeGreaterThan(1000)
    const share = (kind: string) =>
      paid.filter((o) => tenderKind(o.cash) === kind).length / paid.length
    expect(share('pounds')).toBeGreaterThan(0.36)
    expect(share('pounds')).toBeLessThan(0.44)
    expect(share('both')).toBeGreaterThan(0.16)
    expect(share('both')).toBeLessThan(0.24)
    let changeInPounds = 0
    for (const o of paid) {
      if (!o.cash) continue
      const terms = { cashDue: cashDueOf(o), lbpPerUsd: o.lbpPerUsd, step: o.lbpRoundingStep }
      expect(tenderProblem(o.cash, terms), o.number).toBeNull()
      if (tenderKind(o.cash) !== 'dollars') expect(o.cash.changeUsd, o.number).toBe('0.00')
      if (o.cash.changeLbp > 0) changeInPounds++
    }
    expect(changeInPounds).toBeGreaterThan(paid.length * 0.3)
    // Orders not finished, or not in cash, carry no tender.
    for (const o of orders.filter((o) => !paid.includes(o)))
      expect(o.cash ?? null, o.number).toBeNull()
  })

  it('settles each rider’s orders in each currency, and leaves them holding the rest', () => {
    const settled = new Set<number>()
    let inPounds = 0
    for (const s of settlements) {
      const taken = s.orderIds.map((id) => cashTakenOf(byId.get(id)!))
      const usd = centsToMoney(taken.reduce((n, t) => n + t.usdCents, 0))
      const lbp = taken.reduce((n, t) => n + t.lbp, 0)
      expect([s.expectedUsd, s.expectedLbp], `settlement ${s.id}`).toEqual([usd, lbp])
      expect(s.lbpPerUsd).toBe(rateAt(Date.parse(s.createdAt)))
      expect(s.expected).toBe(valueInUsd(usd, lbp, s.lbpPerUsd))
      const off = countDifference(
        { usd: s.countedUsd, lbp: s.countedLbp },
        { usd, lbp },
        s.lbpPerUsd,
      )
      expect([s.differenceUsd, s.differenceLbp, s.difference]).toEqual([
        off.usd,
        off.lbp,
        off.difference,
      ])
      expect(s.amount).toBe(s.countedUsd)
      expect(s.note === '', `settlement ${s.id}`).toBe(off.usd === '0.00' && off.lbp === 0)
      for (const id of s.orderIds) settled.add(id)
      if (s.countedLbp > 0) inPounds++
    }
    expect(inPounds).toBeGreaterThan(settlements.length / 2)
    for (const r of riders) {
      const held = orders.filter(
        (o) => o.rider?.id === r.id && o.status === 'delivered' && !settled.has(o.id),
      )
      const taken = held.map(cashTakenOf)
      expect([r.cashHeld, r.cashHeldLbp ?? 0], r.name).toEqual([
        centsToMoney(taken.reduce((n, t) => n + t.usdCents, 0)),
        taken.reduce((n, t) => n + t.lbp, 0),
      ])
    }
  })

  it('closes each night with the pickups and settlements of its shift, each currency apart', () => {
    expect(closes.length).toBeGreaterThan(100)
    let withPounds = 0
    for (const c of closes) {
      const [from, to] = [Date.parse(c.from), Date.parse(c.closedAt)]
      const inShift = (at: string) => Date.parse(at) >= from && Date.parse(at) < to
      const pickups = orders
        .filter((o) => o.branchId === c.branchId && o.status === 'picked_up')
        .filter((o) => inShift(o.statusHistory.at(-1)!.at))
        .map(cashTakenOf)
      const handed = settlements.filter((s) => s.branchId === c.branchId && inShift(s.createdAt))
      const usd =
        pickups.reduce((n, t) => n + t.usdCents, 0) +
        handed.reduce((n, s) => n + moneyToCents(s.countedUsd), 0)
      const lbp =
        pickups.reduce((n, t) => n + t.lbp, 0) + handed.reduce((n, s) => n + s.countedLbp, 0)
      const name = `${c.branchName} ${c.closedAt}`
      expect([c.cashExpectedUsd, c.cashExpectedLbp], name).toEqual([centsToMoney(usd), lbp])
      expect(c.lbpPerUsd, name).toBe(rateAt(to))
      const off = countDifference(
        { usd: c.cashCounted, lbp: c.cashCountedLbp },
        {
          usd: centsToMoney(usd + moneyToCents(c.openingFloatUsd)),
          lbp: lbp + c.openingFloatLbp,
        },
        c.lbpPerUsd,
      )
      expect([c.differenceUsd, c.differenceLbp, c.difference], name).toEqual([
        off.usd,
        off.lbp,
        off.difference,
      ])
      if (c.cashExpectedLbp > 0) withPounds++
      expect(Date.parse(c.closedAt)).toBeLessThanOrEqual(ANCHOR)
    }
    expect(withPounds).toBeGreaterThan(closes.length * 0.9)
  })
})
