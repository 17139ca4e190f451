import { API_PREFIX, AUTH_SCHEME, XSRF_HEADER, buildPath, errorSchema } from 'contracts'
import type { RouteDescriptor } from 'contracts'
import type { z } from 'zod'
import { ensureXsrfToken, xsrfToken } from './xsrf'

/** A failed call: the HTTP status and the API's `{ ErrorMessage, Errors }` (DESIGN §3). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    /** The server's ErrorMessage, when it sent one. */
    readonly errorMessage: string | undefined,
    /** Field errors of a 400: field name → message. */
    readonly errors: Readonly<Record<string, string>> = {},
  ) {
    super(errorMessage ?? `Request failed with status ${status}`)
  }
}

/** status 0: the network failed or the answer was not what the contract says. */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

type Params = Record<string, string | number>
export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

export interface RequestOptions<B = unknown> {
  params?: Params
  query?: Query
  body?: B
  signal?: AbortSignal
}

type Infer<T> = T extends z.ZodType ? z.output<T> : never
type BodyOf<R extends RouteDescriptor> =
  NonNullable<R['body']> extends z.ZodType ? z.input<NonNullable<R['body']>> : never
export type ResponseOf<R extends RouteDescriptor> = Infer<R['response']>

/** Query string of a request, empty values left out, keys in a stable order. */
export function buildQuery(query: Query = {}): string {
  const search = new URLSearchParams()
  for (const key of Object.keys(query).sort()) {
    const value = query[key]
    const values = Array.isArray(value) ? value : [value]
    for (const v of values as QueryValue[]) {
      if (v === undefined || v === null || v === '') continue
      search.append(key, String(v))
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The request path (API-relative, query included): also the SWR cache key. */
export function requestPath(
  route: RouteDescriptor,
  options: Pick<RequestOptions, 'params' | 'query'> = {},
) {
  return buildPath(route.path, options.params) + buildQuery(options.query)
}

type UnauthorizedHandler = () => void
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/#/login')
}

/** The app decides what a 401 does (clear the session, go to the login page). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler
}

type TokenSource = () => string | undefined
let tokenSource: TokenSource = () => undefined

/** Where the client reads the access token from (the session store). */
export function setTokenSource(source: TokenSource) {
  tokenSource = source
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
 * Calls the admin API through the same-origin prefix: JSON in and out,
 * `Authorization: Employee <token>`, the anti-forgery header from its cookie,
 * no timeout (SPEC §7). Resolves to the answer parsed by the route's response
 * schema; rejects with ApiError. A 401 on a signed-in call ends the session
 * and still rejects (SPEC §8).
 */
export async function apiRequest<R extends RouteDescriptor>(
  route: R,
  options: RequestOptions<BodyOf<R>> = {},
): Promise<ResponseOf<R>> {
  const headers = new Headers({ Accept: 'application/json' })
  const token = tokenSource()
  if (token) headers.set('Authorization', `${AUTH_SCHEME} ${token}`)
  if (!SAFE_METHODS.has(route.method)) {
    const xsrf = (await ensureXsrfToken()) ?? xsrfToken()
    if (xsrf) headers.set(XSRF_HEADER, xsrf)
  }
  let body: string | undefined
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(API_PREFIX + requestPath(route, options), {
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

  const payload = await readJson(response)
  if (!response.ok) {
    if (response.status === 401 && route.auth) onUnauthorized()
    const parsed = errorSchema.safeParse(payload)
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.ErrorMessage : undefined,
      parsed.success ? parsed.data.Errors : undefined,
    )
  }
  const parsed = route.response.safeParse(payload)
  if (!parsed.success) throw new ApiError(0, 'The server answered in an unexpected shape.')
  return parsed.data as ResponseOf<R>
}
