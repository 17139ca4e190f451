import {
  SETTINGS_DEFAULTS,
  SHIFT_TOP_ITEMS,
  centsToLbp,
  vatCents,
  cashDueCents,
  cashTakenOf,
  centsToMoney,
  isFinalStatus,
  lbpToCents,
  moneyToCents,
  walletPaidCents,
} from 'contracts'
import type { CashTender, OrderStatus, PaymentMethod, ShiftReport } from 'contracts'
import { FALLBACK_LBP_PER_USD } from '../money/rates'

/**
 * The report arithmetic, in one place and pure (docs/reports.md): what an
 * order adds to a shift or to sales, and a shift's report from its orders.
 * The shift report and the close read `shiftFigures`; the kept sales totals
 * (sales-totals.ts) read `endOf` and `orderMoney`.
 */

const HOUR_MS = 60 * 60 * 1000

/** What the reports read of an order (the mock's stored order has more). */
export interface ReportOrder {
  id: number
  number: string
  createdAt: string
  branchId: number
  fulfilment: 'delivery' | 'pickup'
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentStatus: 'pending' | 'paid' | 'refunded'
  subtotal: string
  discount: string
  deliveryCharge: string
  total: string
  /** What the customer's wallet paid of the total (absent: nothing). */
  walletAmountUsed?: string
  /** The cash handed over and the change given (absent or null: exactly cashDue in dollars). */
  cash?: CashTender | null
  /** The rate it was placed under (absent on orders stored before rates: the fallback). */
  lbpPerUsd?: number
  /** The VAT its total includes, in percent (absent: the default settings'). */
  vatPercent?: string
  couponCode?: string | null
  /** The rider who took it out; null for pickups and orders not sent out. */
  rider?: { id: number; name: string } | null
  items: readonly { productId: number; name: string; quantity: number; lineTotal: string }[]
  statusHistory: readonly { status: OrderStatus; at: string }[]
}

/**
 * How an order ended: a sale (delivered or picked up), a refund (a paid
 * order rejected or cancelled gives its total back), or neither (rejected
 * or cancelled unpaid), with the instant of that last status; null while open.
 */
export function endOf(
  o: ReportOrder,
): { status: OrderStatus; ms: number; kind: 'sale' | 'refund' | 'none' } | null {
  if (!isFinalStatus(o.status)) return null
  const last = o.statusHistory.at(-1)
  const ms = Date.parse(last?.at ?? o.createdAt)
  const kind =
    o.status === 'delivered' || o.status === 'picked_up'
      ? 'sale'
      : o.paymentStatus === 'refunded'
        ? 'refund'
        : 'none'
  return { status: o.status, ms, kind }
}

/**
 * An order's money in cents: `net` is what it was charged (gross − discounts +
 * delivery charges); `wallet` the part the wallet paid, `cash` what was due in
 * cash (never the wallet part); `cashUsd` (cents) and `cashLbp` (pounds) the
 * cash it brought in, each currency apart; `vat` (cents) and `vatLbp` the VAT
 * its total includes.
 */
export function orderMoney(o: ReportOrder) {
  const net = moneyToCents(o.total)
  const wallet = walletPaidCents(o)
  const taken = cashTakenOf(o)
  const vat = vatCents(net, o.vatPercent ?? SETTINGS_DEFAULTS.vatPercent)
  return {
    gross: moneyToCents(o.subtotal),
    discounts: moneyToCents(o.discount),
    deliveryCharges: moneyToCents(o.deliveryCharge),
    net,
    wallet,
    cash: cashDueCents(o),
    cashUsd: taken.usdCents,
    cashLbp: taken.lbp,
    vat,
    vatLbp: centsToLbp(vat, o.lbpPerUsd ?? FALLBACK_LBP_PER_USD),
  }
}

/** A settlement: a rider handed over the cash they held, counted in each currency. */
export interface Settlement {
  riderId: number
  amountCents: number
  /** The pounds handed over. */
  lbp: number
  /** What the rider held, each currency: the cash of the orders it covered. */
  expectedCents: number
  expectedLbp: number
  ms: number
}

/** A wallet recharge paid in cash into the branch's drawer. */
export interface DrawerRecharge {
  id: number
  ms: number
  customerId: number
  customerName: string
  tender: 'cash_usd' | 'cash_lbp'
  /** The dollars credited. */
  amountCents: number
  /** The pounds received (cash_lbp), else null. */
  lbp: number | null
}

export interface ShiftInput {
  branchId: number
  branchName: string
  branchNameAr: string
  fromMs: number
  toMs: number
  /** The branch's orders that may count: placed in the shift, ended in it, or still open. */
  orders: Iterable<ReportOrder>
  /** The rate in force at `toMs`: the pounds are valued in dollars at it. */
  lbpPerUsd: number
  /** The drawer's float when the shift started (absent: none). */
  openingFloat?: { usd: string; lbp: number }
  /** The branch's riders and the cash each holds now: dollars (cents) and pounds. */
  riders: readonly { riderId: number; name: string; cashHeldCents: number; cashHeldLbp: number }[]
  /** The branch's riders' settlements (any time: those of the shift count). */
  settlements: readonly Settlement[]
  /** The wallet recharges paid in cash into the branch's drawer (any time: those of the shift count). */
  recharges: readonly DrawerRecharge[]
}

/** The status an order had just before `ms` (its history's last entry before then). */
function statusBefore(o: ReportOrder, ms: number): OrderStatus {
  let status: OrderStatus = 'pending'
  for (const h of o.statusHistory) {
    if (Date.parse(h.at) >= ms) break
    status = h.status
  }
  return status
}

/**
 * A branch's shift `[fromMs, toMs)`: `placed` counts the orders created in
 * it; the money counts the orders that ended delivered or picked up in it
 * (`net` split by payment method, the wallet's part under `wallet` whatever
 * the method), `refunds` the refunds made in it; an order
 * still open at `toMs` is listed and counts in the shift it ends in.
 * The drawer's cash from the shift, each currency apart: the cash pickups
 * ended in it, as tendered, + the settlements made in it + the wallet
 * recharges paid in cash into it (listed); `cashExpected`
 * values both in dollars at the rate. Its parts: the orders' cash (the cash
 * pickups' and what the settlements expected: the cash of the orders they
 * covered), the settlements' gaps (counted − expected) and the recharges.
 */
export function shiftFigures(input: ShiftInput): ShiftReport {
  const { fromMs, toMs } = input
  const inShift = (ms: number) => ms >= fromMs && ms < toMs
  const orders = { placed: 0, delivered: 0, pickedUp: 0, rejected: 0, cancelled: 0 }
  const open: { id: number; number: string; status: OrderStatus; at: number }[] = []
  const sum = { gross: 0, discounts: 0, deliveryCharges: 0, refunds: 0, net: 0 }
  const taken = { usd: 0, lbp: 0, vat: 0, vatLbp: 0 }
  const byPayment: Record<PaymentMethod, number> = { cash: 0, card: 0, wallet: 0 }
  const coupons = new Map<string, { uses: number; amount: number }>()
  const items = new Map<number, { name: string; quantity: number; revenue: number }>()
  const hours = new Map<number, { orders: number; net: number }>()
  const drawer = { usd: 0, lbp: 0 }
  // The drawer's cash from orders (cash pickups, the orders settlements covered), and
  // what the settlements counted over or under what they expected.
  const fromOrders = { usd: 0, lbp: 0 }
  const gaps = { usd: 0, lbp: 0 }
  const seen = new Set<number>()
  for (const o of input.orders) {
    if (seen.has(o.id) || o.branchId !== input.branchId) continue
    seen.add(o.id)
    const createdMs = Date.parse(o.createdAt)
    if (createdMs >= toMs) continue
    if (inShift(createdMs)) orders.placed++
    const end = endOf(o)
    if (!end || end.ms >= toMs) {
      open.push({ id: o.id, number: o.number, status: statusBefore(o, toMs), at: createdMs })
      continue
    }
    if (!inShift(end.ms)) continue
    if (end.status === 'rejected') orders.rejected++
    if (end.status === 'cancelled') orders.cancelled++
    if (end.kind === 'refund') sum.refunds += moneyToCents(o.total)
    if (end.kind !== 'sale') continue
    if (end.status === 'delivered') orders.delivered++
    else orders.pickedUp++
    const money = orderMoney(o)
    sum.gross += money.gross
    sum.discounts += money.discounts
    sum.deliveryCharges += money.deliveryCharges
    sum.net += money.net
    byPayment.wallet += money.wallet
    if (o.paymentMethod !== 'wallet') byPayment[o.paymentMethod] += money.net - money.wallet
    taken.usd += money.cashUsd
    taken.lbp += money.cashLbp
    taken.vat += money.vat
    taken.vatLbp += money.vatLbp
    if (o.fulfilment === 'pickup') {
      drawer.usd += money.cashUsd
      drawer.lbp += money.cashLbp
    }
    if (o.couponCode) {
      const c = coupons.get(o.couponCode) ?? { uses: 0, amount: 0 }
      c.uses++
      c.amount += money.discounts
      coupons.set(o.couponCode, c)
    }
    for (const line of o.items) {
      const item = items.get(line.productId) ?? { name: line.name, quantity: 0, revenue: 0 }
      item.quantity += line.quantity
      item.revenue += moneyToCents(line.lineTotal)
      items.set(line.productId, item)
    }
    const hour = Math.floor(end.ms / HOUR_MS) * HOUR_MS
    const h = hours.get(hour) ?? { orders: 0, net: 0 }
    h.orders++
    h.net += money.net
    hours.set(hour, h)
  }
  fromOrders.usd = drawer.usd
  fromOrders.lbp = drawer.lbp
  for (const s of input.settlements) {
    if (!inShift(s.ms)) continue
    drawer.usd += s.amountCents
    drawer.lbp += s.lbp
    fromOrders.usd += s.expectedCents
    fromOrders.lbp += s.expectedLbp
    gaps.usd += s.amountCents - s.expectedCents
    gaps.lbp += s.lbp - s.expectedLbp
  }
  const recharges = input.recharges
    .filter((r) => inShift(r.ms))
    .sort((a, b) => a.ms - b.ms || a.id - b.id)
  const recharged = { usd: 0, lbp: 0 }
  for (const r of recharges) {
    if (r.tender === 'cash_lbp') recharged.lbp += r.lbp ?? 0
    else recharged.usd += r.amountCents
  }
  drawer.usd += recharged.usd
  drawer.lbp += recharged.lbp
  const valued = (usdCents: number, lbp: number) =>
    centsToMoney(usdCents + lbpToCents(lbp, input.lbpPerUsd))
  const hourKeys = [...hours.keys()]
  const byHour = []
  if (hourKeys.length) {
    const last = Math.max(...hourKeys)
    for (let h = Math.min(...hourKeys); h <= last; h += HOUR_MS) {
      const figures = hours.get(h) ?? { orders: 0, net: 0 }
      byHour.push({
        hour: new Date(h).toISOString(),
        orders: figures.orders,
        net: centsToMoney(figures.net),
      })
    }
  }
  return {
    branchId: input.branchId,
    branchName: input.branchName,
    branchNameAr: input.branchNameAr,
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    orders: {
      ...orders,
      open: open
        .sort((a, b) => a.at - b.at || a.id - b.id)
        .map(({ id, number, status }) => ({ id, number, status })),
    },
    gross: centsToMoney(sum.gross),
    discounts: centsToMoney(sum.discounts),
    deliveryCharges: centsToMoney(sum.deliveryCharges),
    refunds: centsToMoney(sum.refunds),
    net: centsToMoney(sum.net),
    byPayment: {
      cash: centsToMoney(byPayment.cash),
      card: centsToMoney(byPayment.card),
      wallet: centsToMoney(byPayment.wallet),
    },
    cashUsd: centsToMoney(taken.usd),
    cashLbp: taken.lbp,
    vat: centsToMoney(taken.vat),
    vatLbp: taken.vatLbp,
    coupons: [...coupons.entries()]
      .sort((a, b) => b[1].uses - a[1].uses || a[0].localeCompare(b[0]))
      .map(([code, c]) => ({ code, uses: c.uses, amount: centsToMoney(c.amount) })),
    walletRecharges: recharges.map((r) => ({
      id: r.id,
      at: new Date(r.ms).toISOString(),
      customerId: r.customerId,
      customerName: r.customerName,
      tender: r.tender,
      amount: centsToMoney(r.amountCents),
      amountLbp: r.tender === 'cash_lbp' ? r.lbp : null,
    })),
    rechargesUsd: centsToMoney(recharged.usd),
    rechargesLbp: recharged.lbp,
    cashExpectedUsd: centsToMoney(drawer.usd),
    cashExpectedLbp: drawer.lbp,
    cashFromOrdersUsd: centsToMoney(fromOrders.usd),
    cashFromOrdersLbp: fromOrders.lbp,
    settlementGapsUsd: centsToMoney(gaps.usd),
    settlementGapsLbp: gaps.lbp,
    openingFloatUsd: input.openingFloat?.usd ?? '0.00',
    openingFloatLbp: input.openingFloat?.lbp ?? 0,
    lbpPerUsd: input.lbpPerUsd,
    cashExpected: valued(drawer.usd, drawer.lbp),
    riders: input.riders
      .map((r) => ({ ...r, value: r.cashHeldCents + lbpToCents(r.cashHeldLbp, input.lbpPerUsd) }))
      // A rider who gave more change in one currency than they took in it holds it below zero.
      .filter((r) => r.cashHeldCents !== 0 || r.cashHeldLbp !== 0)
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
      .map((r) => ({
        riderId: r.riderId,
        name: r.name,
        // As the rider's own record reads it: both valued together, never below nothing.
        cashHeld: centsToMoney(Math.max(0, r.value)),
        cashHeldUsd: centsToMoney(r.cashHeldCents),
        cashHeldLbp: r.cashHeldLbp,
      })),
    topItems: [...items.entries()]
      .sort((a, b) => b[1].quantity - a[1].quantity || a[0] - b[0])
      .slice(0, SHIFT_TOP_ITEMS)
      .map(([productId, i]) => ({
        productId,
        name: i.name,
        quantity: i.quantity,
        revenue: centsToMoney(i.revenue),
      })),
    byHour,
  }
}
