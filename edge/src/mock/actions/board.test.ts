import { ACTIVE_STATUSES, API_ERRORS, branchOrdersBoardSchema } from 'contracts'
import type { BoardOrder, BranchOrdersBoard } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openStore } from '../open'
import { TABLE } from '../rows'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * The Branch Orders board and its pause switch, as the demo branch employee
 * (branches 1 and 2), the admin (every branch) and roles without the actions.
 */
const ORDERS = 300
let now = Date.UTC(2026, 10, 22, 19, 5)
let mock: TestMock
let admin: string
let branch: string
let boardViewer: string // branch-orders View only, every branch
beforeAll(async () => {
  mock = await openTestMock({ orders: ORDERS, now: () => now })
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
  boardViewer = await signInNewStaff(mock, 'board-viewer@staff.test', [
    { key: 'branch-orders', actions: ['View'] },
  ])
}, 60_000)

const api = (method: string, path: string, token: string, body?: unknown) =>
  mock.call(method, path, { token, body })

async function board(token: string, query = ''): Promise<BranchOrdersBoard> {
  const res = await api('GET', `/branch-orders/board${query}`, token)
  expect(res.status, res.text.slice(0, 200)).toBe(200)
  return branchOrdersBoardSchema.parse(res.json.Data)
}

describe('the board', () => {
  it("holds every active order of the employee's branches, oldest first, and those branches by name", async () => {
    const b = await board(branch)
    expect(b.branches.map((x) => [x.id, x.name])).toEqual([
      [1, 'Beirut - Hamra'],
      [2, 'Jounieh - Kaslik'],
    ])
    expect(b.serverTime).toBe(new Date(now).toISOString())
    expect(new Set(b.orders.map((o) => o.branchId))).toEqual(new Set([1, 2]))
    expect(new Set(b.orders.map((o) => o.status))).toEqual(new Set(ACTIVE_STATUSES))
    const times = b.orders.map((o) => o.createdAt)
    expect(times).toEqual([...times].sort())
    // The same orders as the branch-orders list (active by default), all on one answer.
    const list = await api('GET', '/branch-orders?pageSize=100&sort=createdAt:asc', branch)
    expect(b.orders.map((o) => o.id)).toEqual(list.json.Data.map((o: { id: number }) => o.id))
  })

  it('counts a card’s items by their quantities: two sandwiches are 2 items', async () => {
    const b = await board(admin)
    const rows = mock.store.table(TABLE.order)
    const several = b.orders.find((o) => rows.get(o.id)!.items.some((l) => l.quantity > 1))!
    const lines = rows.get(several.id)!.items
    expect(several.itemsCount).toBe(lines.reduce((n, l) => n + l.quantity, 0))
    expect(several.itemsCount).toBeGreaterThan(lines.length)
  })

  it('gives each card the time its status began, the estimate and the promise, from the order', async () => {
    const b = await board(branch)
    for (const card of b.orders.slice(0, 12)) {
      const order = (await api('GET', `/order/${card.id}`, admin)).json.Data
      const listed = (await api('GET', `/order?search=${order.number}`, admin)).json.Data
      expect(card).toEqual({
        ...listed.find((o: { id: number }) => o.id === card.id),
        statusSince: order.statusHistory.at(-1).at,
        estimatedReadyAt: order.estimatedReadyAt,
        // The seed's orders were placed without a promise.
        readyBy: null,
        acknowledgedAt: order.acknowledgedAt,
        acknowledgedById: order.acknowledgedById,
        acknowledgedByName: order.acknowledgedByName,
      })
    }
  })

  it('narrows to one of the employee’s branches; another branch is a 404', async () => {
    const b = await board(branch, '?branchId=2')
    expect(b.orders.length).toBeGreaterThan(0)
    expect(b.orders.every((o: BoardOrder) => o.branchId === 2)).toBe(true)
    expect(b.branches.map((x) => x.id)).toEqual([1, 2])
    for (const outside of ['?branchId=3', '?branchId=999']) {
      const res = await api('GET', `/branch-orders/board${outside}`, branch)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
    }
  })

  it('is every branch for an employee without branches', async () => {
    const b = await board(admin)
    expect(b.branches.map((x) => x.name)).toEqual([
      'Beirut - Hamra',
      'Jounieh - Kaslik',
      'Saida - Riad El Solh',
      'Tripoli - El Mina',
    ])
    expect(new Set(b.orders.map((o) => o.branchId))).toEqual(new Set([1, 2, 3, 4]))
    const three = await board(admin, '?branchId=3')
    expect(three.orders.every((o) => o.branchId === 3)).toBe(true)
    const active = await api(
      'GET',
      '/order?status=pending,accepted,preparing,ready,out_for_delivery&pageSize=1',
      admin,
    )
    expect(b.orders.length).toBe(active.json.TotalCount)
  })

  it('needs branch-orders View (403)', async () => {
    const marketing = await mock.signIn('marketing@demo.test')
    const res = await api('GET', '/branch-orders/board', marketing)
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
  })
})

describe('the pause switch', () => {
  it('pauses and resumes a branch of the employee: the branch record changes, the board shows it', async () => {
    const before = (await api('GET', '/branch/2', admin)).json.Data
    expect(before.acceptingOrders).toBe(true)
    now += 60_000
    const paused = await api('PUT', '/branch/2/accepting', branch, { acceptingOrders: false })
    expect(paused.status).toBe(200)
    expect(paused.json.Data).toMatchObject({
      id: 2,
      name: before.name,
      acceptingOrders: false,
      preparationMinutes: before.preparationMinutes,
      pausedUntil: null,
      offItems: [],
    })
    const after = (await api('GET', '/branch/2', admin)).json.Data
    expect(after).toEqual({
      ...before,
      acceptingOrders: false,
      version: before.version + 1,
      updatedAt: new Date(now).toISOString(),
    })
    expect((await board(branch)).branches.find((b) => b.id === 2)?.acceptingOrders).toBe(false)

    // It is a stored change: a restart over the same storage keeps it.
    const reopened = await openStore({ persistence: mock.persistence, orders: ORDERS })
    expect(reopened.table(TABLE.branch).get(2)).toMatchObject({ acceptingOrders: false })

    const resumed = await api('PUT', '/branch/2/accepting', branch, { acceptingOrders: true })
    expect(resumed.json.Data.acceptingOrders).toBe(true)
    expect((await api('GET', '/branch/2', admin)).json.Data.version).toBe(before.version + 2)
  })

  it('refuses a branch outside the employee’s branches, or unknown (404), and changes nothing', async () => {
    const three = (await api('GET', '/branch/3', admin)).json.Data
    const revision = mock.store.revision
    for (const id of [3, 999]) {
      const res = await api('PUT', `/branch/${id}/accepting`, branch, { acceptingOrders: false })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
    }
    expect(mock.store.revision).toBe(revision)
    expect((await api('GET', '/branch/3', admin)).json.Data).toEqual(three)
    // The admin reaches every branch.
    const res = await api('PUT', '/branch/3/accepting', admin, { acceptingOrders: false })
    expect(res.json.Data).toMatchObject({ id: 3, acceptingOrders: false })
  })

  it('needs branch-orders Update (403): View is not enough', async () => {
    const revision = mock.store.revision
    const res = await api('PUT', '/branch/1/accepting', boardViewer, { acceptingOrders: false })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    expect(mock.store.revision).toBe(revision)
  })
})

describe('acknowledging a new order', () => {
  const ack = (id: number, token: string) => api('POST', `/branch-orders/${id}/acknowledge`, token)
  const pendingOf = async (branchId: number) =>
    (await board(admin, `?branchId=${branchId}`)).orders.filter(
      (o) => o.status === 'pending' && o.acknowledgedAt === null,
    )

  it('records who and when on the order, once: a second call keeps the first', async () => {
    const [order] = await pendingOf(1)
    expect(order).toMatchObject({
      acknowledgedAt: null,
      acknowledgedById: null,
      acknowledgedByName: null,
    })
    const first = await ack(order!.id, branch)
    expect(first.status).toBe(200)
    expect(first.json.Data).toMatchObject({
      id: order!.id,
      acknowledgedAt: new Date(now).toISOString(),
      acknowledgedByName: 'Karim Khoury',
      acknowledgedById: expect.any(Number),
      // Not a change of the order: a move made with the version shown still passes.
      version: order!.version,
    })
    now += 60_000
    const again = await ack(order!.id, admin)
    expect(again.status).toBe(200)
    expect(again.json.Data).toEqual(first.json.Data)
    // The board of every tablet and the order record carry it.
    const card = (await board(branch)).orders.find((o) => o.id === order!.id)
    expect(card).toMatchObject({ acknowledgedAt: first.json.Data.acknowledgedAt })
    const record = (await api('GET', `/order/${order!.id}`, admin)).json.Data
    expect(record).toMatchObject({
      acknowledgedAt: first.json.Data.acknowledgedAt,
      acknowledgedById: first.json.Data.acknowledgedById,
      acknowledgedByName: 'Karim Khoury',
    })
  })

  it('is harmless for an order no longer pending: nothing recorded', async () => {
    const accepted = (await board(branch)).orders.find((o) => o.status === 'accepted')!
    const revision = mock.store.revision
    const res = await ack(accepted.id, branch)
    expect(res.status).toBe(200)
    expect(res.json.Data).toMatchObject({ id: accepted.id, acknowledgedAt: null })
    expect(mock.store.revision).toBe(revision)
  })

  it('reaches only the orders of the employee’s branches; an unknown order is a 404', async () => {
    const [other] = await pendingOf(3)
    for (const id of [other!.id, 99_999_999]) {
      const res = await ack(id, branch)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
    }
    expect((await pendingOf(3)).map((o) => o.id)).toContain(other!.id)
  })

  it('needs branch-orders Update (403 for View only) and a session (401)', async () => {
    const [order] = await pendingOf(2)
    const viewer = await ack(order!.id, boardViewer)
    expect(viewer.status).toBe(403)
    expect(viewer.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    const anonymous = await mock.call('POST', `/branch-orders/${order!.id}/acknowledge`)
    expect(anonymous.status).toBe(401)
    expect((await pendingOf(2)).map((o) => o.id)).toContain(order!.id)
  })
})
