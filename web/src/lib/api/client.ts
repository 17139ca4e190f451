import { API_PREFIX, XSRF_HEADER, buildPath } from 'contracts'
import type { RouteDescriptor } from 'contracts'
import type { z } from 'zod'
import { takeEarlyRead } from './earlyRead'
import { buildQuery } from './query'
import type { Query } from './query'
import { ApiError, readError } from './errors'
import { signedInHeaders } from './headers'
import { currentToken, unauthorized } from './hooks'
import { ensureXsrfToken, xsrfToken } from './xsrf'
import { messages } from '../i18n'
import en from './messages.en.json'

const m = messages(en)

export { ApiError, isApiError, readError } from './errors'
export { buildQuery } from './query'
export type { Query, QueryValue } from './query'
export { setTokenSource, setUnauthorizedHandler } from './hooks'

/** An answer that is not what the contract says (status 0, as a network failure). */
export const unexpectedAnswer = () => new ApiError(0, m.unexpectedAnswer())

type Params = Record<string, string | number>

export interface RequestOptions<B = unknown> {
  params?: Params
  query?: Query
  body?: B
  signal?: AbortSignal
  /** More request headers (an Idempotency-Key). */
  headers?: Record<string, string>
}

type Infer<T> = T extends z.ZodType ? z.output<T> : never
type BodyOf<R extends RouteDescriptor> =
  NonNullable<R['body']> extends z.ZodType ? z.input<NonNullable<R['body']>> : never
export type ResponseOf<R extends RouteDescriptor> = Infer<R['response']>

/** The request path (API-relative, query included): also the SWR cache key. */
export function requestPath(
  route: RouteDescriptor,
  options: Pick<RequestOptions, 'params' | 'query'> = {},
) {
  return buildPath(route.path, options.params) + buildQuery(options.query)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The headers every call carries: `Authorization: Employee <token>`, and on unsafe
 * methods the anti-forgery header from its cookie. Also returns the token sent, so a
 * 401 can tell whose session it ends.
 */
export async function callHeaders(route: RouteDescriptor) {
  const token = currentToken()
  const headers = signedInHeaders(token)
  if (!SAFE_METHODS.has(route.method)) {
    const xsrf = (await ensureXsrfToken()) ?? xsrfToken()
    if (xsrf) headers.set(XSRF_HEADER, xsrf)
  }
  return { headers, token }
}

/**
 * The error a failed answer becomes. A 401 on a signed-in call ends the session,
 * but only the session that sent it: a 401 for a token since replaced (expired and
 * signed in again, or another tab signed in) must not sign the new session out.
 */
export function callFailure(
  route: RouteDescriptor,
  status: number,
  payload: unknown,
  sentToken: string | undefined,
): ApiError {
  if (status === 401 && route.auth && currentToken() === sentToken) unauthorized()
  const { errorMessage, errors } = readError(payload)
  return new ApiError(status, errorMessage, errors)
}

/**
 * Calls the admin API through the same-origin prefix: JSON in and out,
 * `Authorization: Employee <token>`, the anti-forgery header from its cookie,
 * no timeout (docs/requirements.md#the-api). Resolves to the answer parsed by the route's response
 * schema; rejects with ApiError. A 401 on a signed-in call ends the session
 * (if its token is still the stored one) and still rejects (docs/requirements.md#error-catalogue).
 */
export async function apiRequest<R extends RouteDescriptor>(
  route: R,
  options: RequestOptions<BodyOf<R>> = {},
): Promise<ResponseOf<R>> {
  const { headers, token } = await callHeaders(route)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  let body: string | undefined
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  const path = requestPath(route, options)
  // The first script may have sent this very read already (a cold start: earlyRead.ts).
  const sent = route.method === 'GET' ? takeEarlyRead(path, token) : undefined
  if (sent) return answerOf(route, sent, token)

  let response: Response
  try {
    response = await fetch(API_PREFIX + path, {
      method: route.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0, undefined)
  }
  return readAnswer(route, response, token)
}

/**
 * The answer to a call sent by other code (the first script's early reads: the
 * permissions, lib/session/earlyPermissions.ts, and a screen's first page,
 * earlyRead.ts), read as apiRequest reads its own: the same errors, the same 401
 * handling for the token it was sent with.
 */
export async function answerOf<R extends RouteDescriptor>(
  route: R,
  sent: Promise<Response>,
  sentToken: string | undefined,
): Promise<ResponseOf<R>> {
  let response: Response
  try {
    response = await sent
  } catch {
    throw new ApiError(0, undefined)
  }
  return readAnswer(route, response, sentToken)
}

async function readAnswer<R extends RouteDescriptor>(
  route: R,
  response: Response,
  sentToken: string | undefined,
): Promise<ResponseOf<R>> {
  const payload = await readJson(response)
  if (!response.ok) throw callFailure(route, response.status, payload, sentToken)
  const parsed = route.response.safeParse(payload)
  if (!parsed.success) throw unexpectedAnswer()
  return parsed.data as ResponseOf<R>
}
