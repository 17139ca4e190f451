import { riderRoutes } from 'contracts'
import type { Rider, RiderSettlement } from 'contracts'
import { useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { requestPath } from '../../lib/api'
import { newIdempotencyKey, sendOnce } from '../../lib/api/sendOnce'
import { serverFailure } from '../../lib/resource'
import type { ServerFailure } from '../../lib/resource'

/**
 * One cash settlement, exactly once: its Idempotency-Key is made when "Settle
 * cash" opens and kept until the server has recorded it (a lost try is sent
 * again under the same key); a second click while it is on its way sends
 * nothing.
 */
export function useSettlement(rider: Rider) {
  const [key, setKey] = useState(newIdempotencyKey)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const { mutate } = useSWRConfig()

  const settle = async (body: {
    amount: string
    note: string
  }): Promise<
    { ok: true; settlement: RiderSettlement } | { ok: false; failure: ServerFailure } | undefined
  > => {
    if (inFlight.current) return undefined
    inFlight.current = true
    setSending(true)
    try {
      const { Data } = await sendOnce(riderRoutes.createRiderSettlement, key, {
        params: { id: rider.id },
        body,
      })
      setKey(newIdempotencyKey())
      await Promise.all([
        mutate(requestPath(riderRoutes.getRider, { params: { id: rider.id } })),
        mutate(
          (k) =>
            typeof k === 'string' &&
            k.startsWith(
              requestPath(riderRoutes.listRiderSettlements, { params: { id: rider.id } }),
            ),
        ),
        mutate((k) => typeof k === 'string' && /^\/rider(\?|$)/.test(k)),
      ])
      return { ok: true, settlement: Data }
    } catch (error) {
      return { ok: false, failure: serverFailure(error) }
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }
  return { settle, sending, renew: () => setKey(newIdempotencyKey()) }
}
