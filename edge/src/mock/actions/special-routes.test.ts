import { API_ERRORS, UPLOAD_MESSAGES, specialRoutes } from 'contracts'
import type { RouteDescriptor } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { openTestMock, signInEveryDemo } from '../testing'
import type { DemoEmail, TestMock } from '../testing'

/**
 * Every special route (the calls that are not plain resource operations),
 * with each status of 400/401/403/404/409/413/422 that applies to it and its
 * happy path, in one table. Which statuses must be there follows from the
 * contract: a signed-in route has a 401, a permission a 403, an id a 404, a
 * `version` in the body a 409, anything validated a 400.
 */

type Name = keyof typeof specialRoutes
type Status = 200 | 201 | 400 | 401 | 403 | 404 | 409 | 413 | 422
/** A request of a case; `as: null` sends no token. */
interface Ask {
  as: DemoEmail | null
  path: string
  body?: unknown
  raw?: BodyInit
}
type Cases = Partial<Record<Status, () => Ask>>

let mock: TestMock
let tokens: Record<DemoEmail, string>
beforeAll(async () => {
  mock = await openTestMock()
  tokens = await signInEveryDemo(mock)
}, 60_000)

const ADMIN = 'admin@demo.test'
const NO_SUCH_ID = 9_999_999

/** The first row of a table that matches, read when the case runs (earlier cases change rows). */
function first(table: string, where: (row: Row) => boolean): Row {
  const row = [...mock.store.table<Row>(table).values()].find(where)
  if (!row) throw new Error(`the seed has no matching ${table}`)
  return row
}
const anyRow = (table: string) => first(table, () => true)
const pendingOrder = () => first(TABLE.order, (o) => o.status === 'pending')
const scheduled = () => first(TABLE.notification, (n) => n.status === 'scheduled')
const unblocked = () => first(TABLE.customer, (c) => !c.isBlocked)
const blocked = () => first(TABLE.customer, (c) => c.isBlocked === true)

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2])
const form = (bytes: Uint8Array) => {
  const f = new FormData()
  f.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }))
  return f
}

/** A list route: fine for its role, a bad page size, no token, a role without View. */
const listCases = (path: string, who: DemoEmail, denied: DemoEmail): Cases => ({
  200: () => ({ as: who, path }),
  400: () => ({ as: who, path: `${path}?pageSize=1000` }),
  401: () => ({ as: null, path }),
  403: () => ({ as: denied, path }),
})

/** A versioned action on a row by id (activate, send, cancel, block, unblock). */
const versionedCases = (
  path: (id: number | string) => string,
  target: () => Row,
  denied: DemoEmail,
  extra: Cases = {},
): Cases => ({
  200: () => ({ as: ADMIN, path: path(target().id), body: { version: target().version } }),
  400: () => ({ as: ADMIN, path: path(target().id), body: { version: 'latest' } }),
  401: () => ({ as: null, path: path(target().id), body: { version: target().version } }),
  403: () => ({ as: denied, path: path(target().id), body: { version: target().version } }),
  404: () => ({ as: ADMIN, path: path(NO_SUCH_ID), body: { version: 0 } }),
  409: () => ({ as: ADMIN, path: path(target().id), body: { version: target().version + 1 } }),
  ...extra,
})

const CASES: Record<Name, Cases> = {
  listOrders: listCases('/order', ADMIN, 'marketing@demo.test'),
  getOrder: {
    200: () => ({ as: ADMIN, path: `/order/${anyRow(TABLE.order).id}` }),
    400: () => ({ as: ADMIN, path: '/order/abc' }),
    401: () => ({ as: null, path: '/order/1' }),
    403: () => ({ as: 'marketing@demo.test', path: '/order/1' }),
    404: () => ({ as: ADMIN, path: `/order/${NO_SUCH_ID}` }),
  },
  changeOrderStatus: {
    200: () => {
      const o = pendingOrder()
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version },
      }
    },
    400: () => {
      const o = pendingOrder()
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'teleported', version: o.version },
      }
    },
    401: () => ({ as: null, path: '/order/1/status', body: { status: 'accepted', version: 0 } }),
    // The viewer may see orders, not change them.
    403: () => {
      const o = pendingOrder()
      return {
        as: 'viewer@demo.test',
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version },
      }
    },
    404: () => ({
      as: ADMIN,
      path: `/order/${NO_SUCH_ID}/status`,
      body: { status: 'accepted', version: 0 },
    }),
    409: () => {
      const o = pendingOrder()
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version + 1 },
      }
    },
    422: () => {
      const o = first(TABLE.order, (r) => r.status === 'delivered')
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version },
      }
    },
  },
  countOrdersByStatus: {
    200: () => ({ as: ADMIN, path: '/order/status-counts?branchId=2&fulfilment=pickup' }),
    400: () => ({ as: ADMIN, path: '/order/status-counts?paymentMethod=cheque' }),
    401: () => ({ as: null, path: '/order/status-counts' }),
    403: () => ({ as: 'marketing@demo.test', path: '/order/status-counts' }),
  },
  listBranchOrders: listCases('/branch-orders', 'branch@demo.test', 'marketing@demo.test'),
  getBranchOrdersBoard: {
    200: () => ({ as: 'branch@demo.test', path: '/branch-orders/board' }),
    400: () => ({ as: 'branch@demo.test', path: '/branch-orders/board?branchId=first' }),
    401: () => ({ as: null, path: '/branch-orders/board' }),
    403: () => ({ as: 'marketing@demo.test', path: '/branch-orders/board' }),
    // Branch 3 is not one of the branch employee's (1 and 2).
    404: () => ({ as: 'branch@demo.test', path: '/branch-orders/board?branchId=3' }),
  },
  setBranchAccepting: {
    200: () => ({
      as: 'branch@demo.test',
      path: '/branch/1/accepting',
      body: { acceptingOrders: false },
    }),
    400: () => ({
      as: 'branch@demo.test',
      path: '/branch/1/accepting',
      body: { acceptingOrders: 'no' },
    }),
    401: () => ({ as: null, path: '/branch/1/accepting', body: { acceptingOrders: false } }),
    // The viewer sees the board but may not pause a branch.
    403: () => ({
      as: 'viewer@demo.test',
      path: '/branch/1/accepting',
      body: { acceptingOrders: false },
    }),
    404: () => ({
      as: 'branch@demo.test',
      path: '/branch/3/accepting',
      body: { acceptingOrders: false },
    }),
  },
  listWallets: listCases('/wallets', ADMIN, 'branch@demo.test'),
  getWallet: {
    200: () => ({ as: ADMIN, path: `/wallets/${anyRow(TABLE.customer).id}` }),
    400: () => ({ as: ADMIN, path: '/wallets/-1' }),
    401: () => ({ as: null, path: '/wallets/1' }),
    403: () => ({ as: 'branch@demo.test', path: '/wallets/1' }),
    404: () => ({ as: ADMIN, path: `/wallets/${NO_SUCH_ID}` }),
  },
  createWalletTransaction: {
    201: () => ({
      as: ADMIN,
      path: '/wallet/transaction',
      body: { customerId: anyRow(TABLE.customer).id, type: 1, amount: '5.00', reason: 'Goodwill' },
    }),
    400: () => ({
      as: ADMIN,
      path: '/wallet/transaction',
      body: { customerId: 1, type: 3, amount: '5.00', reason: 'Goodwill' },
    }),
    401: () => ({
      as: null,
      path: '/wallet/transaction',
      body: { customerId: 1, type: 1, amount: '5.00', reason: 'Goodwill' },
    }),
    // The viewer sees wallets but may not move money.
    403: () => ({
      as: 'viewer@demo.test',
      path: '/wallet/transaction',
      body: { customerId: 1, type: 1, amount: '5.00', reason: 'Goodwill' },
    }),
    // Deducting more than the balance.
    422: () => ({
      as: ADMIN,
      path: '/wallet/transaction',
      body: {
        customerId: anyRow(TABLE.customer).id,
        type: 2,
        amount: '9999999.99',
        reason: 'Oops',
      },
    }),
  },
  listWalletTransactions: listCases('/walletTransactionHistory', ADMIN, 'marketing@demo.test'),
  listLoyaltyPoints: listCases('/loyaltyPointHistory', ADMIN, 'branch@demo.test'),
  activateConversionRate: versionedCases(
    (id) => `/conversionRate/${id}/activate`,
    () => first(TABLE.conversionRate, (r) => !r.isActive),
    'viewer@demo.test',
  ),
  sendNotification: versionedCases(
    (id) => `/notification/${id}/send`,
    scheduled,
    'viewer@demo.test',
    {
      // Only a scheduled notification can be sent now.
      422: () => {
        const n = first(TABLE.notification, (r) => r.status === 'sent')
        return { as: ADMIN, path: `/notification/${n.id}/send`, body: { version: n.version } }
      },
    },
  ),
  cancelNotification: versionedCases(
    (id) => `/notification/${id}/cancel`,
    scheduled,
    'viewer@demo.test',
    {
      422: () => {
        const n = first(TABLE.notification, (r) => r.status === 'cancelled')
        return { as: ADMIN, path: `/notification/${n.id}/cancel`, body: { version: n.version } }
      },
    },
  ),
  blockCustomer: versionedCases((id) => `/customer/${id}/block`, unblocked, 'viewer@demo.test'),
  unblockCustomer: versionedCases((id) => `/customer/${id}/unblock`, blocked, 'viewer@demo.test'),
  getDashboard: {
    200: () => ({ as: 'viewer@demo.test', path: '/dashboard' }),
    400: () => ({
      as: ADMIN,
      path: '/dashboard?from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z',
    }),
    401: () => ({ as: null, path: '/dashboard' }),
  },
  uploadImage: {
    201: () => ({ as: ADMIN, path: '/upload', raw: form(PNG) }),
    400: () => ({
      as: ADMIN,
      path: '/upload',
      raw: form(new TextEncoder().encode('not an image')),
    }),
    401: () => ({ as: null, path: '/upload', raw: form(PNG) }),
    // Only a role that may add or update something uploads.
    403: () => ({ as: 'viewer@demo.test', path: '/upload', raw: form(PNG) }),
    413: () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 1)
      big.set(PNG)
      return { as: ADMIN, path: '/upload', raw: form(big) }
    },
  },
}

const shapeOf = (schema: unknown) =>
  (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {}

/** The statuses a route must have a case for, from its descriptor. */
function expectedStatuses(route: RouteDescriptor): Status[] {
  const out: Status[] = [(route.successStatus ?? 200) as Status]
  if (route.params || route.query || route.body) out.push(400)
  if (route.auth) out.push(401)
  if (route.permission || route.anyWriteAccess) out.push(403)
  if (route.params && 'id' in shapeOf(route.params)) out.push(404)
  if ('version' in shapeOf(route.body)) out.push(409)
  return out
}

it('has the cases of every special route that its contract calls for', () => {
  expect(Object.keys(CASES).sort()).toEqual(Object.keys(specialRoutes).sort())
  for (const [name, route] of Object.entries(specialRoutes)) {
    const have = Object.keys(CASES[name as Name]).map(Number)
    for (const status of expectedStatuses(route)) {
      expect(have, `${route.method} ${route.path} lacks a ${status} case`).toContain(status)
    }
  }
})

describe.each(Object.keys(CASES) as Name[])('%s', (name) => {
  const route = specialRoutes[name] as RouteDescriptor
  // Refusals first, against untouched rows; the happy path, which changes them, last.
  const cases = Object.entries(CASES[name])
    .map(([status, ask]) => [Number(status), ask] as const)
    .sort(([a], [b]) => (a < 300 ? 1 : 0) - (b < 300 ? 1 : 0) || a - b)
  it.each(cases)(`${route.method} ${route.path} answers %i`, async (status, ask) => {
    const { as, path, body, raw } = ask()
    const revision = mock.store.revision
    const res = await mock.call(route.method, path, {
      token: as ? tokens[as] : undefined,
      ...(raw !== undefined ? { raw } : body !== undefined ? { body } : {}),
    })
    expect(res.status, res.text.slice(0, 300)).toBe(status)
    if (status < 300) {
      const parsed = route.response.safeParse(res.json)
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([])
      return
    }
    expect(res.json.ErrorMessage).toEqual(expect.any(String))
    if (status === 400) expect(Object.keys(res.json.Errors ?? {})).not.toEqual([])
    if (status === 401) expect(res.json.ErrorMessage).toBe(API_ERRORS.unauthorized)
    if (status === 403) expect(res.json.ErrorMessage).toBe(API_ERRORS.forbidden)
    if (status === 404) expect(res.json.ErrorMessage).toBe(API_ERRORS.notFound)
    if (status === 409) expect(res.json.ErrorMessage).toBe(API_ERRORS.stale)
    if (status === 413) expect(res.json.ErrorMessage).toBe(UPLOAD_MESSAGES.tooLarge)
    // A refusal changes nothing.
    expect(mock.store.revision).toBe(revision)
  })
})
