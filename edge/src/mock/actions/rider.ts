import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  RIDER_MESSAGES,
  cashDifference,
  cashNoteMissing,
  moneyToCents,
  parseSort,
  riderResource,
  riderRoutes,
} from 'contracts'
import type { AuditChange, Rider } from 'contracts'
import { changesBetween, fieldLabelsOf, recordEvent } from '../audit/record'
import { bind, pathRecord } from '../context'
import type { Actor, Binding, Call } from '../context'
import { ApiFailure, businessRule } from '../errors'
import { compareValues } from '../resources/compare'
import { assertVersion, listPage } from '../resources/generic'
import { TABLE } from '../rows'
import type { Row, RiderRow, RiderSettlementRow } from '../rows'
import type { BranchScope } from '../scope'
import type { Store } from '../store/store'
import { riders, figuresOf, presentRider, settlementChanges, heldOrderIds } from '../rider/dispatch'

/**
 * Riders (contracts' entities/rider.ts): their records, shifts and cash
 * settlements (the rules of dispatch the order routes call are
 * rider/dispatch.ts). Every route reaches only the riders of
 * the actor's branches (every branch when none are listed): another branch's
 * rider is a 404, as for orders. The routes declare it (riderRoutes' scope);
 * mount.ts refuses before these handlers run.
 */

/** The rider the path names (the route's scope has refused one of another branch). */
const findRider = (call: Pick<Call, 'store' | 'params'>) => pathRecord<RiderRow>(call, TABLE.rider)

/** The numbers of the orders on the road with the rider, by id. */
const onRoad = (store: Store, id: number) => figuresOf(store, id).onRoad.map((o) => o.number)

const riderLabels = fieldLabelsOf(riderResource.input)

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

type RiderQuery = {
  page: number
  pageSize: number
  sort?: string | undefined
  search?: string | undefined
  branchId?: number | undefined
  isActive?: boolean | undefined
  onShift?: boolean | undefined
}

function listRiders(store: Store, scope: BranchScope, query: RiderQuery) {
  const rows = [...riders(store).values()]
    .filter((r) => scope.has(r.branchId))
    .map((r) => presentRider(store, r) as Rider & Row)
  const sort = parseSort(query.sort)
  const dir = sort?.direction === 'desc' ? -1 : 1
  const value = (r: Rider & Row) =>
    sort?.field === 'cashHeld' ? moneyToCents(r.cashHeld) : r[sort?.field ?? 'name']
  const byName = (a: Rider, b: Rider) => a.name.localeCompare(b.name) || a.id - b.id
  return listPage(
    rows,
    { ...query, sort: undefined },
    {
      filters: {
        branchId: (r, v: number) => r.branchId === v,
        isActive: (r, v: boolean) => r.isActive === v,
        onShift: (r, v: boolean) => r.onShift === v,
      },
      searchable: riderResource.searchable,
      defaultSort: sort ? (a, b) => dir * compareValues(value(a), value(b)) || a.id - b.id : byName,
    },
  )
}

type RiderInput = Pick<RiderRow, 'name' | 'phone' | 'branchId' | 'vehicle' | 'isActive'>

function createRider(store: Store, input: RiderInput): RiderRow {
  const now = new Date(store.now()).toISOString()
  const id = store.nextId(TABLE.rider)
  const row: RiderRow = {
    ...input,
    id,
    onShift: false,
    shiftStartedAt: null,
    cashHeld: '0.00',
    createdAt: now,
    updatedAt: now,
    version: 1,
  }
  riders(store).put(id, row)
  return row
}

function updateRider(store: Store, existing: RiderRow, input: RiderInput): RiderRow {
  const leaving = input.branchId !== existing.branchId || (existing.isActive && !input.isActive)
  const road = onRoad(store, existing.id)
  if (leaving && road.length) {
    const message = RIDER_MESSAGES.busyWithOrders(existing.name, road)
    throw businessRule(message, {
      [input.branchId !== existing.branchId ? 'branchId' : 'isActive']: message,
    })
  }
  const next: RiderRow = {
    ...existing,
    ...input,
    updatedAt: new Date(store.now()).toISOString(),
    version: existing.version + 1,
  }
  // Someone who stops riding, or rides for another branch now, is off shift.
  if (leaving) Object.assign(next, { onShift: false, shiftStartedAt: null })
  riders(store).put(existing.id, next)
  return next
}

function removeRider(store: Store, row: RiderRow) {
  const road = onRoad(store, row.id)
  if (road.length) throw businessRule(RIDER_MESSAGES.busyWithOrders(row.name, road))
  if (moneyToCents(row.cashHeld) > 0 || (row.cashHeldLbp ?? 0) > 0)
    throw businessRule(RIDER_MESSAGES.deleteWithCash(row.name, row.cashHeld))
  riders(store).delete(row.id)
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

/**
 * Records the cash counted: expected is the cash held now, the difference
 * needs a note (400 Errors.note); the rider then holds 0.00.
 */
function settle(
  store: Store,
  actor: Actor,
  row: RiderRow,
  body: { amount: string; note: string },
): RiderSettlementRow {
  if (cashNoteMissing(body.amount, row.cashHeld, body.note)) {
    throw new ApiFailure(400, API_ERRORS.validation, { note: CASH_COUNT_MESSAGES.noteRequired })
  }
  const now = new Date(store.now()).toISOString()
  const id = store.nextId(TABLE.riderSettlement)
  const settlement: RiderSettlementRow = {
    id,
    createdAt: now,
    updatedAt: now,
    version: 0,
    riderId: row.id,
    riderName: row.name,
    branchId: row.branchId,
    expected: row.cashHeld,
    amount: body.amount,
    difference: cashDifference(body.amount, row.cashHeld)!,
    note: body.note,
    employeeId: actor.employee.id,
    employeeName: `${actor.employee.firstName} ${actor.employee.lastName}`,
    orderIds: heldOrderIds(store, row.id),
  }
  store.table<RiderSettlementRow>(TABLE.riderSettlement).put(id, settlement)
  riders(store).put(row.id, { ...row, cashHeld: '0.00', cashHeldLbp: 0, updatedAt: now })
  return settlement
}

function listSettlements(store: Store, riderId: number, query: { page: number; pageSize: number }) {
  const rows = [...store.table<RiderSettlementRow>(TABLE.riderSettlement).values()]
    .filter((s) => s.riderId === riderId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  const start = (query.page - 1) * query.pageSize
  return {
    Data: rows
      .slice(start, start + query.pageSize)
      .map((s) => ({ ...s, orderIds: s.orderIds ?? [] })),
    TotalCount: rows.length,
    Page: query.page,
    PageSize: query.pageSize,
  }
}

export const riderBindings: Binding[] = [
  bind(riderRoutes.listRider, ({ store, scope, query }) =>
    listRiders(store, scope, query as RiderQuery),
  ),
  bind(riderRoutes.getRider, (call) => ({
    Data: presentRider(call.store, findRider(call)),
  })),
  bind(riderRoutes.createRider, ({ c, store, body }) => {
    const row = createRider(store, body as RiderInput)
    audit(c, row, 'create')
    return c.json({ Data: presentRider(store, row) }, 201)
  }),
  bind(riderRoutes.updateRider, (call) => {
    const { c, store, body } = call
    const { version, ...input } = body as RiderInput & { version: number }
    const existing = findRider(call)
    assertVersion(existing as unknown as Row, version)
    const row = updateRider(store, existing, input)
    const changes = changesBetween(store, existing as unknown as Row, row as unknown as Row, {
      labels: riderLabels,
      secret: [],
    })
    const action =
      existing.isActive && !row.isActive
        ? 'deactivate'
        : !existing.isActive && row.isActive
          ? 'activate'
          : 'update'
    audit(c, row, action, changes)
    return { Data: presentRider(store, row) }
  }),
  bind(riderRoutes.deleteRider, (call) => {
    const row = findRider(call)
    removeRider(call.store, row)
    audit(call.c, row, 'delete')
    return { Data: { id: row.id } }
  }),
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
  bind(riderRoutes.listRiderSettlements, (call) => {
    const row = findRider(call)
    return listSettlements(call.store, row.id, call.query)
  }),
]
