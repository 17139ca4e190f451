import { orderRoutes } from 'contracts'
import type { OrderStatusCounts } from 'contracts'
import { useEffect, useState } from 'react'
import { useApi } from '../../lib/api'
import { dayRangeQuery } from '../../lib/resource'
import type { ListState } from '../../lib/resource'
import { whenIdle } from '../../lib/whenIdle'

/**
 * How many orders of each status the list's other filters match, in one
 * request (`GET /order/status-counts`): the status filter itself, paging and
 * sorting are left out. Asked for once `rowsShown` and the browser is idle (the
 * rows come first, drawn before the counts are asked for: on a phone the request
 * and its answer would otherwise hold up their first paint), at once after that.
 */
export function useStatusCounts(state: ListState, rowsShown: boolean) {
  const [drawn, setDrawn] = useState(false)
  useEffect(
    () => (rowsShown && !drawn ? whenIdle(() => setDrawn(true)) : undefined),
    [rowsShown, drawn],
  )
  const enabled = rowsShown && drawn
  const { status: _chosen, ...filters } = state.filters
  const query = {
    ...filters,
    // A figure's exact selection has no range of days: its instants are among the filters.
    ...(state.dateRange ? dayRangeQuery(state.dateRange) : {}),
    search: state.search.trim() || undefined,
  }
  const { data, error } = useApi(orderRoutes.countOrdersByStatus, { query, enabled })
  const counts: OrderStatusCounts | undefined = data?.Data
  return { counts, error }
}
