import { centsToMoney } from 'contracts'
import type { OrderStatus } from 'contracts'
import { pointsFor } from '../actions/ledgers'
import { withRefundNote } from '../actions/order-rows'
import type { EmployeeRow } from '../rows'
import {
  AREAS,
  BRANCHES,
  CUSTOMER_NOTES,
  FIRST_NAMES,
  LAST_NAMES,
  REJECTION_REASONS,
  STREETS,
} from './catalogue-data'
import type { SeedProduct } from './catalogue'
import type { SeedCoupon } from './promotions'
import type { Random } from './random'

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
  addresses: {
    label: string
    area: string
    street: string
    building: string
    floor: string
    notes: string
    lat: number | null
    lng: number | null
  }[]
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
const LINES = [
  [1, 3],
  [2, 4],
  [3, 2],
  [4, 1],
] as const
const QUANTITIES = [
  [1, 8],
  [2, 3],
  [3, 1],
] as const
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
  products: SeedProduct[]
  coupons: SeedCoupon[]
  rates: Rate[]
  employees: EmployeeRow[]
  phone: () => string
}) {
  const { rand, anchor, products, coupons, rates, employees } = options
  const orderCount = options.orders
  const customerCount = Math.max(50, Math.round(orderCount / 10))

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
      signupMs: anchor - rand.int(1, 700) * DAY - rand.int(0, 86_000) * 1000,
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
    // Drawn whether used or not: the number of draws must not depend on the time of day
    // of the anchor, or the seed's shape (branches, statuses) would change with it.
    const back = rand.int(0, 20 * HOUR)
    if (t > anchor - 3 * HOUR) t = anchor - 3 * HOUR - back
    times[i] = t
  }
  for (let i = orderCount - activeCount; i < orderCount; i++)
    times[i] = anchor - rand.int(60, 3 * 3600) * 1000
  times.sort()

  const staffOf = BRANCHES.map((_, b) =>
    employees.filter(
      (e) =>
        e.isActive && e.roleId === 2 && (e.branchIds.length === 0 || e.branchIds.includes(b + 1)),
    ),
  )
  const staffNames = new Map(employees.map((e) => [e.id, `${e.firstName} ${e.lastName}`]))
  const supervisors = employees.filter((e) => e.roleId === 1 || e.roleId === 5)
  const byBranch = BRANCHES.map((_, b) => products.filter((p) => p.branchIds.includes(b + 1)))
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

  const orders: object[] = []
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

  const activeCycle: OrderStatus[] = [
    'pending',
    'pending',
    'accepted',
    'preparing',
    'ready',
    'out_for_delivery',
  ]

  for (let i = 0; i < orderCount; i++) {
    const id = i + 1
    const at = times[i]!
    const u = rand.next()
    const customer = customers[Math.floor(customerCount * u * u)]!
    const usual = rand.chance(0.93) ? customer.branchId : rand.int(1, 4)
    // The orders still in progress come in runs of the whole active cycle, a run per
    // branch in turn: every branch has orders in every active status, whatever the seed size.
    const active = i - (orderCount - activeCount)
    const branchId =
      active >= 0 ? (Math.floor(active / activeCycle.length) % BRANCHES.length) + 1 : usual
    const fulfilment = rand.chance(0.8) ? 'delivery' : 'pickup'
    const branch = BRANCHES[branchId - 1]!
    const number = `${branch.code}-${++seqs[branchId - 1]!}`

    // Items
    const items = []
    let subtotal = 0
    const lines = rand.weighted(LINES)
    const menu = byBranch[branchId - 1]!
    for (let l = 0; l < lines; l++) {
      const p = rand.pick(menu)
      const quantity = rand.weighted(QUANTITIES)
      const chosen: { group: string; name: string; priceDelta: string }[] = []
      let unit = p.priceCents
      for (const g of p.optionGroups) {
        if (!g.required && !rand.chance(0.3)) continue
        const o = rand.pick(g.options)
        chosen.push({ group: g.name, name: o.name, priceDelta: o.priceDelta })
        unit += Math.round(Number(o.priceDelta) * 100)
      }
      subtotal += unit * quantity
      items.push({
        productId: p.id,
        name: p.name,
        quantity,
        unitPrice: centsToMoney(p.priceCents),
        options: chosen,
        notes: rand.chance(0.1) ? 'No onions please' : '',
        lineTotal: centsToMoney(unit * quantity),
      })
    }

    // Charges and discounts
    const address = fulfilment === 'delivery' ? rand.pick(customer.addresses) : null
    const area = address
      ? (chargeOf[branchId - 1]!.get(address.area) ?? { cents: 200, free: null })
      : null
    const deliveryCharge = area && !(area.free !== null && subtotal >= area.free) ? area.cents : 0
    let discount = 0
    let couponCode: string | null = null
    if (rand.chance(0.08)) {
      const valid = coupons.filter(
        (c) => c.startsMs <= at && at < c.endsMs && subtotal >= c.minOrderCents,
      )
      const pick = rand.next() // drawn whether a coupon is valid then or not (see above)
      const coupon = valid.length ? valid[Math.floor(pick * valid.length)] : undefined
      if (coupon) {
        const base = coupon.appliesTo === 'delivery' ? deliveryCharge : subtotal
        let off =
          coupon.discountType === 'percent'
            ? Math.round((base * coupon.valueCents) / 10_000)
            : coupon.valueCents
        if (coupon.maxDiscountCents !== null) off = Math.min(off, coupon.maxDiscountCents)
        off = Math.min(off, base)
        if (off > 0) {
          discount += off
          couponCode = coupon.code
          couponUses.set(coupon.id, (couponUses.get(coupon.id) ?? 0) + 1)
        }
      }
    }
    const rate = rateAt(at)
    let pointsRedeemed = 0
    if (customer.points >= 500 && rand.chance(0.2)) {
      const value = Math.round(500 * Number(rate.usdPerPoint) * 100)
      if (value <= subtotal + deliveryCharge - discount) {
        pointsRedeemed = 500
        discount += value
      }
    }
    const total = subtotal + deliveryCharge - discount
    const customerNote = rand.chance(0.75) ? '' : rand.pick(CUSTOMER_NOTES)
    const paymentMethod =
      customer.walletUser && rand.chance(0.6) ? 'wallet' : rand.chance(0.55) ? 'cash' : 'card'

    // Status along the machine
    let status: OrderStatus
    if (i >= orderCount - activeCount) {
      status = activeCycle[active % activeCycle.length]!
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
    const history: {
      status: OrderStatus
      at: string
      employeeId: number | null
      employeeName: string | null
      note: string
    }[] = [{ status: 'pending', at: iso(at), employeeId: null, employeeName: null, note: '' }]
    let t = at
    const step = (s: OrderStatus, minutes: number, note = STATUS_NOTES[s] ?? '') => {
      t += minutes * MIN + rand.int(0, 59) * 1000
      history.push({
        status: s,
        at: iso(t),
        employeeId: staffId,
        employeeName: staffName,
        note,
      })
    }
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
    } else if (status !== 'pending') {
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
    const walletAmountUsed = paymentMethod === 'wallet' ? total : 0
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

    const prep = 20
    orders.push({
      id,
      createdAt: iso(at),
      updatedAt: iso(finalAt),
      version: history.length,
      number,
      customer: {
        id: customer.id,
        name: `${customer.firstName} ${customer.lastName}`,
        phone: customer.phone,
      },
      branchId,
      fulfilment,
      status,
      paymentMethod,
      paymentStatus,
      scheduledFor: null,
      address: address
        ? {
            area: address.area,
            street: address.street,
            building: address.building,
            floor: address.floor,
            notes: address.notes,
            lat: address.lat,
            lng: address.lng,
          }
        : null,
      items,
      subtotal: centsToMoney(subtotal),
      deliveryCharge: centsToMoney(deliveryCharge),
      discount: centsToMoney(discount),
      total: centsToMoney(total),
      couponCode,
      walletAmountUsed: centsToMoney(walletAmountUsed),
      pointsEarned,
      pointsRedeemed,
      statusHistory: history,
      rejectionReasonId,
      rejectionNote,
      cancellationNote,
      customerNote,
      estimatedReadyAt: status === 'pending' || status === 'rejected' ? null : iso(at + prep * MIN),
    })
  }

  // A few wallet corrections and goodwill points, then blocks.
  for (const c of customers) {
    if (rand.chance(0.04)) {
      // After the customer's last wallet movement, so balances read in time order.
      const when = Math.min(
        (c.walletAt ?? anchor - 40 * DAY) + rand.int(1, 90) * MIN,
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
      c.blockedReason = rand.pick([
        'Repeated fake orders',
        'Abusive to drivers',
        'Chargeback on card payments',
      ])
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
