import { centsToMoney, moneyToCents, startOfUtcDay } from 'contracts'
import { closeCount, settlementOf } from '../figures/shift-report'
import type { ShiftCloseRow } from '../rows'
import { shiftFigures } from '../figures/report-figures'
import type { ReportOrder } from '../figures/report-figures'
import type { EmployeeRow, RiderSettlementRow } from '../rows'
import { createRandom } from './random'
import { lowerBound } from '../sorted'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

/** Why a night's drawer did not match: the closing employee's words. */
const SHORT_NOTES = [
  'Change given twice to a customer at the counter during the rush.',
  'A 5 USD note taken in error for a 1; checked with the camera.',
  'Coins short: the float was not topped up this morning.',
]
const OVER_NOTES = [
  'A customer left the change as a tip in the drawer.',
  'Cash from a pickup paid twice; the customer will be refunded tomorrow.',
]

/** The float each branch's drawer keeps from one night to the next. */
export const SEED_FLOAT = { usd: '0.00', lbp: 0 } as const

/**
 * Each branch's closes for the past 30 days: every night a little after the
 * last orders (01:00 to 02:00 UTC, 03:00 to 04:00 in Beirut), never after the
 * anchor. Most count exactly the expected cash (cash pickups and the riders'
 * settlements of the night, each currency apart) beside the drawer's float
 * (SEED_FLOAT); about one in ten is a little short or over in dollars or in
 * pounds, with a note. Each freezes the report its orders give, its pounds
 * valued at the rate of its night (`rateAt`).
 */
export function seedCloses(
  anchor: number,
  branches: readonly { id: number; name: string; nameAr: string; createdAt: string }[],
  orders: readonly ReportOrder[],
  employees: readonly EmployeeRow[],
  settlements: readonly RiderSettlementRow[],
  rateAt: (ms: number) => number,
): ShiftCloseRow[] {
  const rand = createRandom(32_032)
  const rows: ShiftCloseRow[] = []
  const byBranch = new Map<number, ReportOrder[]>()
  for (const o of orders) {
    let list = byBranch.get(o.branchId)
    if (!list) byBranch.set(o.branchId, (list = []))
    list.push(o)
  }
  for (const branch of branches) {
    const list = (byBranch.get(branch.id) ?? []).sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    )
    const times = list.map((o) => Date.parse(o.createdAt))
    const staff = employees.filter(
      (e) =>
        e.isActive && e.roleId === 2 && (!e.branchIds.length || e.branchIds.includes(branch.id)),
    )
    const settled = settlements.filter((s) => s.branchId === branch.id).map(settlementOf)
    let from = startOfUtcDay(anchor) - 31 * DAY + HOUR
    for (let d = 30; d >= 0; d--) {
      const to =
        startOfUtcDay(anchor) - d * DAY + HOUR + rand.int(0, 60) * MIN + rand.int(0, 59) * 1000
      if (to > anchor - 10 * MIN) break
      // Orders end within a few hours of being placed: two days back holds them all.
      const first = lowerBound(times, from - 2 * DAY)
      const report = shiftFigures({
        branchId: branch.id,
        branchName: branch.name,
        branchNameAr: branch.nameAr,
        fromMs: from,
        toMs: to,
        orders: list.slice(first, lowerBound(times, to)),
        lbpPerUsd: rateAt(to),
        openingFloat: SEED_FLOAT,
        // Who held cash then is not kept: the riders of a seeded close are none.
        riders: [],
        settlements: settled,
        // Seeded recharges name no branch: no drawer counts them.
        recharges: [],
      })
      const off = rand.chance(0.1) ? rand.pick([-1, 1]) * rand.int(1, 20) : 0
      // A difference is in dollars (quarters) or in pounds (5,000 LBP steps).
      const inPounds = off !== 0 && rand.chance(0.5)
      const usd =
        moneyToCents(SEED_FLOAT.usd) +
        moneyToCents(report.cashExpectedUsd) +
        (inPounds ? 0 : off * 25)
      const lbp = SEED_FLOAT.lbp + report.cashExpectedLbp + (inPounds ? off * 5_000 : 0)
      const counted = { usd: centsToMoney(Math.max(0, usd)), lbp: Math.max(0, lbp) }
      const count = closeCount(report, counted)
      const by = staff.length ? rand.pick(staff) : employees[0]!
      const at = new Date(to).toISOString()
      rows.push({
        id: rows.length + 1,
        branchId: branch.id,
        branchName: branch.name,
        branchNameAr: branch.nameAr,
        from: report.from,
        closedAt: at,
        closedById: by.id,
        closedByName: `${by.firstName} ${by.lastName}`,
        orders: report.orders.delivered + report.orders.pickedUp,
        net: report.net,
        lbpPerUsd: report.lbpPerUsd,
        openingFloatUsd: SEED_FLOAT.usd,
        openingFloatLbp: SEED_FLOAT.lbp,
        cashExpectedUsd: report.cashExpectedUsd,
        cashExpectedLbp: report.cashExpectedLbp,
        cashExpected: report.cashExpected,
        cashCounted: counted.usd,
        cashCountedLbp: counted.lbp,
        denominations: null,
        ...count,
        note:
          off === 0 ? '' : rand.pick(moneyToCents(count.difference) < 0 ? SHORT_NOTES : OVER_NOTES),
        report,
        createdAt: at,
        updatedAt: at,
        version: 1,
      })
      from = to
    }
  }
  return rows
}
