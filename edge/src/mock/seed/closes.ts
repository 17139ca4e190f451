import { centsToMoney, moneyToCents, startOfUtcDay } from 'contracts'
import { settlementOf } from '../figures/shift-report'
import type { ShiftCloseRow } from '../figures/shift-report'
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

/**
 * Each branch's closes for the past 30 days: every night a little after the
 * last orders (01:00 to 02:00 UTC, 03:00 to 04:00 in Beirut), never after the
 * anchor. Most count exactly the expected cash (cash pickups and the riders'
 * settlements of the night); about one in ten is a little short or over,
 * with a note. Each freezes the report its orders give.
 */
export function seedCloses(
  anchor: number,
  branches: readonly { id: number; name: string; createdAt: string }[],
  orders: readonly ReportOrder[],
  employees: readonly EmployeeRow[],
  settlements: readonly RiderSettlementRow[],
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
        fromMs: from,
        toMs: to,
        orders: list.slice(first, lowerBound(times, to)),
        // Who held cash then is not kept: the riders of a seeded close are none.
        riders: [],
        settlements: settled,
      })
      const expected = moneyToCents(report.cashExpected)
      const off = rand.chance(0.1) ? rand.pick([-1, 1]) * rand.int(1, 20) * 25 : 0
      const counted = Math.max(0, expected + off)
      const by = staff.length ? rand.pick(staff) : employees[0]!
      const at = new Date(to).toISOString()
      rows.push({
        id: rows.length + 1,
        branchId: branch.id,
        branchName: branch.name,
        from: report.from,
        closedAt: at,
        closedById: by.id,
        closedByName: `${by.firstName} ${by.lastName}`,
        orders: report.orders.delivered + report.orders.pickedUp,
        net: report.net,
        cashExpected: report.cashExpected,
        cashCounted: centsToMoney(counted),
        difference: centsToMoney(counted - expected),
        note: counted === expected ? '' : rand.pick(counted < expected ? SHORT_NOTES : OVER_NOTES),
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
