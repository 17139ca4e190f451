import { PHONE_ORDER_MESSAGES as M, priceOrder } from 'contracts'
import type { PricedOrder } from 'contracts'
import type { z } from 'zod'
import type { phoneOrderQuoteBodySchema } from 'contracts'
import { businessRule } from '../errors'
import type { BranchRow, CouponRow, CustomerRow, DeliveryChargeRow, ProductRow } from '../rows'
import { TABLE, couponWithRules, rows } from '../rows'
import type { Store } from '../store/store'
import { EVERY_BRANCH, branchRow } from '../scope'
import { acceptingNow, offLookup, promiseOf } from '../branches/pace'
import { forEachOrder } from './order-filter'

/**
 * A phone order priced (contracts' priceOrder) from what the store holds: the
 * pricing glue behind `POST /phone-order/quote` and `POST /phone-order`
 * (actions/phone-orders.ts).
 */

export type Body = z.output<typeof phoneOrderQuoteBodySchema>

export type { BranchRow, ProductRow, CustomerRow, CouponRow }

type SavedAddress = CustomerRow['addresses'][number]

const refused = (field: string, message: string) => businessRule(message, { [field]: message })

export const fullName = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`

export const customerByPhone = (store: Store, phone: string) =>
  rows(store, TABLE.customer).find((c) => c.phone === phone)

/** How many of a customer's orders used a coupon code. */
function couponUses(store: Store, customerId: number, code: string) {
  let n = 0
  forEachOrder(store, { customerId }, { scope: EVERY_BRANCH }, (o) => {
    if (o.couponCode === code) n++
  })
  return n
}

/** The same area by either of its names, any case. */
const sameArea = (d: DeliveryChargeRow, area: string) => {
  const a = area.trim().toLocaleLowerCase()
  return d.area.toLocaleLowerCase() === a || d.areaAr.trim() === area.trim()
}

/**
 * The order of a body priced now (contracts' priceOrder) with what it needs
 * stored: the branch (the route's scope refuses one outside the actor's
 * branches), the customer, the address with the area's own name, the coupon.
 */
export function prepare(store: Store, body: Body) {
  const branch = branchRow(store, body.branchId)
  let customer: CustomerRow | undefined
  if (body.customerId !== undefined) {
    customer = store.table(TABLE.customer).get(body.customerId)
    if (!customer) throw refused('customerId', M.customerUnknown)
  }
  const before: { field: string; message: string }[] = []
  if (body.customer) {
    const owner = customerByPhone(store, body.customer.phone)
    if (owner) {
      before.push({ field: 'customer.phone', message: M.phoneTaken(owner.phone, fullName(owner)) })
    }
  }
  let address: Omit<SavedAddress, 'label'> | null = null
  let areaAsked: { name: string; field: string } | null = null
  if (body.fulfilment === 'delivery') {
    if (body.addressIndex !== undefined) {
      const saved = customer?.addresses[body.addressIndex]
      if (!saved) throw refused('addressIndex', M.addressUnknown)
      const { label: _label, ...rest } = saved
      address = rest
      areaAsked = { name: saved.area, field: 'addressIndex' }
    } else if (body.address) {
      address = { ...body.address, lat: null, lng: null }
      areaAsked = { name: body.address.area, field: 'address.area' }
    }
  }
  const charge =
    address &&
    rows(store, TABLE.deliveryCharge).find(
      (d) => d.isActive && d.branchId === branch.id && sameArea(d, address!.area),
    )
  if (address && charge) address = { ...address, area: charge.area }
  const code = body.couponCode ?? ''
  const coupon = code ? (rows(store, TABLE.coupon).find((c) => c.code === code) ?? null) : null
  const rate = rows(store, TABLE.conversionRate).find((r) => r.isActive)
  const products = store.table(TABLE.product)
  const priced = priceOrder({
    now: store.now(),
    fulfilment: body.fulfilment,
    lines: body.items,
    couponCode: code,
    redeemPoints: body.redeemPoints,
    useWallet: body.useWallet,
    paymentMethod: body.paymentMethod,
    scheduledFor: body.scheduledFor,
    branch: { ...branch, acceptingOrders: acceptingNow(branch, store.now()) },
    product: (id) => products.get(id),
    offItem: offLookup(store, branch.id, store.now()),
    area: charge || null,
    areaAsked,
    coupon: coupon && couponWithRules(coupon),
    customer: customer
      ? {
          name: fullName(customer),
          isBlocked: customer.isBlocked,
          walletBalance: customer.walletBalance,
          loyaltyPoints: customer.loyaltyPoints,
          ordersBefore: customer.ordersCount,
          couponUses: coupon ? couponUses(store, customer.id, coupon.code) : 0,
        }
      : null,
    rate: rate
      ? { usdPerPoint: rate.usdPerPoint as string, minRedeemPoints: rate.minRedeemPoints as number }
      : null,
  })
  priced.problems.unshift(...before)
  const promise = promiseOf(
    branch,
    store.now(),
    body.scheduledFor,
    charge ? charge.estimatedMinutes : null,
  )
  return { priced, promise, branch, customer, address, coupon }
}

/** The quote as the contract answers it (without the coupon the order would record). */
export const quoteOf = (
  { couponCode: _code, ...quote }: PricedOrder,
  { promisedAt, busyMinutes }: ReturnType<typeof promiseOf>,
) => ({ ...quote, promisedAt, busyMinutes })
