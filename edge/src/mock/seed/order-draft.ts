import { centsToMoney, couponRefusal } from 'contracts'
import type { Fulfilment, OrderStatus, PaymentMethod } from 'contracts'
import { CUSTOMER_NOTES } from './catalogue-data'
import type { SeedProduct } from './catalogue'
import type { SeedCoupon } from './promotions'
import type { Random } from './random'

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
/** Points a customer redeems at once, when they have that many. */
const REDEEMED_POINTS = 500

export interface DraftAddress {
  area: string
  street: string
  building: string
  floor: string
  notes: string
  lat: number | null
  lng: number | null
}

/** The customer as an order needs them, at the moment they order. */
export interface DraftCustomer {
  id: number
  name: string
  phone: string
  /** Where they may have it delivered (none: pickup only). */
  addresses: readonly DraftAddress[]
  /** Pays with the wallet now and then. */
  walletUser: boolean
  points: number
  /** Orders they placed before this one. */
  ordersBefore: number
  /** How many of their orders used a coupon so far. */
  couponUses: (couponId: number) => number
}

/** What a branch sells and charges when the order is placed. */
export interface BranchMenu {
  products: readonly SeedProduct[]
  /** Delivery charge and free-delivery threshold (cents) by area. */
  charges: ReadonlyMap<string, { cents: number; free: number | null }>
  coupons: readonly SeedCoupon[]
  /** How many orders used a coupon so far, all customers. */
  couponUsedCount: (couponId: number) => number
  usdPerPoint: string
}

export interface HistoryEntry {
  status: OrderStatus
  at: string
  employeeId: number | null
  employeeName: string | null
  note: string
}

/**
 * A realistic order as the customer placed it, still pending: items with
 * options from the branch's menu, delivery charge by area, maybe a coupon or
 * redeemed points, the totals, the payment. The seed and the live mock (new
 * orders, the dev route) both place orders with it; the ledgers the order
 * moves are theirs to write.
 */
export function draftOrder(
  rand: Random,
  o: {
    id: number
    number: string
    at: number
    branchId: number
    customer: DraftCustomer
    menu: BranchMenu
    fulfilment?: Fulfilment | undefined
    paymentMethod?: PaymentMethod | undefined
    lines?: number | undefined
  },
) {
  const { customer, menu, at } = o
  const wantsDelivery = rand.chance(0.8)
  const fulfilment: Fulfilment =
    o.fulfilment ?? (wantsDelivery && customer.addresses.length ? 'delivery' : 'pickup')

  const items = []
  let subtotal = 0
  const lines = o.lines ?? rand.weighted(LINES)
  for (let l = 0; l < lines; l++) {
    const p = rand.pick(menu.products)
    const quantity = rand.weighted(QUANTITIES)
    const chosen: { group: string; name: string; priceDelta: string }[] = []
    let unit = p.priceCents
    for (const g of p.optionGroups) {
      if (!g.required && !rand.chance(0.3)) continue
      const option = rand.pick(g.options)
      chosen.push({ group: g.name, name: option.name, priceDelta: option.priceDelta })
      unit += Math.round(Number(option.priceDelta) * 100)
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

  const address = fulfilment === 'delivery' ? rand.pick(customer.addresses) : null
  const area = address ? (menu.charges.get(address.area) ?? { cents: 200, free: null }) : null
  const deliveryCharge = area && !(area.free !== null && subtotal >= area.free) ? area.cents : 0
  let discount = 0
  let coupon: SeedCoupon | undefined
  if (rand.chance(0.08)) {
    // The rules the coupon screens describe (contracts' couponRefusal).
    const valid = menu.coupons.filter(
      (c) =>
        couponRefusal(
          { ...c.rules, usedCount: menu.couponUsedCount(c.id) },
          {
            at,
            subtotalCents: subtotal,
            fulfilment,
            customerOrders: customer.ordersBefore,
            customerUses: customer.couponUses(c.id),
          },
        ) === null,
    )
    const pick = rand.next() // drawn whether a coupon is valid then or not
    const candidate = valid.length ? valid[Math.floor(pick * valid.length)] : undefined
    if (candidate) {
      const base = candidate.appliesTo === 'delivery' ? deliveryCharge : subtotal
      let off =
        candidate.discountType === 'percent'
          ? Math.round((base * candidate.valueCents) / 10_000)
          : candidate.valueCents
      if (candidate.maxDiscountCents !== null) off = Math.min(off, candidate.maxDiscountCents)
      off = Math.min(off, base)
      if (off > 0) {
        discount += off
        coupon = candidate
      }
    }
  }
  let pointsRedeemed = 0
  if (customer.points >= REDEEMED_POINTS && rand.chance(0.2)) {
    const value = Math.round(REDEEMED_POINTS * Number(menu.usdPerPoint) * 100)
    if (value <= subtotal + deliveryCharge - discount) {
      pointsRedeemed = REDEEMED_POINTS
      discount += value
    }
  }
  const total = subtotal + deliveryCharge - discount
  const customerNote = rand.chance(0.75) ? '' : rand.pick(CUSTOMER_NOTES)
  const drawnMethod: PaymentMethod =
    customer.walletUser && rand.chance(0.6) ? 'wallet' : rand.chance(0.55) ? 'cash' : 'card'
  const paymentMethod = o.paymentMethod ?? drawnMethod
  const createdAt = new Date(at).toISOString()
  const statusHistory: HistoryEntry[] = [
    { status: 'pending', at: createdAt, employeeId: null, employeeName: null, note: '' },
  ]

  return {
    totalCents: total,
    coupon,
    row: {
      id: o.id,
      createdAt,
      updatedAt: createdAt,
      version: 1,
      number: o.number,
      customer: { id: customer.id, name: customer.name, phone: customer.phone },
      branchId: o.branchId,
      fulfilment,
      status: 'pending' as OrderStatus,
      paymentMethod,
      paymentStatus: (paymentMethod === 'cash' ? 'pending' : 'paid') as
        'pending' | 'paid' | 'refunded',
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
      couponCode: coupon?.code ?? null,
      walletAmountUsed: centsToMoney(paymentMethod === 'wallet' ? total : 0),
      pointsEarned: 0,
      pointsRedeemed,
      statusHistory,
      rejectionReasonId: null as number | null,
      rejectionNote: null as string | null,
      cancellationNote: null as string | null,
      customerNote,
      estimatedReadyAt: null as string | null,
    },
  }
}
export type DraftOrder = ReturnType<typeof draftOrder>
