import { API_ROUTES, buildPath, resources } from 'contracts'
import type { ApiRoute } from 'contracts'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { openApiConformance } from './openapi-conformance'
import type { OpenApiConformance } from './openapi-conformance'
import type { Store } from './store/store'
import { openTestMock } from './testing'
import type { TestMock } from './testing'

/**
 * Property-based fuzz over every route of the contracts: bodies, queries and
 * ids made of wrong types, huge and odd strings, extreme numbers and unknown
 * fields. Every answer is JSON; a refusal is a 4xx with ErrorMessage and
 * leaves the store exactly as it was; nothing is ever a 5xx; and every
 * answer is one contracts/openapi.json describes (status and body).
 */

const RUNS = 100

let mock: TestMock
let admin: string
let conformance: OpenApiConformance
beforeAll(async () => {
  mock = await openTestMock({ orders: 200 })
  admin = await mock.signIn('admin@demo.test')
  conformance = await openApiConformance()
}, 60_000)

const shapeOf = (schema: unknown): Record<string, unknown> =>
  ((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}) as Record<
    string,
    unknown
  >

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '💥🍕',
  '\uD800',
  'ﷺ'.repeat(50),
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '2026-02-30',
  '2026-05-12T09:30:00.000Z',
  '12.50',
  '-0.01',
  'x'.repeat(5_000),
  'y'.repeat(300_000),
)
const oddNumbers = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  1,
  2,
  3,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  -(2 ** 31),
)

/** Any JSON value a careless or hostile client might send. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  oddNumbers,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 3,
  }),
)

const unknownFields = fc.dictionary(
  fc.constantFrom('isAdmin', 'id', 'createdAt', 'usedCount', 'passwordHash', 'zzz', '__proto__'),
  nasty,
  { maxKeys: 2 },
)

/** A plausible body for resource writes: the first record's own fields. */
function example(store: Store, route: ApiRoute): Record<string, unknown> | undefined {
  if (!route.resource || (route.operation !== 'create' && route.operation !== 'update'))
    return undefined
  const contract = resources[route.resource]
  const row = store.records(contract.name).values().next().value
  if (!row) return undefined
  const keys = Object.keys(shapeOf(route.body))
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]))
}

/** A body: valid-looking with one field broken, or every field odd, or not an object at all. */
const bodyFor = (route: ApiRoute, store: Store) => {
  const keys = Object.keys(shapeOf(route.body))
  const base = example(store, route)
  const allOdd = fc.record(Object.fromEntries(keys.map((k) => [k, nasty])), {
    requiredKeys: [],
  })
  const oneBroken = base
    ? fc
        .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), nasty, unknownFields)
        .map(([k, v, extra]) => ({ ...base, [k]: v, ...extra }))
    : allOdd
  return fc.oneof(
    { arbitrary: oneBroken, weight: 3 },
    { arbitrary: fc.tuple(allOdd, unknownFields).map(([a, b]) => ({ ...a, ...b })), weight: 2 },
    { arbitrary: nasty, weight: 1 },
  )
}

const queryFor = (route: ApiRoute) => {
  const keys = Object.keys(shapeOf(route.query))
  if (!keys.length) return fc.constant({} as Record<string, string>)
  return fc.dictionary(
    fc.constantFrom(...keys, 'unknown'),
    fc.oneof(oddStrings, fc.string({ maxLength: 12 }), oddNumbers.map(String)),
    { maxKeys: 4 },
  )
}

const ids = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    'abc',
    '1.5',
    '1e3',
    '99999999999',
    '2147483648',
    '%00',
    '%F0%9F%92%A5',
    '',
  ),
  fc.integer({ min: 1, max: 400 }).map(String),
)

const rawBodies = fc.constantFrom('{', '[1,', 'null', '"text"', '{"a":1}}', '\u0000', 'true')

/** What the fuzz compares: every row by identity, the write counter, the persisted overlay. */
function fingerprint(store: Store, deep: boolean) {
  const tables = store
    .tableNames()
    .map((name) => [name, [...store.records(name).entries()]] as const)
  return {
    revision: store.revision,
    overlay: [...mock.persistence.overlay()].length,
    tables,
    json: deep ? JSON.stringify(tables) : '',
  }
}

function sameFingerprint(a: ReturnType<typeof fingerprint>, b: ReturnType<typeof fingerprint>) {
  if (a.revision !== b.revision || a.overlay !== b.overlay || a.json !== b.json) return false
  if (a.tables.length !== b.tables.length) return false
  return a.tables.every(([name, rows], t) => {
    const other = b.tables[t]!
    return (
      other[0] === name &&
      other[1].length === rows.length &&
      rows.every((r, i) => other[1][i]![1] === r[1])
    )
  })
}

describe.each(API_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it('answers every odd request with a JSON 4xx and no change, never a 5xx', async () => {
    let n = 0
    const sent = { contract: 0, raw: 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          id: ids,
          query: queryFor(route),
          body: route.body ? bodyFor(route, mock.store) : fc.constant(undefined),
          // Mostly bodies made from the route's contract; now and then bytes that are not JSON.
          raw: fc.oneof(
            { arbitrary: fc.constant(null), weight: 5 },
            { arbitrary: rawBodies, weight: 1 },
          ),
          auth: fc.constantFrom('admin', 'admin', 'admin', 'admin', 'none', 'bad'),
        }),
        async ({ id, query, body, raw, auth }) => {
          // Every path parameter takes the drawn id (a settlement's void names its rider's and its own).
          const path = route.path.replace(/:[A-Za-z]+/g, id)
          const qs = new URLSearchParams(query).toString()
          const url = `${path}${qs ? `?${qs}` : ''}`
          const token = auth === 'admin' ? admin : auth === 'bad' ? 'not-a-token' : undefined
          const deep = n++ % 7 === 0
          const before = fingerprint(mock.store, deep)
          const hasBody = route.method !== 'GET'
          if (hasBody) sent[raw !== null ? 'raw' : 'contract']++
          const res = await mock.call(route.method, url, {
            token,
            ...(hasBody && raw !== null
              ? { raw, headers: { 'Content-Type': 'application/json' } }
              : hasBody
                ? { body: body === undefined ? null : body }
                : {}),
          })
          expect(res.status, `${route.method} ${url}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
          expect(res.json, res.text.slice(0, 200)).toBeTypeOf('object')
          // An empty id leaves the route (`/category/`): no operation's answer to check then.
          if (id !== '' || !route.path.includes(':id')) {
            const described = conformance.response({
              method: route.method,
              url,
              headers: {},
              status: res.status,
              contentType: res.headers.get('Content-Type'),
              json: res.json,
            })
            expect(described, `${url}: ${res.text.slice(0, 200)}`).toEqual([])
          }
          if (res.status < 300) {
            const parsed = route.response.safeParse(res.json)
            expect(parsed.success, `${url} answered outside its contract`).toBe(true)
          }
          if (res.status >= 400) {
            expect(res.json.ErrorMessage).toEqual(expect.any(String))
            if (res.status === 400) {
              // Every 400 names what was wrong, field by field.
              expect(Object.keys(res.json.Errors ?? {}), res.text.slice(0, 200)).not.toEqual([])
              for (const message of Object.values(res.json.Errors))
                expect(message).toEqual(expect.any(String))
            }
            expect(
              sameFingerprint(before, fingerprint(mock.store, deep)),
              `${url} changed the store`,
            ).toBe(true)
          }
        },
      ),
      { numRuns: RUNS, seed: 42 + route.path.length, endOnFailure: true },
    )
    // Most requests carry a body made from the route's contract, not a fixed malformed one.
    if (route.method !== 'GET') expect(sent.contract).toBeGreaterThan(sent.raw * 2)
  }, 60_000)
})

it('builds a path for every route (the fuzz reaches them all)', () => {
  for (const route of API_ROUTES)
    expect(buildPath(route.path, { id: 1, settlementId: 1 })).toMatch(/^\//)
})
