import {
  API_ERRORS,
  API_PREFIX,
  API_ROUTES,
  AUTH_SCHEME,
  MESSAGES,
  UPLOAD_MESSAGES,
  boardEventsRoute,
  isUnsafeMethod,
  routeStatuses,
  uploadedImageRoute,
} from 'contracts'
import type { ApiRoute, RouteStatus } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import { openApiConformance } from '../openapi-conformance'
import type { Exchange, OpenApiConformance } from '../openapi-conformance'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { AUTH_CASES } from './auth-cases'
import { forged, openCaseContext } from './cases'
import type { Ask, CaseContext, Cases } from './cases'
import { RESOURCE_CASES } from './resource-cases'
import { SPECIAL_CASES } from './special-cases'

/**
 * Every route of the contracts, with a request for each status it can
 * answer (`routeStatuses`, the list the OpenAPI document is built from, but
 * the 500), and the uploaded images; every unsafe one also with a forged
 * anti-forgery header. Each request and answer is checked
 * against contracts/openapi.json by an independent OpenAPI validator: an
 * answer the document does not describe fails, and so does a status the
 * document lists that no request here produced.
 */

const CASES: Record<string, Cases> = {
  ...AUTH_CASES,
  ...RESOURCE_CASES,
  ...SPECIAL_CASES,
  [uploadedImageRoute.name]: {
    200: (ctx) => {
      const product = [...ctx.mock.store.table<Row>(TABLE.product).values()][0]!
      return { as: null, path: String(product.imageUrl).slice(API_PREFIX.length) }
    },
    404: () => ({ as: null, path: '/uploads/no-such-image.png' }),
  },
  // The live channel's stream is open-ended; numbers of another feed end it after one refresh event.
  [boardEventsRoute.name]: {
    200: () => ({ as: 'branch@demo.test', path: '/branch-orders/events?feed=gone&after=1:1' }),
    400: () => ({ as: 'branch@demo.test', path: '/branch-orders/events?after=yesterday' }),
    401: () => ({ as: null, path: '/branch-orders/events' }),
    403: () => ({ as: 'marketing@demo.test', path: '/branch-orders/events' }),
    404: () => ({ as: 'branch@demo.test', path: '/branch-orders/events?branchId=3' }),
  },
}

/** The routes, the uploaded images and the board's live channel. */
const ROUTES: readonly Pick<ApiRoute, 'name' | 'method' | 'path' | 'auth'>[] = [
  ...API_ROUTES,
  { ...uploadedImageRoute, auth: false },
  boardEventsRoute,
]

/** A status besides the 500, which nothing here should cause. */
const statusesOf = (route: ApiRoute) =>
  routeStatuses(route)
    .map((a) => a.status)
    .filter((s) => s !== 500)

/** The error text a refusal must carry, where one text fits every route. */
const REFUSAL_TEXTS: Partial<Record<RouteStatus, readonly string[]>> = {
  401: [API_ERRORS.unauthorized, MESSAGES.loginFailed],
  403: [API_ERRORS.forbidden, API_ERRORS.xsrf],
  404: [API_ERRORS.notFound],
  409: [API_ERRORS.stale],
  413: [API_ERRORS.bodyTooLarge, UPLOAD_MESSAGES.tooLarge],
  429: [MOCK_MESSAGES.resetRateLimited],
}

/** Writes that change no record of a module: sign-in, asking for a reset e-mail, an image. */
// A quote is a POST that changes nothing.
const UNAUDITED = new Set(['login', 'sendReset', 'uploadImage', 'quoteOrder'])

/** How many events the audit trail holds. */
const eventCount = () => ctx.mock.store.auditEvents({}, { offset: 0, limit: 1 }).total

let ctx: CaseContext
let conformance: OpenApiConformance
beforeAll(async () => {
  ctx = await openCaseContext()
  conformance = await openApiConformance()
}, 60_000)

/** The request body as the validator reads it: JSON, a form's fields, or the text. */
async function bodyOf(ask: Ask): Promise<unknown> {
  if (ask.body !== undefined) return ask.body
  if (ask.raw instanceof FormData) {
    const fields: Record<string, string> = {}
    for (const [name, value] of ask.raw) {
      fields[name] =
        typeof value === 'string'
          ? value
          : new TextDecoder('latin1').decode(await (value as Blob).arrayBuffer())
    }
    return fields
  }
  return typeof ask.raw === 'string' ? ask.raw : undefined
}

it('has a case for every status of every route, and for nothing else', () => {
  expect(Object.keys(CASES).sort()).toEqual(ROUTES.map((r) => r.name).sort())
  for (const route of API_ROUTES) {
    const have = Object.keys(CASES[route.name]!).map(Number)
    expect(have, `${route.method} ${route.path}`).toEqual(statusesOf(route))
  }
})

type Route = (typeof ROUTES)[number]

/** Sends a case's request; the answer, and the exchange as the validator reads it. */
async function send(route: Route, ask: Ask) {
  const token = ask.as ? ctx.tokens[ask.as] : undefined
  const res = await ctx.mock.call(route.method, ask.path, {
    token,
    ...(ask.raw !== undefined
      ? { raw: ask.raw }
      : ask.body !== undefined
        ? { body: ask.body }
        : {}),
    ...(ask.headers ? { headers: ask.headers } : {}),
  })
  const exchange: Exchange = {
    method: route.method,
    url: ask.path,
    headers: {
      ...(token ? { authorization: `${AUTH_SCHEME} ${token}` } : {}),
      ...(ask.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...Object.fromEntries(
        Object.entries(ask.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
      ),
    },
    body: await bodyOf(ask),
    status: res.status,
    contentType: res.headers.get('Content-Type'),
    json: res.json,
  }
  return { res, exchange }
}

describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (name, route) => {
  // Refusals first, against untouched rows; the success, which changes them, last.
  const cases = Object.entries(CASES[name] ?? {})
    .map(([status, ask]) => [Number(status), ask] as const)
    .sort(([a], [b]) => (a < 300 ? 1 : 0) - (b < 300 ? 1 : 0) || a - b)

  if (isUnsafeMethod(route.method)) {
    it(`${route.method} ${route.path} refuses its success case with a forged anti-forgery header (403)`, async () => {
      const success = cases.find(([status]) => status < 300)![1]
      const ask = forged(await success(ctx))
      const revision = ctx.mock.store.revision
      const { res, exchange } = await send(route, ask)
      expect(res.status, res.text.slice(0, 300)).toBe(403)
      expect(res.json.ErrorMessage).toBe(API_ERRORS.xsrf)
      expect(conformance.response(exchange), 'the answer, by the document').toEqual([])
      expect(ctx.mock.store.revision).toBe(revision)
    })
  }

  it.each(cases)(`${route.method} ${route.path} answers %i as documented`, async (status, make) => {
    const ask = await make(ctx)
    const revision = ctx.mock.store.revision
    const events = eventCount()
    const { res, exchange } = await send(route, ask)
    expect(res.status, res.text.slice(0, 300)).toBe(status)
    expect(conformance.response(exchange), 'the answer, by the document').toEqual([])
    // A refusal for anything but the request's own shape comes from a request the document allows.
    if (status !== 400 && status !== 413) {
      expect(conformance.request(exchange), 'the request, by the document').toEqual([])
    }
    if (status >= 300) {
      expect(res.json.ErrorMessage).toEqual(expect.any(String))
      if (status === 400) expect(Object.keys(res.json.Errors ?? {})).not.toEqual([])
      const texts = REFUSAL_TEXTS[status as RouteStatus]
      if (texts) expect(texts).toContain(res.json.ErrorMessage)
      // A refusal changes nothing, and records nothing.
      expect(ctx.mock.store.revision).toBe(revision)
      expect(eventCount()).toBe(events)
    } else if (isUnsafeMethod(route.method)) {
      // Every successful write appends exactly one event.
      expect(eventCount() - events).toBe(UNAUDITED.has(name) ? 0 : 1)
    }
  })
})

it('answered every status the document lists but the 500, of every route', () => {
  // Runs after every case above.
  const unanswered = conformance
    .documented()
    .filter((answer) => !answer.endsWith(' 500') && !conformance.answered.has(answer))
  expect(unanswered, 'documented answers no request produced').toEqual([])
})
