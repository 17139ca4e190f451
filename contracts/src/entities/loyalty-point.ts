import { z } from 'zod'
import { listEnvelope, listQuerySchema, searchIn, sortSchema } from '../envelope'
import { queryEnum, queryId, withDateRange } from '../fields'
import { anyOf, defineRoute } from '../routes'
import { recordMetaSchema } from '../resource'

export const LOYALTY_ENTRY_TYPES = ['earned', 'redeemed', 'expired', 'adjusted'] as const
export type LoyaltyEntryType = (typeof LOYALTY_ENTRY_TYPES)[number]
export const LOYALTY_ENTRY_TYPE_LABELS: Record<LoyaltyEntryType, string> = {
  earned: 'Earned',
  redeemed: 'Redeemed',
  expired: 'Expired',
  adjusted: 'Adjusted',
}

/** A line of a customer's points history (immutable; `version` stays 0). */
export const loyaltyPointEntrySchema = recordMetaSchema.extend({
  customerId: z.number().int(),
  customerName: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  type: z.enum(LOYALTY_ENTRY_TYPES),
  /** Signed: positive earned, negative redeemed or expired. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  note: z.string(),
})
export type LoyaltyPointEntry = z.infer<typeof loyaltyPointEntrySchema>

export const loyaltyPointListQuerySchema = withDateRange(
  listQuerySchema.extend({
    sort: sortSchema(['createdAt', 'points']),
    search: searchIn(['customer name', 'phone', 'note']),
    customerId: queryId('Customer').optional(),
    type: queryEnum('Type', LOYALTY_ENTRY_TYPES).optional(),
  }),
)

export const loyaltyPointRoutes = {
  /** `search`: each word in the customer's name, phone or the note. */
  listLoyaltyPoints: defineRoute({
    method: 'GET',
    path: '/loyaltyPointHistory',
    summary: 'List loyalty point movements',
    auth: true,
    permission: anyOf({ key: 'loyaltyPointHistory', action: 'View' }),
    query: loyaltyPointListQuerySchema,
    response: listEnvelope(loyaltyPointEntrySchema),
  }),
}
