import { z } from 'zod'
import { dataEnvelope, listEnvelope, listQuerySchema, searchIn, sortSchema } from '../envelope'
import {
  instantSchema,
  money,
  moneySchema,
  optionalText,
  queryBoolean,
  queryEnum,
  queryEnumList,
  queryId,
  queryIdOrNone,
  queryInstant,
  ref,
  signedMoneySchema,
  whenValid,
  withDateRange,
} from '../fields'
import { ORDER_LIST_PATH } from '../constants'
import { lbp, lbpSchema, signedLbpSchema } from '../lbp'
import { resolveDateRange } from '../dates'
import { ORDER_MESSAGES } from '../orders/messages'
import { FULFILMENTS, ORDER_STATUSES } from '../orders/status'
import { anyOf, defineRoute } from '../routes'
import { idParamsSchema, recordMetaSchema, versionSchema } from '../resource'
import {
  branchAvailabilityBodySchema,
  branchAvailabilitySchema,
  branchPaceBodySchema,
  branchPaceShape,
  offItemSchema,
  untilSchema,
} from './branch-pace'
import { RIDER_MESSAGES, boardRiderSchema, orderRiderBodySchema, orderRiderSchema } from './rider'

export const PAYMENT_METHODS = ['cash', 'card', 'wallet'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
}

export const orderCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
})

export const orderAddressSchema = z.object({
  area: z.string(),
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  notes: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
})

export const orderItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: moneySchema,
  /** The chosen options, as they were when ordered. */
  options: z.array(z.object({ group: z.string(), name: z.string(), priceDelta: moneySchema })),
  notes: z.string(),
  /** (unitPrice + option deltas) × quantity. */
  lineTotal: moneySchema,
})

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: instantSchema,
  /** null for changes the app or the system made. */
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  note: z.string(),
})

/** `cash` of a finished cash order: what was handed over and the change, each in its currency. */
export const cashTenderSchema = z.strictObject({
  receivedUsd: money('Received in dollars'),
  receivedLbp: lbp('Received in pounds'),
  changeUsd: money('Change in dollars'),
  changeLbp: lbp('Change in pounds'),
})

/** The row of the order lists: what a table shows, no items or history. */
export const orderSummarySchema = recordMetaSchema.extend({
  /** Human-readable, e.g. "BEY-10482". */
  number: z.string(),
  customer: orderCustomerSchema,
  branchId: z.number().int(),
  branchName: z.string(),
  branchNameAr: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  itemsCount: z.number().int().nonnegative(),
  total: moneySchema,
  /**
   * What must be collected in cash: the total less what the wallet paid, for a
   * cash order; 0.00 for a card order or one the wallet paid in full.
   */
  cashDue: moneySchema,
  /** The dollar rate in force when it was placed: never changed afterwards. */
  lbpPerUsd: z.number().int(),
  /**
   * The LBP rounding step in force when it was placed (the settings' step then):
   * its pound amounts are rounded to it and a tender is checked against it.
   */
  lbpRoundingStep: z.number().int().positive(),
  /** The total and the cash due in pounds at that rate, rounded to that step. */
  totalLbp: lbpSchema,
  cashDueLbp: lbpSchema,
  /** The VAT the total includes, in dollars and in pounds. */
  vatAmount: moneySchema,
  vatAmountLbp: lbpSchema,
  scheduledFor: instantSchema.nullable(),
  /** Who took it out (delivery orders sent out); null before, and for pickup. */
  rider: orderRiderSchema.nullable(),
  /** When it went out for delivery; null before, and for pickup. */
  dispatchedAt: instantSchema.nullable(),
  /**
   * When it ended (delivered, picked up, rejected or cancelled: its history's
   * last step); null while open. Absent in answers from before it was kept.
   */
  completedAt: instantSchema.nullable().optional(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

/**
 * Who first took note of a pending order at the branch board, and when
 * (`POST /branch-orders/:id/acknowledge`): null until then. One
 * acknowledgement for the branch: every tablet stops alerting.
 */
export const orderAcknowledgementShape = {
  acknowledgedAt: instantSchema.nullable(),
  acknowledgedById: z.number().int().nullable(),
  acknowledgedByName: z.string().nullable(),
}
export type OrderAcknowledgement = {
  acknowledgedAt: string | null
  acknowledgedById: number | null
  acknowledgedByName: string | null
}

/** Where an order came from: the customers' app, or an employee who took it by phone. */
export const ORDER_SOURCES = ['app', 'phone'] as const
export type OrderSource = (typeof ORDER_SOURCES)[number]
export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = { app: 'App', phone: 'Phone' }

/** Where the order came from and, for one taken by phone, who took it (null for the app's). */
export const orderSourceShape = {
  source: z.enum(ORDER_SOURCES),
  placedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
}

/** An order in full (the order screen). */
export const orderSchema = orderSummarySchema.extend({
  ...orderAcknowledgementShape,
  ...orderSourceShape,
  /** null for pickup. */
  address: orderAddressSchema.nullable(),
  items: z.array(orderItemSchema),
  subtotal: moneySchema,
  deliveryCharge: moneySchema,
  discount: moneySchema,
  couponCode: z.string().nullable(),
  walletAmountUsed: moneySchema,
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
  statusHistory: z.array(orderStatusChangeSchema),
  rejectionReasonId: z.number().int().nullable(),
  /** The reason's text as it was when rejected. */
  rejectionNote: z.string().nullable(),
  cancellationNote: z.string().nullable(),
  /** What the customer wrote for the whole order (the kitchen ticket prints it); may be empty. */
  customerNote: z.string(),
  estimatedReadyAt: instantSchema.nullable(),
  /**
   * What the customer was promised when it was placed, as its quote said: ready
   * (pickup) or at the door (delivery), busy mode's minutes then counted in; null
   * for an order placed before promises were kept.
   */
  promisedAt: instantSchema.nullable(),
  /** The cash handed over and the change given when it was finished; null: exactly cashDue in dollars. */
  cash: cashTenderSchema.nullable(),
})
export type Order = z.infer<typeof orderSchema>

export const ORDER_SORTABLE = ['createdAt', 'total', 'number'] as const

/** The filters of the order lists: everything but paging, sorting and status. */
const orderFiltersShape = {
  search: searchIn(['number', 'customer name', 'phone']),
  branchId: queryId('Branch').optional(),
  fulfilment: queryEnum('Fulfilment', FULFILMENTS).optional(),
  paymentStatus: queryEnum('Payment status', PAYMENT_STATUSES).optional(),
  paymentMethod: queryEnum('Payment method', PAYMENT_METHODS).optional(),
  customerId: queryId('Customer').optional(),
  /** Orders a rider took out (their rider now); `none`: orders no rider took out. */
  riderId: queryIdOrNone('Rider').optional(),
  from: queryInstant('From').optional(),
  to: queryInstant('To').optional(),
  /**
   * Bound the instant the order ended (`completedFrom` included, `completedTo`
   * not): delivered or picked up (deliveredAt, pickedUpAt), or rejected or
   * cancelled; an order still open has not ended.
   */
  completedFrom: queryInstant('Completed from').optional(),
  completedTo: queryInstant('Completed to').optional(),
  /** Orders that used the coupon (by its code); `none`: orders that used no coupon. */
  couponId: queryIdOrNone('Coupon').optional(),
  /** The orders holding the product (on any line): its sales report row's. */
  productId: queryId('Product').optional(),
  /**
   * The orders holding a product of the category (stored under one of its
   * sub-categories now): its sales report row's; `none`: a product of none.
   */
  categoryId: queryIdOrNone('Category').optional(),
  /** The orders a rider's cash settlement covered. */
  settlementId: queryId('Settlement').optional(),
  /** The orders a shift close counted: its branch's orders that ended in its shift. */
  closeId: queryId('Close').optional(),
  /** The orders whose cash the rider holds now: delivered by them in cash, not yet settled. */
  heldBy: queryId('Held by').optional(),
  /**
   * The orders still open at this instant (a shift report's "still open"):
   * placed before it and not ended by it (ended at or after it, or not yet).
   */
  openAt: queryInstant('Open at').optional(),
  /**
   * Bound when an order's cash came to its branch (`cashFrom` included,
   * `cashTo` not), as a shift's cash expected counts it: a cash pickup when it
   * was picked up, a cash delivery when a rider's settlement covered it.
   * Orders with no cash due never match.
   */
  cashFrom: queryInstant('Cash from').optional(),
  cashTo: queryInstant('Cash to').optional(),
  /**
   * Late now (`true`) or not late now (`false`), by the board's one rule
   * (contracts' `lateness`: not yet ready past the branch's preparation time,
   * or on the road longer than its longest delivery).
   */
  late: queryBoolean('Late').optional(),
  /** Orders a customer's wallet paid some of (`true`) or none of (`false`). */
  walletPaid: queryBoolean('Wallet paid').optional(),
}

/** Refuses a `completedFrom` (`cashFrom`) that is not before `completedTo` (`cashTo`), in words. */
function withCompletedRange<
  S extends z.ZodType<{
    completedFrom?: string
    completedTo?: string
    cashFrom?: string
    cashTo?: string
  }>,
>(schema: S) {
  const before = (from: string | undefined, to: string | undefined) => {
    if (from === undefined || to === undefined) return true
    const range = resolveDateRange({ from, to })
    return range.fromMs < range.toMs
  }
  return schema
    .refine((q) => before(q.completedFrom, q.completedTo), {
      error: ORDER_MESSAGES.completedRangeEmpty,
      path: ['completedTo'],
      ...whenValid('completedFrom', 'completedTo'),
    })
    .refine((q) => before(q.cashFrom, q.cashTo), {
      error: ORDER_MESSAGES.cashRangeEmpty,
      path: ['cashTo'],
      ...whenValid('cashFrom', 'cashTo'),
    })
}

/** What the whole filtered set of orders adds up to (`GET /order`'s `totals`), money in dollars. */
export const orderTotalsSchema = z.object({
  count: z.number().int().nonnegative(),
  /** The subtotals (the items), as the sales report's gross. */
  gross: moneySchema,
  discounts: moneySchema,
  deliveryCharges: moneySchema,
  /** What the orders were charged (their totals): gross − discounts + delivery charges. */
  net: moneySchema,
  /** What must be collected in cash: the total less the wallet's part, for cash orders. */
  cashDue: moneySchema,
  /** What was paid by card: card orders' totals less the wallet's part. */
  card: moneySchema,
  /** What the customers' wallets paid, whatever the method (net = cashDue + card + wallet). */
  wallet: moneySchema,
  /**
   * The cash the completed (delivered or picked-up) cash orders brought in, each currency
   * apart: received less change, in dollars and in pounds. What a rider holds, a sales row's
   * cash cells and a close's cash count this way, so the orders behind them add up to them
   * in each currency, whatever the rate. Below zero when more change went out in a currency
   * than came in.
   */
  cashTakenUsd: signedMoneySchema,
  cashTakenLbp: signedLbpSchema,
  /**
   * Under `productId` or `categoryId` only: the product's (category's) lines
   * in these orders, as its sales report row counts them: how many were
   * sold, and the orders' figures' share of them, each order's split among
   * its products in proportion to their line totals (to the cent, adding up
   * to the order's). `net` is the refunds' share for refunded orders.
   */
  lines: z
    .object({
      quantity: z.number().int().nonnegative(),
      gross: moneySchema,
      discounts: moneySchema,
      deliveryCharges: moneySchema,
      net: moneySchema,
      cashUsd: signedMoneySchema,
      cashLbp: signedLbpSchema,
      vat: moneySchema,
      vatLbp: lbpSchema,
    })
    .optional(),
})
export type OrderTotals = z.infer<typeof orderTotalsSchema>

/**
 * `GET /order`: page, pageSize, sort (createdAt|total|number, default
 * createdAt:desc), search (each word in the number, customer name or phone), and filters.
 * `status` takes several, comma-separated; `from`/`to` bound `createdAt`
 * (see resolveDateRange).
 */
export const orderListQuerySchema = withCompletedRange(
  withDateRange(
    listQuerySchema
      .extend({
        sort: sortSchema(ORDER_SORTABLE),
        status: queryEnumList('Status', ORDER_STATUSES).optional(),
        ...orderFiltersShape,
      })
      .strict(),
  ),
)
export type OrderListQuery = z.input<typeof orderListQuerySchema>

/**
 * `GET /order/status-counts`: how many orders of each status match the order
 * list's other filters (the status filter itself is not applied, so the
 * counts of statuses not chosen show too). One request for every status.
 */
export const orderStatusCountsQuerySchema = withCompletedRange(
  withDateRange(z.strictObject(orderFiltersShape)),
)
export type OrderStatusCountsQuery = z.input<typeof orderStatusCountsQuerySchema>
/** `GET /order`'s answer: a page of orders and the totals of every order that matches. */
export const orderListSchema = listEnvelope(orderSummarySchema).extend({
  totals: orderTotalsSchema,
})
export type OrderList = z.infer<typeof orderListSchema>

export const orderStatusCountsSchema = z.record(
  z.enum(ORDER_STATUSES),
  z.number().int().nonnegative(),
)
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>

/** A card of the Branch Orders board: the list row, when its status began, its acknowledgement. */
export const boardOrderSchema = orderSummarySchema.extend({
  /** When the order entered its current status (its last history entry). */
  statusSince: instantSchema,
  estimatedReadyAt: instantSchema.nullable(),
  /**
   * When it was promised ready as it was placed (the branch's preparation and
   * busy minutes then, from its time for later): the lateness rule's due time.
   * null (or absent, on a board kept from before) for an order placed without one.
   */
  readyBy: instantSchema.nullable().optional(),
  ...orderAcknowledgementShape,
})
export type BoardOrder = z.infer<typeof boardOrderSchema>

/**
 * A branch as the board needs it: its pause switch, its preparation time, its
 * pace and the items off there now, each read at the time of the answer.
 */
export const boardBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its Arabic name: what an employee who works in Arabic reads. */
  nameAr: z.string(),
  /** False while paused (a pause whose `pausedUntil` has passed reads true again). */
  acceptingOrders: z.boolean(),
  /**
   * An order older than this (since it was placed) and not yet ready is late;
   * busy mode's `extraMinutes` is already counted in.
   */
  preparationMinutes: z.number().int(),
  ...branchPaceShape,
  /** The items off at the branch now, the newest first. */
  offItems: z.array(offItemSchema),
})
export type BoardBranch = z.infer<typeof boardBranchSchema>

/**
 * `GET /branch-orders/board`: every active order (ACTIVE_STATUSES) of the
 * employee's branches, or of one of them (`branchId`), oldest first, with
 * those branches, in one answer: one request per refresh of the board.
 */
export const branchOrdersBoardQuerySchema = z.object({
  branchId: queryId('Branch').optional(),
})
/** `live` in the board's answer: where its changes stand (the live channel, orders/board-events). */
export const boardLiveSchema = z.object({
  /** Changes a new server starts numbering again: a new feed. */
  feed: z.string(),
  /** Each branch's last change number (by branch id) at the time of the answer. */
  sequences: z.record(z.string(), z.number().int().nonnegative()),
})
export type BoardLive = z.infer<typeof boardLiveSchema>

export const branchOrdersBoardSchema = z.object({
  orders: z.array(boardOrderSchema),
  /** The employee's branches (every branch when they are not limited), by name. */
  branches: z.array(boardBranchSchema),
  /**
   * The active riders of those branches (on shift or not), so the board's
   * "Send out" picker needs no request of its own.
   */
  riders: z.array(boardRiderSchema),
  /** The server's clock when it answered: ages and lateness are counted from it. */
  serverTime: instantSchema,
  /**
   * Where to open the live channel from (GET /branch-orders/events). An API
   * without the channel leaves it out: the board then only polls.
   */
  live: boardLiveSchema.optional(),
})
export type BranchOrdersBoard = z.infer<typeof branchOrdersBoardSchema>

/** `PUT /branch/:id/accepting`: the pause switch of a branch, for busy nights. */
export const branchAcceptingBodySchema = z.strictObject({
  acceptingOrders: z.boolean({ error: 'Accepting orders must be true or false' }),
  /** A pause resumes by itself then (none: when switched back). */
  until: untilSchema.optional(),
  reason: optionalText('Reason', 200),
})
export type BranchAcceptingBody = z.input<typeof branchAcceptingBodySchema>

/**
 * `PUT /order/:id/status`. Rejecting needs `rejectionReasonId`; cancelling
 * needs a `note`; sending out for delivery needs `riderId` (400
 * Errors.riderId). Whether the move is allowed from the current status, and
 * whether the rider may take the order, is the server's call (422).
 */
export const orderStatusBodySchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: 'Status must be one of the order statuses' }),
    ...versionSchema.shape,
    rejectionReasonId: ref('Rejection reason').nullable().default(null),
    note: optionalText('Note', 500),
    /** The rider who takes a delivery order out (`out_for_delivery` only; ignored otherwise). */
    riderId: ref('Rider').nullable().default(null),
    /**
     * Finishing a cash order (`delivered`, `picked_up`): what was handed over and the change.
     * Without it, exactly cashDue was received in dollars. Received − change at the order's
     * rate must be cashDue within half a rounding step (400 Errors.cash, in words).
     */
    cash: cashTenderSchema.optional(),
  })
  .refine((b) => b.status !== 'out_for_delivery' || b.riderId !== null, {
    error: RIDER_MESSAGES.riderRequired,
    path: ['riderId'],
    ...whenValid('status', 'riderId'),
  })
  .refine((b) => b.status !== 'rejected' || b.rejectionReasonId !== null, {
    error: ORDER_MESSAGES.rejectionReasonRequired,
    path: ['rejectionReasonId'],
    ...whenValid('status', 'rejectionReasonId'),
  })
  .refine((b) => b.status !== 'cancelled' || b.note !== '', {
    error: ORDER_MESSAGES.cancelNoteRequired,
    path: ['note'],
    ...whenValid('status', 'note'),
  })
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>

/**
 * The order lists' branch scope: the employee's orders only (another branch's
 * `branchId` finds nothing), and a rider, settlement or close a filter names
 * must be of their branches (404 otherwise).
 */
const orderListScope = {
  branch: 'branchId',
  filterOnly: true,
  references: {
    riderId: 'rider',
    heldBy: 'rider',
    settlementId: 'riderSettlement',
    closeId: 'shiftClose',
  },
} as const

export const orderRoutes = {
  listOrders: defineRoute({
    method: 'GET',
    path: ORDER_LIST_PATH,
    summary: 'List orders',
    auth: true,
    permission: anyOf({ key: 'order', action: 'View' }),
    scope: orderListScope,
    query: orderListQuerySchema,
    refusals: {
      400: 'A filter is unknown (Errors.<name>: "Unknown field") or contradicts another: completedFrom not before completedTo (cashFrom not before cashTo), a rider, settlement or close of another branch than branchId, a settlement of another rider than riderId.',
      404: "The rider, coupon, settlement or close named does not exist or is not of the employee's branches.",
    },
    response: orderListSchema,
  }),
  countOrdersByStatus: defineRoute({
    method: 'GET',
    path: '/order/status-counts',
    summary: 'Count the orders of each status that match the other filters',
    auth: true,
    permission: anyOf({ key: 'order', action: 'View' }),
    scope: orderListScope,
    query: orderStatusCountsQuerySchema,
    response: dataEnvelope(orderStatusCountsSchema),
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/order/:id',
    summary: 'Read one order in full',
    auth: true,
    permission: anyOf({ key: 'order', action: 'View' }, { key: 'branch-orders', action: 'View' }),
    scope: { branch: 'branchId', record: 'order' },
    params: idParamsSchema,
    response: dataEnvelope(orderSchema),
  }),
  changeOrderStatus: defineRoute({
    method: 'PUT',
    path: '/order/:id/status',
    summary: 'Move an order along the status machine',
    auth: true,
    permission: anyOf(
      { key: 'order', action: 'Update' },
      { key: 'branch-orders', action: 'Update' },
    ),
    scope: { branch: 'branchId', record: 'order' },
    params: idParamsSchema,
    body: orderStatusBodySchema,
    refusals: {
      400: "The body is not valid, e.g. a delivery order sent out without a rider (Errors.riderId), or a cash tender that does not pay the cash due at the order's rate (Errors.cash, in words).",
      422: 'The status machine does not allow this move (Errors.status), a rejection names no active reason (Errors.rejectionReasonId), or the rider is inactive, off shift or of another branch (Errors.riderId).',
    },
    response: dataEnvelope(orderSchema),
  }),
  /**
   * Hands an order out for delivery to another rider of its branch, on shift.
   * With only branch-orders Update, orders of the employee's branches.
   */
  changeOrderRider: defineRoute({
    method: 'PUT',
    path: '/order/:id/rider',
    summary: 'Hand an order on the road to another rider',
    auth: true,
    permission: anyOf(
      { key: 'order', action: 'Update' },
      { key: 'branch-orders', action: 'Update' },
    ),
    scope: { branch: 'branchId', record: 'order' },
    params: idParamsSchema,
    body: orderRiderBodySchema,
    refusals: {
      422: 'The order is not out for delivery (Errors.status), or the rider already has it, is inactive, off shift or of another branch (Errors.riderId).',
    },
    response: dataEnvelope(orderSchema),
  }),
  /**
   * Orders of the branches the employee works for (all branches when their
   * `branchIds` is empty). Without `status`, only ACTIVE_STATUSES.
   */
  listBranchOrders: defineRoute({
    method: 'GET',
    path: '/branch-orders',
    summary: "List the orders of the employee's branches (active ones by default)",
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'View' }),
    scope: orderListScope,
    query: orderListQuerySchema,
    response: orderListSchema,
  }),
  /** The live board: every active order of the employee's branches, and those branches. */
  getBranchOrdersBoard: defineRoute({
    method: 'GET',
    path: '/branch-orders/board',
    summary: "The Branch Orders board: every active order of the employee's branches",
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'View' }),
    scope: { branch: 'branchId' },
    query: branchOrdersBoardQuerySchema,
    refusals: { 404: "The branch is not one of the employee's branches." },
    response: dataEnvelope(branchOrdersBoardSchema),
  }),
  /**
   * Someone at the branch has seen a new order: every board of the branch
   * stops alerting for it. The first acknowledgement stays (a second call
   * answers the order as it is); an order no longer pending is answered as it
   * is, nothing recorded. An order outside the employee's branches is a 404.
   */
  acknowledgeBranchOrder: defineRoute({
    method: 'POST',
    path: '/branch-orders/:id/acknowledge',
    summary: 'Acknowledge a new order for every board of its branch',
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'Update' }),
    scope: { branch: 'branchId', record: 'order' },
    params: idParamsSchema,
    refusals: { 404: "No such order among the employee's branches' orders." },
    response: dataEnvelope(boardOrderSchema),
  }),
  /**
   * The pause switch of one of the employee's branches (a branch outside
   * them is a 404); the branch record's other fields stay with branch Update.
   */
  setBranchAccepting: defineRoute({
    method: 'PUT',
    path: '/branch/:id/accepting',
    summary: 'Pause or resume taking orders at a branch',
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'Update' }),
    scope: { branch: 'id', record: 'branch' },
    params: idParamsSchema,
    body: branchAcceptingBodySchema,
    refusals: { 400: 'The body is not valid, or `until` has passed (Errors.until).' },
    response: dataEnvelope(boardBranchSchema),
  }),
  /** What is off at one of the employee's branches now (another branch is a 404). */
  getBranchAvailability: defineRoute({
    method: 'GET',
    path: '/branch/:id/availability',
    summary: 'List the items off at a branch now',
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'View' }),
    scope: { branch: 'id', record: 'branch' },
    params: idParamsSchema,
    response: dataEnvelope(branchAvailabilitySchema),
  }),
  /**
   * Takes an item (or one option of it) off at one of the employee's branches,
   * or puts it back. The later write wins.
   */
  setBranchAvailability: defineRoute({
    method: 'PUT',
    path: '/branch/:id/availability',
    summary: 'Take an item off at a branch for a while, or put it back',
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'Update' }),
    scope: { branch: 'id', record: 'branch' },
    params: idParamsSchema,
    body: branchAvailabilityBodySchema,
    refusals: {
      400: 'The body is not valid, or `until` has passed (Errors.until).',
      404: "The branch is not one of the employee's branches, or it does not sell the product or option.",
    },
    response: dataEnvelope(branchAvailabilitySchema),
  }),
  /** Busy mode of one of the employee's branches: more preparation time for a while. */
  setBranchPace: defineRoute({
    method: 'PUT',
    path: '/branch/:id/pace',
    summary: 'Set busy mode: extra preparation minutes at a branch for a while',
    auth: true,
    permission: anyOf({ key: 'branch-orders', action: 'Update' }),
    scope: { branch: 'id', record: 'branch' },
    params: idParamsSchema,
    body: branchPaceBodySchema,
    refusals: { 400: 'The body is not valid, or `until` has passed (Errors.until).' },
    response: dataEnvelope(boardBranchSchema),
  }),
}
