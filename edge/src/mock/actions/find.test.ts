import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, formatPhone, recordRoute } from 'contracts'
import type { SearchHit } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TableName } from '../rows'
import { TABLE } from '../rows'
import { openTestMock, signInEveryDemo } from '../testing'
import type { DemoEmail, TestMock } from '../testing'

let mock: TestMock
let tokens: Record<DemoEmail, string>
beforeAll(async () => {
  mock = await openTestMock()
  tokens = await signInEveryDemo(mock)
}, 60_000)

const find = async (q: string, as: DemoEmail = 'admin@demo.test', limit?: number) => {
  const res = await mock.call(
    'GET',
    `/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`,
    { token: tokens[as] },
  )
  expect(res.status, `${q}: ${res.text}`).toBe(200)
  return res.json.Data as SearchHit[]
}
const rows = <K extends TableName>(table: K) => [...mock.store.table(table).values()]
const toArabicIndic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)

describe('GET /search: each kind of hit', () => {
  it('finds an order by its number, the exact one first, by its digits alone too', async () => {
    const order = rows(TABLE.order).find((o) => o.number.endsWith('-10012'))!
    for (const q of [order.number, order.number.toLowerCase(), order.number.split('-')[1]!]) {
      const hits = await find(q)
      const first = hits[0]!
      expect(first.type).toBe('order')
      expect(first.title.split('-')[1]).toBe('10012')
      expect(hits.some((h) => h.id === order.id)).toBe(true)
    }
    const [hit] = await find(order.number)
    expect(hit).toMatchObject({ type: 'order', id: order.id, title: order.number })
    // The customer, and the status as a value the SPA says in its employee's language.
    expect(hit).toMatchObject({ subtitle: order.customer.name, status: order.status })
    // Update on orders: the edit screen; the viewer gets the read view.
    expect(hit!.route).toBe(recordRoute('order', order.id, 'edit'))
    const [seen] = await find(order.number, 'viewer@demo.test')
    expect(seen!.route).toBe(`/order/${order.id}`)
    // Part of a number finds the orders holding it, newest first after any exact one.
    const partial = await find(`${order.number.split('-')[0]}-1`, 'admin@demo.test', 20)
    expect(partial.length).toBe(20)
    expect(partial.every((h) => h.type === 'order' && h.title.includes('-1'))).toBe(true)
  })

  it('finds a customer by name in either order and by phone written any way', async () => {
    const c = rows(TABLE.customer).find((x) => /^\+9617\d{7}$/.test(x.phone))!
    const national = c.phone.slice(4)
    const spaced = `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
    for (const q of [
      `${c.firstName} ${c.lastName}`,
      `${c.lastName} ${c.firstName}`,
      c.phone,
      `+961 ${spaced}`,
      spaced,
      `${national.slice(0, 2)}-${national.slice(2)}`,
      toArabicIndic(spaced),
      toArabicIndic(c.phone),
    ]) {
      const hits = await find(q, 'admin@demo.test', 50)
      expect(
        hits.find((h) => h.type === 'customer' && h.id === c.id),
        q,
      ).toMatchObject({
        title: `${c.firstName} ${c.lastName}`,
        subtitle: formatPhone(c.phone),
        route: `/customer?open=${c.id}`,
      })
    }
    // The whole number is an exact hit: first.
    expect((await find(toArabicIndic(spaced)))[0]).toMatchObject({ type: 'customer', id: c.id })
  })

  it('finds products, categories and sub-categories by English or Arabic name', async () => {
    for (const [type, table] of [
      ['product', TABLE.product],
      ['category', TABLE.category],
      ['subcategory', TABLE.subcategory],
    ] as const) {
      const row = rows(table)[3]!
      for (const q of [row.name, row.nameAr, row.name.toUpperCase()]) {
        const hits = await find(q, 'admin@demo.test', 50)
        expect(
          hits.find((h) => h.type === type && h.id === row.id),
          `${type} ${q}`,
        ).toMatchObject({ title: row.name, subtitle: row.nameAr, route: `/${type}/${row.id}/edit` })
      }
    }
  })

  it('ranks products as "Add a product" does: exact, a name that starts, a word that starts, then anywhere', async () => {
    const products = (await find('hummus', 'admin@demo.test', 50)).filter(
      (h) => h.type === 'product',
    )
    const names = products.map((h) => h.title)
    expect(names[0]).toBe('Hummus')
    const starting = names.filter((n) => n.toLowerCase().startsWith('hummus'))
    expect(names.slice(0, starting.length)).toEqual(starting)
    expect(names.indexOf('Fatteh Hummus')).toBeGreaterThanOrEqual(starting.length)
    // Within the names that start alike, the most ordered first (ties by name).
    const sold = new Map<number, number>()
    for (const o of rows(TABLE.order))
      for (const l of o.items) sold.set(l.productId, (sold.get(l.productId) ?? 0) + l.quantity)
    const counts = products.slice(1, starting.length).map((h) => sold.get(h.id) ?? 0)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('finds coupons by code, employees by name or e-mail, branches, roles, banners, notifications', async () => {
    const coupon = rows(TABLE.coupon)[0]!
    expect((await find(coupon.code.toLowerCase()))[0]).toMatchObject({
      type: 'coupon',
      id: coupon.id,
      title: coupon.code,
    })
    const maya = rows(TABLE.employee).find((e) => e.email === 'marketing@demo.test')!
    for (const q of ['Maya Saade', 'saade maya', 'marketing@demo']) {
      expect((await find(q)).find((h) => h.type === 'employee')).toMatchObject({
        id: maya.id,
        title: 'Maya Saade',
        subtitle: 'marketing@demo.test',
      })
    }
    const branch = rows(TABLE.branch)[0]!
    expect((await find(branch.name)).some((h) => h.type === 'branch' && h.id === branch.id)).toBe(
      true,
    )
    const role = rows(TABLE.role)[0]!
    const roleHit = (await find(role.name, 'admin@demo.test', 50)).find((h) => h.type === 'roles')
    expect(roleHit).toMatchObject({ id: role.id, route: `/employee/roles/${role.id}/edit` })
    for (const [type, table] of [
      ['banner', TABLE.banner],
      ['notification', TABLE.notification],
    ] as const) {
      const row = rows(table)[0]!
      const hits = await find(row.title, 'admin@demo.test', 50)
      expect(hits.some((h) => h.type === type && h.id === row.id)).toBe(true)
    }
  })
})

describe('GET /search: what the employee may see', () => {
  it('gives marketing no order and no customer, only what their role views', async () => {
    const order = rows(TABLE.order)[0]!
    const c = rows(TABLE.customer)[0]!
    expect(await find(order.number, 'marketing@demo.test')).toEqual([])
    expect(
      (await find(c.phone, 'marketing@demo.test')).filter((h) => h.type === 'customer'),
    ).toEqual([])
    // Products are read-only for marketing: the read view.
    const product = rows(TABLE.product)[0]!
    const hit = (await find(product.name, 'marketing@demo.test', 50)).find(
      (h) => h.type === 'product' && h.id === product.id,
    )
    expect(hit?.route).toBe(`/product/${product.id}`)
    // No employees, roles, branches for marketing.
    expect(
      (await find('demo.test', 'marketing@demo.test', 50)).some((h) => h.type === 'employee'),
    ).toBe(false)
  })

  it("gives a branch employee only their branches' orders", async () => {
    // branch@demo.test works for branches 1 and 2.
    const outside = rows(TABLE.order).find((o) => o.branchId === 3)!
    const inside = rows(TABLE.order).find((o) => o.branchId === 1)!
    expect((await find(outside.number, 'branch@demo.test')).some((h) => h.type === 'order')).toBe(
      false,
    )
    expect((await find(outside.number))[0]).toMatchObject({ type: 'order', id: outside.id })
    expect((await find(inside.number, 'branch@demo.test'))[0]).toMatchObject({
      type: 'order',
      id: inside.id,
    })
    const digits = await find('1', 'branch@demo.test', 50)
    const orders = digits.filter((h) => h.type === 'order')
    expect(orders.length).toBeGreaterThan(0)
    const byId = new Map(rows(TABLE.order).map((o) => [o.id, o]))
    expect(orders.every((h) => [1, 2].includes(byId.get(h.id)!.branchId))).toBe(true)
  })
})

describe('GET /search: limits and refusals', () => {
  it('answers at most limit hits (8 by default, 50 at most) and nothing for a blank query', async () => {
    expect(await find('a')).toHaveLength(SEARCH_LIMIT_DEFAULT)
    expect(await find('a', 'admin@demo.test', 3)).toHaveLength(3)
    expect(await find('a', 'admin@demo.test', SEARCH_LIMIT_MAX)).toHaveLength(SEARCH_LIMIT_MAX)
    expect(await find('')).toEqual([])
    expect(await find('   ')).toEqual([])
    expect(await find('zzqqxx-nothing')).toEqual([])
  })

  it('refuses a limit out of range or a query over 200 characters (400), and no session (401)', async () => {
    for (const path of [
      `/search?q=a&limit=${SEARCH_LIMIT_MAX + 1}`,
      '/search?q=a&limit=0',
      '/search?q=a&limit=many',
      `/search?q=${'a'.repeat(201)}`,
    ]) {
      const res = await mock.call('GET', path, { token: tokens['admin@demo.test'] })
      expect(res.status, path).toBe(400)
      expect(res.json.ErrorMessage).toEqual(expect.any(String))
    }
    const longest = await mock.call('GET', `/search?q=${'a'.repeat(200)}`, {
      token: tokens['admin@demo.test'],
    })
    expect(longest.status).toBe(200)
    expect((await mock.call('GET', '/search?q=lara')).status).toBe(401)
  })
})

describe('GET /search: the index follows writes', () => {
  it('finds a new record, a renamed one by its new name only, not a deleted one, and a new order', async () => {
    const admin = tokens['admin@demo.test']
    const created = await mock.call('POST', '/category', {
      token: admin,
      body: { name: 'Qwertyx Grills', nameAr: 'مشاوي كويرتي' },
    })
    expect(created.status).toBe(201)
    const id = created.json.Data.id as number
    expect((await find('qwertyx'))[0]).toMatchObject({ type: 'category', id })
    expect((await find('كويرتي'))[0]).toMatchObject({ type: 'category', id })
    const renamed = await mock.call('PUT', `/category/${id}`, {
      token: admin,
      body: { name: 'Zxcvbq Grills', nameAr: 'مشاوي', version: created.json.Data.version },
    })
    expect(renamed.status).toBe(200)
    expect(await find('qwertyx')).toEqual([])
    expect((await find('zxcvbq'))[0]).toMatchObject({ type: 'category', id })
    expect((await mock.call('DELETE', `/category/${id}`, { token: admin })).status).toBe(200)
    expect(await find('zxcvbq')).toEqual([])

    const placed = await mock.call('POST', '/api/dev/orders', { body: {} })
    expect(placed.status).toBe(201)
    const number = placed.json.Data.number as string
    expect((await find(number))[0]).toMatchObject({ type: 'order', title: number })
  })
})
