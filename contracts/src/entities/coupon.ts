import { z } from 'zod'
import {
  flag,
  instant,
  instantSchema,
  integer,
  money,
  moneySchema,
  moneyToCents,
  optionalText,
  queryBoolean,
  queryEnum,
  whenValid,
} from '../fields'
import { defineResource, idParamsSchema, recordMetaSchema } from '../resource'
import { anyOf, defineRoute } from '../routes'
import { COUPON_FULFILMENTS, happyHourSchema } from './coupon-rules'
import { scheduleStatusQuery } from './schedule'

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percent: 'Percentage',
  fixed: 'Fixed amount',
}

/** What a coupon takes off: the order's items or its delivery charge. */
export const COUPON_TARGETS = ['order', 'delivery'] as const
export type CouponTarget = (typeof COUPON_TARGETS)[number]
export const COUPON_TARGET_LABELS: Record<CouponTarget, string> = {
  order: 'Order',
  delivery: 'Delivery charge',
}

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/

/** A coupon code as customers type it: trimmed and upper-cased, 3 to 20 of A–Z 0–9 _ -. */
export const couponCodeSchema = z
  .string({ error: (i) => (i.input === undefined ? 'Code is required' : 'Code must be text') })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Code is required', abort: true })
  .max(20, { error: 'Code must be at most 20 characters', abort: true })
  .regex(COUPON_CODE_PATTERN, 'Code must be 3 to 20 letters, digits, dashes or underscores')

const couponLimit = (label: string) => integer(label, 1, 1_000_000).nullable().default(null)

/** What the coupon form sends (create; update adds `version`). */
export const couponInputSchema = z
  .strictObject({
    code: couponCodeSchema,
    description: optionalText('Description', 500),
    discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percent or fixed' }),
    /** Percent (0.01–100.00) or USD, by `discountType`. */
    value: money('Value', { min: '0.01' }),
    /** Cap of a percentage discount; null = no cap. */
    maxDiscount: money('Maximum discount', { min: '0.01' }).nullable().default(null),
    minOrderTotal: money('Minimum order total').default('0.00'),
    startsAt: instant('Starts at'),
    endsAt: instant('Ends at'),
    /** Uses across all customers; null = unlimited. */
    usageLimit: couponLimit('Usage limit'),
    /** Uses per customer; null = unlimited. */
    perCustomerLimit: couponLimit('Uses per customer'),
    firstOrderOnly: flag('First order only', false),
    appliesTo: z
      .enum(COUPON_TARGETS, { error: 'Applies to must be order or delivery' })
      .default('order'),
    /** Delivery orders, pickup orders or both. */
    fulfilment: z
      .enum(COUPON_FULFILMENTS, { error: 'For must be any, delivery or pickup' })
      .default('any'),
    /** Only on these weekdays between these hours, Beirut time; null = any time. */
    happyHour: happyHourSchema.nullable().default(null),
    isActive: flag('Active', true),
  })
  .refine((c) => Date.parse(c.endsAt) > Date.parse(c.startsAt), {
    error: 'Ends at must be after starts at',
    path: ['endsAt'],
    ...whenValid('startsAt', 'endsAt'),
  })
  .refine((c) => c.discountType !== 'percent' || moneyToCents(c.value) <= 10_000, {
    error: 'A percentage cannot be more than 100',
    path: ['value'],
    ...whenValid('discountType', 'value'),
  })
  .refine((c) => c.discountType === 'percent' || c.maxDiscount === null, {
    error: 'Only a percentage has a maximum discount',
    path: ['maxDiscount'],
    ...whenValid('discountType', 'maxDiscount'),
  })
  .refine(
    (c) =>
      c.usageLimit === null || c.perCustomerLimit === null || c.perCustomerLimit <= c.usageLimit,
    {
      error: 'Uses per customer cannot be more than the usage limit',
      path: ['perCustomerLimit'],
      ...whenValid('usageLimit', 'perCustomerLimit'),
    },
  )
export type CouponInput = z.input<typeof couponInputSchema>

export const couponSchema = recordMetaSchema.extend({
  code: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  value: moneySchema,
  maxDiscount: moneySchema.nullable(),
  minOrderTotal: moneySchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  /** Read-only: orders that used it. */
  usedCount: z.number().int().nonnegative(),
  firstOrderOnly: z.boolean(),
  appliesTo: z.enum(COUPON_TARGETS),
  fulfilment: z.enum(COUPON_FULFILMENTS),
  happyHour: happyHourSchema.nullable(),
  isActive: z.boolean(),
})
export type Coupon = z.infer<typeof couponSchema>

export const couponFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
  discountType: queryEnum('Discount type', DISCOUNT_TYPES).optional(),
  appliesTo: queryEnum('Applies to', COUPON_TARGETS).optional(),
  /** Scheduled, live, expired or inactive now (scheduleStatusOf). */
  status: scheduleStatusQuery().optional(),
})

export const couponResource = defineResource({
  name: 'coupon',
  path: '/coupon',
  key: 'coupon',
  record: couponSchema,
  input: couponInputSchema,
  filters: couponFiltersSchema,
  sortable: ['code', 'startsAt', 'endsAt', 'usedCount', 'createdAt', 'updatedAt'],
  searchable: ['code', 'description'],
  businessRules: {
    write: 'Another coupon has this code (Errors.code).',
  },
})

/** An order that used a coupon, as the coupon screen lists it. */
export const couponOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: instantSchema,
  customerName: z.string(),
  branchName: z.string(),
  branchNameAr: z.string(),
  discount: moneySchema,
  total: moneySchema,
})
export type CouponOrder = z.infer<typeof couponOrderSchema>

/** How many of a coupon's orders `GET /coupon/:id/orders` answers with, newest first. */
export const COUPON_ORDERS_SHOWN = 10

/**
 * What an employee needs, besides coupon View, to see a coupon's orders one by
 * one (numbers, customers, branches); without it the answer is counts and sums.
 */
export const COUPON_ORDER_ROWS_PERMISSION = anyOf({ key: 'order', action: 'View' })

/** The latest orders that used a coupon, and how many did (with order View). */
export const couponOrderRowsSchema = z.strictObject({
  Data: z.array(couponOrderSchema),
  TotalCount: z.number().int(),
})

/** How many orders used a coupon and what they add up to, none named (without order View). */
export const couponOrderSumsSchema = z.strictObject({
  TotalCount: z.number().int(),
  /** Sums over every order counted, not only the latest. */
  Sums: z.strictObject({ discount: moneySchema, total: moneySchema }),
})

/** `GET /coupon/:id/orders` answers rows or sums, by the caller's order View. */
export const couponOrdersAnswerSchema = z.union([couponOrderRowsSchema, couponOrderSumsSchema])
export type CouponOrdersAnswer = z.infer<typeof couponOrdersAnswerSchema>

export const couponRoutes = {
  /** The latest orders that used a coupon, so marketing sees what it did. */
  listCouponOrders: defineRoute({
    method: 'GET',
    path: '/coupon/:id/orders',
    summary: 'The latest orders that used a coupon (newest first, at most 10)',
    description:
      'With order View, the latest orders one by one (number, time, customer, branch, discount, total) and their count; without it, only the count and the sums of the discounts and totals, with no order number or customer name.',
    auth: true,
    permission: anyOf({ key: 'coupon', action: 'View' }),
    scope: { branch: 'branchId', filterOnly: true },
    detail: { permission: COUPON_ORDER_ROWS_PERMISSION, fields: ['Data'], otherwise: ['Sums'] },
    params: idParamsSchema,
    response: couponOrdersAnswerSchema,
  }),
}
