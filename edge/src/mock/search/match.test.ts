import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

type Customer = {
  id: number
  firstName: string
  lastName: string
  phone: string
  email: string
  isBlocked: boolean
}
type Order = { id: number; number: string; customer: { id: number; name: string } }
const list = async <T>(path: string, search: string) => {
  const res = await mock.call(
    'GET',
    `${path}${path.includes('?') ? '&' : '?'}pageSize=100&search=${encodeURIComponent(search)}`,
    { token: admin },
  )
  expect(res.status, `${path} ${search}`).toBe(200)
  return res.json as { Data: T[]; TotalCount: number }
}
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, '')
const fields = (c: Customer) => [c.firstName, c.lastName, c.phone, c.email].map(fold)

let everyone: Customer[]
let lara: Customer
beforeAll(async () => {
  const all = await list<Customer>('/customer', '')
  everyone = all.Data
  expect(everyone).toHaveLength(all.TotalCount)
  // A customer who may be notified, with entries in both ledgers.
  type Entry = { customerId: number }
  const points = (await list<Entry>('/loyaltyPointHistory', '')).Data
  const wallet = (await list<Entry>('/walletTransactionHistory', '')).Data
  lara = everyone.find(
    (c) =>
      !c.isBlocked &&
      points.some((e) => e.customerId === c.id) &&
      wallet.some((e) => e.customerId === c.id),
  )!
})

describe('search by several words', () => {
  it('finds a customer by first and last name typed together, in either order', async () => {
    for (const search of [
      `${lara.firstName} ${lara.lastName}`,
      `  ${lara.lastName.toUpperCase()}   ${lara.firstName.toLowerCase()} `,
    ]) {
      const found = (await list<Customer>('/customer', search)).Data
      expect(
        found.map((c) => c.id),
        search,
      ).toContain(lara.id)
      // Every row has each word in one of its fields.
      const words = search.toLowerCase().trim().split(/\s+/)
      for (const c of found) {
        for (const word of words) expect(fields(c).some((f) => f.includes(word))).toBe(true)
      }
    }
  })

  it('finds no customer when one of the words matches nothing', async () => {
    const none = await list<Customer>('/customer', `${lara.firstName} ${lara.lastName} zzqx`)
    expect(none.TotalCount).toBe(0)
  })

  it('answers a one-word search as before: any searchable field contains it', async () => {
    for (const word of [lara.lastName.slice(1, 4), lara.phone.slice(-5), 'mail.test', 'zzqx']) {
      const found = (await list<Customer>('/customer', word)).Data.map((c) => c.id).sort()
      const expected = everyone
        .filter((c) => fields(c).some((f) => f.includes(fold(word))))
        .map((c) => c.id)
        .sort()
      expect(found, word).toEqual(expected)
    }
    // A phone typed with spaces still finds its customer.
    const spaced = `${lara.phone.slice(0, 4)} ${lara.phone.slice(4, 6)} ${lara.phone.slice(6)}`
    expect((await list<Customer>('/customer', spaced)).Data.map((c) => c.id)).toContain(lara.id)
  })

  it("finds a customer's orders by their full name, and one order by name and number", async () => {
    const theirs = (await list<Order>(`/order?customerId=${lara.id}`, '')).Data
    expect(theirs.length).toBeGreaterThan(0)
    const byName = (await list<Order>('/order', `${lara.lastName} ${lara.firstName}`)).Data
    expect(byName.map((o) => o.id)).toEqual(expect.arrayContaining(theirs.map((o) => o.id)))
    for (const o of byName) {
      expect(fold(o.customer.name)).toContain(fold(lara.firstName))
      expect(fold(o.customer.name)).toContain(fold(lara.lastName))
    }
    const one = theirs[0]!
    const byNumber = await list<Order>('/order', `${lara.firstName} ${one.number}`)
    expect(byNumber.Data.map((o) => o.id)).toEqual([one.id])
    expect((await list<Order>('/order', `${lara.lastName} zzqx`)).TotalCount).toBe(0)
  })

  it('takes the words the same way in the ledgers and the notification composer', async () => {
    const reversed = `${lara.lastName} ${lara.firstName}`
    for (const path of ['/loyaltyPointHistory', '/walletTransactionHistory']) {
      const theirs = (await list<{ id: number }>(`${path}?customerId=${lara.id}`, '')).Data
      expect(theirs.length, path).toBeGreaterThan(0)
      const found = (await list<{ id: number }>(path, reversed)).Data.map((r) => r.id)
      expect(found, path).toEqual(expect.arrayContaining(theirs.map((r) => r.id)))
    }
    const composer = await mock.call(
      'GET',
      `/notification/customers?search=${encodeURIComponent(reversed)}`,
      { token: admin },
    )
    expect(composer.json.Data.map((c: { id: number }) => c.id)).toContain(lara.id)
  })

  it('finds an Arabic name by its words in any order', async () => {
    // "منقوشة جبنة" (Cheese Manousheh), typed "جبنة منقوشة".
    const found = (await list<{ name: string }>('/product', 'جبنة منقوشة')).Data
    expect(found.map((p) => p.name)).toEqual(['Cheese Manousheh'])
  })
})

describe('search by phone, typed any everyday way', () => {
  const national = () => lara.phone.replace(/^\+961/, '')
  const arabic = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)
  const forms = () => {
    const n = national()
    const head = n.length === 7 ? `0${n[0]}` : n.slice(0, 2)
    const rest = n.length === 7 ? n.slice(1) : n.slice(2)
    return [
      `${head} ${rest.slice(0, 3)} ${rest.slice(3)}`,
      `${head}-${rest}`,
      `+961 ${n.length === 7 ? n[0] : head} ${rest.slice(0, 3)} ${rest.slice(3)}`,
      n,
      arabic(`${head} ${rest}`),
    ]
  }

  it('finds the customer in the customer list', async () => {
    for (const typed of forms()) {
      const found = (await list<Customer>('/customer', typed)).Data
      expect(
        found.map((c) => c.id),
        typed,
      ).toContain(lara.id)
      for (const c of found) expect(c.phone, typed).toContain(national())
    }
  })

  it('finds their orders, ledger entries and composer entry, and a name with a number', async () => {
    const typed = forms()[0]!
    const orders = (await list<Order>('/order', typed)).Data
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.every((o) => o.customer.id === lara.id)).toBe(true)
    for (const path of ['/loyaltyPointHistory', '/walletTransactionHistory']) {
      const theirs = (await list<{ id: number }>(`${path}?customerId=${lara.id}`, '')).Data
      const found = (await list<{ id: number }>(path, forms()[4]!)).Data.map((r) => r.id)
      expect(found, path).toEqual(expect.arrayContaining(theirs.map((r) => r.id)))
    }
    const composer = await mock.call(
      'GET',
      `/notification/customers?search=${encodeURIComponent(forms()[1]!)}`,
      { token: admin },
    )
    expect(composer.json.Data.map((c: { id: number }) => c.id)).toContain(lara.id)
    const named = (await list<Customer>('/customer', `${lara.firstName} ${typed}`)).Data
    expect(named.map((c) => c.id)).toEqual([lara.id])
  })
})
