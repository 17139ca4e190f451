import { orderRoutes } from 'contracts'
import type { OrderStatusCounts } from 'contracts'
import { useApi } from '../../lib/api'
import { dayRangeQuery } from '../../lib/resource'
import type { ListState } from '../../lib/resource'

/**
 * How many orders of each status the list's other filters match, in one
 * request (`GET /order/status-counts`): the status filter itself, paging and
 * sorting are left out. Asked for once `enabled` (after the list's first
 * page: the rows come first).
 */
export function useStatusCounts(state: ListState, enabled: boolean) {
  const { status: _chosen, ...filters } = state.filters
  const query = {
    ...filters,
    ...dayRangeQuery(state.dateRange ?? {}),
    search: state.search.trim() || undefined,
  }
  const { data, error } = useApi(orderRoutes.countOrdersByStatus, { query, enabled })
  const counts: OrderStatusCounts | undefined = data?.Data
  return { counts, error }
}
