import { API_ERRORS, CLIENT_ID } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/**
 * Product editors pick the branches a product is sold in, and delivery-charge
 * editors the branch of a charge, so a role that may add or update either
 * lists branches without branch View; it still cannot open, create, change or
 * delete a branch.
 */
let mock: TestMock
let admin: string
const api = (method: string, path: string, token: string, body?: unknown) =>
  mock.call(method, path, { token, body })

async function staff(email: string, permissions: { key: string; actions: string[] }[]) {
  const role = await api('POST', '/roles', admin, { name: email, permissions })
  expect(role.status).toBe(201)
  const created = await api('POST', '/employee', admin, {
    firstName: 'Test',
    lastName: 'Staff',
    email,
    phone: '+96171123456',
    roleId: role.json.Data.id,
    branchIds: [],
    password: 'Staff12345',
  })
  expect(created.status).toBe(201)
  const res = await mock.call('POST', '/employee/authenticate', {
    body: { email, password: 'Staff12345', clientId: CLIENT_ID },
  })
  return res.json.token as string
}

let adder: string // product View/Add
let updater: string // product View/Update
let viewer: string // product View only
let chargeAdder: string // delivery-charge View/Add
let chargeViewer: string // delivery-charge View only
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  adder = await staff('adder@staff.test', [{ key: 'product', actions: ['View', 'Add'] }])
  updater = await staff('updater@staff.test', [{ key: 'product', actions: ['View', 'Update'] }])
  viewer = await staff('viewer@staff.test', [{ key: 'product', actions: ['View'] }])
  chargeAdder = await staff('charge-adder@staff.test', [
    { key: 'delivery-charge', actions: ['View', 'Add'] },
  ])
  chargeViewer = await staff('charge-viewer@staff.test', [
    { key: 'delivery-charge', actions: ['View'] },
  ])
}, 60_000)

describe('branch list for product and delivery-charge editors', () => {
  it('lists branches with product or delivery-charge Add or Update, the same list an admin gets', async () => {
    const all = await api('GET', '/branch?pageSize=100&sort=name:asc', admin)
    expect(all.status).toBe(200)
    for (const token of [adder, updater, chargeAdder]) {
      const res = await api('GET', '/branch?pageSize=100&sort=name:asc', token)
      expect(res.status).toBe(200)
      expect(res.json.Data.map((b: { name: string }) => b.name)).toEqual(
        all.json.Data.map((b: { name: string }) => b.name),
      )
    }
  })

  it('refuses the list to a role that only views products or delivery charges', async () => {
    for (const token of [viewer, chargeViewer]) {
      const res = await api('GET', '/branch', token)
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    }
  })

  it('lets a delivery-charge adder create a charge for a branch it listed', async () => {
    const branches = await api('GET', '/branch?pageSize=1', chargeAdder)
    const created = await api('POST', '/delivery-charge', chargeAdder, {
      branchId: branches.json.Data[0].id,
      area: 'Branch reader area',
      areaAr: 'منطقة',
      charge: '2.00',
      estimatedMinutes: 30,
    })
    expect(created.status).toBe(201)
    expect(created.json.Data.branchName).toBe(branches.json.Data[0].name)
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
