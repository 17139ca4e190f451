import { API_ROUTES, buildPath, recordRoute, roleResource } from 'contracts'
import type { RouteDescriptor } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from './messages'
import { TABLE } from './rows'
import { EVERY_BRANCH } from './scope'
import { search } from './search/find'
import { openTestMock, signInNewStaff } from './testing'
import type { TestMock } from './testing'

/** What mount.ts enforces from a route's declarations, before any handler runs. */
let mock: TestMock
let admin: string
let staff: string

const STAFF = [
  { key: 'roles', actions: ['View', 'Add', 'Update', 'Delete'] },
  { key: 'employee', actions: ['View'] },
  { key: 'category', actions: ['View'] },
]

beforeAll(async () => {
  mock = await openTestMock({ orders: 20 })
  admin = await mock.signIn('admin@demo.test')
  staff = await signInNewStaff(mock, 'grants@demo.test', STAFF)
}, 60_000)

const routesWith = (has: (r: RouteDescriptor) => boolean) =>
  (API_ROUTES as readonly RouteDescriptor[]).filter(has)

/** A body for a role route: a create sends no version. */
const bodyOf = (route: RouteDescriptor, fields: object, version: number) =>
  route.method === 'POST' ? fields : { ...fields, version }

/** A role made by the admin: its id and version. */
async function roleOf(permissions: { key: string; actions: string[] }[]) {
  const res = await mock.call('POST', '/roles', {
    token: admin,
    body: { name: `Role ${Math.random()}`, permissions },
  })
  expect(res.status, res.text).toBe(201)
  return res.json.Data as { id: number; version: number }
}

describe('grants: a body field that hands out permissions', () => {
  const declared = routesWith((r) => r.grants !== undefined)

  it('is declared on the role routes that write', () => {
    expect(declared.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /roles/:id',
      'POST /roles',
      'PUT /roles/:id',
    ])
  })

  it('refuses entries the caller does not hold, at the field, on every route that takes them', async () => {
    const more = [...STAFF, { key: 'coupon', actions: ['View'] }]
    for (const route of declared.filter((r) => r.body)) {
      const field = route.grants!.field
      const role = await roleOf(STAFF)
      const path = buildPath(route.path, { id: role.id })
      const res = await mock.call(route.method, path, {
        token: staff,
        body: bodyOf(route, { name: 'More', [field]: more }, role.version),
      })
      expect(res.status, `${route.method} ${route.path}`).toBe(422)
      expect(res.json.Errors).toEqual({ [field]: MOCK_MESSAGES.roleAboveOwn })
      // What they hold themself they may give.
      const fine = await mock.call(route.method, path, {
        token: staff,
        body: bodyOf(route, { name: 'Same', [field]: STAFF.slice(1) }, role.version),
      })
      expect(fine.status, fine.text).toBeLessThan(300)
    }
  })

  it('keeps a role holding more than the caller out of reach of every route that names one', async () => {
    for (const route of declared.filter((r) => r.path.includes(':id'))) {
      const role = await roleOf([{ key: 'coupon', actions: ['View'] }])
      const res = await mock.call(route.method, buildPath(route.path, { id: role.id }), {
        token: staff,
        body: route.body
          ? bodyOf(route, { name: 'Less', permissions: STAFF }, role.version)
          : undefined,
      })
      expect(res.status, `${route.method} ${route.path}`).toBe(422)
      expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.roleChangeAboveOwn)
    }
  })

  it('leaves the handler to answer first where it would: no such role (404), a stale version (409)', async () => {
    const update = roleResource.routes.update
    const more = [{ key: 'coupon', actions: ['View'] }]
    const gone = await mock.call('PUT', buildPath(update.path, { id: 999_999 }), {
      token: staff,
      body: { name: 'X', permissions: more, version: 1 },
    })
    expect(gone.status).toBe(404)
    const role = await roleOf(more)
    const stale = await mock.call('PUT', buildPath(update.path, { id: role.id }), {
      token: staff,
      body: { name: 'X', permissions: more, version: role.version + 1 },
    })
    expect(stale.status).toBe(409)
  })
})

describe('hits: an answer of hits from several modules', () => {
  let reader: string
  beforeAll(async () => {
    reader = await signInNewStaff(mock, 'hits@demo.test', [
      { key: 'category', actions: ['View'] },
      { key: 'product', actions: ['View', 'Update'] },
    ])
  }, 60_000)

  const find = async (token: string, q: string, limit = 50) => {
    const res = await mock.call('GET', `/search?q=${encodeURIComponent(q)}&limit=${limit}`, {
      token,
    })
    expect(res.status, res.text).toBe(200)
    return res.json.Data as { type: string; id: number; route: string }[]
  }

  it('is declared on the search', () => {
    expect(routesWith((r) => r.hits !== undefined).map((r) => r.path)).toEqual(['/search'])
  })

  it('keeps only the hits of modules the caller may View, each linking as their Update allows', async () => {
    const category = [...mock.store.table(TABLE.category).values()][0]!
    const product = [...mock.store.table(TABLE.product).values()][0]!
    const role = [...mock.store.table(TABLE.role).values()][0]!
    const categoryHit = (await find(reader, category.name)).find(
      (h) => h.type === 'category' && h.id === category.id,
    )
    expect(categoryHit?.route).toBe(recordRoute('category', category.id, 'view'))
    expect((await find(admin, category.name)).find((h) => h.type === 'category')?.route).toBe(
      recordRoute('category', category.id, 'edit'),
    )
    const productHit = (await find(reader, product.name)).find((h) => h.id === product.id)
    expect(productHit?.route).toBe(recordRoute('product', product.id, 'edit'))
    expect((await find(admin, role.name)).some((h) => h.type === 'roles')).toBe(true)
    const readerHits = await find(reader, role.name)
    expect(readerHits.every((h) => h.type === 'category' || h.type === 'product')).toBe(true)
    for (const hit of readerHits) expect(hit).not.toHaveProperty('viewRoute')
  })

  it('does not search the modules the caller may not View', async () => {
    const category = [...mock.store.table(TABLE.category).values()][0]!
    const looked: string[] = []
    const hits = search(mock.store, EVERY_BRANCH, category.name, 50, (type) => {
      looked.push(type)
      return type === 'category'
    })
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.every((h) => h.type === 'category')).toBe(true)
    // Every kind was asked about once, orders first; only the category was searched.
    expect(looked[0]).toBe('order')
    expect(new Set(looked).size).toBe(looked.length)
  })

  it('answers at most the query’s limit, counted among the hits the caller may have', async () => {
    const product = [...mock.store.table(TABLE.product).values()][0]!
    const word = product.name.split(' ')[0]!
    const all = await find(reader, word)
    expect(all.length).toBeGreaterThan(1)
    expect(await find(reader, word, 1)).toEqual(all.slice(0, 1))
  })
})
