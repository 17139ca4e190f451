import { z } from 'zod'
import {
  flag,
  integer,
  money,
  moneySchema,
  moneyToCents,
  queryBoolean,
  queryId,
  ref,
  text,
  whenValid,
} from '../fields'
import { defineResource, recordMetaSchema } from '../resource'

/** The charge of delivering to one area from one branch. */
export const deliveryChargeInputSchema = z
  .strictObject({
    branchId: ref('Branch'),
    area: text('Area', 100),
    /** Customers pick their area in the app, so it has an Arabic twin. */
    areaAr: text('Arabic area', 100),
    charge: money('Charge'),
    minimumOrder: money('Minimum order').default('0.00'),
    /** Orders at or above this travel free; null = never free. */
    freeDeliveryAbove: money('Free delivery above').nullable().default(null),
    estimatedMinutes: integer('Estimated time', 1, 240),
    isActive: flag('Active', true),
  })
  .refine(
    (d) =>
      d.freeDeliveryAbove === null ||
      moneyToCents(d.freeDeliveryAbove) >= moneyToCents(d.minimumOrder),
    {
      error: 'Free delivery above cannot be less than the minimum order',
      path: ['freeDeliveryAbove'],
      ...whenValid('minimumOrder', 'freeDeliveryAbove'),
    },
  )
export type DeliveryChargeInput = z.input<typeof deliveryChargeInputSchema>

export const deliveryChargeSchema = recordMetaSchema.extend({
  branchId: z.number().int(),
  /** Read-only: the branch's name, and its Arabic name. */
  branchName: z.string(),
  branchNameAr: z.string(),
  area: z.string(),
  areaAr: z.string(),
  charge: moneySchema,
  minimumOrder: moneySchema,
  freeDeliveryAbove: moneySchema.nullable(),
  estimatedMinutes: z.number().int(),
  isActive: z.boolean(),
})
export type DeliveryCharge = z.infer<typeof deliveryChargeSchema>

export const deliveryChargeFiltersSchema = z.object({
  branchId: queryId('Branch').optional(),
  isActive: queryBoolean('Active').optional(),
})

export const deliveryChargeResource = defineResource({
  name: 'deliveryCharge',
  label: 'delivery charge',
  path: '/delivery-charge',
  key: 'delivery-charge',
  record: deliveryChargeSchema,
  input: deliveryChargeInputSchema,
  filters: deliveryChargeFiltersSchema,
  sortable: [
    'area',
    'charge',
    'minimumOrder',
    // Never-free charges (null) come last ascending, first descending.
    'freeDeliveryAbove',
    'branchName',
    'estimatedMinutes',
    'createdAt',
    'updatedAt',
  ],
  searchable: ['area', 'areaAr'],
  businessRules: {
    write: "The branch does not exist or is not one of the employee's branches (Errors.branchId).",
  },
  scope: 'branchId',
})
