import { centsToMoney } from 'contracts'
import type { OrderStatus } from 'contracts'
import { pointsFor } from '../money/ledgers'
import { readyEstimate, withRefundNote } from '../orders/order-rows'
import type { OrderRow } from '../rows'
import type { EmployeeRow } from '../rows'
import {
  AREAS,
  BRANCHES,
  FIRST_NAMES,
  LAST_NAMES,
  REJECTION_REASONS,
  STREETS,
} from './catalogue-data'
import type { SeedProduct } from './catalogue'
import type { SeedCoupon } from './promotions'
import { SEED_OFF_BRANCH, seedOffProducts } from './availability'
import { planInProgress, stepTimes } from './in-progress'
import { draftOrder } from './order-draft'
import type { DraftAddress } from './order-draft'
import type { Random } from './random'

/** Why the seed's blocked customers were blocked. */
const BLOCK_REASONS = [
  'Repeated fake orders',
  'Abusive to drivers',
  'Chargeback on card payments',
] as const

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const iso = (ms: number) => new Date(ms).toISOString()

interface Rate {
  fromMs: number
  pointsPerUsd: number
  usdPerPoint: string
}

interface CustomerState {
  id: number
  firstName: string
  lastName: string
  phone: string
  email: string
  dateOfBirth: string
  addresses: (DraftAddress & { label: string })[]
  branchId: number
  walletUser: boolean
  isBlocked: boolean
  blockedReason: string
  signupMs: number
  wallet: number
  walletAt: number | null
  points: number
  ordersCount: number
  spent: number
  lastOrderMs: number | null
  firstOrderMs: number | null
  pointsAt: number
}

const CANCEL_NOTES = [
  'Customer called to cancel',
  'Customer ordered twice by mistake',
  'Driver could not find the address',
  'Item unavailable, customer declined a substitute',
]
const STATUS_NOTES: Partial<Record<OrderStatus, string>> = {
  accepted: '',
  out_for_delivery: 'Driver on the way',
}

/**
 * Customers, their orders over the last 90 days, and the wallet and points
 * ledgers those orders produce, computed in time order so every balance
 * matches its history.
 */
export function seedCommerce(options: {
  rand: Random
  anchor: number
  orders: number
  /** By default a tenth of the orders, at least 50. */
  customers?: number | undefined
  products: SeedProduct[]
  coupons: SeedCoupon[]
  rates: Rate[]
  employees: EmployeeRow[]
  phone: () => string
}) {
  const { rand, anchor, products, coupons, rates, employees } = options
  const orderCount = options.orders
  const customerCount = options.customers ?? Math.max(50, Math.round(orderCount / 10))

  // ---------------------------------------------------------------- customers
  const phones = new Set<string>()
  const customers: CustomerState[] = []
  const branchWeights = BRANCHES.map((b, i) => [i + 1, b.weight] as const)
  for (let id = 1; id <= customerCount; id++) {
    let phone = options.phone()
    while (phones.has(phone)) phone = options.phone()
    phones.add(phone)
    const firstName = rand.pick(FIRST_NAMES)
    const lastName = rand.pick(LAST_NAMES)
    const branchId = rand.weighted(branchWeights)
    const areas = AREAS[branchId - 1]!
    const area = rand.pick(areas)[0]
    const addresses = [
      {
        label: 'Home',
        area,
        street: rand.pick(STREETS),
        building: `${rand.pick(['Bldg', 'Residence', 'Tower'])} ${rand.int(1, 60)}`,
        floor: String(rand.int(0, 12)),
        notes: rand.chance(0.3) ? 'Ring twice, please' : '',
        lat: Number((BRANCHES[branchId - 1]!.lat + (rand.next() - 0.5) / 50).toFixed(5)),
        lng: Number((BRANCHES[branchId - 1]!.lng + (rand.next() - 0.5) / 50).toFixed(5)),
      },
    ]
    if (rand.chance(0.3)) {
      addresses.push({
        ...addresses[0]!,
        label: 'Work',
        area: rand.pick(areas)[0],
        street: rand.pick(STREETS),
        notes: '',
      })
    }
    const birthYear = new Date(anchor).getUTCFullYear() - rand.int(19, 65)
    customers.push({
      id,
      firstName,
      lastName,
      phone,
      email: rand.chance(0.7)
        ? `${firstName}.${lastName.replace(/\s/g, '')}${id}@mail.test`.toLowerCase()
        : '',
      dateOfBirth: `${birthYear}-${String(rand.int(1, 12)).padStart(2, '0')}-${String(rand.int(1, 28)).padStart(2, '0')}`,
      addresses,
      branchId,
      walletUser: rand.chance(0.2),
      isBlocked: false,
      blockedReason: '',
      // Sign-ups run up to the last day, a few a day.
      signupMs: anchor - rand.int(0, 699) * DAY - rand.int(0, 86_000) * 1000,
      wallet: 0,
      walletAt: null,
      points: 0,
      ordersCount: 0,
      spent: 0,
      lastOrderMs: null,
      firstOrderMs: null,
      pointsAt: 0,
    })
  }

  // ---------------------------------------------------------------- order times
  const activeCount = Math.max(25, Math.round(orderCount * 0.004))
  const times = new Float64Array(orderCount)
  const hourWeights = Array.from(
    { length: 24 },
    (_, h) => [h, h < 7 ? 0.2 : h < 11 ? 1.5 : h < 15 ? 3 : h < 18 ? 1.5 : h < 23 ? 4 : 1] as const,
  )
  for (let i = 0; i < orderCount - activeCount; i++) {
    const day = Math.floor(rand.next() * 90)
    const hour = rand.weighted(hourWeights)
    const dayStart = Math.floor((anchor - day * DAY) / DAY) * DAY
    let t = dayStart + hour * HOUR + rand.int(0, 3599) * 1000
    // An order that would fall in the last three hours (or later today) goes back whole
    // days, at the same hour, to one of the earlier days (piled onto yesterday, they made
    // it the busiest day of the quarter). Drawn whether used or not: the number of draws
    // must not depend on the time of day of the anchor, or the seed's shape (branches,
    // statuses) would change with it.
    const back = rand.int(1, 88)
    if (t > anchor - 3 * HOUR) t -= back * DAY
    if (t > anchor - 3 * HOUR) t -= DAY
    times[i] = t
  }
  times.subarray(0, orderCount - activeCount).sort()
  const finished = orderCount - activeCount
  /** Whole days between a customer's sign-up and the anchor (the day drawn for it). */
  const signupDay = (c: { signupMs: number }) => Math.floor((anchor - c.signupMs) / DAY)
  // The orders still in progress, oldest first, after every finished one (all over 3 hours old).
  // Late by the branch's preparation time now: busy mode's extra minutes counted in.
  const inProgress = planInProgress(
    rand,
    activeCount,
    BRANCHES.map((b) => ({ preparationMinutes: b.preparationMinutes + b.extraMinutes })),
  )
  inProgress.forEach((plan, a) => (times[orderCount - activeCount + a] = anchor - plan.ageMs))

  const staffOf = BRANCHES.map((_, b) =>
    employees.filter(
      (e) =>
        e.isActive && e.roleId === 2 && (e.branchIds.length === 0 || e.branchIds.includes(b + 1)),
    ),
  )
  const staffNames = new Map(employees.map((e) => [e.id, `${e.firstName} ${e.lastName}`]))
  const supervisors = employees.filter((e) => e.roleId === 1 || e.roleId === 5)
  const byBranch = BRANCHES.map((_, b) => products.filter((p) => p.branchIds.includes(b + 1)))
  // The orders in progress hold nothing of what Hamra has taken off (they came in after it).
  const off = seedOffProducts(products)
  const onMenuNow = byBranch.map((list, b) =>
    b + 1 === SEED_OFF_BRANCH ? list.filter((p) => !off.has(p.id)) : list,
  )
  const rateAt = (ms: number) => {
    let r = rates[0]!
    for (const rate of rates) if (rate.fromMs <= ms) r = rate
    return r
  }
  const chargeOf = AREAS.map(
    (areas) =>
      new Map(
        areas.map(([name, , c], i) => [
          name,
          { cents: Math.round(c * 100), free: i % 3 === 0 ? 4000 : null },
        ]),
      ),
  )
  const seqs = [10_000, 10_000, 10_000, 10_000]
  const couponUses = new Map<number, number>()
  const customerCouponUses = new Map<string, number>()

  const orders: OrderRow[] = []
  const walletTx: {
    customerId: number
    type: 1 | 2 | 3 | 4
    amount: number
    balanceAfter: number
    reason: string
    orderId: number | null
    orderNumber: string | null
    employeeId: number | null
    at: number
  }[] = []
  const loyalty: {
    customerId: number
    orderId: number | null
    orderNumber: string | null
    type: 'earned' | 'redeemed' | 'expired' | 'adjusted'
    points: number
    balanceAfter: number
    note: string
    at: number
  }[] = []
  const moveWallet = (
    c: CustomerState,
    type: 1 | 2 | 3 | 4,
    amount: number,
    at: number,
    reason: string,
    orderId: number | null,
    orderNumber: string | null,
    employeeId: number | null,
  ) => {
    c.wallet += type === 1 || type === 4 ? amount : -amount
    c.walletAt = at
    walletTx.push({
      customerId: c.id,
      type,
      amount,
      balanceAfter: c.wallet,
      reason,
      orderId,
      orderNumber,
      employeeId,
      at,
    })
  }
  const movePoints = (
    c: CustomerState,
    type: 'earned' | 'redeemed' | 'expired' | 'adjusted',
    points: number,
    at: number,
    note: string,
    orderId: number | null,
    orderNumber: string | null,
  ) => {
    c.points += points
    c.pointsAt = Math.max(c.pointsAt, at)
    loyalty.push({
      customerId: c.id,
      orderId,
      orderNumber,
      type,
      points,
      balanceAfter: c.points,
      note,
      at,
    })
  }

  for (let i = 0; i < orderCount; i++) {
    const id = i + 1
    const at = times[i]!
    const u = rand.next()
    // Someone orders once they have signed up: else the nearest more regular customer who
    // had. Compared by whole days before the anchor (the order's from its place in the
    // quarter), so the seed's shape does not change with the anchor's time of day.
    const daysAgo = i < finished ? 90 * (1 - i / finished) : 0
    let pick = Math.floor(customerCount * u * u)
    while (pick > 0 && signupDay(customers[pick]!) < daysAgo) pick--
    const customer = customers[pick]!
    const usual = rand.chance(0.93) ? customer.branchId : rand.int(1, 4)
    const plan = inProgress[i - (orderCount - activeCount)]
    const branchId = plan ? plan.branchId : usual
    const branch = BRANCHES[branchId - 1]!
    const number = `${branch.code}-${++seqs[branchId - 1]!}`
    const draft = draftOrder(rand, {
      id,
      number,
      at,
      branchId,
      customer: {
        id: customer.id,
        name: `${customer.firstName} ${customer.lastName}`,
        phone: customer.phone,
        addresses: customer.addresses,
        walletUser: customer.walletUser,
        points: customer.points,
        ordersBefore: customer.ordersCount,
        couponUses: (couponId) => customerCouponUses.get(`${customer.id}:${couponId}`) ?? 0,
      },
      menu: {
        products: (plan ? onMenuNow : byBranch)[branchId - 1]!,
        charges: chargeOf[branchId - 1]!,
        coupons,
        couponUsedCount: (couponId) => couponUses.get(couponId) ?? 0,
        usdPerPoint: rateAt(at).usdPerPoint,
      },
      // An order planned on the road is a delivery wherever the customer has an address.
      fulfilment:
        plan?.status === 'out_for_delivery' && customer.addresses.length ? 'delivery' : undefined,
    })
    const order = draft.row
    const { fulfilment, paymentMethod, pointsRedeemed } = order
    const total = draft.totalCents
    if (draft.coupon) {
      const key = `${customer.id}:${draft.coupon.id}`
      couponUses.set(draft.coupon.id, (couponUses.get(draft.coupon.id) ?? 0) + 1)
      customerCouponUses.set(key, (customerCouponUses.get(key) ?? 0) + 1)
    }
    const rate = rateAt(at)

    // Status along the machine
    let status: OrderStatus
    if (plan) {
      status = plan.status
      if (status === 'out_for_delivery' && fulfilment === 'pickup') status = 'ready'
    } else {
      const r = rand.next()
      status =
        r < 0.04
          ? 'rejected'
          : r < 0.09
            ? 'cancelled'
            : fulfilment === 'delivery'
              ? 'delivered'
              : 'picked_up'
    }
    const staff = staffOf[branchId - 1]!
    const staffId = staff.length ? rand.pick(staff).id : null
    const staffName = staffId ? staffNames.get(staffId)! : null
    const history = order.statusHistory
    let t = at
    const stepAt = (s: OrderStatus, when: number, note = STATUS_NOTES[s] ?? '') => {
      t = when
      history.push({
        status: s,
        at: iso(t),
        employeeId: staffId,
        employeeName: staffName,
        note,
      })
    }
    const step = (s: OrderStatus, minutes: number, note?: string) =>
      stepAt(s, t + minutes * MIN + rand.int(0, 59) * 1000, note)
    const path: OrderStatus[] =
      fulfilment === 'delivery'
        ? ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']
        : ['accepted', 'preparing', 'ready', 'picked_up']
    let rejectionReasonId: number | null = null
    let rejectionNote: string | null = null
    let cancellationNote: string | null = null
    if (status === 'rejected') {
      rejectionReasonId = rand.int(1, REJECTION_REASONS.length - 1)
      rejectionNote = REJECTION_REASONS[rejectionReasonId - 1]![0]
      step('rejected', rand.int(1, 8), rejectionNote)
    } else if (status === 'cancelled') {
      const upTo = rand.int(0, 3)
      for (const s of path.slice(0, upTo)) step(s, rand.int(2, 12))
      cancellationNote = rand.pick(CANCEL_NOTES)
      step('cancelled', rand.int(2, 15), cancellationNote)
    } else if (plan) {
      const steps = path.slice(0, path.indexOf(status) + 1)
      const when = stepTimes(
        rand,
        at,
        plan.ageMs,
        steps,
        status === 'out_for_delivery' ? plan.onRoadMs : undefined,
      )
      steps.forEach((s, k) => stepAt(s, when[k]!))
    } else {
      for (const s of path) {
        step(
          s,
          s === 'ready' ? rand.int(8, 25) : s === 'delivered' ? rand.int(10, 35) : rand.int(1, 6),
        )
        if (s === status) break
      }
    }
    const finalAt = t

    // Payment and the ledgers
    let paymentStatus: 'pending' | 'paid' | 'refunded' =
      paymentMethod === 'cash' ? 'pending' : 'paid'
    if (paymentMethod === 'wallet') {
      if (customer.wallet < total) {
        const topUp =
          Math.ceil((total - customer.wallet) / 1000) * 1000 + rand.pick([0, 1000, 2000])
        const by = rand.pick(supervisors)
        moveWallet(
          customer,
          1,
          topUp,
          at - rand.int(5, 600) * MIN,
          rand.pick([
            'Cash top-up at the branch',
            'Top-up by card over the phone',
            'Gift card redeemed',
          ]),
          null,
          null,
          by.id,
        )
      }
      moveWallet(customer, 3, total, at, `Payment of order ${number}`, id, number, null)
    }
    if (pointsRedeemed)
      movePoints(
        customer,
        'redeemed',
        -pointsRedeemed,
        at,
        `Redeemed on order ${number}`,
        id,
        number,
      )
    const completed = status === 'delivered' || status === 'picked_up'
    let pointsEarned = 0
    if (completed) {
      if (paymentMethod === 'cash') paymentStatus = 'paid'
      pointsEarned = pointsFor(total, rate.pointsPerUsd)
      if (pointsEarned > 0)
        movePoints(
          customer,
          'earned',
          pointsEarned,
          finalAt,
          `Earned on order ${number}`,
          id,
          number,
        )
      customer.spent += total
    }
    if (status === 'rejected' || status === 'cancelled') {
      if (paymentStatus === 'paid') {
        paymentStatus = 'refunded'
        const last = history.at(-1)!
        last.note = withRefundNote(last.note, centsToMoney(total))
        moveWallet(customer, 4, total, finalAt, `Refund of order ${number}`, id, number, staffId)
      }
      if (pointsRedeemed)
        movePoints(
          customer,
          'adjusted',
          pointsRedeemed,
          finalAt,
          `Points returned: order ${number} was ${status}`,
          id,
          number,
        )
    }
    customer.ordersCount++
    customer.lastOrderMs = at
    customer.firstOrderMs ??= at

    const accepted = history.find((h) => h.status === 'accepted')
    orders.push({
      ...order,
      updatedAt: iso(finalAt),
      version: history.length,
      status,
      paymentStatus,
      pointsEarned,
      rejectionReasonId,
      rejectionNote,
      cancellationNote,
      estimatedReadyAt: accepted
        ? readyEstimate(
            Date.parse(accepted.at),
            branch.preparationMinutes + (plan ? branch.extraMinutes : 0),
          )
        : null,
    })
  }

  // A few wallet corrections and goodwill points, then blocks.
  for (const c of customers) {
    if (rand.chance(0.04)) {
      // After the customer's last wallet movement, so balances read in time order.
      const when = Math.min(
        (c.walletAt ?? Math.max(anchor - 40 * DAY, c.signupMs)) + rand.int(1, 90) * MIN,
        anchor - MIN * 2,
      )
      moveWallet(
        c,
        1,
        rand.pick([500, 1000, 1500]),
        when,
        'Compensation for a late delivery',
        null,
        null,
        rand.pick(supervisors).id,
      )
      if (rand.chance(0.3))
        moveWallet(
          c,
          2,
          Math.min(c.wallet, 500),
          when + 30_000,
          'Correction of a double top-up',
          null,
          null,
          rand.pick(supervisors).id,
        )
    }
    if (c.points > 0 && rand.chance(0.02)) {
      movePoints(
        c,
        'expired',
        -Math.min(c.points, 200),
        Math.min(c.pointsAt + DAY, anchor - MIN),
        'Points older than a year expired',
        null,
        null,
      )
    }
    if (rand.chance(0.01)) {
      c.isBlocked = true
      c.blockedReason = rand.pick(BLOCK_REASONS)
    } else if (c.id % 50 === 49) {
      // A few more, without a draw (the rest of the seed stays as it was): even the
      // tests' small seed of 60 customers has someone blocked.
      c.isBlocked = true
      c.blockedReason = BLOCK_REASONS[c.id % BLOCK_REASONS.length]!
    }
  }

  const customerRows = customers.map((c) => {
    const created =
      c.firstOrderMs === null
        ? c.signupMs
        : Math.min(c.signupMs, c.firstOrderMs - rand.int(1, 5 * 24 * 60) * MIN)
    return {
      id: c.id,
      createdAt: iso(created),
      updatedAt: iso(Math.max(created, c.lastOrderMs ?? created)),
      version: 1,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      email: c.email,
      dateOfBirth: c.dateOfBirth,
      addresses: c.addresses,
      isBlocked: c.isBlocked,
      blockedReason: c.blockedReason,
      // Blocked by a supervisor as the last change (no draw: the seed's other values stay).
      blockedAt: c.isBlocked ? iso(Math.max(created, c.lastOrderMs ?? created)) : null,
      blockedById: c.isBlocked ? supervisors[c.id % supervisors.length]!.id : null,
      blockedByName: c.isBlocked
        ? (staffNames.get(supervisors[c.id % supervisors.length]!.id) ?? null)
        : null,
      ordersCount: c.ordersCount,
      totalSpent: centsToMoney(c.spent),
      lastOrderAt: c.lastOrderMs === null ? null : iso(c.lastOrderMs),
      walletBalance: centsToMoney(c.wallet),
      loyaltyPoints: c.points,
      walletUpdatedAt: c.walletAt === null ? null : iso(c.walletAt),
    }
  })

  walletTx.sort((a, b) => a.at - b.at)
  loyalty.sort((a, b) => a.at - b.at)
  const walletRows = walletTx.map((w, i) => ({
    id: i + 1,
    createdAt: iso(w.at),
    updatedAt: iso(w.at),
    version: 0,
    customerId: w.customerId,
    type: w.type,
    amount: centsToMoney(w.amount),
    balanceAfter: centsToMoney(w.balanceAfter),
    reason: w.reason,
    orderId: w.orderId,
    orderNumber: w.orderNumber,
    employeeId: w.employeeId,
  }))
  const loyaltyRows = loyalty.map((l, i) => ({
    id: i + 1,
    createdAt: iso(l.at),
    updatedAt: iso(l.at),
    version: 0,
    customerId: l.customerId,
    orderId: l.orderId,
    orderNumber: l.orderNumber,
    type: l.type,
    points: l.points,
    balanceAfter: l.balanceAfter,
    note: l.note,
  }))
  return {
    customers: customerRows,
    orders,
    walletTransactions: walletRows,
    loyaltyPoints: loyaltyRows,
    couponUses,
  }
}
