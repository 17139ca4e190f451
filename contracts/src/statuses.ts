import { UPLOAD_MAX_BYTES, XSRF_COOKIE, XSRF_HEADER } from './constants'
import { permissionInWords } from './routes'
import type { Method, RefusalStatus, RouteDescriptor } from './routes'

/** Every status a call of the admin API can answer. */
export type RouteStatus = 200 | 201 | RefusalStatus

/** A status a route can answer, and when it does. */
export interface RouteAnswer {
  status: RouteStatus
  when: string
}

const UNSAFE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Methods that change something: they carry the anti-forgery header. */
export const isUnsafeMethod = (method: Method) => UNSAFE_METHODS.has(method)

const hasField = (schema: unknown, field: string) =>
  field in ((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {})

function forbiddenWhen(route: RouteDescriptor): string | undefined {
  const reasons: string[] = []
  if (route.permission) {
    reasons.push(`the employee's role does not grant ${permissionInWords(route.permission)}`)
  }
  if (isUnsafeMethod(route.method)) {
    reasons.push(`the ${XSRF_HEADER} header is missing or differs from the ${XSRF_COOKIE} cookie`)
  }
  if (reasons.length === 0) return undefined
  const sentence = reasons.join('; or ')
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}

/**
 * Every status a route can answer, in order, each with when it does: its
 * success; the refusals its descriptor implies — 400 for anything validated,
 * 401 when it needs a sign-in, 403 for a permission or the anti-forgery check
 * of an unsafe method, 404 for a record named in the path, 409 for a
 * `version` in the body, 413 for any body; the ones it names in `refusals`;
 * and 500, which anything unexpected can cause. The OpenAPI document lists
 * exactly these, and the mock's route tests answer each one but the 500.
 */
export function routeStatuses(route: RouteDescriptor): RouteAnswer[] {
  const answers = new Map<RouteStatus, string>([
    [route.successStatus ?? 200, route.successStatus === 201 ? 'Created' : 'Success'],
  ])
  const implied = (status: RefusalStatus, when: string | undefined, applies: boolean) => {
    if (applies && when) answers.set(status, when)
  }
  const multipart = route.bodyType === 'multipart'
  implied(
    400,
    multipart
      ? 'The request is not valid; Errors names each field.'
      : route.body
        ? 'The request is not valid, or its body is not JSON; Errors names each field (`body` for the whole body).'
        : 'The request is not valid; Errors names each parameter.',
    Boolean(route.params || route.query || route.body),
  )
  implied(401, 'No token, or a bad or expired one.', route.auth)
  implied(403, forbiddenWhen(route), true)
  implied(404, 'No record with this id.', Boolean(route.params))
  implied(409, 'The record changed since this version was read.', hasField(route.body, 'version'))
  implied(
    413,
    multipart
      ? `The image is above ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`
      : 'The body is larger than the API accepts.',
    Boolean(route.body),
  )
  for (const [status, when] of Object.entries(route.refusals ?? {})) {
    answers.set(Number(status) as RefusalStatus, when)
  }
  answers.set(500, 'The server failed unexpectedly.')
  return [...answers]
    .map(([status, when]) => ({ status, when }))
    .sort((a, b) => a.status - b.status)
}
