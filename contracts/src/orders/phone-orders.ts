/**
 * Orders taken by phone (`/order/add`): the menu and customer the screen
 * reads, the quote, and the order itself. Every figure is the server's
 * (pricing.ts); the screen only shows it.
 */
import { z } from 'zod'
import { dataEnvelope } from '../envelope'
import {
  flag,
  instant,
  instantSchema,
  integer,
  moneySchema,
  optionalText,
  phone,
  queryId,
  ref,
  text,
  whenValid,
} from '../fields'
import { couponCodeSchema } from '../entities/coupon'
import { orderSchema, PAYMENT_METHODS } from '../entities/order'
import { productOptionGroupRecordSchema, productOptionRecordSchema } from '../entities/product'
import { customerSchema } from '../entities/customer'
import { anyOf, defineRoute } from '../routes'
import { FULFILMENTS, ORDER_STATUSES } from './status'

/** How many of one product a line holds, and its note's length, in words where they are refused. */
export const PHONE_ORDER_LINE_RULES = {
  maxQuantity: 99,
  maxNote: 200,
  quantityWhole: 'Quantity must be a whole number such as 2',
  quantityAtLeast: 'At least 1 of an item per line',
  quantityAtMost: 'At most 99 of one item per line',
} as const

/** The whole order's note, one name wherever it is typed, shown or printed. */
export const KITCHEN_NOTE_LABEL = 'Note for the kitchen'
/** The longest note for the kitchen, in characters. */
export const KITCHEN_NOTE_MAX = 500

/** One line of the order: a product, how many, its chosen options by id, a note for the kitchen. */
export const phoneOrderLineSchema = z.strictObject({
  productId: ref('Product'),
  quantity: z
    .number({ error: PHONE_ORDER_LINE_RULES.quantityWhole })
    .int(PHONE_ORDER_LINE_RULES.quantityWhole)
    .min(1, PHONE_ORDER_LINE_RULES.quantityAtLeast)
    .max(PHONE_ORDER_LINE_RULES.maxQuantity, PHONE_ORDER_LINE_RULES.quantityAtMost),
  optionIds: z
    .array(
      z
        .number({ error: 'Options must be chosen from the product’s options' })
        .int('Options must be chosen from the product’s options')
        .positive('Options must be chosen from the product’s options'),
      { error: 'Options must be a list' },
    )
    .max(50, 'A line has at most 50 options')
    .default([]),
  notes: optionalText('Line note', PHONE_ORDER_LINE_RULES.maxNote),
})
export type PhoneOrderLine = z.input<typeof phoneOrderLineSchema>

/** A customer who is not known yet: created with the order. */
export const phoneOrderNewCustomerSchema = z.strictObject({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  phone: phone(),
})

/** An address typed for this order (not saved on the customer). */
export const phoneOrderAddressSchema = z.strictObject({
  area: text('Area', 100),
  street: text('Street', 200),
  building: optionalText('Building', 100),
  floor: optionalText('Floor', 20),
  notes: optionalText('Address notes', 500),
})

export const PHONE_ORDER_FIELD_MESSAGES = {
  customer: 'Choose a known customer or type a new one’s name and phone',
  address: 'Choose a saved address or type a new one',
  pickupAddress: 'A pickup order has no address',
  newCustomerAddress: 'A new customer has no saved address: type the address',
} as const

const phoneOrderShape = {
  customerId: ref('Customer').optional(),
  customer: phoneOrderNewCustomerSchema.optional(),
  branchId: ref('Branch'),
  fulfilment: z.enum(FULFILMENTS, { error: 'Fulfilment must be delivery or pickup' }),
  /** One of the customer's saved addresses, by its place in their list (0 = the first). */
  addressIndex: integer('Saved address', 0, 9).optional(),
  address: phoneOrderAddressSchema.optional(),
  items: z
    .array(phoneOrderLineSchema, { error: 'Items must be a list' })
    .min(1, 'Add at least one item')
    .max(50, 'An order has at most 50 lines'),
  couponCode: couponCodeSchema.optional(),
  /** Points to redeem, at the active rate; 0 = none. */
  redeemPoints: integer('Points to redeem', 0, 10_000_000).default(0),
  /** Pay what the wallet holds first (cash or card for the rest). */
  useWallet: flag('Use wallet', false),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Payment must be cash, card or wallet' }),
  /** For later: when the customer wants it (an open time of the branch); null = now. */
  scheduledFor: instant('Time for later').nullable().default(null),
  /** For the whole order (the kitchen ticket prints it). */
  notes: optionalText(KITCHEN_NOTE_LABEL, KITCHEN_NOTE_MAX),
}

type Shape = {
  customerId?: number | undefined
  customer?: unknown
  fulfilment: string
  addressIndex?: number | undefined
  address?: unknown
}
const addressRules = <T extends z.ZodType<Shape>>(schema: T) =>
  schema
    .refine(
      (b) =>
        b.fulfilment !== 'delivery' || (b.address === undefined) !== (b.addressIndex === undefined),
      {
        error: PHONE_ORDER_FIELD_MESSAGES.address,
        path: ['address'],
        ...whenValid('fulfilment', 'address', 'addressIndex'),
      },
    )
    .refine(
      (b) => b.fulfilment !== 'pickup' || (b.address === undefined && b.addressIndex === undefined),
      {
        error: PHONE_ORDER_FIELD_MESSAGES.pickupAddress,
        path: ['address'],
        ...whenValid('fulfilment', 'address', 'addressIndex'),
      },
    )
    .refine((b) => b.addressIndex === undefined || b.customerId !== undefined, {
      error: PHONE_ORDER_FIELD_MESSAGES.newCustomerAddress,
      path: ['addressIndex'],
      ...whenValid('customerId', 'addressIndex'),
    })

/**
 * `POST /order`: a known customer (`customerId`) or a new one (`customer`),
 * the branch, delivery to a saved (`addressIndex`) or typed (`address`)
 * address or pickup, the lines, and how it is paid.
 */
export const phoneOrderBodySchema = addressRules(
  z
    .strictObject(phoneOrderShape)
    .refine((b) => (b.customerId === undefined) !== (b.customer === undefined), {
      error: PHONE_ORDER_FIELD_MESSAGES.customer,
      path: ['customerId'],
      ...whenValid('customerId', 'customer'),
    }),
)
export type PhoneOrderBody = z.input<typeof phoneOrderBodySchema>

/**
 * `POST /order/quote`: the same body; the customer may still be missing (a
 * number not known yet whose name is not typed), priced as a new customer.
 */
export const phoneOrderQuoteBodySchema = addressRules(
  z
    .strictObject(phoneOrderShape)
    .refine((b) => b.customerId === undefined || b.customer === undefined, {
      error: PHONE_ORDER_FIELD_MESSAGES.customer,
      path: ['customerId'],
      ...whenValid('customerId', 'customer'),
    }),
)
export type PhoneOrderQuoteBody = z.input<typeof phoneOrderQuoteBodySchema>

export const quoteProblemSchema = z.object({
  /** The body field it is about (`items.0.optionIds`, `couponCode`, `branchId`…). */
  field: z.string(),
  message: z.string(),
})

export const orderQuoteSchema = z.object({
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: moneySchema,
      options: z.array(z.object({ group: z.string(), name: z.string(), priceDelta: moneySchema })),
      notes: z.string(),
      lineTotal: moneySchema,
    }),
  ),
  subtotal: moneySchema,
  deliveryCharge: moneySchema,
  /** The coupon's and the redeemed points' together. */
  discount: moneySchema,
  pointsRedeemed: z.number().int(),
  walletAmountUsed: moneySchema,
  total: moneySchema,
  /** What would stop the order now, in words; empty: it may be placed as quoted. */
  problems: z.array(quoteProblemSchema),
  /**
   * The time promised to the customer: from now (or the time for later) the
   * branch's preparation time, busy mode's extra minutes counted in, and for
   * a delivery the area's estimated time on the road.
   */
  promisedAt: instantSchema,
  /** Busy mode's extra minutes in `promisedAt` (0: the branch is not busy then). */
  busyMinutes: z.number().int(),
})
export type OrderQuote = z.infer<typeof orderQuoteSchema>

/** Whether an item is off at the menu's branch now, and until when. */
const availableShape = {
  available: z.boolean(),
  /** When an item off comes back by itself; null while available or off until switched back. */
  availableAgain: instantSchema.nullable(),
}

/** `GET /order/menu?branchId`: with a branch, each product and option says whether it is off there now. */
export const phoneOrderMenuQuerySchema = z.object({ branchId: queryId('Branch').optional() })

/** What the order screen reads to take an order: the employee's branches, their areas, the products. */
export const phoneOrderMenuSchema = z.object({
  branches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameAr: z.string(),
      isActive: z.boolean(),
      acceptingOrders: z.boolean(),
      /** Open now on its opening hours (Asia/Beirut). */
      openNow: z.boolean(),
    }),
  ),
  /** The active delivery charges of those branches: an area, who delivers there, at what price. */
  areas: z.array(
    z.object({
      branchId: z.number().int(),
      area: z.string(),
      areaAr: z.string(),
      charge: moneySchema,
      minimumOrder: moneySchema,
      freeDeliveryAbove: moneySchema.nullable(),
      estimatedMinutes: z.number().int(),
    }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameAr: z.string(),
      price: moneySchema,
      isAvailable: z.boolean(),
      branchIds: z.array(z.number().int()),
      categoryName: z.string(),
      /** Not off at the menu's branch now (true without a branch). */
      ...availableShape,
      optionGroups: z.array(
        productOptionGroupRecordSchema.extend({
          options: z.array(productOptionRecordSchema.extend(availableShape)),
        }),
      ),
      /** How many were ordered at each of the employee's branches: the search ranks by it. */
      soldAt: z.array(z.object({ branchId: z.number().int(), quantity: z.number().int() })),
    }),
  ),
  /** The active points rate's value of a point and minimum, null when none is active. */
  pointsRate: z.object({ usdPerPoint: z.string(), minRedeemPoints: z.number().int() }).nullable(),
  /** The menu's version, as `GET /order/menu/version` tells it: read the menu again when that differs. */
  version: z.string(),
})
export type PhoneOrderMenu = z.infer<typeof phoneOrderMenuSchema>

/**
 * `GET /order/menu/version?branchId`: a short token that changes whenever the
 * menu of that branch would read differently (an item taken off or back,
 * including by its "until" passing; a product, option, category, area,
 * points rate or branch changed; a branch opening, closing or pausing), so a
 * screen can poll it cheaply and read the whole menu only on a change. The
 * sales counts that rank the search are not part of it.
 */
export const phoneOrderMenuVersionSchema = z.object({ version: z.string() })
export type PhoneOrderMenuVersion = z.infer<typeof phoneOrderMenuVersionSchema>

/** A line of a past order as "Order again" copies it: options by today's ids. */
const againLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  optionIds: z.array(z.number().int()),
  notes: z.string(),
})

/** `GET /order/customer?phone=`: the customer of a number, or null when nobody has it. */
export const phoneOrderCustomerSchema = z.object({
  customer: customerSchema
    .pick({
      id: true,
      firstName: true,
      lastName: true,
      phone: true,
      addresses: true,
      isBlocked: true,
      blockedReason: true,
      walletBalance: true,
      loyaltyPoints: true,
      ordersCount: true,
    })
    .extend({
      /** Their last three orders at the employee's branches, newest first. */
      lastOrders: z.array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          createdAt: instantSchema,
          branchId: z.number().int(),
          branchName: z.string(),
          branchNameAr: z.string(),
          status: z.enum(ORDER_STATUSES),
          total: moneySchema,
          items: z.array(againLineSchema),
        }),
      ),
    })
    .nullable(),
})
export type PhoneOrderCustomer = NonNullable<z.infer<typeof phoneOrderCustomerSchema>['customer']>

export const phoneOrderCustomerQuerySchema = z.object({ phone: phone() })

const REFUSED =
  'The order cannot be placed as it is (ErrorMessage says why; Errors names each field): a product unavailable or not sold at the branch, an option group with a missing, too few or too many choices, the branch switched off, paused or closed (at the time chosen), an area it does not deliver to, below the area’s minimum, a coupon that cannot be used, points or a wallet that cannot pay, a blocked or unknown customer, a new customer’s phone that already belongs to someone (named), or an Idempotency-Key already used for another order.'

export const phoneOrderRoutes = {
  getPhoneOrderMenu: defineRoute({
    method: 'GET',
    path: '/order/menu',
    summary: 'What an order taken by phone may contain: branches, their delivery areas, products',
    auth: true,
    permission: anyOf({ key: 'order', action: 'Add' }),
    // The branch only narrows what is marked: the handler refuses another's (404).
    scope: { branch: 'branchId', filterOnly: true },
    query: phoneOrderMenuQuerySchema,
    refusals: { 404: 'The branch is not one of the employee’s branches.' },
    response: dataEnvelope(phoneOrderMenuSchema),
  }),
  getPhoneOrderMenuVersion: defineRoute({
    method: 'GET',
    path: '/order/menu/version',
    summary: 'The version of what GET /order/menu answers: poll it, read the menu when it changes',
    auth: true,
    permission: anyOf({ key: 'order', action: 'Add' }),
    // As the menu's: the branch only narrows it, the handler refuses another's (404).
    scope: { branch: 'branchId', filterOnly: true },
    query: phoneOrderMenuQuerySchema,
    refusals: { 404: 'The branch is not one of the employee’s branches.' },
    response: dataEnvelope(phoneOrderMenuVersionSchema),
  }),
  findPhoneOrderCustomer: defineRoute({
    method: 'GET',
    path: '/order/customer',
    summary: 'The customer of a phone number, with their last three orders (null when unknown)',
    auth: true,
    permission: anyOf({ key: 'order', action: 'Add' }),
    scope: { branch: 'branchId', filterOnly: true },
    query: phoneOrderCustomerQuerySchema,
    response: dataEnvelope(phoneOrderCustomerSchema),
  }),
  quoteOrder: defineRoute({
    method: 'POST',
    path: '/order/quote',
    summary: 'Price an order as the server would place it now, with what would stop it',
    auth: true,
    permission: anyOf({ key: 'order', action: 'Add' }),
    scope: { branch: 'branchId' },
    body: phoneOrderQuoteBodySchema,
    refusals: {
      404: 'The branch is not one of the employee’s branches.',
      422: 'The customer (customerId) or a saved address (addressIndex) does not exist.',
    },
    response: dataEnvelope(orderQuoteSchema),
  }),
  placeOrder: defineRoute({
    method: 'POST',
    path: '/order',
    summary: 'Place an order taken by phone (pending, on the branch’s board)',
    auth: true,
    permission: anyOf({ key: 'order', action: 'Add' }),
    scope: { branch: 'branchId' },
    successStatus: 201,
    idempotent: true,
    body: phoneOrderBodySchema,
    refusals: {
      400: 'The body is not valid, or the Idempotency-Key header is missing or malformed.',
      404: 'The branch is not one of the employee’s branches.',
      422: REFUSED,
    },
    response: dataEnvelope(orderSchema),
  }),
}
