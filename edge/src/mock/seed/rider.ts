import {
  RIDER_MESSAGES,
  cashTakenOf,
  centsToMoney,
  businessDayOf,
  countDifference,
  moneyToCents,
  valueInUsd,
} from 'contracts'
import type { CashTender, OrderStatus, RiderVehicle } from 'contracts'
import type { EmployeeRow, RiderRow, RiderSettlementRow } from '../rows'
import { createRandom } from './random'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

/** Riders of each branch (by branch id − 1): name, phone, vehicle; the last may have stopped riding. */
const RIDERS: readonly (readonly [string, string, RiderVehicle])[][] = [
  [
    ['Hassan Khalil', '+96170412233', 'motorbike'],
    ['Mohammad Srour', '+9613876140', 'motorbike'],
    ['Elie Abi Nader', '+96171558902', 'motorbike'],
    ['Ahmad Itani', '+96176230418', 'bicycle'],
    ['Bilal Zein', '+9613964521', 'motorbike'],
  ],
  [
    ['Charbel Khoury', '+96170781345', 'motorbike'],
    ['Georges Salameh', '+96171320986', 'car'],
    ['Rabih Mouawad', '+9613415267', 'motorbike'],
    ['Antoine Bou Saab', '+96178644102', 'motorbike'],
  ],
  [
    ['Omar Kabbara', '+96170119384', 'motorbike'],
    ['Khaled Mikati', '+96176902311', 'motorbike'],
    ['Walid Sayed', '+9613208855', 'on_foot'],
    ['Mahmoud Alameddine', '+96181337429', 'motorbike'],
  ],
  [
    ['Hussein Bizri', '+96170556218', 'motorbike'],
    ['Samer Hariri', '+96171489063', 'motorbike'],
    ['Youssef Assi', '+96179210447', 'bicycle'],
  ],
]

/** Riders who stopped riding this long ago (inactive now), by `"branch:index"`. */
const STOPPED: Record<string, number> = { '1:4': 35 * DAY, '3:3': 50 * DAY }
/** Riders off shift who have not handed over their last shift's cash yet. */
const UNSETTLED = new Set(['2:3'])
/** Riders off shift now (the rest of the active ones are on shift). */
const OFF_SHIFT = new Set(['1:2', '2:3', '3:2', '4:2'])

const SHORT_NOTES = [
  'Customer paid short, will settle next order',
  'Change given from own pocket',
  'Counted twice, short by the same amount',
]
const OVER_NOTES = ['Customer left the change as a tip', 'Rounded up by customers']

/** What the seed's orders carry that riders need (commerce.ts's rows). */
interface SeedOrder {
  id: number
  branchId: number
  fulfilment: 'delivery' | 'pickup'
  status: OrderStatus
  paymentMethod: 'cash' | 'card' | 'wallet'
  total: string
  walletAmountUsed?: string
  /** How its cash was paid (seed/tenders.ts); absent or null: the cash due in dollars. */
  cash?: CashTender | null
  statusHistory: { status: OrderStatus; at: string; note: string }[]
  rider?: { id: number; name: string; phone: string } | null
  dispatchedAt?: string | null
}

/** A delivered cash order: what its rider took of each currency (cents, pounds). */
interface Delivered {
  id: number
  at: number
  cents: number
  lbp: number
}

/** The dollars (cents) and the pounds of some deliveries together. */
const sumOf = (list: readonly Delivered[]) => ({
  cents: list.reduce((s, d) => s + d.cents, 0),
  lbp: list.reduce((s, d) => s + d.lbp, 0),
})

/** The start of the business day (on the business's clock, Beirut) that holds `ms`. */
export const businessDayStart = (ms: number) => businessDayOf(ms).fromMs

/**
 * The riders of every branch, who took each delivery order out, and the cash
 * they handed over: every delivered order names its rider and dispatch time
 * (so a past day's reports have them), every order out for delivery now is
 * with a rider on shift, and a rider's cash held is the cash orders they
 * delivered since their last settlement (riders on shift: this shift's; one
 * rider off shift has not settled yet), each currency apart: the dollars and
 * the pounds their orders' tenders left them with. Settlements close each
 * rider's working day, each currency counted against what was held of it,
 * mostly exactly, valued at the rate then in force (`rateAt`). A random stream
 * of its own, so the rest of the seed is as it was. Writes `rider` and
 * `dispatchedAt` into the orders.
 */
export function seedRiders(
  anchor: number,
  orders: readonly SeedOrder[],
  employees: readonly EmployeeRow[],
  rateAt: (ms: number) => number,
): { riders: RiderRow[]; settlements: RiderSettlementRow[] } {
  const rand = createRandom(30_030)
  const iso = (ms: number) => new Date(ms).toISOString()
  const riders: (RiderRow & { key: string; stoppedAt: number | null })[] = []
  RIDERS.forEach((list, b) =>
    list.forEach(([name, phone, vehicle], i) => {
      const key = `${b + 1}:${i}`
      const stopped = STOPPED[key]
      const onShift = stopped === undefined && !OFF_SHIFT.has(key)
      const createdAt = anchor - rand.int(95, 420) * DAY
      riders.push({
        id: riders.length + 1,
        key,
        stoppedAt: stopped === undefined ? null : anchor - stopped,
        name,
        phone,
        branchId: b + 1,
        vehicle,
        isActive: stopped === undefined,
        onShift,
        shiftStartedAt: onShift ? iso(anchor - rand.int(4 * 60, 7 * 60) * MIN) : null,
        cashHeld: '0.00',
        createdAt: iso(createdAt),
        updatedAt: iso(stopped === undefined ? createdAt : anchor - stopped),
        version: stopped === undefined ? 1 : 2,
      })
    }),
  )
  const ofBranch = (branchId: number) => riders.filter((r) => r.branchId === branchId)

  // Who took each order out: riders who rode then; now, those on shift, fewest on the road first.
  const carrying = new Map<number, number>()
  const delivered = new Map<number, Delivered[]>()
  for (const order of orders) {
    const out = order.statusHistory.find((h) => h.status === 'out_for_delivery')
    if (order.fulfilment !== 'delivery' || !out) continue
    const at = Date.parse(out.at)
    let rider: (typeof riders)[number]
    if (order.status === 'out_for_delivery') {
      const onShift = ofBranch(order.branchId).filter((r) => r.onShift)
      rider = onShift.reduce((a, b) =>
        (carrying.get(b.id) ?? 0) < (carrying.get(a.id) ?? 0) ? b : a,
      )
      carrying.set(rider.id, (carrying.get(rider.id) ?? 0) + 1)
      const started = Date.parse(rider.shiftStartedAt!)
      if (started > at - 20 * MIN) rider.shiftStartedAt = iso(at - rand.int(20, 90) * MIN)
    } else {
      const riding = ofBranch(order.branchId).filter(
        (r) => Date.parse(r.createdAt) < at && (r.stoppedAt === null || r.stoppedAt > at),
      )
      rider = rand.pick(riding)
    }
    order.rider = { id: rider.id, name: rider.name, phone: rider.phone }
    order.dispatchedAt = out.at
    out.note = RIDER_MESSAGES.dispatchedWith(rider.name)
    const done = order.statusHistory.find((h) => h.status === 'delivered')
    const taken = cashTakenOf(order)
    if (done && (taken.usdCents !== 0 || taken.lbp !== 0)) {
      const list = delivered.get(rider.id) ?? []
      list.push({ id: order.id, at: Date.parse(done.at), cents: taken.usdCents, lbp: taken.lbp })
      delivered.set(rider.id, list)
    }
  }

  // Settlements: one at the end of each working day; what is after the last one is held.
  const settlements: RiderSettlementRow[] = []
  const staffOf = (branchId: number) =>
    employees.filter(
      (e) =>
        e.isActive &&
        e.roleId === 2 &&
        (e.branchIds.length === 0 || e.branchIds.includes(branchId)),
    )
  const pending: Omit<RiderSettlementRow, 'id'>[] = []
  for (const rider of riders) {
    const list = (delivered.get(rider.id) ?? []).sort((a, b) => a.at - b.at)
    const heldFrom = rider.onShift ? Date.parse(rider.shiftStartedAt!) : Infinity
    const byDay = new Map<number, Delivered[]>()
    for (const d of list) {
      if (d.at >= heldFrom) continue
      const day = businessDayStart(d.at)
      byDay.set(day, [...(byDay.get(day) ?? []), d])
    }
    const days = [...byDay.keys()].sort((a, b) => a - b)
    const held = sumOf(list.filter((d) => d.at >= heldFrom))
    days.forEach((day, k) => {
      const cash = byDay.get(day)!
      const expected = sumOf(cash)
      const last = cash.at(-1)!.at
      const at = Math.min(last + rand.int(15, 70) * MIN, anchor - 5 * MIN, heldFrom - MIN)
      if (k === days.length - 1 && UNSETTLED.has(rider.key)) {
        held.cents += expected.cents
        held.lbp += expected.lbp
        return
      }
      // Now and then a count is off, in dollars or in pounds.
      const off = rand.chance(0.08) ? rand.pick([-500, -250, -100, 50, 100, 200]) : 0
      const inPounds = off !== 0 && expected.lbp > 0 && rand.chance(0.5)
      const counted = {
        usd: centsToMoney(Math.max(0, expected.cents + (inPounds ? 0 : off))),
        lbp: Math.max(0, expected.lbp + (inPounds ? off * 100 : 0)),
      }
      const lbpPerUsd = rateAt(at)
      const usd = centsToMoney(expected.cents)
      const count = countDifference(counted, { usd, lbp: expected.lbp }, lbpPerUsd)
      const staff = staffOf(rider.branchId)
      const by = staff.length ? rand.pick(staff) : employees[0]!
      const short = moneyToCents(count.difference) < 0
      pending.push({
        createdAt: iso(at),
        updatedAt: iso(at),
        version: 0,
        riderId: rider.id,
        riderName: rider.name,
        branchId: rider.branchId,
        expected: valueInUsd(usd, expected.lbp, lbpPerUsd),
        amount: counted.usd,
        expectedUsd: usd,
        expectedLbp: expected.lbp,
        countedUsd: counted.usd,
        countedLbp: counted.lbp,
        differenceUsd: count.usd,
        differenceLbp: count.lbp,
        lbpPerUsd,
        difference: count.difference,
        note:
          count.usd === '0.00' && count.lbp === 0
            ? ''
            : rand.pick(short ? SHORT_NOTES : OVER_NOTES),
        employeeId: by.id,
        employeeName: `${by.firstName} ${by.lastName}`,
        orderIds: cash.map((d) => d.id),
        voidedAt: null,
        voidedBy: null,
        voidReason: null,
      })
    })
    rider.cashHeld = centsToMoney(held.cents)
    rider.cashHeldLbp = held.lbp
  }
  pending.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  pending.forEach((s, i) => settlements.push({ ...s, id: i + 1 }))
  return {
    riders: riders.map(({ key: _key, stoppedAt: _stopped, ...r }) => r),
    settlements,
  }
}
