import { API_ERRORS } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * A role with only `branch-orders` opens and moves the orders of its own
 * branches (a role with `order` is limited to its branches alike: branch-scope.test).
 */
let mock: TestMock
let admin: string
const api = (method: string, path: string, body: unknown, token: string) =>
  mock.call(method, path, { token, body })

type Order = { id: number; branchId: number; version: number; status: string }

const firstOrder = async (query: string) =>
  (await api('GET', `/order?${query}&pageSize=1`, undefined, admin)).json.Data[0] as Order

let desk: string // branch-orders View/Update, branch 1
let deskViewOnly: string // branch-orders View, branch 1
let deskEverywhere: string // branch-orders View/Update, every branch
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  const branchOrders = (actions: string[]) => [{ key: 'branch-orders', actions }]
  desk = await signInNewStaff(mock, 'desk@staff.test', branchOrders(['View', 'Update']), [1])
  deskViewOnly = await signInNewStaff(mock, 'desk-view@staff.test', branchOrders(['View']), [1])
  deskEverywhere = await signInNewStaff(
    mock,
    'desk-all@staff.test',
    branchOrders(['View', 'Update']),
    [],
  )
}, 60_000)

describe('branch orders without the order module', () => {
  it('opens an order of their branch, and not one of another branch (404)', async () => {
    const own = await firstOrder('branchId=1')
    const res = await api('GET', `/order/${own.id}`, undefined, desk)
    expect(res.status).toBe(200)
    expect(res.json.Data).toMatchObject({ id: own.id, branchId: 1 })
    const other = await firstOrder('branchId=2')
    const refused = await api('GET', `/order/${other.id}`, undefined, desk)
    expect(refused.status).toBe(404)
    expect(refused.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
  })

  it('moves an order of their branch, and not one of another branch', async () => {
    const own = await firstOrder('branchId=1&status=pending')
    const moved = await api(
      'PUT',
      `/order/${own.id}/status`,
      { status: 'accepted', version: own.version },
      desk,
    )
    expect(moved.status).toBe(200)
    expect(moved.json.Data.status).toBe('accepted')
    const other = await firstOrder('branchId=2&status=pending')
    const refused = await api(
      'PUT',
      `/order/${other.id}/status`,
      { status: 'accepted', version: other.version },
      desk,
    )
    expect(refused.status).toBe(404)
    const after = await api('GET', `/order/${other.id}`, undefined, admin)
    expect(after.json.Data.status).toBe('pending')
  })

  it('with no branches listed, reaches the orders of every branch', async () => {
    const other = await firstOrder('branchId=2&status=pending')
    expect((await api('GET', `/order/${other.id}`, undefined, deskEverywhere)).status).toBe(200)
    const moved = await api(
      'PUT',
      `/order/${other.id}/status`,
      { status: 'accepted', version: other.version },
      deskEverywhere,
    )
    expect(moved.status).toBe(200)
  })

  it('needs branch-orders Update to move one (403), View is enough to open it', async () => {
    const own = await firstOrder('branchId=1&status=pending')
    expect((await api('GET', `/order/${own.id}`, undefined, deskViewOnly)).status).toBe(200)
    const res = await api(
      'PUT',
      `/order/${own.id}/status`,
      { status: 'accepted', version: own.version },
      deskViewOnly,
    )
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
  })
})
