import { API_ERRORS } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

let mock: TestMock
let admin: string
let marketing: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  marketing = await mock.signIn('marketing@demo.test')
}, 60_000)
const api = (method: string, path: string, body?: unknown, token = admin) =>
  mock.call(method, path, { token, body })

const category = { name: 'Soups', nameAr: 'شوربات', description: 'Hot soups', sortOrder: 5 }

describe('an ordinary resource (category)', () => {
  it('creates, reads, updates with the version, lists and deletes', async () => {
    const created = await api('POST', '/category', category)
    expect(created.status).toBe(201)
    const record = created.json.Data
    expect(record).toMatchObject({ ...category, isActive: true, version: 1, subCategoryCount: 0 })
    expect(record.id).toBeGreaterThan(10)
    expect((await api('GET', `/category/${record.id}`)).json.Data).toEqual(record)

    const updated = await api('PUT', `/category/${record.id}`, {
      ...category,
      name: 'Soups & stews',
      version: 1,
    })
    expect(updated.status).toBe(200)
    expect(updated.json.Data).toMatchObject({ name: 'Soups & stews', version: 2 })

    const list = await api('GET', '/category?search=stews')
    expect(list.json).toMatchObject({ TotalCount: 1, Page: 1, PageSize: 20 })
    expect(list.json.Data[0].id).toBe(record.id)

    expect((await api('DELETE', `/category/${record.id}`)).json).toEqual({
      Data: { id: record.id },
    })
    expect((await api('GET', `/category/${record.id}`)).status).toBe(404)
  })

  it('answers 409 when the version is stale, and keeps the newer record', async () => {
    const { id } = (await api('POST', '/category', category)).json.Data
    expect(
      (await api('PUT', `/category/${id}`, { ...category, name: 'First', version: 1 })).status,
    ).toBe(200)
    const stale = await api('PUT', `/category/${id}`, { ...category, name: 'Second', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ ErrorMessage: API_ERRORS.stale })
    expect((await api('GET', `/category/${id}`)).json.Data.name).toBe('First')
  })

  it('answers 400 with the contract message per field', async () => {
    const res = await api('POST', '/category', { name: '', nameAr: 5, surprise: true })
    expect(res.status).toBe(400)
    expect(res.json.ErrorMessage).toBe(API_ERRORS.validation)
    expect(res.json.Errors).toMatchObject({ name: 'Name is required' })
    expect(Object.keys(res.json.Errors)).toEqual(expect.arrayContaining(['nameAr']))
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api('GET', '/category/999999')).status).toBe(404)
    expect((await api('PUT', '/category/999999', { ...category, version: 1 })).status).toBe(404)
    expect((await api('DELETE', '/category/999999')).status).toBe(404)
    const bad = await api('GET', '/category/abc')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.Errors)).toEqual(['id'])
  })

  it('refuses to delete a category that still has sub-categories (422)', async () => {
    const res = await api('DELETE', '/category/1')
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.categoryHasSubcategories)
  })

  it('refuses to delete a sub-category that still has products (422)', async () => {
    const res = await api('DELETE', '/subcategory/1')
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.subcategoryHasProducts)
  })

  it('answers 403 to a role without the action, 401 without a token', async () => {
    expect((await api('POST', '/category', category, marketing)).status).toBe(403)
    expect((await mock.call('GET', '/category')).status).toBe(401)
  })
})

describe('lists', () => {
  it('page, sort, filter and search by the contract', async () => {
    const page = await api('GET', '/product?page=2&pageSize=7&sort=price:desc')
    expect(page.json).toMatchObject({ Page: 2, PageSize: 7, TotalCount: 150 })
    const prices = page.json.Data.map((p: { price: string }) => Number(p.price))
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const filtered = await api('GET', '/product?categoryId=2&minPrice=5.00')
    for (const p of filtered.json.Data) {
      expect(p.categoryId).toBe(2)
      expect(Number(p.price)).toBeGreaterThanOrEqual(5)
    }
    expect(filtered.json.TotalCount).toBeGreaterThan(0)
    const arabic = await api('GET', `/product?search=${encodeURIComponent('شاورما')}`)
    expect(arabic.json.TotalCount).toBeGreaterThan(5)
  })

  it('refuses a page size above 100 and an unknown sort field (400)', async () => {
    expect((await api('GET', '/product?pageSize=101')).status).toBe(400)
    expect((await api('GET', '/product?sort=secret:asc')).status).toBe(400)
  })
})

describe('business rules (422)', () => {
  const coupon = {
    code: 'welcome10',
    discountType: 'percent',
    value: '10.00',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2027-01-01T00:00:00.000Z',
  }

  it('a coupon code is unique, whatever its case', async () => {
    const res = await api('POST', '/coupon', coupon, marketing)
    expect(res.status).toBe(422)
    expect(res.json.Errors).toEqual({ code: MOCK_MESSAGES.duplicateCouponCode })
    const fresh = await api('POST', '/coupon', { ...coupon, code: 'brandnew' }, marketing)
    expect(fresh.status).toBe(201)
    expect(fresh.json.Data).toMatchObject({ code: 'BRANDNEW', usedCount: 0 })
  })

  it('an employee e-mail is unique; a new employee without password gets an invite e-mail', async () => {
    const employee = {
      firstName: 'Lina',
      lastName: 'Azar',
      email: 'VIEWER@demo.test',
      phone: '+96171123456',
      roleId: 4,
    }
    const dup = await api('POST', '/employee', employee)
    expect(dup.status).toBe(422)
    expect(dup.json.Errors).toEqual({ email: MOCK_MESSAGES.duplicateEmployeeEmail })
    const created = await api('POST', '/employee', { ...employee, email: 'lina@demo.test' })
    expect(created.status).toBe(201)
    expect(created.json.Data).toMatchObject({ invitePending: true, roleName: 'Read-only' })
    expect(created.text).not.toMatch(/password/i)
    const mails = (await mock.call('GET', '/dev/outbox.json?to=lina@demo.test')).json.Data
    expect(mails).toHaveLength(1)
  })

  it('an employee cannot raise their own role, but may narrow it', async () => {
    const token = await mock.signIn('marketing@demo.test')
    // Give marketing the right to edit roles, then let them try to add more.
    const role = (await api('GET', '/roles/3')).json.Data
    const withRoles = [...role.permissions, { key: 'roles', actions: ['View', 'Update'] }]
    const granted = await api('PUT', '/roles/3', {
      name: role.name,
      description: role.description,
      permissions: withRoles,
      version: role.version,
    })
    expect(granted.status).toBe(200)
    const raise = await api(
      'PUT',
      '/roles/3',
      {
        name: role.name,
        description: role.description,
        version: role.version + 1,
        permissions: [...withRoles, { key: 'order', actions: ['View'] }],
      },
      token,
    )
    expect(raise.status).toBe(422)
    expect(raise.json.ErrorMessage).toBe(MOCK_MESSAGES.ownRoleRaise)
    const narrow = await api(
      'PUT',
      '/roles/3',
      {
        name: role.name,
        description: role.description,
        version: role.version + 1,
        // Narrower, and still able to manage roles (dropping that would lock them out).
        permissions: withRoles.filter((p: { key: string }) => p.key !== 'notification'),
      },
      token,
    )
    expect(narrow.status).toBe(200)
  })

  it('a reference to a record that does not exist is refused', async () => {
    const res = await api('POST', '/subcategory', { categoryId: 99999, name: 'X', nameAr: 'س' })
    expect(res.status).toBe(422)
    expect(Object.keys(res.json.Errors)).toEqual(['categoryId'])
  })
})
