import { z } from 'zod'
import { instant, instantSchema, integer, queryBoolean } from '../fields'
import { dataEnvelope } from '../envelope'
import { anyOf, defineRoute } from '../routes'
import { defineResource, idParamsSchema, recordMetaSchema, versionSchema } from '../resource'

/** USD value of one point: a decimal string with up to 4 decimals, above 0, at most 100. */
export const POINT_VALUE_PATTERN = /^\d{1,3}(\.\d{1,4})?$/

export const pointValueSchema = z
  .string({
    error: (i) =>
      i.input === undefined
        ? 'USD per point redeemed is required'
        : 'USD per point redeemed must be text',
  })
  .trim()
  .min(1, { error: 'USD per point redeemed is required', abort: true })
  .max(10, { error: 'USD per point redeemed must be an amount such as 0.01', abort: true })
  .regex(POINT_VALUE_PATTERN, {
    error: 'USD per point redeemed must be an amount such as 0.01, with at most 4 decimals',
    abort: true,
  })
  .refine((v) => Number(v) > 0, 'USD per point redeemed must be more than 0')
  .refine((v) => Number(v) <= 100, 'USD per point redeemed must be at most 100')

/**
 * A points rate (Points Rate screen): points earned per dollar spent, the
 * dollar value of a point when redeemed. One rate is active at a time; a new
 * rate starts inactive and is switched on with the activate call.
 */
export const conversionRateInputSchema = z.strictObject({
  pointsPerUsd: integer('Points per USD earned', 0, 1000),
  usdPerPoint: pointValueSchema,
  minRedeemPoints: integer('Minimum points to redeem', 0, 1_000_000).default(0),
  effectiveFrom: instant('Effective from'),
})
export type ConversionRateInput = z.input<typeof conversionRateInputSchema>

export const conversionRateSchema = recordMetaSchema.extend({
  pointsPerUsd: z.number().int(),
  usdPerPoint: z.string(),
  minRedeemPoints: z.number().int(),
  effectiveFrom: instantSchema,
  /** Read-only: changed only by the activate call. */
  isActive: z.boolean(),
  /** Read-only: when it was last activated. */
  activatedAt: instantSchema.nullable(),
})
export type ConversionRate = z.infer<typeof conversionRateSchema>

export const conversionRateFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
})

export const conversionRateResource = defineResource({
  name: 'conversionRate',
  label: 'points rate',
  path: '/conversionRate',
  key: 'conversionRate',
  record: conversionRateSchema,
  input: conversionRateInputSchema,
  filters: conversionRateFiltersSchema,
  sortable: ['effectiveFrom', 'pointsPerUsd', 'createdAt', 'updatedAt'],
  searchable: [],
  businessRules: {
    remove: 'The rate is the active one.',
  },
})

export const conversionRateRoutes = {
  /** Make this rate the active one; the previous active rate is switched off. */
  activateConversionRate: defineRoute({
    method: 'PUT',
    path: '/conversionRate/:id/activate',
    summary: 'Make a points rate the active one',
    auth: true,
    permission: anyOf({ key: 'conversionRate', action: 'Update' }),
    params: idParamsSchema,
    body: z.strictObject(versionSchema.shape),
    response: dataEnvelope(conversionRateSchema),
  }),
}
