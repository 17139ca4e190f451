import { ORDER_SORTABLE, orderListQuerySchema, orderRoutes, orderSummarySchema } from 'contracts'
import { z } from 'zod'
import { resourcePaths } from '../../lib/resource'
import type { ListResource } from '../../lib/resource'

// Paging, sorting and search are the list's own; from/to are its date range, or, in a
// figure's exact selection (orderSelection), instants among the filters.
const LIST_FILTERS = [
  'status',
  'branchId',
  'fulfilment',
  'paymentMethod',
  'paymentStatus',
  'customerId',
  'riderId',
  'couponId',
] as const
const SELECTION_FILTERS = [
  ...LIST_FILTERS,
  'completedFrom',
  'completedTo',
  'settlementId',
  'closeId',
  'heldBy',
  'openAt',
  'cashFrom',
  'cashTo',
  'late',
  'walletPaid',
  'productId',
  'categoryId',
  'from',
  'to',
] as const
const pick = <K extends keyof typeof orderListQuerySchema.shape>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, orderListQuerySchema.shape[k]])) as Pick<
    typeof orderListQuerySchema.shape,
    K
  >
const filterShape = pick(LIST_FILTERS)

/**
 * The order list as the resource layer reads it (`GET /order`): orders are
 * not created or edited by a form, so this is a list, not a resource.
 */
export const orderList = {
  name: 'order',
  path: '/order',
  key: 'order',
  record: orderSummarySchema,
  filters: z.object(filterShape),
  sortable: ORDER_SORTABLE,
  routes: { list: orderRoutes.listOrders },
} satisfies ListResource

/** The order screens' URLs: the list, `/order/{orderId}` (read) and `/order/{orderId}/edit`. */
export const orderPaths = resourcePaths(orderList)

/**
 * The order list as a figure's link opens it: the orders it counts exactly,
 * by instants (`from`/`to` placed, `completedFrom`/`completedTo` ended) or by
 * the settlement, close or rider's cash that holds them, with no range of days.
 */
export const orderSelection = {
  ...orderList,
  filters: z.object(pick(SELECTION_FILTERS)),
} satisfies ListResource
