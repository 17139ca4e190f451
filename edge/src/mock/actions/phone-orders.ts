import { recordEvent } from '../audit/record'
import { isOpenAt, moneyToCents, phoneOrderRoutes } from 'contracts'
import type { PhoneOrderMenu } from 'contracts'
import { bind } from '../context'
import type { Actor, Binding } from '../context'
import { businessRule, notFound } from '../errors'
import { TABLE } from '../rows'
import { productSales } from '../figures/product-sales'
import type { Store } from '../store/store'
import { branchesOf } from '../scope'
import type { BranchScope } from '../scope'
import { acceptingNow, offItemsAt, offLookup } from '../branches/pace'
import { moveLoyalty, moveWallet } from '../money/ledgers'
import { forEachOrder } from '../orders/order-filter'
import { branchNames } from '../branches/names'
import { fullOrder, placedTerms } from '../orders/order-rows'
import type { OrderRow } from '../rows'
import { nextNumber } from '../orders/place-order'
import { fullName, customerByPhone, prepare, quoteOf } from '../orders/phone-quote'
import { rows } from '../rows'
import type { Body, BranchRow, CustomerRow } from '../orders/phone-quote'

/** What the order screen reads: the actor's branches, their active areas, every product. */
function menu(store: Store, scope: BranchScope, branchId: number | undefined): PhoneOrderMenu {
  const now = store.now()
  const branches = menuBranches(store, scope, branchId)
  // With a branch: whether each product and option is off there now.
  const off = branchId === undefined ? () => undefined : offLookup(store, branchId, now)
  const availability = (productId: number, optionId: number | null) => {
    const item = off(productId, optionId)
    return { available: !item, availableAgain: item?.until ?? null }
  }
  const ids = new Set(branches.map((b) => b.id))
  const subs = store.table(TABLE.subcategory)
  const categories = store.table(TABLE.category)
  const rate = rows(store, TABLE.conversionRate).find((r) => r.isActive)
  const sales = productSales(store)
  return {
    branches: branches.map((b) => ({
      id: b.id,
      name: b.name,
      nameAr: b.nameAr,
      isActive: b.isActive,
      acceptingOrders: acceptingNow(b, now),
      openNow: isOpenAt(b.openingHours, now),
    })),
    areas: rows(store, TABLE.deliveryCharge)
      .filter((d) => d.isActive && ids.has(d.branchId))
      .map((d) => ({
        branchId: d.branchId,
        area: d.area,
        areaAr: d.areaAr,
        charge: d.charge,
        minimumOrder: d.minimumOrder,
        freeDeliveryAbove: d.freeDeliveryAbove,
        estimatedMinutes: d.estimatedMinutes,
      }))
      .sort((a, b) => a.area.localeCompare(b.area) || a.branchId - b.branchId),
    products: rows(store, TABLE.product)
      .map((p) => {
        const sub = subs.get(p.subCategoryId)
        return {
          id: p.id,
          name: p.name,
          nameAr: p.nameAr,
          price: p.price,
          isAvailable: p.isAvailable,
          branchIds: p.branchIds,
          categoryName: (categories.get(sub?.categoryId as number)?.name as string) ?? '',
          ...availability(p.id, null),
          optionGroups: p.optionGroups.map((g) => ({
            ...g,
            options: g.options.map((o) => ({ ...o, ...availability(p.id, o.id) })),
          })),
          soldAt: [...(sales.get(p.id) ?? [])]
            .filter(([branchId]) => ids.has(branchId))
            .map(([branchId, quantity]) => ({ branchId, quantity }))
            .sort((a, b) => a.branchId - b.branchId),
        }
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    pointsRate: rate
      ? { usdPerPoint: rate.usdPerPoint as string, minRedeemPoints: rate.minRedeemPoints as number }
      : null,
    version: menuVersion(store, branches, branchId),
  } as PhoneOrderMenu
}

/** The tables a menu is read from, but the availability (read as it stands now, below). */
const MENU_TABLES = [
  TABLE.product,
  TABLE.category,
  TABLE.subcategory,
  TABLE.deliveryCharge,
  TABLE.conversionRate,
  TABLE.branch,
]

/** Names this store's life: table revisions count again from a restart. */
const storeTokens = new WeakMap<Store, string>()

/**
 * The menu's version: moves when what `menu` answers would read differently,
 * without building it. The revisions of the tables it reads, what is off at
 * the branch now (an "until" passing moves it), and whether each branch
 * accepts orders and is open now. The sales that rank the search are left out:
 * an order placed does not make every screen read the menu again.
 */
function menuVersion(store: Store, branches: BranchRow[], branchId: number | undefined): string {
  let token = storeTokens.get(store)
  if (!token) storeTokens.set(store, (token = crypto.randomUUID().slice(0, 8)))
  const now = store.now()
  const parts = [
    MENU_TABLES.map((t) => `${store.table(t).epoch}.${store.table(t).revision}`).join(','),
    branchId === undefined
      ? ''
      : offItemsAt(store, branchId, now)
          .map((i) => `${i.productId}:${i.optionId ?? ''}:${i.until ?? ''}`)
          .sort()
          .join(','),
    branches
      .map((b) => `${b.id}:${+acceptingNow(b, now)}${+isOpenAt(b.openingHours, now)}`)
      .join(','),
  ]
  return `${token}-${fnv1a(parts.join('|'))}`
}

/** A 32-bit FNV-1a hash of a text, in base 36: the version stays short whatever it covers. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36)
}

/** The actor's branches, once the menu's branch is found one of them (else a 404). */
function menuBranches(store: Store, scope: BranchScope, branchId: number | undefined) {
  const branches = branchesOf(store, scope)
  if (branchId !== undefined && !branches.some((b) => b.id === branchId)) throw notFound()
  return branches
}

/** A customer's last three orders at the actor's branches, lines with today's option ids. */
function lastOrders(store: Store, scope: BranchScope, customerId: number) {
  const found: OrderRow[] = []
  forEachOrder(store, { customerId }, { scope, newestFirst: true }, (o) => {
    if (found.length < 3) found.push(o)
  })
  const products = store.table(TABLE.product)
  return found.map((o) => ({
    id: o.id,
    number: o.number,
    createdAt: o.createdAt,
    branchId: o.branchId,
    ...branchNames(store, o.branchId),
    status: o.status,
    total: o.total,
    items: o.items.map((l) => {
      const groups = products.get(l.productId)?.optionGroups ?? []
      const optionIds = (l.options ?? []).flatMap((chosen) => {
        const option = groups
          .find((g) => g.name === chosen.group)
          ?.options.find((x) => x.name === chosen.name)
        return option ? [option.id] : []
      })
      return {
        productId: l.productId,
        name: l.name,
        quantity: l.quantity,
        optionIds,
        notes: l.notes,
      }
    }),
  }))
}

/** Creates the customer of an unknown number, with no address, wallet or points yet. */
function createCustomer(
  store: Store,
  c: { firstName: string; lastName: string; phone: string },
): CustomerRow {
  const id = store.nextId(TABLE.customer)
  const now = new Date(store.now()).toISOString()
  const row: CustomerRow = {
    id,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ...c,
    email: '',
    dateOfBirth: null,
    addresses: [],
    isBlocked: false,
    blockedReason: '',
    blockedAt: null,
    blockedById: null,
    blockedByName: null,
    ordersCount: 0,
    totalSpent: '0.00',
    lastOrderAt: null,
    walletBalance: '0.00',
    loyaltyPoints: 0,
  }
  store.table(TABLE.customer).put(id, row)
  return row
}

/**
 * Places the order as its quote says, or refuses (422) with every problem by
 * field. Stored like an app order (the board's feed pushes it, pending and
 * not acknowledged: it alerts), with what it moves: the wallet payment,
 * redeemed points, the coupon's use, the customer's totals.
 */
function place(store: Store, actor: Actor, body: Body) {
  const { priced, promise, branch, customer: known, address, coupon } = prepare(store, body)
  if (priced.problems.length) {
    const errors: Record<string, string> = {}
    for (const p of priced.problems) errors[p.field] ??= p.message
    throw businessRule(priced.problems[0]!.message, errors)
  }
  const customer = known ?? createCustomer(store, body.customer!)
  const at = store.now()
  const now = new Date(at).toISOString()
  const id = store.nextId(TABLE.order)
  const number = nextNumber(store, branch)
  const employee = { id: actor.employee.id, name: fullName(actor.employee) }
  const totalCents = moneyToCents(priced.total)
  const walletCents = moneyToCents(priced.walletAmountUsed)
  const order: OrderRow = {
    id,
    createdAt: now,
    updatedAt: now,
    version: 1,
    number,
    customer: { id: customer.id, name: fullName(customer), phone: customer.phone },
    branchId: branch.id,
    fulfilment: body.fulfilment,
    status: 'pending' as const,
    paymentMethod: body.paymentMethod,
    paymentStatus: walletCents >= totalCents && walletCents > 0 ? 'paid' : 'pending',
    scheduledFor: body.scheduledFor,
    address: address && { ...address },
    items: priced.items,
    subtotal: priced.subtotal,
    deliveryCharge: priced.deliveryCharge,
    discount: priced.discount,
    total: priced.total,
    couponCode: priced.couponCode,
    walletAmountUsed: priced.walletAmountUsed,
    pointsEarned: 0,
    pointsRedeemed: priced.pointsRedeemed,
    statusHistory: [
      {
        status: 'pending',
        at: now,
        employeeId: employee.id,
        employeeName: employee.name,
        note: '',
      },
    ],
    rejectionReasonId: null,
    rejectionNote: null,
    cancellationNote: null,
    customerNote: body.notes,
    estimatedReadyAt: null,
    // Kept as quoted: its lateness reads this promise, never a pace set since.
    promisedAt: promise.promisedAt,
    readyBy: promise.readyBy,
    source: 'phone' as const,
    placedBy: employee,
    ...placedTerms(store),
  }
  const ledger = { customerId: customer.id, orderId: id, orderNumber: number, at }
  if (walletCents > 0) {
    moveWallet(store, {
      ...ledger,
      type: 3,
      amountCents: walletCents,
      reason: `Payment of order ${number}`,
      employeeId: employee.id,
    })
  }
  if (priced.pointsRedeemed) {
    moveLoyalty(store, {
      ...ledger,
      type: 'redeemed',
      points: -priced.pointsRedeemed,
      note: `Redeemed on order ${number}`,
    })
  }
  if (coupon && priced.couponCode) {
    const coupons = store.table(TABLE.coupon)
    coupons.put(coupon.id, { ...coupon, usedCount: coupon.usedCount + 1 })
  }
  const customers = store.table(TABLE.customer)
  const latest = customers.get(customer.id)!
  customers.put(customer.id, { ...latest, ordersCount: latest.ordersCount + 1, lastOrderAt: now })
  store.table(TABLE.order).put(id, order)
  return { order, created: known ? null : customer }
}

export const phoneOrderBindings: Binding[] = [
  bind(phoneOrderRoutes.getPhoneOrderMenu, ({ store, scope, query }) => ({
    Data: menu(store, scope, query.branchId),
  })),
  bind(phoneOrderRoutes.getPhoneOrderMenuVersion, ({ store, scope, query }) => ({
    Data: {
      version: menuVersion(store, menuBranches(store, scope, query.branchId), query.branchId),
    },
  })),
  bind(phoneOrderRoutes.findPhoneOrderCustomer, ({ store, scope, query }) => {
    const c = customerByPhone(store, query.phone)
    return {
      Data: {
        customer: c
          ? {
              id: c.id,
              firstName: c.firstName,
              lastName: c.lastName,
              phone: c.phone,
              addresses: c.addresses,
              isBlocked: c.isBlocked,
              blockedReason: c.blockedReason,
              walletBalance: c.walletBalance,
              loyaltyPoints: c.loyaltyPoints,
              ordersCount: c.ordersCount,
              lastOrders: lastOrders(store, scope, c.id),
            }
          : null,
      },
    }
  }),
  bind(phoneOrderRoutes.quoteOrder, ({ store, body }) => {
    const { priced, promise } = prepare(store, body)
    return { Data: quoteOf(priced, promise) }
  }),
  bind(phoneOrderRoutes.placeOrder, ({ c, store, actor, body }) => {
    const { order, created } = place(store, actor, body)
    // One event for the write: the order, and the customer it created.
    recordEvent(c, {
      module: 'order',
      recordId: order.id,
      recordLabel: `#${order.number}`,
      branchId: order.branchId,
      action: 'create',
      changes: [
        ...(created
          ? [
              {
                field: 'customerId',
                label: 'New customer',
                before: null,
                after: fullName(created),
              },
            ]
          : []),
        { field: 'total', label: 'Total', before: null, after: order.total },
      ],
    })
    return { Data: fullOrder(store, order) }
  }),
]
