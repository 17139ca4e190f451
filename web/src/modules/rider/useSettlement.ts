import { riderResource, riderRoutes } from 'contracts'
import type { Rider } from 'contracts'
import { useSWRConfig } from 'swr'
import { requestPath } from '../../lib/api'
import { useSendOnce } from '../../lib/resource'

/**
 * One cash settlement, exactly once (useSendOnce: its key is made when "Settle
 * cash" opens and kept until the server has recorded it); once recorded, the
 * rider, their settlements and the riders list are read again.
 */
export function useSettlement(rider: Rider) {
  const { send, sending } = useSendOnce(riderRoutes.createRiderSettlement)
  const { mutate } = useSWRConfig()

  const settle = async (body: { amount: string; note: string }) => {
    const result = await send({ params: { id: rider.id }, body })
    if (result?.ok) {
      await Promise.all([
        mutate(requestPath(riderResource.routes.get, { params: { id: rider.id } })),
        mutate(
          (k) =>
            typeof k === 'string' &&
            k.startsWith(
              requestPath(riderRoutes.listRiderSettlements, { params: { id: rider.id } }),
            ),
        ),
        mutate((k) => typeof k === 'string' && /^\/rider(\?|$)/.test(k)),
      ])
    }
    return result
  }
  return { settle, sending }
}
