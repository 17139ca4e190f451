import { API_ERRORS, ORDER_LIST_PATH, PAGE_SIZE_MAX } from 'contracts'
import type { AuditEvent } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * Branch scope on every route that reads or moves orders (docs/requirements.md#branch-scope): an
 * employee limited to branch 1 sees and handles only branch 1's orders, and an
 * order of another branch is a 404 as if it did not exist; an employee who lists
 * every branch, like one who lists none (the administrator), sees them all. The
 * board, the dashboard and the palette's search have their own files
 * (board.test, dashboard.test, find.test).
 */

let mock: TestMock
let admin: string
/** Orders (View, Update), coupons, activity and customers; branch 1 only. */
let limited: string
/** The same role, with every branch listed. */
let everywhere: string

type Listed = { id: number; branchId: number }

const orders = () => [...mock.store.table(TABLE.order).values()]
const get = async (path: string, token: string) => {
  const res = await mock.call('GET', path, { token })
  return res
}
const list = async (query: string, token: string) => {
  const res = await get(`/order?pageSize=${PAGE_SIZE_MAX}&${query}`, token)
  expect(res.status, res.text).toBe(200)
  return res.json as { Data: Listed[]; TotalCount: number }
}
const pendingOf = (branchId: number) =>
  orders().find((o) => o.branchId === branchId && o.status === 'pending')!

beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  const permissions = [
    { key: 'order', actions: ['View', 'Update'] },
    { key: 'branch-orders', actions: ['View', 'Update'] },
    { key: 'coupon', actions: ['View'] },
    { key: 'audit', actions: ['View'] },
    { key: 'customer', actions: ['View'] },
  ]
  const allBranches = [...mock.store.table(TABLE.branch).values()].map((b) => b.id)
  limited = await signInNewStaff(mock, 'scope-one@staff.test', permissions, [1])
  everywhere = await signInNewStaff(mock, 'scope-all@staff.test', permissions, allBranches)
}, 60_000)

describe('the order list (GET /order) and its CSV export, which pages through it', () => {
  it('holds only the branch’s orders, and counts only them', async () => {
    const all = await list('', admin)
    const mine = await list('', limited)
    expect(new Set(all.Data.map((o) => o.branchId)).size).toBeGreaterThan(1)
    expect(mine.Data.length).toBeGreaterThan(0)
    expect(mine.Data.every((o) => o.branchId === 1)).toBe(true)
    expect(mine.TotalCount).toBe((await list('branchId=1', admin)).TotalCount)
    expect((await list('', everywhere)).TotalCount).toBe(all.TotalCount)
  })

  it('finds nothing of another branch by search or filter, sorted or not', async () => {
    const foreign = orders().find((o) => o.branchId === 2)!
    const byNumber = `search=${encodeURIComponent(foreign.number)}`
    expect((await list(byNumber, admin)).TotalCount).toBe(1)
    expect((await list(byNumber, limited)).TotalCount).toBe(0)
    expect((await list(byNumber, everywhere)).TotalCount).toBe(1)
    expect((await list('branchId=2', limited)).TotalCount).toBe(0)
    const byTotal = await list('sort=total:desc', limited)
    expect(byTotal.Data.every((o) => o.branchId === 1)).toBe(true)
  })

  it('gives a customer’s orders (the customer drawer) of the branch only', async () => {
    const branchesOf = new Map<number, Set<number>>()
    for (const o of orders()) {
      const set = branchesOf.get(o.customer.id) ?? new Set()
      set.add(o.branchId)
      branchesOf.set(o.customer.id, set)
    }
    const [customerId] = [...branchesOf].find(([, b]) => b.has(1) && b.size > 1)!
    const all = await list(`customerId=${customerId}`, admin)
    const mine = await list(`customerId=${customerId}`, limited)
    expect(mine.TotalCount).toBeGreaterThan(0)
    expect(mine.TotalCount).toBeLessThan(all.TotalCount)
    expect(mine.Data.every((o) => o.branchId === 1)).toBe(true)
  })
})

describe('the status counts (GET /order/status-counts)', () => {
  it('count only the branch’s orders', async () => {
    const counts = async (query: string, token: string) =>
      (await get(`${ORDER_LIST_PATH}/status-counts?${query}`, token)).json.Data as Record<
        string,
        number
      >
    expect(await counts('', limited)).toEqual(await counts('branchId=1', admin))
    expect(await counts('', everywhere)).toEqual(await counts('', admin))
    expect(Object.values(await counts('branchId=2', limited)).every((n) => n === 0)).toBe(true)
  })
})

describe('the branch orders list (GET /branch-orders)', () => {
  it('holds only the branch’s orders', async () => {
    const res = await get(`/branch-orders?pageSize=${PAGE_SIZE_MAX}`, limited)
    expect(res.json.Data.length).toBeGreaterThan(0)
    expect((res.json.Data as Listed[]).every((o) => o.branchId === 1)).toBe(true)
  })
})

describe('one order (GET /order/:id) and its moves', () => {
  it('opens an order of the branch; another branch’s is not found (404), with order View too', async () => {
    const own = orders().find((o) => o.branchId === 1)!
    expect((await get(`/order/${own.id}`, limited)).status).toBe(200)
    const foreign = orders().find((o) => o.branchId === 2)!
    const refused = await get(`/order/${foreign.id}`, limited)
    expect(refused.status).toBe(404)
    expect(refused.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
    expect((await get(`/order/${foreign.id}`, everywhere)).status).toBe(200)
  })

  it('refuses (404) a move of another branch’s order, which stays as it was', async () => {
    const foreign = pendingOf(2)
    const res = await mock.call('PUT', `/order/${foreign.id}/status`, {
      token: limited,
      body: { status: 'accepted', version: foreign.version },
    })
    expect(res.status).toBe(404)
    expect(mock.store.table(TABLE.order).get(foreign.id)).toMatchObject({
      status: 'pending',
      version: foreign.version,
    })
  })

  it('refuses (404) to acknowledge another branch’s order', async () => {
    const foreign = pendingOf(2)
    const res = await mock.call('POST', `/branch-orders/${foreign.id}/acknowledge`, {
      token: limited,
    })
    expect(res.status).toBe(404)
    const after = mock.store.table(TABLE.order)
    expect(after.get(foreign.id)?.acknowledgedAt ?? null).toBeNull()
  })
})

describe('a coupon’s orders (GET /coupon/:id/orders)', () => {
  it('lists and counts only the branch’s orders', async () => {
    const used = new Map<string, Set<number>>()
    for (const o of orders()) {
      if (!o.couponCode) continue
      used.set(o.couponCode, (used.get(o.couponCode) ?? new Set()).add(o.branchId))
    }
    const [code] = [...used].find(([, b]) => b.has(1) && b.size > 1)!
    const coupon = [...mock.store.table(TABLE.coupon).values()].find((c) => c.code === code)!
    const all = (await get(`/coupon/${coupon.id}/orders`, admin)).json
    const mine = (await get(`/coupon/${coupon.id}/orders`, limited)).json
    expect(mine.TotalCount).toBeGreaterThan(0)
    expect(mine.TotalCount).toBeLessThan(all.TotalCount)
    const ownIds = new Set(
      orders()
        .filter((o) => o.branchId === 1)
        .map((o) => o.id),
    )
    expect((mine.Data as { id: number }[]).every((o) => ownIds.has(o.id))).toBe(true)
    expect((await get(`/coupon/${coupon.id}/orders`, everywhere)).json).toEqual(all)
  })
})

describe('the activity and History of orders (GET /audit)', () => {
  it('shows the events of the branch’s orders and of records of no branch, none of another branch’s', async () => {
    const foreign = pendingOf(2)
    const moved = await mock.call('PUT', `/order/${foreign.id}/status`, {
      token: admin,
      body: { status: 'accepted', version: foreign.version },
    })
    expect(moved.status).toBe(200)
    const events = async (query: string, token: string) => {
      const res = await get(`/audit?pageSize=${PAGE_SIZE_MAX}&${query}`, token)
      expect(res.status, res.text).toBe(200)
      return res.json as { Data: AuditEvent[]; TotalCount: number }
    }
    const history = `module=order&recordId=${foreign.id}`
    expect((await events(history, admin)).Data[0]).toMatchObject({
      recordId: foreign.id,
      branchId: 2,
      action: 'status',
    })
    expect((await events(history, everywhere)).TotalCount).toBeGreaterThan(0)
    expect((await events(history, limited)).TotalCount).toBe(0)

    const orderEvents = await events('module=order', limited)
    expect(orderEvents.TotalCount).toBeGreaterThan(0)
    expect(orderEvents.Data.every((e) => e.branchId === 1)).toBe(true)
    const all = await events('', limited)
    expect(all.Data.some((e) => e.module === 'product' && e.branchId === null)).toBe(true)
    expect(all.Data.every((e) => e.branchId === null || e.branchId === 1)).toBe(true)
  })
})
