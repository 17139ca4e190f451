import { z } from 'zod'
import { flag, queryBoolean, sortOrder, text } from '../fields'
import { defineResource, recordMetaSchema } from '../resource'
import type { Grant } from '../routes'

/** A reason offered when an order is rejected ("Out of stock"). */
export const rejectionInputSchema = z.strictObject({
  text: text('Reason', 200),
  textAr: text('Arabic reason', 200),
  isActive: flag('Active', true),
  sortOrder: sortOrder(),
})
export type RejectionInput = z.input<typeof rejectionInputSchema>

export const rejectionSchema = recordMetaSchema.extend({
  text: z.string(),
  textAr: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
})
export type Rejection = z.infer<typeof rejectionSchema>

export const rejectionFiltersSchema = z.object({
  isActive: queryBoolean('Active').optional(),
})

/**
 * Who may list rejection reasons without rejection View: whoever can reject an
 * order (the order screen and the Branch Orders board offer the active ones).
 * The list only; a reason's own record and its changes need rejection
 * permissions.
 */
export const REJECTION_LIST_ALSO: readonly Grant[] = [
  { key: 'order', action: 'Update' },
  { key: 'branch-orders', action: 'Update' },
]

export const rejectionResource = defineResource({
  listAlso: REJECTION_LIST_ALSO,
  name: 'rejection',
  label: 'rejection reason',
  path: '/rejection',
  key: 'rejection',
  record: rejectionSchema,
  input: rejectionInputSchema,
  filters: rejectionFiltersSchema,
  sortable: ['text', 'sortOrder', 'createdAt', 'updatedAt'],
  searchable: ['text', 'textAr'],
})
