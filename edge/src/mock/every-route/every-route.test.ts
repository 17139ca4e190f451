import {
  API_ERRORS,
  API_PREFIX,
  API_ROUTES,
  AUTH_SCHEME,
  MESSAGES,
  MODULES,
  grantsOf,
  UPLOAD_MESSAGES,
  boardEventsRoute,
  isUnsafeMethod,
  routeStatuses,
  uploadedImageRoute,
} from 'contracts'
import type { ApiRoute, PermissionEntry, RouteStatus } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import { signInNewStaff } from '../testing'
import { openApiConformance } from '../openapi-conformance'
import type { Exchange, OpenApiConformance } from '../openapi-conformance'
import { TABLE } from '../rows'
import { AUTH_CASES } from './auth-cases'
import { forged, openCaseContext } from './cases'
import type { Ask, CaseContext, Cases } from './cases'
import { RESOURCE_CASES } from './resource-cases'
import { RIDER_CASES, SPECIAL_CASES } from './special-cases'

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
  ...RIDER_CASES,
  ...SPECIAL_CASES,
  [uploadedImageRoute.name]: {
    200: (ctx) => {
      const product = [...ctx.mock.store.table(TABLE.product).values()][0]!
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

/**
 * Writes that change no record of a module: sign-in, asking for a reset e-mail, an image, an
 * employee's own language (a preference, like the theme kept on a device).
 */
// A quote is a POST that changes nothing.
const UNAUDITED = new Set(['login', 'sendReset', 'uploadImage', 'quoteOrder', 'preferences'])

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

/**
 * Who may call each route and which branches it sees, as its declaration
 * says (contracts' `permission` and `scope`), on a mock of its own: each
 * route's success request, sent by an employee whose role grants everything
 * but what the route declares, is a 403; sent by an employee of every
 * permission limited to a branch of their own, it is a 404 where the route
 * names a record or a branch (422 where it declares so for a branch chosen
 * in a form), and elsewhere it answers nothing of another branch.
 */
describe('every route, by its declared permission and scope', () => {
  let own: CaseContext
  let sweeper: { token: string; employeeId: number; roleId: number; branchId: number }
  const EVERYTHING: PermissionEntry[] = MODULES.map((m) => ({
    key: m.key,
    actions: [...m.actions],
  }))

  beforeAll(async () => {
    own = await openCaseContext()
    const { store } = own.mock
    const email = 'sweeper@demo.test'
    const token = await signInNewStaff(own.mock, email, [{ key: 'category', actions: ['View'] }])
    const employee = [...store.table(TABLE.employee).values()].find((e) => e.email === email)!
    // A branch of their own, with nothing in it: every other record is of another branch.
    const first = [...store.table(TABLE.branch).values()][0]!
    const branchId = store.nextId(TABLE.branch)
    store.table(TABLE.branch).put(branchId, { ...first, id: branchId, name: 'Sweep branch' })
    sweeper = { token, employeeId: employee.id, roleId: employee.roleId, branchId }
  }, 60_000)

  /** Gives the sweeper these permissions and branches (their role and record, as stored). */
  function become(permissions: PermissionEntry[], branchIds: number[]) {
    const { store } = own.mock
    const role = store.table(TABLE.role).get(sweeper.roleId)!
    store.table(TABLE.role).put(role.id, { ...role, permissions })
    const employee = store.table(TABLE.employee).get(sweeper.employeeId)!
    store.table(TABLE.employee).put(employee.id, { ...employee, branchIds })
  }

  /** The route's success request, sent by the sweeper. */
  async function sendAsSweeper(route: Route, ask: Ask) {
    return own.mock.call(route.method, ask.path, {
      token: sweeper.token,
      ...(ask.raw !== undefined
        ? { raw: ask.raw }
        : ask.body !== undefined
          ? { body: ask.body }
          : {}),
      ...(ask.headers ? { headers: ask.headers } : {}),
    })
  }

  const successOf = (route: Route) =>
    Object.entries(CASES[route.name] ?? {}).find(([status]) => Number(status) < 300)![1]

  const guarded = API_ROUTES.filter((r) => r.permission)
  it.each(guarded.map((r) => [r.name, r] as const))(
    '%s: a role without what it declares is refused (403)',
    async (_name, route) => {
      const named = grantsOf(route.permission!)
      // anyOf: none of them; allOf: all but the first is not enough.
      const withheld = 'anyOf' in route.permission! ? named : named.slice(0, 1)
      become(
        EVERYTHING.map((e) => ({
          key: e.key,
          actions: e.actions.filter(
            (a) => !withheld.some((g) => g.key === e.key && g.action === a),
          ),
        })),
        [],
      )
      const ask = await successOf(route)(own)
      const res = await sendAsSweeper(route, ask)
      expect(res.status, res.text.slice(0, 300)).toBe(403)
      expect(res.json.ErrorMessage).toBe(API_ERRORS.forbidden)
    },
  )

  /** Every `branchId` anywhere in an answer. */
  const branchIdsIn = (value: unknown): number[] =>
    Array.isArray(value)
      ? value.flatMap(branchIdsIn)
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) =>
            k === 'branchId' && typeof v === 'number' ? [v] : branchIdsIn(v),
          )
        : []

  const scoped = [...API_ROUTES, boardEventsRoute].filter((r) => r.scope)
  it.each(scoped.map((r) => [r.name, r] as const))(
    '%s: an employee of another branch does not reach its records',
    async (_name, route) => {
      become(EVERYTHING, [sweeper.branchId])
      const scope = route.scope!
      const ask = await successOf(route as Route)(own)
      const field = typeof scope.branch === 'string' ? scope.branch : undefined
      const url = new URL(ask.path, 'http://mock')
      const names =
        !scope.filterOnly &&
        field !== undefined &&
        (url.searchParams.has(field) ||
          (typeof ask.body === 'object' && ask.body !== null && field in ask.body))
      const otherBranch = [...own.mock.store.table(TABLE.branch).values()][0]!.id
      const querySchema = (route.query as { shape?: Record<string, unknown> } | undefined)?.shape
      if (scope.record || names) {
        const res = await sendAsSweeper(route as Route, ask)
        expect(res.status, res.text.slice(0, 300)).toBe(
          scope.record ? 404 : (scope.refuseBranch ?? 404),
        )
        return
      }
      if (!scope.filterOnly && field && querySchema && field in querySchema) {
        // The request may name a branch: another one is not found.
        url.searchParams.set(field, String(otherBranch))
        const res = await sendAsSweeper(route as Route, { ...ask, path: url.pathname + url.search })
        expect(res.status, res.text.slice(0, 300)).toBe(404)
      }
      if (route === boardEventsRoute) return
      const res = await sendAsSweeper(route as Route, ask)
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(300)
      expect(branchIdsIn(res.json).filter((id) => id !== sweeper.branchId)).toEqual([])
    },
  )

  const detailed = API_ROUTES.filter((r) => r.detail)
  it.each(detailed.map((r) => [r.name, r] as const))(
    '%s: the detail it declares only to a role granted it, the other form to the rest',
    async (_name, route) => {
      const detail = route.detail!
      const withheld = grantsOf(detail.permission)
      const fieldsOf = async () => {
        const res = await sendAsSweeper(route, await successOf(route)(own))
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(300)
        return Object.keys(res.json)
      }
      become(EVERYTHING, [])
      const whole = await fieldsOf()
      expect(whole).toEqual(expect.arrayContaining([...detail.fields]))
      for (const field of detail.otherwise) expect(whole).not.toContain(field)
      // Everything but the detail's grants (anyOf: none of them; allOf: one missing is enough).
      const missing = 'anyOf' in detail.permission ? withheld : withheld.slice(0, 1)
      become(
        EVERYTHING.map((e) => ({
          key: e.key,
          actions: e.actions.filter((a) => !missing.some((g) => g.key === e.key && g.action === a)),
        })),
        [],
      )
      const less = await fieldsOf()
      expect(less).toEqual(expect.arrayContaining([...detail.otherwise]))
      for (const field of detail.fields) expect(less).not.toContain(field)
    },
  )

  it('sweeps the routes it should', () => {
    expect(guarded.length).toBeGreaterThan(60)
    expect(scoped.length).toBeGreaterThan(20)
    expect(detailed.length).toBeGreaterThan(0)
  })
})
