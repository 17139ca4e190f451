import { API_ERRORS } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * Product editors pick the branches a product is sold in, so a role that may
 * add or update products lists branches without branch View; it still
 * cannot open, create, change or delete a branch.
 */
let mock: TestMock
let admin: string
const api = (method: string, path: string, token: string, body?: unknown) =>
  mock.call(method, path, { token, body })

let adder: string // product View/Add
let updater: string // product View/Update
let viewer: string // product View only
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  const product = (actions: string[]) => [{ key: 'product', actions }]
  adder = await signInNewStaff(mock, 'adder@staff.test', product(['View', 'Add']))
  updater = await signInNewStaff(mock, 'updater@staff.test', product(['View', 'Update']))
  viewer = await signInNewStaff(mock, 'viewer@staff.test', product(['View']))
}, 60_000)

describe('branch list for product editors', () => {
  it('lists branches with product Add or Update, the same list an admin gets', async () => {
    const all = await api('GET', '/branch?pageSize=100&sort=name:asc', admin)
    expect(all.status).toBe(200)
    for (const token of [adder, updater]) {
      const res = await api('GET', '/branch?pageSize=100&sort=name:asc', token)
      expect(res.status).toBe(200)
      expect(res.json.Data.map((b: { name: string }) => b.name)).toEqual(
        all.json.Data.map((b: { name: string }) => b.name),
      )
    }
  })

  it('refuses the list to a role that only views products', async () => {
    const res = await api('GET', '/branch', viewer)
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
  })

  it('lets a product adder create a product sold in a branch it listed', async () => {
    const branches = await api('GET', '/branch?pageSize=1', adder)
    const created = await api('POST', '/product', adder, {
      subCategoryId: 1,
      name: 'Branch reader wrap',
      nameAr: 'لفافة',
      price: '4.00',
      branchIds: [branches.json.Data[0].id],
    })
    expect(created.status).toBe(201)
  })

  it('does not open, create, update or delete a branch', async () => {
    const first = (await api('GET', '/branch?pageSize=1', admin)).json.Data[0]
    const id = first.id as number
    const refused = [
      await api('GET', `/branch/${id}`, adder),
      await api('POST', '/branch', adder, { ...first, name: 'Mine now' }),
      await api('PUT', `/branch/${id}`, adder, { ...first, name: 'Renamed' }),
      await api('DELETE', `/branch/${id}`, updater),
    ]
    for (const res of refused) {
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    }
    const after = await api('GET', `/branch/${id}`, admin)
    expect(after.json.Data).toEqual(first)
  })
})
