import { DEV_ORDERS_PATH, IDEMPOTENCY_KEY_HEADER, moneyToCents, specialRoutes } from 'contracts'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { UNKNOWN_ID } from '../resources/samples'
import { ADMIN, oversized } from './cases'
import type { Ask, CaseContext, Cases } from './cases'
import type { DemoEmail } from '../testing'

/**
 * The cases of every special route (the calls that are not plain resource
 * operations): a request for each status it can answer.
 */

type Name = keyof typeof specialRoutes

/** The first row of a table that matches, read when the case runs (earlier cases change rows). */
function first(ctx: CaseContext, table: string, where: (row: Row) => boolean): Row {
  const row = [...ctx.mock.store.records(table).values()].find(where)
  if (!row) throw new Error(`the seed has no matching ${table}`)
  return row
}
const anyRow = (ctx: CaseContext, table: string) => first(ctx, table, () => true)
/** A fresh Idempotency-Key for one money operation. */
const newKey = () => crypto.randomUUID()
const pendingOrder = (ctx: CaseContext) => first(ctx, TABLE.order, (o) => o.status === 'pending')
const scheduled = (ctx: CaseContext) =>
  first(ctx, TABLE.notification, (n) => n.status === 'scheduled')
const unblocked = (ctx: CaseContext) => first(ctx, TABLE.customer, (c) => !c.isBlocked)
const blocked = (ctx: CaseContext) => first(ctx, TABLE.customer, (c) => c.isBlocked === true)
/** An order out for delivery of branch 1, and another rider of branch 1 on shift. */
const onRoad = (ctx: CaseContext) =>
  first(ctx, TABLE.order, (o) => o.status === 'out_for_delivery' && o.branchId === 1)
const riderOf = (order: Row) => (order.rider as { id: number }).id
const otherOnShift = (ctx: CaseContext, order: Row) =>
  first(ctx, TABLE.rider, (r) => r.branchId === 1 && r.onShift === true && r.id !== riderOf(order))
const riderBody = (r: Row) => ({
  name: r.name,
  phone: r.phone,
  branchId: r.branchId,
  vehicle: r.vehicle,
  isActive: r.isActive,
})
const NEW_RIDER = { name: 'Ziad Hamdan', phone: '+96170998877', branchId: 1, vehicle: 'car' }
/** A rider of branch 1 made for one case (no orders, no cash). */
async function freshRider(ctx: CaseContext): Promise<Row> {
  const res = await ctx.mock.call('POST', '/rider', { token: ctx.tokens[ADMIN], body: NEW_RIDER })
  return res.json.Data as Row
}
/** A product branch 1 sells, taken off there. */
const offAt1 = (ctx: CaseContext, over: Record<string, unknown> = {}) => ({
  // One without options: the phone order cases take the first with options.
  productId: first(
    ctx,
    TABLE.product,
    (p) => (p.branchIds as number[]).includes(1) && (p.optionGroups as unknown[]).length === 0,
  ).id,
  available: false,
  ...over,
})
const paceAsk = (as: DemoEmail | null, branchId = 1, body: unknown = { extraMinutes: 10 }) => ({
  as,
  path: `/branch/${branchId}/pace`,
  body,
})

const settleAsk = (id: number | string, body: unknown, key: string | null = newKey()): Ask => ({
  as: ADMIN,
  path: `/rider/${id}/settlements`,
  body,
  headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
})

const voidAsk = (rider: number | string, settlement: number | string, body: unknown): Ask => ({
  as: ADMIN,
  path: `/rider/${rider}/settlements/${settlement}/void`,
  body,
  headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
})

/** A new rider's settlement of nothing: its rider's and its own id. */
async function freshSettlement(ctx: CaseContext) {
  const rider = (await freshRider(ctx)).id as number
  const res = await ctx.mock.call('POST', `/rider/${rider}/settlements`, {
    token: ctx.tokens[ADMIN],
    body: { amount: '0.00' },
    headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
  })
  return { rider, settlement: res.json.Data.id as number }
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2])
const form = (bytes: Uint8Array) => {
  const f = new FormData()
  f.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }))
  return f
}

/** Tomorrow 13:00 in Beirut: every seeded branch is open then. */
const tomorrowAtOne = (ctx: CaseContext) => {
  const day = new Date(ctx.mock.store.now() + 86_400_000).toISOString().slice(0, 10)
  return `${day}T10:00:00.000Z`
}

/** An order taken by phone that may be placed: a regular's pickup at branch 1, for tomorrow. */
function phoneOrder(ctx: CaseContext, over: Record<string, unknown> = {}) {
  const product = first(
    ctx,
    TABLE.product,
    (p) =>
      p.isAvailable === true &&
      (p.branchIds as number[]).includes(1) &&
      (p.optionGroups as unknown[]).length > 0,
  )
  const groups = product.optionGroups as { required: boolean; options: { id: number }[] }[]
  return {
    customerId: unblocked(ctx).id,
    branchId: 1,
    fulfilment: 'pickup',
    items: [
      {
        productId: product.id,
        quantity: 2,
        optionIds: groups.filter((g) => g.required).map((g) => g.options[0]!.id),
      },
    ],
    paymentMethod: 'cash',
    scheduledFor: tomorrowAtOne(ctx),
    ...over,
  }
}
const placing = (ctx: CaseContext, as: DemoEmail | null, over: Record<string, unknown> = {}) => ({
  as,
  path: '/order',
  headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
  body: phoneOrder(ctx, over),
})

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
  target: (ctx: CaseContext) => Row,
  denied: DemoEmail,
  extra: Cases = {},
  /** What the body carries beside the version (a block's reason). */
  more: Record<string, unknown> = {},
): Cases => ({
  200: (ctx) => ({
    as: ADMIN,
    path: path(target(ctx).id),
    body: { ...more, version: target(ctx).version },
  }),
  400: (ctx) => ({ as: ADMIN, path: path(target(ctx).id), body: { version: 'latest' } }),
  401: (ctx) => ({
    as: null,
    path: path(target(ctx).id),
    body: { ...more, version: target(ctx).version },
  }),
  403: (ctx) => ({
    as: denied,
    path: path(target(ctx).id),
    body: { ...more, version: target(ctx).version },
  }),
  404: () => ({ as: ADMIN, path: path(UNKNOWN_ID), body: { ...more, version: 0 } }),
  409: (ctx) => ({
    as: ADMIN,
    path: path(target(ctx).id),
    body: { ...more, version: target(ctx).version + 1 },
  }),
  413: () => oversized(ADMIN, path(1)),
  ...extra,
})

const rateAsk = (as: DemoEmail | null, body: unknown, key = newKey()): Ask => ({
  as,
  path: '/currency-rate',
  body,
  headers: { [IDEMPOTENCY_KEY_HEADER]: key },
})
/** A rate recorded for next month: it may be deleted before its time. */
async function futureRate(ctx: CaseContext): Promise<Row> {
  const res = await ctx.mock.call('POST', '/currency-rate', {
    token: ctx.tokens[ADMIN],
    body: {
      lbpPerUsd: 90_000,
      effectiveFrom: new Date(ctx.mock.store.now() + 30 * 86_400_000).toISOString(),
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
  })
  return res.json.Data as Row
}
/** The settings as they are, to send back unchanged. */
async function settingsBody(ctx: CaseContext) {
  const res = await ctx.mock.call('GET', '/settings', { token: ctx.tokens[ADMIN] })
  const { updatedAt: _at, ...body } = res.json.Data as Record<string, unknown> & { version: number }
  return body as typeof body & { version: number }
}

/** Every special route's cases. */
export const SPECIAL_CASES: Record<Name, Cases> = {
  listCurrencyRates: listCases('/currency-rate', 'branch@demo.test', 'marketing@demo.test'),
  getCurrentRate: {
    200: () => ({ as: 'marketing@demo.test', path: '/currency-rate/current' }),
    401: () => ({ as: null, path: '/currency-rate/current' }),
  },
  createCurrencyRate: {
    201: () => rateAsk(ADMIN, { lbpPerUsd: 89_500, note: 'Every-route case' }),
    400: () => rateAsk(ADMIN, { lbpPerUsd: 89.5 }),
    401: () => rateAsk(null, { lbpPerUsd: 89_500 }),
    403: () => rateAsk('viewer@demo.test', { lbpPerUsd: 89_500 }),
    413: () => ({
      ...oversized(ADMIN, '/currency-rate'),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    }),
    // A key already used for another rate.
    422: async (ctx) => {
      const key = newKey()
      await ctx.mock.call('POST', '/currency-rate', {
        token: ctx.tokens[ADMIN],
        body: { lbpPerUsd: 89_500 },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      })
      return rateAsk(ADMIN, { lbpPerUsd: 90_000 }, key)
    },
  },
  deleteCurrencyRate: {
    200: async (ctx) => ({ as: ADMIN, path: `/currency-rate/${(await futureRate(ctx)).id}` }),
    400: () => ({ as: ADMIN, path: '/currency-rate/abc' }),
    401: () => ({ as: null, path: '/currency-rate/1' }),
    403: () => ({ as: 'branch@demo.test', path: '/currency-rate/1' }),
    404: () => ({ as: ADMIN, path: `/currency-rate/${UNKNOWN_ID}` }),
    // A rate in force (the seed's first) is never deleted.
    422: () => ({ as: ADMIN, path: '/currency-rate/1' }),
  },
  getSettings: {
    200: () => ({ as: 'marketing@demo.test', path: '/settings' }),
    401: () => ({ as: null, path: '/settings' }),
  },
  updateSettings: {
    200: async (ctx) => ({ as: ADMIN, path: '/settings', body: await settingsBody(ctx) }),
    400: async (ctx) => ({
      as: ADMIN,
      path: '/settings',
      body: { ...(await settingsBody(ctx)), lbpRoundingStep: 2500 },
    }),
    401: async (ctx) => ({ as: null, path: '/settings', body: await settingsBody(ctx) }),
    403: async (ctx) => ({
      as: 'viewer@demo.test',
      path: '/settings',
      body: await settingsBody(ctx),
    }),
    409: async (ctx) => {
      const body = await settingsBody(ctx)
      return { as: ADMIN, path: '/settings', body: { ...body, version: body.version + 1 } }
    },
    413: () => oversized(ADMIN, '/settings'),
  },
  getPhoneOrderMenu: {
    200: () => ({ as: 'branch@demo.test', path: '/order/menu' }),
    401: () => ({ as: null, path: '/order/menu' }),
    // The viewer sees orders but may not take one.
    403: () => ({ as: 'viewer@demo.test', path: '/order/menu' }),
    400: () => ({ as: 'branch@demo.test', path: '/order/menu?branchId=one' }),
    // Branch operations works for branches 1 and 2 only.
    404: () => ({ as: 'branch@demo.test', path: '/order/menu?branchId=3' }),
  },
  getPhoneOrderMenuVersion: {
    200: () => ({ as: 'branch@demo.test', path: '/order/menu/version' }),
    401: () => ({ as: null, path: '/order/menu/version' }),
    403: () => ({ as: 'viewer@demo.test', path: '/order/menu/version' }),
    400: () => ({ as: 'branch@demo.test', path: '/order/menu/version?branchId=one' }),
    404: () => ({ as: 'branch@demo.test', path: '/order/menu/version?branchId=3' }),
  },
  findPhoneOrderCustomer: {
    200: (ctx) => ({
      as: ADMIN,
      path: `/order/customer?phone=${encodeURIComponent(anyRow(ctx, TABLE.customer).phone as string)}`,
    }),
    400: () => ({ as: ADMIN, path: '/order/customer?phone=03123' }),
    401: () => ({ as: null, path: '/order/customer?phone=%2B9613123456' }),
    403: () => ({ as: 'viewer@demo.test', path: '/order/customer?phone=%2B9613123456' }),
  },
  quoteOrder: {
    200: (ctx) => ({ as: ADMIN, path: '/order/quote', body: phoneOrder(ctx) }),
    400: (ctx) => ({ as: ADMIN, path: '/order/quote', body: phoneOrder(ctx, { items: [] }) }),
    401: (ctx) => ({ as: null, path: '/order/quote', body: phoneOrder(ctx) }),
    403: (ctx) => ({ as: 'viewer@demo.test', path: '/order/quote', body: phoneOrder(ctx) }),
    // Branch operations works for branches 1 and 2 only.
    404: (ctx) => ({
      as: 'branch@demo.test',
      path: '/order/quote',
      body: phoneOrder(ctx, { branchId: 3 }),
    }),
    413: () => oversized(ADMIN, '/order/quote'),
    422: (ctx) => ({
      as: ADMIN,
      path: '/order/quote',
      body: phoneOrder(ctx, { customerId: UNKNOWN_ID }),
    }),
  },
  placeOrder: {
    201: (ctx) => placing(ctx, 'branch@demo.test'),
    400: (ctx) => placing(ctx, ADMIN, { paymentMethod: 'cheque' }),
    401: (ctx) => placing(ctx, null),
    403: (ctx) => placing(ctx, 'viewer@demo.test'),
    404: (ctx) => placing(ctx, 'branch@demo.test', { branchId: 3 }),
    413: () => ({
      ...oversized(ADMIN, '/order'),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    }),
    // A blocked customer cannot order.
    422: (ctx) => placing(ctx, ADMIN, { customerId: blocked(ctx).id }),
  },
  listOrders: {
    ...listCases('/order', ADMIN, 'marketing@demo.test'),
    // Branch 3's rider is not one of the branch employee's (branches 1 and 2).
    404: (ctx) => ({
      as: 'branch@demo.test',
      path: `/order?riderId=${first(ctx, TABLE.rider, (r) => r.branchId === 3).id}`,
    }),
  },
  getOrder: {
    200: (ctx) => ({ as: ADMIN, path: `/order/${anyRow(ctx, TABLE.order).id}` }),
    400: () => ({ as: ADMIN, path: '/order/abc' }),
    401: () => ({ as: null, path: '/order/1' }),
    403: () => ({ as: 'marketing@demo.test', path: '/order/1' }),
    404: () => ({ as: ADMIN, path: `/order/${UNKNOWN_ID}` }),
  },
  changeOrderStatus: {
    200: (ctx) => {
      const o = pendingOrder(ctx)
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version },
      }
    },
    400: (ctx) => {
      const o = pendingOrder(ctx)
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'teleported', version: o.version },
      }
    },
    401: () => ({ as: null, path: '/order/1/status', body: { status: 'accepted', version: 0 } }),
    // The viewer may see orders, not change them.
    403: (ctx) => {
      const o = pendingOrder(ctx)
      return {
        as: 'viewer@demo.test',
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version },
      }
    },
    404: () => ({
      as: ADMIN,
      path: `/order/${UNKNOWN_ID}/status`,
      body: { status: 'accepted', version: 0 },
    }),
    409: (ctx) => {
      const o = pendingOrder(ctx)
      return {
        as: ADMIN,
        path: `/order/${o.id}/status`,
        body: { status: 'accepted', version: o.version + 1 },
      }
    },
    413: () => oversized(ADMIN, '/order/1/status'),
    422: (ctx) => {
      const o = first(ctx, TABLE.order, (r) => r.status === 'delivered')
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
  acknowledgeBranchOrder: {
    200: (ctx) => ({
      as: 'branch@demo.test',
      path: `/branch-orders/${first(ctx, TABLE.order, (o) => o.status === 'pending' && o.branchId === 1).id}/acknowledge`,
    }),
    400: () => ({ as: 'branch@demo.test', path: '/branch-orders/first/acknowledge' }),
    401: (ctx) => ({ as: null, path: `/branch-orders/${pendingOrder(ctx).id}/acknowledge` }),
    // The viewer sees the board but may not acknowledge.
    403: (ctx) => ({
      as: 'viewer@demo.test',
      path: `/branch-orders/${pendingOrder(ctx).id}/acknowledge`,
    }),
    // An order of branch 3 is not one of the branch employee's (1 and 2).
    404: (ctx) => ({
      as: 'branch@demo.test',
      path: `/branch-orders/${first(ctx, TABLE.order, (o) => o.branchId === 3).id}/acknowledge`,
    }),
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
    413: () => oversized('branch@demo.test', '/branch/1/accepting'),
  },
  getBranchAvailability: {
    200: () => ({ as: 'branch@demo.test', path: '/branch/1/availability' }),
    400: () => ({ as: 'branch@demo.test', path: '/branch/one/availability' }),
    401: () => ({ as: null, path: '/branch/1/availability' }),
    // Marketing has no board.
    403: () => ({ as: 'marketing@demo.test', path: '/branch/1/availability' }),
    404: () => ({ as: 'branch@demo.test', path: '/branch/3/availability' }),
  },
  setBranchAvailability: {
    200: (ctx) => ({ as: 'branch@demo.test', path: '/branch/1/availability', body: offAt1(ctx) }),
    400: (ctx) => ({
      as: 'branch@demo.test',
      path: '/branch/1/availability',
      body: offAt1(ctx, { until: '2000-01-01T00:00:00Z' }),
    }),
    401: (ctx) => ({ as: null, path: '/branch/1/availability', body: offAt1(ctx) }),
    403: (ctx) => ({ as: 'viewer@demo.test', path: '/branch/1/availability', body: offAt1(ctx) }),
    404: (ctx) => ({ as: 'branch@demo.test', path: '/branch/3/availability', body: offAt1(ctx) }),
    413: () => oversized('branch@demo.test', '/branch/1/availability'),
  },
  setBranchPace: {
    200: () => paceAsk('branch@demo.test'),
    400: () => paceAsk('branch@demo.test', 1, { extraMinutes: 15 }),
    401: () => paceAsk(null),
    403: () => paceAsk('viewer@demo.test'),
    404: () => paceAsk('branch@demo.test', 3),
    413: () => oversized('branch@demo.test', '/branch/1/pace'),
  },
  changeOrderRider: {
    200: (ctx) => {
      const o = onRoad(ctx)
      return {
        as: 'branch@demo.test',
        path: `/order/${o.id}/rider`,
        body: { riderId: otherOnShift(ctx, o).id, version: o.version },
      }
    },
    400: (ctx) => ({ as: ADMIN, path: `/order/${onRoad(ctx).id}/rider`, body: { version: 1 } }),
    401: () => ({ as: null, path: '/order/1/rider', body: { riderId: 1, version: 1 } }),
    403: (ctx) => {
      const o = onRoad(ctx)
      return {
        as: 'viewer@demo.test',
        path: `/order/${o.id}/rider`,
        body: { riderId: otherOnShift(ctx, o).id, version: o.version },
      }
    },
    404: () => ({
      as: ADMIN,
      path: `/order/${UNKNOWN_ID}/rider`,
      body: { riderId: 1, version: 1 },
    }),
    409: (ctx) => {
      const o = onRoad(ctx)
      return {
        as: ADMIN,
        path: `/order/${o.id}/rider`,
        body: { riderId: otherOnShift(ctx, o).id, version: o.version + 1 },
      }
    },
    413: () => oversized(ADMIN, '/order/1/rider'),
    // The rider who already has it.
    422: (ctx) => {
      const o = onRoad(ctx)
      return {
        as: ADMIN,
        path: `/order/${o.id}/rider`,
        body: { riderId: riderOf(o), version: o.version },
      }
    },
  },
  setRiderShift: {
    200: async (ctx) => ({
      as: 'branch@demo.test',
      path: `/rider/${(await freshRider(ctx)).id}/shift`,
      body: { onShift: true },
    }),
    400: () => ({ as: ADMIN, path: '/rider/1/shift', body: { onShift: 'yes' } }),
    401: () => ({ as: null, path: '/rider/1/shift', body: { onShift: true } }),
    403: () => ({ as: 'viewer@demo.test', path: '/rider/1/shift', body: { onShift: true } }),
    404: () => ({ as: ADMIN, path: `/rider/${UNKNOWN_ID}/shift`, body: { onShift: true } }),
    413: () => oversized(ADMIN, '/rider/1/shift'),
    // Ending the shift of a rider with an order on the road.
    422: (ctx) => ({
      as: ADMIN,
      path: `/rider/${riderOf(onRoad(ctx))}/shift`,
      body: { onShift: false },
    }),
  },
  createRiderSettlement: {
    201: (ctx) => {
      const r = first(ctx, TABLE.rider, (x) => x.branchId === 1)
      const body = { amount: r.cashHeld, amountLbp: r.cashHeldLbp ?? 0 }
      return { ...settleAsk(r.id, body), as: 'branch@demo.test' }
    },
    // The cash counted differs and no note says why.
    400: (ctx) => {
      const r = first(ctx, TABLE.rider, (x) => x.cashHeld !== '0.00')
      return settleAsk(r.id, { amount: '0.00' })
    },
    401: () => ({ ...settleAsk(1, { amount: '0.00' }), as: null }),
    403: () => ({ ...settleAsk(1, { amount: '0.00' }), as: 'viewer@demo.test' }),
    404: () => settleAsk(UNKNOWN_ID, { amount: '0.00' }),
    413: () => ({
      ...oversized(ADMIN, '/rider/1/settlements'),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    }),
    // A key already used for another settlement.
    422: async (ctx) => {
      const rider = await freshRider(ctx)
      const key = newKey()
      await ctx.mock.call('POST', `/rider/${rider.id}/settlements`, {
        token: ctx.tokens[ADMIN],
        body: { amount: '0.00' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      })
      return settleAsk(rider.id, { amount: '1.00', note: 'Found in the bag' }, key)
    },
  },
  voidRiderSettlement: {
    200: async (ctx) => {
      const { rider, settlement } = await freshSettlement(ctx)
      return { ...voidAsk(rider, settlement, { reason: 'Counted twice' }), as: 'branch@demo.test' }
    },
    // No reason.
    400: async (ctx) => {
      const { rider, settlement } = await freshSettlement(ctx)
      return voidAsk(rider, settlement, {})
    },
    401: () => ({ ...voidAsk(1, 1, { reason: 'x' }), as: null }),
    403: () => ({ ...voidAsk(1, 1, { reason: 'x' }), as: 'viewer@demo.test' }),
    404: async (ctx) => voidAsk((await freshRider(ctx)).id, UNKNOWN_ID, { reason: 'x' }),
    413: () => ({
      ...oversized(ADMIN, '/rider/1/settlements/1/void'),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    }),
    // Voided already.
    422: async (ctx) => {
      const { rider, settlement } = await freshSettlement(ctx)
      await ctx.mock.call('POST', `/rider/${rider}/settlements/${settlement}/void`, {
        token: ctx.tokens[ADMIN],
        body: { reason: 'Counted twice' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      })
      return voidAsk(rider, settlement, { reason: 'Again' })
    },
  },
  listRiderSettlements: {
    200: () => ({ as: 'branch@demo.test', path: '/rider/1/settlements?pageSize=5' }),
    400: () => ({ as: ADMIN, path: '/rider/1/settlements?pageSize=1000' }),
    401: () => ({ as: null, path: '/rider/1/settlements' }),
    403: () => ({ as: 'marketing@demo.test', path: '/rider/1/settlements' }),
    404: () => ({ as: ADMIN, path: `/rider/${UNKNOWN_ID}/settlements` }),
  },
  listWallets: listCases('/wallets', ADMIN, 'branch@demo.test'),
  getWallet: {
    200: (ctx) => ({ as: ADMIN, path: `/wallets/${anyRow(ctx, TABLE.customer).id}` }),
    400: () => ({ as: ADMIN, path: '/wallets/-1' }),
    401: () => ({ as: null, path: '/wallets/1' }),
    403: () => ({ as: 'branch@demo.test', path: '/wallets/1' }),
    404: () => ({ as: ADMIN, path: `/wallets/${UNKNOWN_ID}` }),
  },
  createWalletTransaction: {
    201: (ctx) => ({
      as: ADMIN,
      path: '/wallet/transaction',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      body: {
        customerId: anyRow(ctx, TABLE.customer).id,
        type: 1,
        amount: '5.00',
        reason: 'Goodwill',
      },
    }),
    400: () => ({
      as: ADMIN,
      path: '/wallet/transaction',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      body: { customerId: 1, type: 3, amount: '5.00', reason: 'Goodwill' },
    }),
    401: () => ({
      as: null,
      path: '/wallet/transaction',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      body: { customerId: 1, type: 1, amount: '5.00', reason: 'Goodwill' },
    }),
    // The viewer sees wallets but may not move money.
    403: () => ({
      as: 'viewer@demo.test',
      path: '/wallet/transaction',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      body: { customerId: 1, type: 1, amount: '5.00', reason: 'Goodwill' },
    }),
    413: () => ({
      ...oversized(ADMIN, '/wallet/transaction'),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    }),
    // Deducting more than the balance.
    422: (ctx) => ({
      as: ADMIN,
      path: '/wallet/transaction',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      body: {
        customerId: anyRow(ctx, TABLE.customer).id,
        type: 2,
        amount: '9999999.99',
        reason: 'Oops',
      },
    }),
  },
  listWalletTransactions: listCases('/walletTransactionHistory', ADMIN, 'marketing@demo.test'),
  listLoyaltyPoints: listCases('/loyaltyPointHistory', ADMIN, 'branch@demo.test'),
  listAuditEvents: listCases('/audit', ADMIN, 'marketing@demo.test'),
  activateConversionRate: versionedCases(
    (id) => `/conversionRate/${id}/activate`,
    (ctx) => first(ctx, TABLE.conversionRate, (r) => !r.isActive),
    'viewer@demo.test',
  ),
  sendNotification: versionedCases(
    (id) => `/notification/${id}/send`,
    scheduled,
    'viewer@demo.test',
    {
      // Only a scheduled notification can be sent now.
      422: (ctx) => {
        const n = first(ctx, TABLE.notification, (r) => r.status === 'sent')
        return { as: ADMIN, path: `/notification/${n.id}/send`, body: { version: n.version } }
      },
    },
  ),
  cancelNotification: versionedCases(
    (id) => `/notification/${id}/cancel`,
    scheduled,
    'viewer@demo.test',
    {
      422: (ctx) => {
        const n = first(ctx, TABLE.notification, (r) => r.status === 'cancelled')
        return { as: ADMIN, path: `/notification/${n.id}/cancel`, body: { version: n.version } }
      },
    },
  ),
  countNotificationAudiences: {
    200: () => ({ as: 'marketing@demo.test', path: '/notification/audiences' }),
    401: () => ({ as: null, path: '/notification/audiences' }),
    403: () => ({ as: 'branch@demo.test', path: '/notification/audiences' }),
  },
  findNotificationCustomers: {
    200: () => ({ as: 'marketing@demo.test', path: '/notification/customers?search=a' }),
    400: () => ({ as: ADMIN, path: `/notification/customers?search=${'a'.repeat(101)}` }),
    401: () => ({ as: null, path: '/notification/customers' }),
    403: () => ({ as: 'viewer@demo.test', path: '/notification/customers' }),
  },
  listCouponOrders: {
    200: (ctx) => ({
      as: 'marketing@demo.test',
      path: `/coupon/${anyRow(ctx, TABLE.coupon).id}/orders`,
    }),
    400: () => ({ as: ADMIN, path: '/coupon/abc/orders' }),
    401: () => ({ as: null, path: '/coupon/1/orders' }),
    403: () => ({ as: 'branch@demo.test', path: '/coupon/1/orders' }),
    404: () => ({ as: ADMIN, path: `/coupon/${UNKNOWN_ID}/orders` }),
  },
  blockCustomer: versionedCases(
    (id) => `/customer/${id}/block`,
    unblocked,
    'viewer@demo.test',
    {},
    { reason: 'Repeated fake orders' },
  ),
  unblockCustomer: versionedCases((id) => `/customer/${id}/unblock`, blocked, 'viewer@demo.test'),
  listCustomerNotes: {
    200: (ctx) => ({
      as: 'viewer@demo.test',
      path: `/customer/${anyRow(ctx, TABLE.customer).id}/notes`,
    }),
    400: () => ({ as: ADMIN, path: '/customer/abc/notes' }),
    401: () => ({ as: null, path: '/customer/1/notes' }),
    403: () => ({ as: 'branch@demo.test', path: '/customer/1/notes' }),
    404: () => ({ as: ADMIN, path: `/customer/${UNKNOWN_ID}/notes` }),
  },
  addCustomerNote: {
    201: (ctx) => ({
      as: ADMIN,
      path: `/customer/${anyRow(ctx, TABLE.customer).id}/notes`,
      body: { text: 'Prefers a call before delivery' },
    }),
    400: () => ({ as: ADMIN, path: '/customer/1/notes', body: { text: '  ' } }),
    401: () => ({ as: null, path: '/customer/1/notes', body: { text: 'A note' } }),
    403: () => ({ as: 'viewer@demo.test', path: '/customer/1/notes', body: { text: 'A note' } }),
    404: () => ({ as: ADMIN, path: `/customer/${UNKNOWN_ID}/notes`, body: { text: 'A note' } }),
    413: () => oversized(ADMIN, '/customer/1/notes'),
  },
  getDashboard: {
    200: () => ({ as: 'viewer@demo.test', path: '/dashboard' }),
    400: () => ({
      as: ADMIN,
      path: '/dashboard?from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z',
    }),
    401: () => ({ as: null, path: '/dashboard' }),
    403: () => ({ as: 'marketing@demo.test', path: '/dashboard' }),
    404: () => ({ as: 'branch@demo.test', path: '/dashboard?branchId=3' }),
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
  search: {
    200: () => ({ as: 'branch@demo.test', path: '/search?q=BEY-1&limit=5' }),
    400: () => ({ as: ADMIN, path: `/search?q=${'a'.repeat(201)}` }),
    401: () => ({ as: null, path: '/search?q=lara' }),
  },
  getShiftReport: {
    200: () => ({ as: 'viewer@demo.test', path: '/report/shift?branchId=1' }),
    400: () => ({ as: ADMIN, path: '/report/shift?branchId=first' }),
    401: () => ({ as: null, path: '/report/shift?branchId=1' }),
    403: () => ({ as: 'marketing@demo.test', path: '/report/shift?branchId=1' }),
    404: () => ({ as: 'branch@demo.test', path: '/report/shift?branchId=3' }),
  },
  closeShift: {
    201: async (ctx) => closeAsk(await closeBody(ctx, 4)),
    400: async (ctx) => {
      const body = await closeBody(ctx, 4)
      const counted = ((moneyToCents(body.cashCounted) + 100) / 100).toFixed(2)
      // A difference without a note.
      return closeAsk({ ...body, cashCounted: counted })
    },
    401: async (ctx) => ({ ...closeAsk(await closeBody(ctx, 4)), as: null }),
    403: async (ctx) => ({ ...closeAsk(await closeBody(ctx, 4)), as: 'viewer@demo.test' }),
    404: async (ctx) => ({ ...closeAsk(await closeBody(ctx, 3)), as: 'branch@demo.test' }),
    // The shift as read an hour earlier: another close came first.
    409: async (ctx) => {
      const body = await closeBody(ctx, 4)
      return closeAsk({ ...body, from: new Date(Date.parse(body.from) - 3_600_000).toISOString() })
    },
    413: () => ({
      ...oversized(ADMIN, '/report/shift/close'),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newKey() },
    }),
    // A key used for another close.
    422: async (ctx) => {
      const first = closeAsk(await closeBody(ctx, 4))
      const res = await ctx.mock.call('POST', first.path, {
        token: ctx.tokens[ADMIN],
        body: first.body,
        headers: first.headers,
      })
      if (res.status !== 201) throw new Error(`the first close: ${res.text}`)
      return { ...first, body: { ...(first.body as object), note: 'Counted twice' } }
    },
  },
  listShiftCloses: {
    ...listCases('/report/closes', 'branch@demo.test', 'marketing@demo.test'),
    404: () => ({ as: 'branch@demo.test', path: '/report/closes?branchId=3' }),
  },
  getShiftClose: {
    200: (ctx) => ({
      as: 'viewer@demo.test',
      path: `/report/closes/${anyRow(ctx, TABLE.shiftClose).id}`,
    }),
    400: () => ({ as: ADMIN, path: '/report/closes/first' }),
    401: (ctx) => ({ as: null, path: `/report/closes/${anyRow(ctx, TABLE.shiftClose).id}` }),
    403: (ctx) => ({
      as: 'marketing@demo.test',
      path: `/report/closes/${anyRow(ctx, TABLE.shiftClose).id}`,
    }),
    404: (ctx) => ({
      as: 'branch@demo.test',
      path: `/report/closes/${first(ctx, TABLE.shiftClose, (c) => c.branchId === 3).id}`,
    }),
  },
  getSalesReport: {
    200: () => ({ as: 'viewer@demo.test', path: '/report/sales?groupBy=product' }),
    400: () => ({ as: ADMIN, path: '/report/sales?groupBy=week' }),
    401: () => ({ as: null, path: '/report/sales' }),
    403: () => ({ as: 'marketing@demo.test', path: '/report/sales' }),
    404: () => ({ as: 'branch@demo.test', path: '/report/sales?branchId=3' }),
  },
}

/** A close of the branch's open shift as it stands, the counted cash the expected. */
/**
 * A balanced close of the branch's shift, floats named none; an order placed
 * first, as a shift where nothing happened is not closed (422).
 */
async function closeBody(ctx: CaseContext, branchId: number) {
  const placed = await ctx.mock.call('POST', DEV_ORDERS_PATH, { body: { branchId } })
  if (placed.status !== 201) throw new Error(`the order before the close: ${placed.text}`)
  const res = await ctx.mock.call('GET', `/report/shift?branchId=${branchId}`, {
    token: ctx.tokens[ADMIN],
  })
  const shift = res.json.Data as { from: string; cashExpectedUsd: string; cashExpectedLbp: number }
  return {
    branchId,
    from: shift.from,
    cashCounted: shift.cashExpectedUsd,
    cashCountedLbp: shift.cashExpectedLbp,
    openingFloatUsd: '0.00',
    openingFloatLbp: 0,
    note: '',
  }
}

const closeAsk = (body: unknown): Ask => ({
  as: ADMIN,
  path: '/report/shift/close',
  headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
  body,
})

/**
 * The rider resource's routes: the generic handler serves them, and these
 * cases, from the seed's riders (a branch employee's edit, a rider holding
 * cash), take the place of the ones derived from the resource's samples.
 */
export const RIDER_CASES: Record<`${'list' | 'get' | 'create' | 'update' | 'delete'}Rider`, Cases> =
  {
    listRider: listCases('/rider', 'branch@demo.test', 'marketing@demo.test'),
    getRider: {
      200: () => ({ as: 'viewer@demo.test', path: '/rider/1' }),
      400: () => ({ as: ADMIN, path: '/rider/abc' }),
      401: () => ({ as: null, path: '/rider/1' }),
      403: () => ({ as: 'marketing@demo.test', path: '/rider/1' }),
      // A rider of branch 3 is not one of the branch employee's (1 and 2).
      404: (ctx) => ({
        as: 'branch@demo.test',
        path: `/rider/${first(ctx, TABLE.rider, (r) => r.branchId === 3).id}`,
      }),
    },
    createRider: {
      201: () => ({ as: ADMIN, path: '/rider', body: NEW_RIDER }),
      400: () => ({ as: ADMIN, path: '/rider', body: { ...NEW_RIDER, phone: '03 123 456' } }),
      401: () => ({ as: null, path: '/rider', body: NEW_RIDER }),
      403: () => ({ as: 'branch@demo.test', path: '/rider', body: NEW_RIDER }),
      413: () => oversized(ADMIN, '/rider'),
      422: () => ({ as: ADMIN, path: '/rider', body: { ...NEW_RIDER, branchId: UNKNOWN_ID } }),
    },
    updateRider: {
      200: (ctx) => {
        const r = first(ctx, TABLE.rider, (x) => x.branchId === 1)
        return {
          as: 'branch@demo.test',
          path: `/rider/${r.id}`,
          body: { ...riderBody(r), vehicle: 'car', version: r.version },
        }
      },
      400: () => ({
        as: ADMIN,
        path: '/rider/1',
        body: { ...NEW_RIDER, vehicle: 'jet', version: 1 },
      }),
      401: () => ({ as: null, path: '/rider/1', body: { ...NEW_RIDER, version: 1 } }),
      403: (ctx) => {
        const r = anyRow(ctx, TABLE.rider)
        return {
          as: 'viewer@demo.test',
          path: `/rider/${r.id}`,
          body: { ...riderBody(r), version: r.version },
        }
      },
      404: () => ({ as: ADMIN, path: `/rider/${UNKNOWN_ID}`, body: { ...NEW_RIDER, version: 1 } }),
      409: (ctx) => {
        const r = anyRow(ctx, TABLE.rider)
        return {
          as: ADMIN,
          path: `/rider/${r.id}`,
          body: { ...riderBody(r), version: r.version + 1 },
        }
      },
      413: () => oversized(ADMIN, '/rider/1'),
      // Deactivating a rider with an order on the road.
      422: (ctx) => {
        const r = ctx.mock.store.table(TABLE.rider).get(riderOf(onRoad(ctx)))!
        return {
          as: ADMIN,
          path: `/rider/${r.id}`,
          body: { ...riderBody(r), isActive: false, version: r.version },
        }
      },
    },
    deleteRider: {
      200: async (ctx) => ({ as: ADMIN, path: `/rider/${(await freshRider(ctx)).id}` }),
      400: () => ({ as: ADMIN, path: '/rider/abc' }),
      401: () => ({ as: null, path: '/rider/1' }),
      403: () => ({ as: 'branch@demo.test', path: '/rider/1' }),
      404: () => ({ as: ADMIN, path: `/rider/${UNKNOWN_ID}` }),
      // A rider who holds cash not settled.
      422: (ctx) => ({
        as: ADMIN,
        path: `/rider/${first(ctx, TABLE.rider, (r) => r.cashHeld !== '0.00').id}`,
      }),
    },
  }
