import { PAGE_SIZE_MAX, orderRoutes, riderResource, riderRoutes } from 'contracts'
import type { Rider, RiderSettlementBody, RiderSettlementVoidBody } from 'contracts'
import { useSWRConfig } from 'swr'
import { apiRequest, readAllPages, requestPath, useApi } from '../../lib/api'
import { useSendOnce } from '../../lib/resource'
import { usePermissions } from '../../lib/session'

/** The list's query of the orders whose cash the rider holds now, oldest first. */
const heldQuery = (riderId: number) => ({ heldBy: riderId, sort: 'createdAt:asc' })

/** The orders whose cash the rider holds now, oldest first (the desk's list, what Settle cash settles). */
export function useHeldOrders(riderId: number) {
  const { can } = usePermissions()
  return useApi(orderRoutes.listOrders, {
    query: { ...heldQuery(riderId), pageSize: PAGE_SIZE_MAX },
    enabled: can('order'),
  })
}

/** Every order whose cash the rider holds now (the printed cash sheet), however many pages they fill. */
export const allHeldOrders = (riderId: number) =>
  readAllPages((page, pageSize) =>
    apiRequest(orderRoutes.listOrders, { query: { ...heldQuery(riderId), page, pageSize } }),
  )

/** Every settlement of the rider made since `fromMs` (the day a cash sheet prints), newest first. */
export const settlementsSince = (riderId: number, fromMs: number) =>
  readAllPages(
    (page, pageSize) =>
      apiRequest(riderRoutes.listRiderSettlements, {
        params: { id: riderId },
        query: { page, pageSize },
      }),
    { until: (s) => Date.parse(s.createdAt) < fromMs },
  )

/** Reads again what a settlement or its void changes: the rider, their settlements and held orders, the riders list. */
function useRefresh(rider: Rider) {
  const { mutate } = useSWRConfig()
  const under = (prefix: string) => (k: unknown) => typeof k === 'string' && k.startsWith(prefix)
  return () =>
    Promise.all([
      mutate(requestPath(riderResource.routes.get, { params: { id: rider.id } })),
      mutate(under(requestPath(riderRoutes.listRiderSettlements, { params: { id: rider.id } }))),
      mutate((k) => typeof k === 'string' && /^\/rider(\?|$)/.test(k)),
      mutate(under(`${requestPath(orderRoutes.listOrders)}?`)),
    ])
}

/**
 * One cash settlement, exactly once (useSendOnce: its key is made when "Settle
 * cash" opens and kept until the server has recorded it); once recorded, what
 * it changed is read again.
 */
export function useSettlement(rider: Rider) {
  const { send, sending } = useSendOnce(riderRoutes.createRiderSettlement)
  const refresh = useRefresh(rider)
  const settle = async (body: RiderSettlementBody) => {
    const result = await send({ params: { id: rider.id }, body })
    if (result?.ok) await refresh()
    return result
  }
  return { settle, sending }
}

/** Voids one settlement of the rider, exactly once; then what it changed is read again. */
export function useVoidSettlement(rider: Rider) {
  const { send, sending } = useSendOnce(riderRoutes.voidRiderSettlement)
  const refresh = useRefresh(rider)
  const voidOne = async (settlementId: number, body: RiderSettlementVoidBody) => {
    const result = await send({ params: { id: rider.id, settlementId }, body })
    if (result?.ok) await refresh()
    return result
  }
  return { voidOne, sending }
}
