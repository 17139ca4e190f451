import type { RouteDescriptor } from 'contracts'
import { useRef, useState } from 'react'
import type { RequestOptions, ResponseOf } from '../../api'
import { newIdempotencyKey, sendOnce } from '../../api/sendOnce'
import { serverFailure } from '../errors/serverFailure'
import type { ServerFailure } from '../errors/serverFailure'

/** What an operation sent once came to: the server's answer, or its refusal in words. */
export type SentOnce<R extends RouteDescriptor> =
  { ok: true; answer: ResponseOf<R> } | { ok: false; failure: ServerFailure }

/**
 * An operation that must happen once (a money movement, a close, an order),
 * sent by `sendOnce` under one Idempotency-Key: made when the screen opens (or
 * the caller's, such as a kept draft's), kept through refusals and lost
 * answers, renewed once the server has applied it. A second send while one is
 * on its way sends nothing and resolves to undefined.
 */
export function useSendOnce<R extends RouteDescriptor>(route: R, givenKey?: string) {
  const [ownKey, setOwnKey] = useState(newIdempotencyKey)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  const send = async (
    options: Omit<RequestOptions, 'body'> & { body: unknown },
  ): Promise<SentOnce<R> | undefined> => {
    if (inFlight.current) return undefined
    inFlight.current = true
    setSending(true)
    try {
      const answer = await sendOnce(route, givenKey ?? ownKey, options)
      setOwnKey(newIdempotencyKey())
      return { ok: true, answer }
    } catch (error) {
      return { ok: false, failure: serverFailure(error) }
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }
  return { send, sending }
}
