import { orderRoutes } from 'contracts'
import type { Order } from 'contracts'
import { useMemo } from 'react'
import { useSWRConfig } from 'swr'
import { requestPath } from '../api'

/** Reads that show an order's status: order lists and their counts, Branch Orders, the dashboard. */
const SHOWS_ORDER_STATUS = /^\/(order|branch-orders|dashboard)(\?|\/status-counts|\/board|$)/

/**
 * The cached reads an order's move changes. A moved order is stored under its
 * own key (the answer carries it whole); every list, count and board showing
 * orders is revalidated in place, keeping its rows on screen until the fresh
 * ones arrive.
 */
export function useOrderCache() {
  const { mutate } = useSWRConfig()
  return useMemo(
    () => ({
      store: (order: Order) =>
        mutate(
          requestPath(orderRoutes.getOrder, { params: { id: order.id } }),
          { Data: order },
          { revalidate: false },
        ),
      // One argument: revalidate only, the data shown stays until replaced.
      revalidateLists: () =>
        mutate((key) => typeof key === 'string' && SHOWS_ORDER_STATUS.test(key)),
    }),
    [mutate],
  )
}
