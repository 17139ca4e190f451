import { z } from 'zod'
import { dataEnvelope, listEnvelope, listQuerySchema } from '../envelope'
import {
  instant,
  instantSchema,
  money,
  moneySchema,
  optionalText,
  queryEnum,
  queryId,
  ref,
  signedMoneySchema,
  withDateRange,
} from '../fields'
import { ORDER_STATUSES } from '../orders/status'
import {
  confirmLargeDifferenceShape,
  denominationsProblem,
  denominationsSchema,
} from '../cash-count'
import { lbp, lbpSchema, signedLbpSchema } from '../lbp'
import { businessTimeZone } from '../time-zone'
import { idParamsSchema } from '../resource'
import { anyOf, defineRoute } from '../routes'

/**
 * Reports (docs/reports.md): a branch's shift (from its last close to now),
 * the close that freezes it with the cash counted, and sales over a range.
 * Money is a string of two decimals; a difference may be negative.
 */

/** Texts of the reports that both the mock and the SPA show. */
export const REPORT_MESSAGES = {
  /** Shown under the sales range: the days are UTC's (docs/requirements.md#constants). */
  utcDays: 'Days start at midnight UTC.',
  /** 422: a close with no order and no cash movement since the last one. */
  nothingToClose: (lastClosedAt: string) =>
    `Nothing happened since the last close at ${clockTime(lastClosedAt)}`,
} as const

/** An instant's time on the business's clock: "9:14 PM". */
function clockTime(at: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone(),
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(at))
}

/** The sales report's groupings. */
export const SALES_GROUPS = [
  'day',
  'branch',
  'payment',
  'product',
  'category',
  'rider',
  'coupon',
] as const
export type SalesGroup = (typeof SALES_GROUPS)[number]
export const SALES_GROUP_LABELS: Record<SalesGroup, string> = {
  day: 'Day',
  branch: 'Branch',
  payment: 'Payment method',
  product: 'Product',
  category: 'Category',
  rider: 'Rider',
  coupon: 'Coupon',
}

/** The money figures every report row carries. */
export const salesFiguresSchema = z.object({
  /** Orders that ended delivered or picked up. */
  orders: z.number().int().nonnegative(),
  /** Their subtotals (the items). */
  gross: moneySchema,
  discounts: moneySchema,
  deliveryCharges: moneySchema,
  /** What paid orders rejected or cancelled gave back to wallets. */
  refunds: moneySchema,
  /** What the ended orders were charged: gross − discounts + delivery charges. */
  net: moneySchema,
  /**
   * The cash the ended orders brought in, in dollars (received less change):
   * below zero when more change was given in dollars than dollars received.
   */
  cashUsd: signedMoneySchema,
  /** The cash they brought in, in pounds (received less change): below zero likewise. */
  cashLbp: signedLbpSchema,
  /** The VAT their totals include, in dollars. */
  vat: moneySchema,
  /** The same VAT in pounds, each order at its own rate. */
  vatLbp: lbpSchema,
})
export type SalesFigures = z.infer<typeof salesFiguresSchema>

/**
 * A wallet recharge paid in cash into a branch's drawer (the branch the
 * employee chose for it): the shift it was made in expects its cash.
 */
export const shiftRechargeSchema = z.object({
  /** The wallet transaction's id. */
  id: z.number().int(),
  at: instantSchema,
  customerId: z.number().int(),
  customerName: z.string(),
  /** `cash_usd`: `amount` came in in dollars; `cash_lbp`: `amountLbp` came in in pounds. */
  tender: z.enum(['cash_usd', 'cash_lbp']),
  /** The dollars credited to the wallet. */
  amount: moneySchema,
  /** The pounds received (cash_lbp); null for dollars. */
  amountLbp: lbpSchema.nullable(),
})
export type ShiftRecharge = z.infer<typeof shiftRechargeSchema>

/**
 * A branch's shift as it stands (`to` = now) or as it was closed. `placed`
 * counts the orders placed in it; the money counts the orders that ended
 * delivered or picked up in it, and the refunds made in it; orders still open
 * are listed and count in the shift they end in.
 */
export const shiftReportSchema = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  branchNameAr: z.string(),
  from: instantSchema,
  to: instantSchema,
  orders: z.object({
    placed: z.number().int().nonnegative(),
    delivered: z.number().int().nonnegative(),
    pickedUp: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    cancelled: z.number().int().nonnegative(),
    /** Orders of the branch still being worked on: they carry over. */
    open: z.array(
      z.object({ id: z.number().int(), number: z.string(), status: z.enum(ORDER_STATUSES) }),
    ),
  }),
  gross: moneySchema,
  discounts: moneySchema,
  deliveryCharges: moneySchema,
  refunds: moneySchema,
  net: moneySchema,
  /** `net` by how the orders were paid. */
  byPayment: z.object({ cash: moneySchema, card: moneySchema, wallet: moneySchema }),
  /**
   * The cash the ended orders brought in, each currency apart (received less
   * change): a currency given as change more than it was received is below zero.
   */
  cashUsd: signedMoneySchema,
  cashLbp: signedLbpSchema,
  /** The VAT the ended orders' totals include, in dollars and in pounds (each at its rate). */
  vat: moneySchema,
  vatLbp: lbpSchema,
  /** Coupons used on the ended orders: how often and the discount they gave. */
  coupons: z.array(
    z.object({
      code: z.string(),
      /** The coupon's id while it exists (the order list's `couponId`); absent once deleted. */
      couponId: z.number().int().optional(),
      uses: z.number().int(),
      amount: moneySchema,
    }),
  ),
  /** Wallet recharges paid in cash into the branch's drawer in the shift, oldest first. */
  walletRecharges: z.array(shiftRechargeSchema),
  /** What they brought to the drawer, each currency (part of cashExpectedUsd and cashExpectedLbp). */
  rechargesUsd: moneySchema,
  rechargesLbp: lbpSchema,
  /**
   * The drawer's cash from the shift (beside its float): the cash pickups ended
   * in it, as tendered, plus the riders' settlements made in it, plus the wallet
   * recharges paid in cash into it, each currency apart.
   * Either may be below zero: change given in pounds for dollars takes pounds out
   * of the drawer (docs/api.md#cash-below-zero).
   */
  cashExpectedUsd: signedMoneySchema,
  cashExpectedLbp: signedLbpSchema,
  /**
   * The parts of cashExpectedUsd and cashExpectedLbp beside the recharges, each
   * currency: the cash of the orders Cash expected opens (the cash pickups, and
   * the deliveries the settlements covered, as the riders took it: the list's
   * `cashTakenUsd`/`Lbp`), and what the settlements counted over (or under,
   * below zero) what they expected. Orders + gaps + recharges = expected.
   * Absent on a close made before they were kept.
   */
  cashFromOrdersUsd: signedMoneySchema.optional(),
  cashFromOrdersLbp: signedLbpSchema.optional(),
  settlementGapsUsd: signedMoneySchema.optional(),
  settlementGapsLbp: signedLbpSchema.optional(),
  /** The float the drawer started the shift with: the last close's (none before the first). */
  openingFloatUsd: moneySchema,
  openingFloatLbp: lbpSchema,
  /** The LBP per USD the pounds are valued at: the rate in force at `to`. */
  lbpPerUsd: z.number().int(),
  /** cashExpectedUsd and cashExpectedLbp valued together in dollars at `lbpPerUsd` (signed). */
  cashExpected: signedMoneySchema,
  /** Each rider of the branch who still holds cash: the value of both, and each currency. */
  riders: z.array(
    z.object({
      riderId: z.number().int(),
      name: z.string(),
      cashHeld: moneySchema,
      cashHeldUsd: signedMoneySchema,
      cashHeldLbp: signedLbpSchema,
    }),
  ),
  /** The ten best sellers of the ended orders, by quantity. */
  topItems: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  /** Each hour (its start) from the first to the last with an ended order: their count and net. */
  byHour: z.array(z.object({ hour: instantSchema, orders: z.number().int(), net: moneySchema })),
})
export type ShiftReport = z.infer<typeof shiftReportSchema>

export const SHIFT_TOP_ITEMS = 10

/** `GET /report/shift?branchId=`: the branch's open shift. */
export const shiftQuerySchema = z.object({ branchId: queryId('Branch') })

/**
 * The fields of `POST /report/shift/close`: `from` is the shift's start as the
 * screen read it; the drawer is counted in each currency, the floats it started
 * with apart (left out: the last close's).
 */
export const shiftCloseFieldsSchema = z.strictObject({
  branchId: ref('Branch'),
  from: instant('From'),
  /** The dollars in the drawer, float included. */
  cashCounted: money('Cash counted'),
  /** The pounds in the drawer, float included. */
  cashCountedLbp: lbp('Cash counted in pounds').default(0),
  /** The dollars the drawer started with (left out: the last close's float). */
  openingFloatUsd: money('Opening float').optional(),
  /** The pounds the drawer started with (left out: the last close's float). */
  openingFloatLbp: lbp('Opening float in pounds').optional(),
  /** A count by banknote; each currency given must add up to its count (400 Errors.denominations). */
  denominations: denominationsSchema.optional(),
  /** Needed when the counted cash differs from the expected (the mock checks: 400 Errors.note). */
  note: optionalText('Note', 500),
  /** True once the employee confirmed a difference past the settings' maxCashDifferenceUsd. */
  ...confirmLargeDifferenceShape,
})

/** `POST /report/shift/close`: the fields, and the banknotes adding up to the counts. */
export const shiftCloseBodySchema = shiftCloseFieldsSchema.superRefine((b, ctx) => {
  const problem = denominationsProblem(b.denominations, {
    usd: b.cashCounted,
    lbp: b.cashCountedLbp,
  })
  if (problem) ctx.addIssue({ code: 'custom', path: ['denominations'], message: problem })
})
export type ShiftCloseBody = z.input<typeof shiftCloseBodySchema>

/** A close as the list shows it. */
export const shiftCloseSummarySchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  branchName: z.string(),
  branchNameAr: z.string(),
  from: instantSchema,
  closedAt: instantSchema,
  closedById: z.number().int().nullable(),
  closedByName: z.string(),
  /** Orders that ended delivered or picked up in the shift. */
  orders: z.number().int().nonnegative(),
  net: moneySchema,
  /** The rate the pounds are valued at: the one in force when it was closed. */
  lbpPerUsd: z.number().int(),
  /** The drawer's float when the shift started, in each currency. */
  openingFloatUsd: moneySchema,
  openingFloatLbp: lbpSchema,
  /**
   * The cash the shift brought to the drawer (float apart), each currency and
   * valued in dollars: signed, as the report's.
   */
  cashExpectedUsd: signedMoneySchema,
  cashExpectedLbp: signedLbpSchema,
  cashExpected: signedMoneySchema,
  /** The cash counted in the drawer, float included: dollars and pounds. */
  cashCounted: moneySchema,
  cashCountedLbp: lbpSchema,
  /** The count by banknote, when one was given. */
  denominations: denominationsSchema.nullable(),
  /** cashCounted − openingFloatUsd − cashExpectedUsd (negative when dollars are missing). */
  differenceUsd: signedMoneySchema,
  /** cashCountedLbp − openingFloatLbp − cashExpectedLbp. */
  differenceLbp: signedLbpSchema,
  /** Both differences valued together in dollars at `lbpPerUsd`. */
  difference: signedMoneySchema,
  note: z.string(),
})
export type ShiftCloseSummary = z.infer<typeof shiftCloseSummarySchema>

/** A close with its report frozen as it stood when closed. */
export const shiftCloseSchema = shiftCloseSummarySchema.extend({ report: shiftReportSchema })
export type ShiftClose = z.infer<typeof shiftCloseSchema>

/** `GET /report/closes`: newest first; `from`/`to` bound `closedAt`. */
export const shiftClosesQuerySchema = withDateRange(
  listQuerySchema.pick({ page: true, pageSize: true }).extend({
    branchId: queryId('Branch').optional(),
  }),
)

/**
 * `GET /report/sales?from&to[&branchId]&groupBy`: the range as the
 * dashboard's (resolveDateRange: UTC days, the last 30 by default).
 */
export const salesQuerySchema = withDateRange(
  z.object({
    branchId: queryId('Branch').optional(),
    groupBy: queryEnum('Group by', SALES_GROUPS).default('day'),
  }),
)
export type SalesQuery = z.input<typeof salesQuerySchema>

/**
 * Sales of a range: an order counts on the day (and in the range) it ended
 * delivered or picked up, a refund when it was made. Rows of every grouping
 * add up to `total` in money; a product's or category's share of an order's
 * discount, delivery charge and refund is in proportion to its lines, and its
 * `orders` counts the orders holding it.
 */
export const salesReportSchema = z.object({
  from: instantSchema,
  to: instantSchema,
  groupBy: z.enum(SALES_GROUPS),
  rows: z.array(
    salesFiguresSchema.extend({
      /** The group: a day `YYYY-MM-DD`, an id, a payment method, a coupon code; '' for none. */
      key: z.string(),
      label: z.string(),
      /**
       * The group's Arabic name where its record has one (a branch's, product's or
       * category's `nameAr`), for an employee who works in Arabic; null otherwise.
       */
      labelAr: z.string().nullable().optional(),
      /**
       * The row's span: its day within the range, or the whole range. Its
       * `orders` and `net` are `GET /order`'s totals for `completedFrom=from`,
       * `completedTo=to`, `status=delivered,picked_up`, the report's branch
       * and the row's group.
       */
      from: instantSchema,
      to: instantSchema,
      /** A coupon row's coupon, when it still exists (the order list's `couponId`). */
      couponId: z.number().int().nullable().optional(),
    }),
  ),
  total: salesFiguresSchema,
})
export type SalesReport = z.infer<typeof salesReportSchema>

const BRANCH_404 = "The branch does not exist or is not one of the employee's branches."

export const reportRoutes = {
  getShiftReport: defineRoute({
    method: 'GET',
    path: '/report/shift',
    summary: "A branch's open shift: from its last close to now",
    auth: true,
    permission: anyOf({ key: 'report', action: 'View' }),
    scope: { branch: 'branchId' },
    query: shiftQuerySchema,
    refusals: { 404: BRANCH_404 },
    response: dataEnvelope(shiftReportSchema),
  }),
  /**
   * Freezes the shift's report with the counted cash; the next shift starts
   * at `closedAt`. Riders still holding cash are named, never a refusal.
   */
  closeShift: defineRoute({
    method: 'POST',
    path: '/report/shift/close',
    summary: "Close a branch's shift with the cash counted",
    auth: true,
    permission: anyOf({ key: 'report', action: 'Add' }),
    scope: { branch: 'branchId' },
    successStatus: 201,
    idempotent: true,
    body: shiftCloseBodySchema,
    refusals: {
      400: 'The body is not valid, the banknotes do not add up to the counts (Errors.denominations, in words), a difference comes without a note (Errors.note), or the Idempotency-Key header is missing or malformed.',
      404: BRANCH_404,
      409: '`from` is no longer the start of the open shift: another close came first.',
      422: 'Nothing happened since the last close (no order, no cash movement): "Nothing happened since the last close at 9:14 PM"; or the difference is past the settings\' maxCashDifferenceUsd and `confirmLargeDifference` is not true (Errors.confirmLargeDifference, the difference in words); or the Idempotency-Key was already used for a different request.',
    },
    response: dataEnvelope(shiftCloseSchema),
  }),
  listShiftCloses: defineRoute({
    method: 'GET',
    path: '/report/closes',
    summary: "List shift closes of the employee's branches, newest first",
    auth: true,
    permission: anyOf({ key: 'report', action: 'View' }),
    scope: { branch: 'branchId' },
    query: shiftClosesQuerySchema,
    refusals: { 404: BRANCH_404 },
    response: listEnvelope(shiftCloseSummarySchema),
  }),
  getShiftClose: defineRoute({
    method: 'GET',
    path: '/report/closes/:id',
    summary: 'Read a close with its frozen report',
    auth: true,
    permission: anyOf({ key: 'report', action: 'View' }),
    scope: { branch: 'branchId', record: 'shiftClose' },
    params: idParamsSchema,
    refusals: { 404: "No such close among the employee's branches." },
    response: dataEnvelope(shiftCloseSchema),
  }),
  getSalesReport: defineRoute({
    method: 'GET',
    path: '/report/sales',
    summary: 'Sales of a date range, grouped',
    auth: true,
    permission: anyOf({ key: 'report', action: 'View' }),
    scope: { branch: 'branchId' },
    query: salesQuerySchema,
    refusals: { 404: BRANCH_404 },
    response: dataEnvelope(salesReportSchema),
  }),
}
