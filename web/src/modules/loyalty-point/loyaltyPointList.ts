import { loyaltyPointEntrySchema, loyaltyPointListQuerySchema, loyaltyPointRoutes } from 'contracts'
import { z } from 'zod'
import type { ListResource } from '../../lib/resource'

// Paging, sorting and search are the list's own; from/to are its date range.
const { customerId, type } = loyaltyPointListQuerySchema.shape
const filterShape = { customerId, type }

/** The points ledger as the resource layer reads it (`GET /loyaltyPointHistory`): read only. */
export const loyaltyPointList = {
  name: 'loyaltyPointHistory',
  path: '/loyaltyPointHistory',
  key: 'loyaltyPointHistory',
  record: loyaltyPointEntrySchema,
  filters: z.object(filterShape),
  sortable: ['createdAt', 'points'],
  routes: { list: loyaltyPointRoutes.listLoyaltyPoints },
} satisfies ListResource
