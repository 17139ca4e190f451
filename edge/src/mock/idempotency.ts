import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, idempotencyKeySchema } from 'contracts'
import type { RouteDescriptor } from 'contracts'
import type { Call } from './context'
import { ApiFailure, businessRule } from './errors'
import { INTERNAL } from './rows'

/** The first answer of a key, with what was asked under it. */
export interface Remembered {
  request: string
  status: number
  body: unknown
}

/**
 * Applies an operation once per `Idempotency-Key` (docs/requirements.md#idempotency). A key belongs to the
 * employee and the route it was sent to; a repeat with the same params and body gets
 * the first answer again, one with a different request is a 422. Only successes are
 * kept: a refused operation changed nothing, so trying it again under its key is safe.
 *
 * `apply` must not wait on anything: between finding no answer and keeping the new
 * one nothing else runs, so two tries of one key arriving together apply it once.
 */
export function onceForKey(
  call: Call,
  route: RouteDescriptor,
  apply: () => unknown,
): { status: number; body: unknown } {
  const key = call.c.req.header(IDEMPOTENCY_KEY_HEADER)
  if (key === undefined || key === '') {
    throw new ApiFailure(400, IDEMPOTENCY_MESSAGES.missing, {
      [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.missing,
    })
  }
  if (!idempotencyKeySchema.safeParse(key).success) {
    throw new ApiFailure(400, IDEMPOTENCY_MESSAGES.format, {
      [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_MESSAGES.format,
    })
  }
  const table = call.store.table(INTERNAL.idempotencyKey)
  const id = `${call.actor.employee.id} ${route.method} ${route.path} ${key}`
  const request = JSON.stringify({ params: call.params, body: call.body })
  const first = table.get(id)
  if (first) {
    if (first.request !== request) throw businessRule(IDEMPOTENCY_MESSAGES.reused)
    return first
  }
  const body = apply()
  if (body instanceof Response || body instanceof Promise) {
    throw new Error(`${route.path}: an idempotent handler answers plain data, at once`)
  }
  const answer = { status: route.successStatus ?? 200, body }
  table.put(id, { request, ...answer })
  return answer
}
