import {
  RIDER_MESSAGES,
  bothCurrencies,
  cashTakenOf,
  centsToMoney,
  moneyToCents,
  valueInUsd,
} from 'contracts'
import type { AuditChange, BoardRider, OrderRider, Rider } from 'contracts'
import { branchNames } from '../branches/names'
import { businessRule } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { TABLE } from '../rows'
import type { RiderRow, RiderSettlementRow } from '../rows'
import { EVERY_BRANCH } from '../scope'
import type { BranchScope } from '../scope'
import { businessDayStart } from '../seed/rider'
import type { Store } from '../store/store'
import { forEachOrder } from '../orders/order-filter'
import { rateAt } from '../money/rates'
import type { OrderRow } from '../rows'

/**
 * What a rider is to the orders and the board: their figures from the orders
 * (on the road, today's deliveries), the rider as the API and the board's
 * picker show them, the rules of dispatch (`riderForDispatch`) and the cash a
 * delivery leaves with them (`collectCash`). The rider routes are
 * actions/rider.ts.
 */

export const riders = (store: Store) => store.table(TABLE.rider)

/** What the orders say of each rider now: the orders on the road, today's deliveries. */
interface RiderFigures {
  onRoad: OrderRow[]
  deliveriesToday: number
  minutesToday: number
}

const figuresCache = new WeakMap<
  Store,
  { revision: number; day: number; byRider: Map<number, RiderFigures> }
>()

/**
 * Each rider's figures from the orders, built in one pass and kept until an
 * order changes or the business day turns.
 */
function figures(store: Store): Map<number, RiderFigures> {
  const orders = store.table(TABLE.order)
  const day = businessDayStart(store.now())
  const cached = figuresCache.get(store)
  if (cached && cached.revision === orders.revision && cached.day === day) return cached.byRider
  const byRider = new Map<number, RiderFigures>()
  const of = (id: number) => {
    let f = byRider.get(id)
    if (!f) byRider.set(id, (f = { onRoad: [], deliveriesToday: 0, minutesToday: 0 }))
    return f
  }
  for (const order of orders.values()) {
    const rider = order.rider
    if (!rider) continue
    if (order.status === 'out_for_delivery') of(rider.id).onRoad.push(order)
    else if (order.status === 'delivered') {
      const done = order.statusHistory.at(-1)
      const doneAt = done ? Date.parse(done.at) : 0
      if (doneAt < day) continue
      const f = of(rider.id)
      f.deliveriesToday++
      const out = Date.parse(order.dispatchedAt ?? done!.at)
      f.minutesToday += (doneAt - out) / 60_000
    }
  }
  for (const f of byRider.values()) f.onRoad.sort((a, b) => a.id - b.id)
  figuresCache.set(store, { revision: orders.revision, day, byRider })
  return byRider
}

const NO_FIGURES: RiderFigures = { onRoad: [], deliveriesToday: 0, minutesToday: 0 }

export const figuresOf = (store: Store, id: number) => figures(store).get(id) ?? NO_FIGURES

/** The rider as the API returns it. */
export function presentRider(store: Store, row: RiderRow): Rider {
  const f = figuresOf(store, row.id)
  const lbpHeld = row.cashHeldLbp ?? 0
  const valued = moneyToCents(valueInUsd(row.cashHeld, lbpHeld, rateAt(store, store.now())))
  return {
    ...row,
    cashHeld: centsToMoney(Math.max(0, valued)),
    cashHeldUsd: row.cashHeld,
    cashHeldLbp: lbpHeld,
    ...branchNames(store, row.branchId),
    activeOrders: f.onRoad.length,
    deliveriesToday: f.deliveriesToday,
    averageDeliveryMinutes: f.deliveriesToday
      ? Math.round(f.minutesToday / f.deliveriesToday)
      : null,
  }
}

/** The rider as the board's picker shows them. */
export const boardRider = (store: Store, row: RiderRow): BoardRider => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  branchId: row.branchId,
  vehicle: row.vehicle,
  isActive: row.isActive,
  onShift: row.onShift,
  activeOrders: figuresOf(store, row.id).onRoad.length,
})

/** The active riders of these branches, by name: the board's answer. */
export function boardRiders(store: Store, branchIds: readonly number[]): BoardRider[] {
  return [...riders(store).values()]
    .filter((r) => r.isActive && branchIds.includes(r.branchId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((r) => boardRider(store, r))
}

/** What a settlement changed, as its audit event (and the seeded trail) records it. */
export function settlementChanges(
  s: Pick<
    RiderSettlementRow,
    'expected' | 'amount' | 'difference' | 'note' | 'expectedUsd' | 'expectedLbp' | 'countedLbp'
  >,
): AuditChange[] {
  const lbp = Boolean(s.expectedLbp || s.countedLbp)
  return [
    {
      field: 'cashHeld',
      label: 'Cash held',
      before: lbp ? bothCurrencies(s.expectedUsd ?? s.expected, s.expectedLbp ?? 0) : s.expected,
      after: '0.00',
    },
    { field: 'amount', label: 'Cash counted', before: null, after: s.amount },
    ...(s.countedLbp
      ? [{ field: 'amountLbp', label: 'Pounds counted', before: null, after: s.countedLbp }]
      : []),
    ...(s.difference === '0.00'
      ? []
      : [{ field: 'difference', label: 'Difference', before: null, after: s.difference }]),
    ...(s.note ? [{ field: 'note', label: 'Note', before: null, after: s.note }] : []),
  ]
}

/**
 * Checks the rider may take an order of `branchId` out now: active, on
 * shift, of the order's branch (422 in words, Errors.riderId). An unknown
 * rider, or one outside the actor's branches, is a 422 too: the order exists,
 * the choice is what is wrong.
 */
export function riderForDispatch(
  store: Store,
  scope: BranchScope,
  riderId: number,
  branchId: number,
): RiderRow {
  const rider = riders(store).get(riderId)
  const refuse = (message: string) => businessRule(message, { riderId: message })
  if (!rider || !scope.has(rider.branchId)) throw refuse(MOCK_MESSAGES.unknownReference('rider'))
  if (!rider.isActive) throw refuse(RIDER_MESSAGES.riderInactive(rider.name))
  if (rider.branchId !== branchId)
    throw refuse(
      RIDER_MESSAGES.riderOtherBranch(rider.name, branchNames(store, rider.branchId).branchName),
    )
  if (!rider.onShift) throw refuse(RIDER_MESSAGES.riderOffShift(rider.name))
  return rider
}

/** What an order carries of its rider. */
export const orderRider = (r: RiderRow): OrderRider => ({ id: r.id, name: r.name, phone: r.phone })

/** The ids of the orders whose cash the rider holds now: delivered by them in cash, not yet settled. */
export function heldOrderIds(store: Store, riderId: number): number[] {
  const ids: number[] = []
  forEachOrder(store, { heldBy: riderId }, { scope: EVERY_BRANCH }, (o) => ids.push(o.id))
  return ids
}

/** A cash order was delivered: its rider now holds its cash due (never the wallet part), until they settle. */
export function collectCash(store: Store, order: OrderRow) {
  const rider = order.rider
  if (!rider || order.paymentMethod !== 'cash') return
  const row = riders(store).get(rider.id)
  if (!row) return
  // With a tender, what was handed over less the change, each in its currency; else cashDue in
  // dollars: the cash taken that the figures and the order list's totals count.
  const { usdCents, lbp } = cashTakenOf(order)
  riders(store).put(row.id, {
    ...row,
    cashHeld: centsToMoney(moneyToCents(row.cashHeld) + usdCents),
    cashHeldLbp: (row.cashHeldLbp ?? 0) + lbp,
  })
}
