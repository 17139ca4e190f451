import { moneyToCents } from 'contracts'
import type { Fulfilment, PaymentMethod } from 'contracts'
import { businessRule } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import type { BranchRow, CustomerRow, ProductRow } from '../rows'
import { TABLE, couponWithRules, rows } from '../rows'
import { BRANCHES } from '../seed/catalogue-data'
import type { SeedProduct } from '../seed/catalogue'
import { draftOrder } from '../seed/order-draft'
import type { BranchMenu } from '../seed/order-draft'
import type { Random } from '../seed/random'
import type { Store } from '../store/store'
import { offLookup, promiseOf } from '../branches/pace'
import { moveLoyalty, moveWallet } from '../money/ledgers'
import { placedTerms } from './order-rows'
import type { OrderRow } from '../rows'

export interface PlaceOrderOptions {
  /** When the customer placed it (never after the store's now). */
  at: number
  rand: Random
  branchId?: number | undefined
  fulfilment?: Fulfilment | undefined
  paymentMethod?: PaymentMethod | undefined
  paymentStatus?: 'pending' | 'paid' | undefined
  customerId?: number | undefined
  /** How many lines. */
  items?: number | undefined
}

const refused = (field: string, message: string) => businessRule(message, { [field]: message })

/**
 * A product as the branch sells it at `at`: without its options taken off
 * there; none when the product itself is off, or a group it requires has
 * too few options left to choose from.
 */
function onMenu(p: ProductRow, off: ReturnType<typeof offLookup>): SeedProduct | null {
  if (off(p.id, null)) return null
  const optionGroups = p.optionGroups.map((g) => ({
    ...g,
    options: g.options.filter((o) => !off(p.id, o.id)),
  }))
  if (optionGroups.some((g) => g.options.length < Math.max(g.minSelect, g.required ? 1 : 0)))
    return null
  return {
    id: p.id,
    name: p.name,
    priceCents: moneyToCents(p.price),
    branchIds: p.branchIds,
    optionGroups: optionGroups.filter((g) => g.options.length),
  }
}

/**
 * What a branch sells and charges at `at` (default now): available products
 * without the items taken off there, active areas and coupons, the rate.
 */
export function branchMenu(store: Store, branchId: number, at = store.now()): BranchMenu {
  const off = offLookup(store, branchId, at)
  const products = rows(store, TABLE.product)
    .filter((p) => p.isAvailable && p.branchIds.includes(branchId))
    .flatMap((p) => onMenu(p, off) ?? [])
  const charges = new Map(
    rows(store, TABLE.deliveryCharge)
      .filter((d) => d.branchId === branchId && d.isActive)
      .map((d) => [
        d.area as string,
        {
          cents: moneyToCents(d.charge as string),
          free: d.freeDeliveryAbove === null ? null : moneyToCents(d.freeDeliveryAbove as string),
        },
      ]),
  )
  const couponRows = rows(store, TABLE.coupon)
  const coupons = couponRows.map((c) => ({
    id: c.id,
    code: c.code,
    discountType: c.discountType,
    valueCents: moneyToCents(c.value),
    maxDiscountCents: c.maxDiscount === null ? null : moneyToCents(c.maxDiscount),
    appliesTo: c.appliesTo,
    rules: couponWithRules(c),
  }))
  const usedCount = new Map(couponRows.map((c) => [c.id, c.usedCount]))
  const rate = rows(store, TABLE.conversionRate).find((r) => r.isActive)
  return {
    products,
    charges,
    coupons,
    couponUsedCount: (id: number) => usedCount.get(id) ?? 0,
    usdPerPoint: (rate?.usdPerPoint as string) ?? '0.00',
  }
}

const sequences = new WeakMap<Store, { anchor: number; size: number; last: Map<string, number> }>()

/** The next number of a branch's orders (`BEY-10482`), after the highest one given so far. */
export function nextNumber(store: Store, branch: BranchRow): string {
  const seeded = BRANCHES[branch.id - 1]?.code
  const code =
    seeded ??
    `${branch.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}${branch.id}`
  const table = store.table(TABLE.order)
  let hit = sequences.get(store)
  if (!hit || hit.anchor !== store.anchor || hit.size !== table.size) {
    const last = new Map<string, number>()
    for (const o of table.values()) {
      const cut = o.number.lastIndexOf('-')
      const prefix = o.number.slice(0, cut)
      last.set(prefix, Math.max(last.get(prefix) ?? 0, Number(o.number.slice(cut + 1))))
    }
    hit = { anchor: store.anchor, size: table.size, last }
    sequences.set(store, hit)
  }
  const n = (hit.last.get(code) ?? 10_000) + 1
  hit.last.set(code, n)
  hit.size = table.size + 1
  return `${code}-${n}`
}

/** How many orders of a customer used a coupon's code. */
function customerCouponUses(store: Store, customerId: number, couponId: number): number {
  const code = store.table(TABLE.coupon).get(couponId)?.code
  let n = 0
  for (const o of store.table(TABLE.order).values()) {
    if (o.customer.id === customerId && o.couponCode === code) n++
  }
  return n
}

/** The area's estimated minutes on the road for a delivery drawn at the branch; null for a pickup. */
function roadMinutes(store: Store, branchId: number, row: { address?: { area: string } | null }) {
  const area = row.address?.area
  if (!area) return null
  const charge = rows(store, TABLE.deliveryCharge).find(
    (d) => d.branchId === branchId && d.area === area,
  )
  return charge?.estimatedMinutes ?? null
}

/** The branch asked for, or an active one that sells something, drawn. */
function chooseBranch(store: Store, rand: Random, id: number | undefined): BranchRow {
  const branches = store.table(TABLE.branch)
  if (id !== undefined) {
    const branch = branches.get(id)
    if (!branch) throw refused('branchId', MOCK_MESSAGES.unknownReference('branch'))
    return branch
  }
  // A branch added since the seed may sell nothing yet: it is not drawn.
  const open = [...branches.values()].filter(
    (b) => b.isActive && branchMenu(store, b.id).products.length > 0,
  )
  if (!open.length) throw refused('branchId', MOCK_MESSAGES.branchSellsNothing)
  return rand.pick(open)
}

/**
 * The customer asked for, or one drawn (regulars more often) who is not
 * blocked, preferably with an address the branch delivers to; and the
 * addresses the order may go to (those the branch serves, when there are any).
 */
function chooseCustomer(
  store: Store,
  rand: Random,
  id: number | undefined,
  served: ReadonlyMap<string, unknown>,
) {
  const servedOf = (c: CustomerRow) => c.addresses.filter((a) => served.has(a.area))
  const withAddresses = (c: CustomerRow) => ({
    customer: c,
    addresses: servedOf(c).length ? servedOf(c) : c.addresses,
  })
  if (id !== undefined) {
    const customer = store.table(TABLE.customer).get(id)
    if (!customer) throw refused('customerId', MOCK_MESSAGES.unknownReference('customer'))
    if (customer.isBlocked) throw refused('customerId', MOCK_MESSAGES.customerBlocked)
    return withAddresses(customer)
  }
  const open = rows(store, TABLE.customer).filter((c) => !c.isBlocked)
  if (!open.length) throw refused('customerId', MOCK_MESSAGES.unknownReference('customer'))
  let first: CustomerRow | undefined
  for (let tries = 0; tries < 20; tries++) {
    const u = rand.next()
    const c = open[Math.floor(open.length * u * u)]!
    first ??= c
    if (servedOf(c).length) return withAddresses(c)
  }
  return withAddresses(first!)
}

/**
 * A customer places an order at a branch: a realistic pending order drawn
 * like the seed's (`draftOrder`), stored with what it moves — the wallet
 * payment, redeemed points, the coupon's use, the customer's totals — as
 * ordinary changes. Refuses (422) an unknown branch or customer, a blocked
 * customer, a branch with nothing to sell, a delivery without an address.
 */
export function placeOrder(store: Store, options: PlaceOrderOptions): OrderRow {
  const { rand, at } = options
  const branch = chooseBranch(store, rand, options.branchId)
  const menu = branchMenu(store, branch.id, at)
  if (!menu.products.length) throw refused('branchId', MOCK_MESSAGES.branchSellsNothing)
  const { customer, addresses } = chooseCustomer(store, rand, options.customerId, menu.charges)
  if (options.fulfilment === 'delivery' && !addresses.length) {
    throw refused('fulfilment', MOCK_MESSAGES.noDeliveryAddress)
  }
  const id = store.nextId(TABLE.order)
  const number = nextNumber(store, branch)
  const draft = draftOrder(rand, {
    id,
    number,
    at,
    branchId: branch.id,
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`,
      phone: customer.phone,
      addresses,
      walletUser: moneyToCents(customer.walletBalance) > 0,
      points: customer.loyaltyPoints,
      ordersBefore: customer.ordersCount,
      couponUses: (couponId) => customerCouponUses(store, customer.id, couponId),
    },
    menu,
    fulfilment: options.fulfilment,
    paymentMethod: options.paymentMethod,
    lines: options.items,
  })
  // What the customer is promised, kept as placed: its lateness never follows a pace set since.
  const { readyBy, promisedAt } = promiseOf(
    branch,
    at,
    null,
    roadMinutes(store, branch.id, draft.row),
  )
  const order: OrderRow = { ...draft.row, ...placedTerms(store), readyBy, promisedAt }
  if (options.paymentStatus) order.paymentStatus = options.paymentStatus
  const ledger = { customerId: customer.id, orderId: id, orderNumber: number, at }
  if (order.paymentMethod === 'wallet' && order.paymentStatus === 'paid') {
    const shortBy = draft.totalCents - moneyToCents(customer.walletBalance)
    if (shortBy > 0) {
      const amountCents = Math.ceil(shortBy / 1000) * 1000
      moveWallet(store, {
        ...ledger,
        type: 1,
        amountCents,
        reason: 'Top-up in the app by card',
        orderId: null,
        orderNumber: null,
        employeeId: null,
      })
    }
    moveWallet(store, {
      ...ledger,
      type: 3,
      amountCents: draft.totalCents,
      reason: `Payment of order ${number}`,
      employeeId: null,
    })
  } else {
    order.walletAmountUsed = '0.00'
  }
  if (order.pointsRedeemed) {
    moveLoyalty(store, {
      ...ledger,
      type: 'redeemed',
      points: -order.pointsRedeemed,
      note: `Redeemed on order ${number}`,
    })
  }
  if (draft.coupon) {
    const coupons = store.table(TABLE.coupon)
    const coupon = coupons.get(draft.coupon.id)
    if (coupon) coupons.put(coupon.id, { ...coupon, usedCount: coupon.usedCount + 1 })
  }
  const customers = store.table(TABLE.customer)
  const latest = customers.get(customer.id)!
  customers.put(customer.id, {
    ...latest,
    ordersCount: latest.ordersCount + 1,
    lastOrderAt:
      latest.lastOrderAt && Date.parse(latest.lastOrderAt) > at
        ? latest.lastOrderAt
        : order.createdAt,
  })
  store.table(TABLE.order).put(id, order)
  return order
}
