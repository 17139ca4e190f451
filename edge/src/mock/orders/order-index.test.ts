import { describe, expect, it } from 'vitest'
import { openStore } from '../open'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import { orderIndex, searchRows } from './order-index'

describe('the order search index', () => {
  it('finds exactly the orders whose number, customer name or phone contains the text', async () => {
    const { store } = await openTestMock({ orders: 300 })
    const index = orderIndex(store)
    const first = index.rows[0]!
    const last = index.rows.at(-1)!
    const needles = [
      first.number.toLowerCase(),
      last.customer.phone,
      last.customer.name.toLowerCase(),
      '+9617',
      'bey-1000',
      'zzzz-none',
    ]
    for (const needle of needles) {
      const flags = searchRows(index, [needle])
      const expected = index.keys.map((k) => (k.includes(needle) ? 1 : 0))
      expect([...flags], needle).toEqual(expected)
    }
    expect(searchRows(index, [last.customer.phone]).at(-1)).toBe(1)
  })

  it('does not find a name by letters that run across its words', async () => {
    const { store } = await openTestMock({ orders: 30 })
    const index = orderIndex(store)
    const name = index.rows.at(-1)!.customer.name.toLowerCase()
    const [first, second] = name.split(/\s+/)
    // "Samir Aoun" holds "ir" then "ao" across the space: "irao" is in neither word.
    const across = first!.slice(-2) + second!.slice(0, 2)
    expect(name.split(/\s+/).some((w) => w.includes(across))).toBe(false)
    expect(searchRows(index, [across]).at(-1)).toBe(0)
    expect(searchRows(index, [first!, second!]).at(-1)).toBe(1)
  })

  it('finds exactly the orders whose search key contains every word', async () => {
    const { store } = await openTestMock({ orders: 300 })
    const index = orderIndex(store)
    const [first, last] = index.rows.at(-1)!.customer.name.toLowerCase().split(/\s+/)
    const searches = [
      [last!, first!],
      [first!, index.rows.at(-1)!.number.toLowerCase()],
      ['+961', 'bey', '1'],
      [first!, 'zzzz-none'],
    ]
    for (const words of searches) {
      const flags = searchRows(index, words)
      const expected = index.keys.map((k) => (words.every((w) => k.includes(w)) ? 1 : 0))
      expect([...flags], words.join(' ')).toEqual(expected)
    }
    expect(searchRows(index, [last!, first!]).at(-1)).toBe(1)
  })
})

describe('the order index after new orders', () => {
  it('holds them in their places, as a fresh build would, and finds them', async () => {
    let now = Date.UTC(2026, 10, 22, 19, 5)
    const mock = await openTestMock({ orders: 300, now: () => now })
    orderIndex(mock.store)
    // Orders placed now, and orders that arrived a while ago (placed in the past).
    now += 60_000
    const placed = [
      (await mock.call('POST', '/dev/orders', { body: {} })).json.Data,
      (await mock.call('POST', '/dev/orders', { body: {} })).json.Data,
    ]
    const older = [...mock.store.table(TABLE.order).values()].at(-150)!
    const late = {
      ...placed[0],
      id: mock.store.nextId(TABLE.order),
      number: 'LATE-1',
      createdAt: older.createdAt,
    }
    mock.store.table(TABLE.order).put(late.id, late)
    const merged = orderIndex(mock.store)
    const fresh = await openStore({ persistence: mock.persistence, orders: 300, now: () => now })
    const rebuilt = orderIndex(fresh)
    expect(merged.rows.map((o) => o.id)).toEqual(rebuilt.rows.map((o) => o.id))
    expect([...merged.times]).toEqual([...rebuilt.times])
    expect(merged.keys).toEqual(rebuilt.keys)
    expect(merged.haystack).toBe(rebuilt.haystack)
    expect([...merged.offsets]).toEqual([...rebuilt.offsets])
    expect(merged.active).toEqual(rebuilt.active)
    expect(merged.rows.at(-1)!.id).toBe(placed[1].id)
    expect([...searchRows(merged, ['late-1'])].reduce((s, f) => s + f, 0)).toBe(1)
  })
})

describe('the order index after status changes', () => {
  it('reads each order as it is now', async () => {
    const mock = await openTestMock({ orders: 300 })
    const admin = await mock.signIn('admin@demo.test')
    const before = orderIndex(mock.store)
    const pending = before.rows.find((o) => o.status === 'pending')!
    const moved = await mock.call('PUT', `/order/${pending.id}/status`, {
      token: admin,
      body: { status: 'accepted', version: pending.version },
    })
    expect(moved.status).toBe(200)
    const after = orderIndex(mock.store)
    expect(after.rows.find((o) => o.id === pending.id)).toBe(
      mock.store.table(TABLE.order).get(pending.id),
    )
    expect(after.rows.find((o) => o.id === pending.id)!.status).toBe('accepted')
    // Cancelled, it leaves the active orders; the list of them stays exact.
    const cancelled = await mock.call('PUT', `/order/${pending.id}/status`, {
      token: admin,
      body: { status: 'cancelled', version: pending.version + 1, note: 'Customer called' },
    })
    expect(cancelled.status).toBe(200)
    const last = orderIndex(mock.store)
    const activePlaces = last.rows.flatMap((o, i) =>
      ['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery'].includes(o.status)
        ? [i]
        : [],
    )
    expect(last.active).toEqual(activePlaces)
    expect(last.active).not.toContain(last.rows.findIndex((o) => o.id === pending.id))
  })
})
