/**
 * The price of an order, decided once (docs/requirements.md#money: the server prices): the
 * mock's `POST /order/quote` answers it and `POST /order` stores exactly it.
 * Pure: the caller looks up the branch, products, area, coupon, customer and
 * rate; this turns them and the order's lines into its figures and the
 * problems that would stop it now, in words.
 */
import { centsToMoney, moneyToCents } from '../fields'
import { BRANCH_PACE_MESSAGES, offItemName } from '../entities/branch-pace'
import { couponRefusal } from '../entities/coupon-rules'
import type { CouponRules } from '../entities/coupon-rules'
import { isOpenAt } from '../entities/opening-hours'
import type { OpeningHoursDay } from '../entities/opening-hours'
import type { Fulfilment } from './status'
import { PHONE_ORDER_MESSAGES as M } from './phone-order-messages'

/** How far ahead an order may be scheduled. */
export const SCHEDULE_AHEAD_DAYS = 7

export interface PricingOption {
  id: number
  name: string
  priceDelta: string
}
export interface PricingProduct {
  id: number
  name: string
  price: string
  isAvailable: boolean
  branchIds: readonly number[]
  optionGroups: readonly {
    id: number
    name: string
    required: boolean
    minSelect: number
    maxSelect: number
    options: readonly PricingOption[]
  }[]
}
export interface PricingBranch {
  id: number
  name: string
  isActive: boolean
  acceptingOrders: boolean
  openingHours: readonly OpeningHoursDay[]
}
/** The branch's active delivery charge for the order's area. */
export interface PricingArea {
  area: string
  charge: string
  minimumOrder: string
  freeDeliveryAbove: string | null
}
export interface PricingCoupon extends CouponRules {
  code: string
  discountType: 'percent' | 'fixed'
  /** A percent ("25.00") or an amount. */
  value: string
  maxDiscount: string | null
  appliesTo: 'order' | 'delivery'
}
export interface PricingCustomer {
  name: string
  isBlocked: boolean
  walletBalance: string
  loyaltyPoints: number
  /** Orders they placed before this one. */
  ordersBefore: number
  /** Their orders that already used the order's coupon. */
  couponUses: number
}
export interface PricingRate {
  usdPerPoint: string
  minRedeemPoints: number
}
export interface PricingLine {
  productId: number
  quantity: number
  optionIds: readonly number[]
  notes: string
}

export interface PricingInput {
  /** The server's now (ms). */
  now: number
  fulfilment: Fulfilment
  lines: readonly PricingLine[]
  couponCode: string
  redeemPoints: number
  useWallet: boolean
  paymentMethod: 'cash' | 'card' | 'wallet'
  scheduledFor: string | null
  branch: PricingBranch
  product: (id: number) => PricingProduct | undefined
  /** Delivery: the branch's charge for the area, null when it does not deliver there. Pickup: null. */
  area: PricingArea | null
  /** The area asked for (for the refusal), and the body field that named it. */
  areaAsked: { name: string; field: string } | null
  /** The coupon of `couponCode`; null when there is none by that code. */
  coupon: PricingCoupon | null
  /** null: a new customer (created with the order). */
  customer: PricingCustomer | null
  /** The active points rate; null when none is. */
  rate: PricingRate | null
  /**
   * An item off at the branch now (a product, optionId null, or one of its
   * options): until when (null: until switched back); undefined when it is on.
   */
  offItem?: (productId: number, optionId: number | null) => { until: string | null } | undefined
}

export interface PricedLine {
  productId: number
  name: string
  quantity: number
  unitPrice: string
  options: { group: string; name: string; priceDelta: string }[]
  notes: string
  lineTotal: string
}
export interface Problem {
  field: string
  message: string
}
export interface PricedOrder {
  items: PricedLine[]
  subtotal: string
  deliveryCharge: string
  discount: string
  pointsRedeemed: number
  walletAmountUsed: string
  total: string
  problems: Problem[]
  /** The coupon the order uses (null when none, or when it cannot be used). */
  couponCode: string | null
}

const DAY = 86_400_000

/** Cents a number of points is worth at `usdPerPoint` (up to 4 decimals), to the nearest cent. */
export function pointsValueCents(points: number, usdPerPoint: string): number {
  const [whole = '0', fraction = ''] = usdPerPoint.split('.')
  const tenThousandths = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4))
  return Math.round((points * tenThousandths) / 100)
}

/** What a coupon takes off: a percent of its base (to the cent) or a fixed amount, capped by its maximum and the base. */
export function couponDiscountCents(coupon: PricingCoupon, subtotal: number, delivery: number) {
  const base = coupon.appliesTo === 'delivery' ? delivery : subtotal
  let off =
    coupon.discountType === 'percent'
      ? Math.round((base * moneyToCents(coupon.value)) / 10_000)
      : moneyToCents(coupon.value)
  if (coupon.maxDiscount !== null) off = Math.min(off, moneyToCents(coupon.maxDiscount))
  return Math.max(0, Math.min(off, base))
}

/** A coupon refusal of coupon-rules named after the code: "Coupon SUMMER25 has ended." */
export const couponProblem = (code: string, refusal: string) =>
  refusal.startsWith('The coupon ')
    ? `Coupon ${code} ${refusal.slice('The coupon '.length)}`
    : `Coupon ${code}: ${refusal.charAt(0).toLowerCase()}${refusal.slice(1)}`

function priceLines(input: PricingInput, problems: Problem[]) {
  const items: PricedLine[] = []
  let subtotal = 0
  input.lines.forEach((line, i) => {
    const at = `items.${i}`
    const product = input.product(line.productId)
    if (!product) {
      problems.push({ field: `${at}.productId`, message: M.productUnknown(i + 1) })
      return
    }
    if (!product.isAvailable) {
      problems.push({ field: `${at}.productId`, message: M.productUnavailable(product.name) })
    } else if (!product.branchIds.includes(input.branch.id)) {
      problems.push({
        field: `${at}.productId`,
        message: M.productNotAtBranch(product.name, input.branch.name),
      })
    }
    const off = input.offItem?.(product.id, null)
    if (off) {
      problems.push({
        field: `${at}.productId`,
        message: BRANCH_PACE_MESSAGES.itemOff(product.name, input.branch.name, off.until),
      })
    }
    const known = new Set(product.optionGroups.flatMap((g) => g.options.map((o) => o.id)))
    if (line.optionIds.some((id) => !known.has(id))) {
      problems.push({ field: `${at}.optionIds`, message: M.optionUnknown(product.name) })
    }
    const chosen: PricedLine['options'] = []
    let unit = moneyToCents(product.price)
    for (const g of product.optionGroups) {
      const picked = g.options.filter((o) => line.optionIds.includes(o.id))
      const min = g.required ? Math.max(1, g.minSelect) : g.minSelect
      if (picked.length < min) {
        problems.push({
          field: `${at}.optionIds`,
          message:
            min === 1
              ? M.optionRequired(product.name, g.name)
              : M.optionTooFew(product.name, g.name, min),
        })
      } else if (picked.length > g.maxSelect) {
        problems.push({
          field: `${at}.optionIds`,
          message: M.optionTooMany(product.name, g.name, g.maxSelect),
        })
      }
      for (const o of picked) {
        const optionOff = input.offItem?.(product.id, o.id)
        if (optionOff) {
          problems.push({
            field: `${at}.optionIds`,
            message: BRANCH_PACE_MESSAGES.itemOff(
              offItemName(product.name, o.name),
              input.branch.name,
              optionOff.until,
            ),
          })
        }
        chosen.push({ group: g.name, name: o.name, priceDelta: o.priceDelta })
        unit += moneyToCents(o.priceDelta)
      }
    }
    subtotal += unit * line.quantity
    items.push({
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      unitPrice: product.price,
      options: chosen,
      notes: line.notes,
      lineTotal: centsToMoney(unit * line.quantity),
    })
  })
  return { items, subtotal }
}

function branchProblems(input: PricingInput, problems: Problem[]) {
  const { branch, now } = input
  if (!branch.isActive) {
    problems.push({ field: 'branchId', message: M.branchInactive(branch.name) })
    return
  }
  if (input.scheduledFor !== null) {
    const at = Date.parse(input.scheduledFor)
    if (at <= now) problems.push({ field: 'scheduledFor', message: M.scheduledPast })
    else if (at > now + SCHEDULE_AHEAD_DAYS * DAY) {
      problems.push({ field: 'scheduledFor', message: M.scheduledTooFar(SCHEDULE_AHEAD_DAYS) })
    } else if (!isOpenAt(branch.openingHours, at)) {
      problems.push({ field: 'scheduledFor', message: M.branchClosedAt(branch.name) })
    }
    return
  }
  if (!branch.acceptingOrders) {
    problems.push({ field: 'branchId', message: M.branchPaused(branch.name) })
  } else if (!isOpenAt(branch.openingHours, now)) {
    problems.push({ field: 'branchId', message: M.branchClosed(branch.name) })
  }
}

/** The order's figures and what would stop it now (none: it may be placed as priced). */
export function priceOrder(input: PricingInput): PricedOrder {
  const problems: Problem[] = []
  const { customer, rate } = input
  if (customer?.isBlocked) {
    problems.push({ field: 'customerId', message: M.customerBlocked(customer.name) })
  }
  branchProblems(input, problems)
  const { items, subtotal } = priceLines(input, problems)

  let delivery = 0
  if (input.fulfilment === 'delivery') {
    const { area, areaAsked } = input
    if (!area) {
      if (areaAsked) {
        problems.push({
          field: areaAsked.field,
          message: M.areaNotServed(input.branch.name, areaAsked.name),
        })
      }
    } else {
      const free = area.freeDeliveryAbove === null ? null : moneyToCents(area.freeDeliveryAbove)
      delivery = free !== null && subtotal >= free ? 0 : moneyToCents(area.charge)
      if (subtotal < moneyToCents(area.minimumOrder)) {
        problems.push({ field: 'items', message: M.belowMinimum(area.area, area.minimumOrder) })
      }
    }
  }

  let discount = 0
  let couponCode: string | null = null
  if (input.couponCode) {
    const code = input.couponCode
    const { coupon } = input
    const refusal = coupon
      ? couponRefusal(coupon, {
          at: input.now,
          subtotalCents: subtotal,
          fulfilment: input.fulfilment,
          customerOrders: customer?.ordersBefore ?? 0,
          customerUses: customer?.couponUses ?? 0,
        })
      : null
    const off = coupon && !refusal ? couponDiscountCents(coupon, subtotal, delivery) : 0
    if (!coupon) problems.push({ field: 'couponCode', message: M.couponUnknown(code) })
    else if (refusal) problems.push({ field: 'couponCode', message: couponProblem(code, refusal) })
    else if (off === 0) problems.push({ field: 'couponCode', message: M.couponNothingOff(code) })
    else {
      discount = off
      couponCode = coupon.code
    }
  }

  let pointsRedeemed = 0
  if (input.redeemPoints > 0) {
    const points = input.redeemPoints
    const value = rate ? pointsValueCents(points, rate.usdPerPoint) : 0
    const message = !customer
      ? M.pointsNewCustomer
      : !rate
        ? M.pointsNoRate
        : points > customer.loyaltyPoints
          ? M.pointsAboveBalance(customer.loyaltyPoints)
          : points < rate.minRedeemPoints
            ? M.pointsBelowMinimum(rate.minRedeemPoints)
            : value > subtotal + delivery - discount
              ? M.pointsAboveTotal
              : null
    if (message) problems.push({ field: 'redeemPoints', message })
    else {
      pointsRedeemed = points
      discount += value
    }
  }

  const total = subtotal + delivery - discount
  let wallet = 0
  const balance = customer ? moneyToCents(customer.walletBalance) : 0
  if (input.paymentMethod === 'wallet') {
    if (balance < total) {
      problems.push({
        field: 'paymentMethod',
        message: M.walletShort(centsToMoney(balance), centsToMoney(total)),
      })
    } else wallet = total
  } else if (input.useWallet) {
    if (balance <= 0) problems.push({ field: 'useWallet', message: M.walletEmpty })
    else wallet = Math.min(balance, total)
  }

  return {
    items,
    subtotal: centsToMoney(subtotal),
    deliveryCharge: centsToMoney(delivery),
    discount: centsToMoney(discount),
    pointsRedeemed,
    walletAmountUsed: centsToMoney(wallet),
    total: centsToMoney(total),
    problems,
    couponCode,
  }
}
