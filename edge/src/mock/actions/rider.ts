import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  RIDER_MESSAGES,
  bothCurrencies,
  cashNoteMissing,
  centsToMoney,
  countDifference,
  moneyToCents,
  riderResource,
  riderRoutes,
  valueInUsd,
} from 'contracts'
import type { AuditChange, RiderSettlement } from 'contracts'
import { recordEvent } from '../audit/record'
import { bind, pathRecord } from '../context'
import type { Actor, Binding, Call } from '../context'
import { ApiFailure, businessRule, notFound } from '../errors'
import type { ResourceModel } from '../resources/generic'
import { pageOf } from '../resources/generic'
import { TABLE } from '../rows'
import type { RiderRow, RiderSettlementRow } from '../rows'
import type { Store } from '../store/store'
import { assertDifferenceConfirmed, rateAt } from '../money/rates'
import { riders, figuresOf, presentRider, settlementChanges, heldOrderIds } from '../rider/dispatch'

/**
 * Riders (contracts' entities/rider.ts): their records, shifts and cash
 * settlements (the rules of dispatch the order routes call are
 * rider/dispatch.ts). Every route reaches only the riders of
 * the actor's branches (every branch when none are listed): another branch's
 * rider is a 404, as for orders. The routes declare it (the resource's
 * `scope`, riderRoutes' for the special routes); mount.ts refuses before
 * these handlers run.
 */

/** The rider the path names (the route's scope has refused one of another branch). */
const findRider = (call: Pick<Call, 'store' | 'params'>) => pathRecord(call, TABLE.rider)

/** The numbers of the orders on the road with the rider, by id. */
const onRoad = (store: Store, id: number) => figuresOf(store, id).onRoad.map((o) => o.number)

/** A rider's event belongs to their branch: employees limited to others do not see it. */
function audit(
  c: Call['c'],
  row: RiderRow,
  action: Parameters<typeof recordEvent>[1]['action'],
  changes: AuditChange[] = [],
) {
  recordEvent(c, {
    module: 'rider',
    recordId: row.id,
    recordLabel: row.name,
    branchId: row.branchId,
    action,
    changes,
  })
}

/** The rider a generic write or delete is about, as stored (its typed row). */
const storedRider = (store: Store, row: { id: number }): RiderRow => riders(store).get(row.id)!

/**
 * Riders as an ordinary resource (the generic handler's list, get, create,
 * update and delete, scoped by their `branchId` as the contract declares):
 * presented with their figures, by name unless sorted; a new rider is off
 * shift and holds nothing; one deactivated or moved to another branch is off
 * shift, and refused while orders are on the road with them; one with orders
 * on the road or cash held is not deleted.
 */
export const riderModel: ResourceModel = {
  contract: riderResource,
  present: (row, store) => ({ ...presentRider(store, storedRider(store, row)) }),
  initial: () => ({ onShift: false, shiftStartedAt: null, cashHeld: '0.00' }),
  write: ({ store, input, existing }) => {
    if (!existing) return
    const rider = storedRider(store, existing)
    const moved = input.branchId !== rider.branchId
    const leaving = moved || (rider.isActive && !input.isActive)
    if (!leaving) return
    const road = onRoad(store, rider.id)
    if (road.length) {
      const message = RIDER_MESSAGES.busyWithOrders(rider.name, road)
      throw businessRule(message, { [moved ? 'branchId' : 'isActive']: message })
    }
    // Someone who stops riding, or rides for another branch now, is off shift.
    return { onShift: false, shiftStartedAt: null }
  },
  auditAction: ({ existing, row }) =>
    !existing || existing.isActive === row.isActive
      ? undefined
      : row.isActive
        ? 'activate'
        : 'deactivate',
  remove: ({ store, row }) => {
    const rider = storedRider(store, row)
    const road = onRoad(store, rider.id)
    if (road.length) throw businessRule(RIDER_MESSAGES.busyWithOrders(rider.name, road))
    // Held below zero too (change given in pounds out of their own pocket): it is settled
    // first, or the drawer never learns what it owes the rider.
    if (moneyToCents(rider.cashHeld) !== 0 || (rider.cashHeldLbp ?? 0) !== 0)
      // In words, what the rider's record shows: dollars and pounds valued together.
      throw businessRule(
        RIDER_MESSAGES.deleteWithCash(rider.name, rider.cashHeld, rider.cashHeldLbp ?? 0),
      )
  },
  defaultSort: (a, b) => String(a.name).localeCompare(String(b.name)) || a.id - b.id,
}

/** Starts or ends a shift; the same state again changes nothing. */
function setShift(store: Store, row: RiderRow, onShift: boolean): RiderRow {
  if (row.onShift === onShift) return row
  if (onShift && !row.isActive) {
    const message = RIDER_MESSAGES.shiftInactive(row.name)
    throw businessRule(message, { onShift: message })
  }
  const road = onRoad(store, row.id)
  if (!onShift && road.length) {
    const message = RIDER_MESSAGES.shiftEndWithOrders(row.name, road)
    throw businessRule(message, { onShift: message })
  }
  const now = new Date(store.now()).toISOString()
  const next: RiderRow = { ...row, onShift, shiftStartedAt: onShift ? now : null, updatedAt: now }
  riders(store).put(row.id, next)
  return next
}

/** A settlement as the API answers it: rows from before both currencies read as dollars only. */
export function presentSettlement(store: Store, s: RiderSettlementRow): RiderSettlement {
  return {
    ...s,
    expectedUsd: s.expectedUsd ?? s.expected,
    expectedLbp: s.expectedLbp ?? 0,
    countedUsd: s.countedUsd ?? s.amount,
    countedLbp: s.countedLbp ?? 0,
    differenceUsd: s.differenceUsd ?? s.difference,
    differenceLbp: s.differenceLbp ?? 0,
    lbpPerUsd: s.lbpPerUsd ?? rateAt(store, Date.parse(s.createdAt)),
    orderIds: s.orderIds ?? [],
    voidedAt: s.voidedAt ?? null,
    voidedBy: s.voidedBy ?? null,
    voidReason: s.voidReason ?? null,
  }
}

const settlements = (store: Store) => store.table(TABLE.riderSettlement)

/**
 * Records the cash counted in each currency against what the rider holds of
 * it: a difference in either needs a note (400 Errors.note), one worth more
 * than the settings' largest difference needs confirming (422
 * Errors.confirmLargeDifference); the rider then holds nothing.
 */
function settle(
  store: Store,
  actor: Actor,
  row: RiderRow,
  body: { amount: string; amountLbp: number; note: string; confirmLargeDifference: boolean },
): RiderSettlement {
  const held = { usd: row.cashHeld, lbp: row.cashHeldLbp ?? 0 }
  if (
    cashNoteMissing(body.amount, held.usd, body.note, {
      counted: body.amountLbp,
      expected: held.lbp,
    })
  ) {
    throw new ApiFailure(400, API_ERRORS.validation, { note: CASH_COUNT_MESSAGES.noteRequired })
  }
  const rate = rateAt(store, store.now())
  const off = countDifference({ usd: body.amount, lbp: body.amountLbp }, held, rate)
  assertDifferenceConfirmed(store, off.difference, body.confirmLargeDifference)
  const valued = (usd: string, lbp: number) =>
    centsToMoney(Math.max(0, moneyToCents(valueInUsd(usd, lbp, rate))))
  const now = new Date(store.now()).toISOString()
  const id = store.nextId(TABLE.riderSettlement)
  const settlement: RiderSettlement = {
    id,
    createdAt: now,
    updatedAt: now,
    version: 0,
    riderId: row.id,
    riderName: row.name,
    branchId: row.branchId,
    expected: valued(held.usd, held.lbp),
    amount: body.amount,
    expectedUsd: held.usd,
    expectedLbp: held.lbp,
    countedUsd: body.amount,
    countedLbp: body.amountLbp,
    differenceUsd: off.usd,
    differenceLbp: off.lbp,
    lbpPerUsd: rate,
    difference: off.difference,
    note: body.note,
    employeeId: actor.employee.id,
    employeeName: `${actor.employee.firstName} ${actor.employee.lastName}`,
    orderIds: heldOrderIds(store, row.id),
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  }
  settlements(store).put(id, settlement)
  riders(store).put(row.id, { ...row, cashHeld: '0.00', cashHeldLbp: 0, updatedAt: now })
  return settlement
}

/**
 * Voids a settlement: it stays, marked; the rider holds again what it
 * expected of them in each currency (their cash held as it was before it, plus
 * what they collected since), and its orders count as not settled.
 */
function voidSettlement(
  store: Store,
  actor: Actor,
  row: RiderRow,
  settlementId: number,
  reason: string,
): { before: RiderRow; after: RiderRow; settlement: RiderSettlement } {
  const stored = settlements(store).get(settlementId)
  if (!stored || stored.riderId !== row.id) throw notFound()
  const s = presentSettlement(store, stored)
  if (s.voidedAt) {
    throw businessRule(RIDER_MESSAGES.alreadyVoided, { settlementId: RIDER_MESSAGES.alreadyVoided })
  }
  const now = new Date(store.now()).toISOString()
  const voided: RiderSettlement = {
    ...s,
    voidedAt: now,
    voidedBy: {
      id: actor.employee.id,
      name: `${actor.employee.firstName} ${actor.employee.lastName}`,
    },
    voidReason: reason,
    updatedAt: now,
  }
  settlements(store).put(s.id, voided)
  const after: RiderRow = {
    ...row,
    cashHeld: centsToMoney(moneyToCents(row.cashHeld) + moneyToCents(s.expectedUsd)),
    cashHeldLbp: (row.cashHeldLbp ?? 0) + s.expectedLbp,
    updatedAt: now,
  }
  riders(store).put(row.id, after)
  return { before: row, after, settlement: voided }
}

function listSettlements(store: Store, riderId: number, query: { page: number; pageSize: number }) {
  const rows = [...settlements(store).values()]
    .filter((s) => s.riderId === riderId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  return pageOf(rows, query, (s) => presentSettlement(store, s))
}

/** The riders' own routes, beside the resource's: shifts and cash settlements. */
export const riderBindings: Binding[] = [
  // Rider Update or the board's branch-orders Update: either way, riders of their branches.
  bind(riderRoutes.setRiderShift, (call) => {
    const { c, store, body } = call
    const row = findRider(call)
    const next = setShift(store, row, body.onShift)
    if (next !== row) {
      audit(c, next, next.onShift ? 'shift_start' : 'shift_end', [
        { field: 'onShift', label: 'On shift', before: row.onShift, after: next.onShift },
      ])
    }
    return { Data: presentRider(store, next) }
  }),
  bind(riderRoutes.createRiderSettlement, (call) => {
    const { c, store, actor, body } = call
    const row = findRider(call)
    const settlement = settle(store, actor, row, body)
    audit(c, row, 'settle', settlementChanges(settlement))
    return { Data: settlement }
  }),
  bind(riderRoutes.voidRiderSettlement, (call) => {
    const { c, store, actor, body, params } = call
    const row = findRider(call)
    const { before, after, settlement } = voidSettlement(
      store,
      actor,
      row,
      params.settlementId,
      body.reason,
    )
    audit(c, row, 'void', [
      {
        field: 'cashHeld',
        label: 'Cash held',
        before: bothCurrencies(before.cashHeld, before.cashHeldLbp ?? 0),
        after: bothCurrencies(after.cashHeld, after.cashHeldLbp ?? 0),
      },
      { field: 'settlementId', label: 'Settlement', before: null, after: String(settlement.id) },
      { field: 'voidReason', label: 'Reason', before: null, after: body.reason },
    ])
    return { Data: settlement }
  }),
  bind(riderRoutes.listRiderSettlements, (call) => {
    const row = findRider(call)
    return listSettlements(call.store, row.id, call.query)
  }),
]
