import type { AuditChange, ModuleKey } from 'contracts'
import { moveChanges } from '../orders/order-rows'
import type { Row, TableName, Tables } from '../rows'
import { TABLE } from '../rows'
import type { NewAuditEvent } from '../store/persistence'
import type { SeedData } from '../store/store'
import { settlementChanges } from '../rider/dispatch'
import { recordLabelOf } from './record'

const DAY_MS = 24 * 60 * 60 * 1000
/** Order moves of the last week are in the trail (older ones would only swell it). */
const ORDER_DAYS = 7

type Order = Row & {
  number: string
  branchId: number
  rejectionNote?: string | null
  cancellationNote?: string | null
  statusHistory: { status: string; at: string; employeeId: number | null }[]
  rider?: { name: string } | null
}

/** An order's move by an employee, made into its event only when it is stored. */
interface Move {
  ms: number
  order: Order
  step: number
}

/**
 * A plausible past for the trail, drawn from the seed itself, so a fresh
 * start has history on its screens: the setup created by the administrator,
 * price changes, wallet moves by staff, the last week's order moves, blocks.
 * With `atLeast` (MOCK_SEED_AUDIT_EVENTS, for the benchmark) the moves of older
 * orders join them, the newest orders first, until the trail holds that many
 * events (a few more: an order's moves come whole), or the seed's orders have no
 * more. Oldest first, one at a time: the order moves become events only as they
 * are read, so 200,000 of them never sit in memory at once (a Durable Object
 * holding them all went over its memory and was reset).
 */
export function* seedAuditEvents(
  tables: SeedData['tables'],
  anchor: number,
  atLeast = 0,
): Generator<NewAuditEvent> {
  const rows = <K extends TableName>(name: K) =>
    (tables[name] ?? []).map((r) => r.value as Tables[K])
  const employees = new Map(rows(TABLE.employee).map((e) => [e.id, e]))
  const nameOf = (id: number) => {
    const e = employees.get(id)
    return e ? `${e.firstName} ${e.lastName}` : ''
  }
  const events: NewAuditEvent[] = []
  const add = (
    at: string | number,
    employeeId: number,
    module: ModuleKey,
    row: Row,
    action: NewAuditEvent['action'],
    changes: AuditChange[] = [],
  ) => {
    if (!employees.has(employeeId)) return
    events.push({
      at: typeof at === 'number' ? new Date(at).toISOString() : at,
      employeeId,
      employeeName: nameOf(employeeId),
      module,
      recordId: row.id,
      recordLabel: row.number ? `#${String(row.number)}` : recordLabelOf(row),
      // A rider's events belong to their branch (the branch scope of the trail).
      branchId: module === 'rider' ? (row.branchId as number) : null,
      action,
      changes,
    })
  }
  const ADMIN = 1
  const MARKETING = 3
  for (const role of rows(TABLE.role)) add(role.createdAt, ADMIN, 'roles', role, 'create')
  for (const e of rows(TABLE.employee)) {
    if (e.id !== ADMIN) add(e.createdAt, ADMIN, 'employee', e, 'invite')
  }
  for (const b of rows(TABLE.branch)) add(b.createdAt, ADMIN, 'branch', b, 'create')
  for (const c of rows(TABLE.category)) add(c.createdAt, ADMIN, 'category', c, 'create')
  for (const s of rows(TABLE.subcategory)) add(s.createdAt, ADMIN, 'subcategory', s, 'create')
  const products = rows(TABLE.product)
  for (const p of products) add(p.createdAt, ADMIN, 'product', p, 'create')
  // Every fifth product had its price raised since, some by marketing.
  products.forEach((p, i) => {
    if (i % 5 !== 0) return
    const after = String(p.price)
    const before = Math.max(0.25, Number(after) - 0.25 * ((i % 3) + 1)).toFixed(2)
    if (before === after) return
    const at = Math.max(Date.parse(p.createdAt) + DAY_MS, anchor - ((i * 7) % 60) * DAY_MS)
    if (at >= anchor) return
    add(at, i % 2 ? MARKETING : ADMIN, 'product', p, 'update', [
      { field: 'price', label: 'Price', before, after },
    ])
  })
  // Riders: created by the administrator; this week's settlements and the shifts running now,
  // by the branch's staff; those who stopped riding, deactivated.
  const riders = rows(TABLE.rider)
  const staffOf = (branchId: number) =>
    [...employees.values()].find(
      (e) => e.roleId === 2 && e.isActive && e.branchIds.includes(branchId),
    )?.id ?? ADMIN
  for (const r of riders) {
    add(r.createdAt, ADMIN, 'rider', r, 'create')
    if (!r.isActive) {
      add(r.updatedAt, ADMIN, 'rider', r, 'deactivate', [
        { field: 'isActive', label: 'Active', before: true, after: false },
      ])
    }
    if (r.onShift && typeof r.shiftStartedAt === 'string') {
      add(r.shiftStartedAt, staffOf(r.branchId as number), 'rider', r, 'shift_start', [
        { field: 'onShift', label: 'On shift', before: false, after: true },
      ])
    }
  }
  const riderById = new Map(riders.map((r) => [r.id, r]))
  for (const st of rows(TABLE.riderSettlement)) {
    const rider = riderById.get(st.riderId as number)
    if (!rider || Date.parse(st.createdAt) < anchor - ORDER_DAYS * DAY_MS) continue
    add(st.createdAt, st.employeeId as number, 'rider', rider, 'settle', [
      ...settlementChanges(st as never),
    ])
  }
  for (const c of rows(TABLE.coupon)) add(c.createdAt, MARKETING, 'coupon', c, 'create')
  for (const b of rows(TABLE.banner)) add(b.createdAt, MARKETING, 'banner', b, 'create')

  const customers = new Map(rows(TABLE.customer).map((c) => [c.id, c]))
  for (const w of rows(TABLE.walletTransaction)) {
    const customer = customers.get(w.customerId as number)
    if (!customer || !w.employeeId || (w.type !== 1 && w.type !== 2)) continue
    const after = Number(w.balanceAfter)
    const amount = Number(w.amount)
    const before = (w.type === 1 ? after - amount : after + amount).toFixed(2)
    add(
      w.createdAt,
      w.employeeId as number,
      'wallets',
      customer,
      w.type === 1 ? 'recharge' : 'deduct',
      [
        { field: 'amount', label: 'Amount', before: null, after: String(w.amount) },
        { field: 'balance', label: 'Balance', before, after: String(w.balanceAfter) },
      ],
    )
  }
  for (const c of customers.values()) {
    if (c.isBlocked && c.blockedById && c.blockedAt) {
      add(c.blockedAt as string, c.blockedById as number, 'customer', c, 'block', [
        { field: 'blockedReason', label: 'Reason', before: null, after: String(c.blockedReason) },
      ])
    }
  }
  // Order moves, the newest orders first: those of the last week, then older ones
  // while the trail is shorter than `atLeast`.
  const since = anchor - ORDER_DAYS * DAY_MS
  const orders = rows(TABLE.order)
    .map((order) => ({ order, ms: Date.parse(order.createdAt) }))
    .sort((a, b) => b.ms - a.ms)
  const moves: Move[] = []
  for (const { order, ms } of orders) {
    if (ms < since && events.length + moves.length >= atLeast) break
    order.statusHistory.forEach((step, i) => {
      if (step.employeeId && step.status !== 'pending' && employees.has(step.employeeId)) {
        moves.push({ ms: Date.parse(step.at), order, step: i })
      }
    })
  }
  const moveEvent = ({ order, step }: Move): NewAuditEvent => {
    const { at, employeeId, status } = order.statusHistory[step]!
    const was = step > 0 ? order.statusHistory[step - 1]!.status : 'pending'
    const dispatch = status === 'out_for_delivery' && order.rider
    return {
      at,
      employeeId: employeeId!,
      employeeName: nameOf(employeeId!),
      module: 'order',
      recordId: order.id,
      recordLabel: `#${order.number}`,
      branchId: order.branchId,
      action: dispatch ? 'dispatch' : 'status',
      changes: [
        ...moveChanges(was, status, order),
        ...(dispatch
          ? [{ field: 'rider', label: 'Rider', before: null, after: order.rider!.name }]
          : []),
      ],
    }
  }
  // Each instant parsed once; at one instant the other events come before the moves.
  const byTime = <T extends { ms: number }>(list: T[]) =>
    list.filter((e) => e.ms <= anchor).sort((a, b) => a.ms - b.ms)
  const others = byTime(events.map((event) => ({ event, ms: Date.parse(event.at) })))
  const timedMoves = byTime(moves)
  let m = 0
  for (const other of others) {
    while (m < timedMoves.length && timedMoves[m]!.ms < other.ms) yield moveEvent(timedMoves[m++]!)
    yield other.event
  }
  while (m < timedMoves.length) yield moveEvent(timedMoves[m++]!)
}
