import {
  CLIENT_ID,
  PAGE_SIZE_MAX,
  customerResource,
  productResource,
  roleResource,
} from 'contracts'
import type { AuditEvent } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { openTestMock, signInEveryDemo } from '../testing'
import type { DemoEmail, TestMock } from '../testing'
import { seedAuditEventCount } from '../open'
import { buildSeed } from '../seed'
import { BENCH_WITHOUT_EVENT_HEADER } from './record'
import { pruneAuditTrail } from './routes'
import { seedAuditEvents } from './seed'

let mock: TestMock
let tokens: Record<DemoEmail, string>
const ADMIN = 'admin@demo.test'

beforeAll(async () => {
  mock = await openTestMock()
  tokens = await signInEveryDemo(mock)
}, 60_000)

const admin = () => tokens[ADMIN]
/** Every event in the trail, newest first. */
const allEvents = () => mock.store.auditEvents({}, { offset: 0, limit: 1_000_000 }).rows
const count = () => mock.store.auditEvents({}, { offset: 0, limit: 1 }).total
/** The events a write appended. */
async function appended(write: () => Promise<{ status: number; text: string }>, status = 200) {
  const before = count()
  const res = await write()
  expect(res.status, res.text.slice(0, 300)).toBe(status)
  return allEvents().slice(0, count() - before)
}

/** What a form sends back: the input fields of a record. */
function inputOf(shape: Record<string, unknown>, record: Row) {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, record[k]]))
}
const shapeOf = (r: { input: unknown }) => (r.input as { shape: Record<string, unknown> }).shape

async function product(id: number) {
  return (await mock.call('GET', `/product/${id}`, { token: admin() })).json.Data as Row
}

describe('each kind of write records exactly one event', () => {
  it('an update: only the changed field, before and after, by the signed-in employee', async () => {
    const p = await product(1)
    const events = await appended(() =>
      mock.call('PUT', '/product/1', {
        token: admin(),
        body: { ...inputOf(shapeOf(productResource), p), price: '2.75', version: p.version },
      }),
    )
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      employeeName: 'Rania Haddad',
      employeeId: 1,
      module: 'product',
      recordId: 1,
      recordLabel: p.name,
      action: 'update',
      changes: [{ field: 'price', label: 'Price', before: p.price, after: '2.75' }],
    })
    expect(Date.parse(events[0]!.at)).toBeLessThanOrEqual(mock.store.now())
  })

  it('nested data reads as text: option groups and permissions', async () => {
    const p = await product(2)
    const optionGroups = [
      {
        name: 'Size',
        nameAr: 'الحجم',
        required: true,
        minSelect: 1,
        maxSelect: 1,
        options: [{ name: 'Large', nameAr: 'كبير', priceDelta: '1.50' }],
      },
    ]
    const [event] = await appended(() =>
      mock.call('PUT', '/product/2', {
        token: admin(),
        body: { ...inputOf(shapeOf(productResource), p), optionGroups, version: p.version },
      }),
    )
    expect(event!.changes).toEqual([
      {
        field: 'optionGroups',
        label: 'Option groups',
        before: null,
        after: expect.stringMatching(/removed|added/),
      },
    ])
    // A price change reads as that option alone, not every group written out.
    const saved = await product(2)
    const dearer = [
      { ...optionGroups[0]!, options: [{ ...optionGroups[0]!.options[0]!, priceDelta: '2.00' }] },
    ]
    const [priced] = await appended(() =>
      mock.call('PUT', '/product/2', {
        token: admin(),
        body: {
          ...inputOf(shapeOf(productResource), saved),
          optionGroups: dearer,
          version: saved.version,
        },
      }),
    )
    expect(priced!.changes).toEqual([
      {
        field: 'optionGroups',
        label: 'Option groups',
        before: null,
        after: 'Large: $1.50 → $2.00',
      },
    ])
    const role = (
      await mock.call('POST', '/roles', {
        token: admin(),
        body: {
          name: 'Audit reader',
          description: '',
          permissions: [{ key: 'product', actions: ['View'] }],
        },
      })
    ).json.Data as Row
    const [change] = await appended(() =>
      mock.call('PUT', `/roles/${role.id}`, {
        token: admin(),
        body: {
          ...inputOf(shapeOf(roleResource), role),
          permissions: [
            { key: 'product', actions: ['View', 'Update'] },
            { key: 'audit', actions: ['View'] },
          ],
          version: role.version,
        },
      }),
    )
    expect(change).toMatchObject({ module: 'roles', action: 'update' })
    expect(change!.changes).toEqual([
      {
        field: 'permissions',
        label: 'Permissions',
        before: 'Products: View',
        after: 'Products: View, Update; Activity: View',
      },
    ])
  })

  it('create and delete, with the record named', async () => {
    const [created] = await appended(
      () =>
        mock.call('POST', '/category', {
          token: admin(),
          body: {
            name: 'Audit soups',
            nameAr: 'شوربات',
            description: '',
            imageUrl: '',
            sortOrder: 9,
            isActive: true,
          },
        }),
      201,
    )
    expect(created).toMatchObject({
      module: 'category',
      action: 'create',
      recordLabel: 'Audit soups',
      changes: [],
    })
    const [deleted] = await appended(() =>
      mock.call('DELETE', `/category/${created!.recordId}`, { token: admin() }),
    )
    expect(deleted).toMatchObject({
      module: 'category',
      action: 'delete',
      recordId: created!.recordId,
    })
  })

  it('an order move, a wallet recharge, a block: the domain verbs', async () => {
    const order = [...mock.store.table(TABLE.order).values()].find((o) => o.status === 'pending')!
    const [moved] = await appended(() =>
      mock.call('PUT', `/order/${order.id}/status`, {
        token: admin(),
        body: { status: 'accepted', version: order.version },
      }),
    )
    expect(moved).toMatchObject({
      module: 'order',
      action: 'status',
      recordLabel: `#${String(order.number)}`,
      changes: [{ field: 'status', label: 'Status', before: 'pending', after: 'accepted' }],
    })
    const customer = mock.store.table(TABLE.customer).get(3)!
    const [recharged] = await appended(
      () =>
        mock.call('POST', '/wallet/transaction', {
          token: admin(),
          body: { customerId: 3, type: 1, amount: '5.00', reason: 'Goodwill' },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      201,
    ).catch(async () =>
      appended(() =>
        mock.call('POST', '/wallet/transaction', {
          token: admin(),
          body: { customerId: 3, type: 1, amount: '5.00', reason: 'Goodwill' },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    )
    const before = Number(customer.walletBalance)
    expect(recharged).toMatchObject({
      module: 'wallets',
      recordId: 3,
      action: 'recharge',
      changes: [
        { field: 'amount', label: 'Amount', before: null, after: '5.00' },
        { field: 'tender', label: 'Tender', before: null, after: 'cash_usd' },
        {
          field: 'balance',
          label: 'Balance',
          before: before.toFixed(2),
          after: (before + 5).toFixed(2),
        },
      ],
    })
    const target = [...mock.store.table(TABLE.customer).values()].find((c) => !c.isBlocked)!
    const [blocked] = await appended(() =>
      mock.call('PUT', `/customer/${target.id}/block`, {
        token: admin(),
        body: { reason: 'Abusive calls', version: target.version },
      }),
    )
    expect(blocked).toMatchObject({ module: 'customer', action: 'block', recordId: target.id })
    expect(customerResource.key).toBe('customer')
  })

  it('a refused write records nothing (400, 403, 409, 422)', async () => {
    const p = await product(3)
    const body = { ...inputOf(shapeOf(productResource), p), version: p.version }
    const refusals = [
      [400, tokens[ADMIN], { ...body, price: 'free' }],
      [403, tokens['viewer@demo.test'], body],
      [409, tokens[ADMIN], { ...body, version: p.version + 5 }],
      [422, tokens[ADMIN], { ...body, subCategoryId: 999_999 }],
    ] as const
    for (const [status, token, sent] of refusals) {
      expect(
        await appended(() => mock.call('PUT', '/product/3', { token, body: sent }), status),
      ).toEqual([])
    }
  })
})

describe('a write and its event are kept together', () => {
  it('a storage failure at commit keeps neither the change nor its event', async () => {
    const p = await product(4)
    const before = count()
    const commit = mock.persistence.commit.bind(mock.persistence)
    mock.persistence.commit = () => {
      throw new Error('disk full')
    }
    try {
      const res = await mock.call('PUT', '/product/4', {
        token: admin(),
        body: { ...inputOf(shapeOf(productResource), p), price: '9.99', version: p.version },
      })
      expect(res.status).toBe(500)
    } finally {
      mock.persistence.commit = commit
    }
    expect(count()).toBe(before)
    expect((await product(4)).price).toBe(p.price)
    expect((await product(4)).version).toBe(p.version)
  })

  it('a write that throws half-way undoes what it wrote and appends nothing', async () => {
    const before = count()
    const row = mock.store.table(TABLE.product).get(5)!
    await expect(
      mock.store.transaction(() => {
        mock.store.table(TABLE.product).put(5, { ...row, price: '0.01' })
        mock.store.record({ ...allEvents()[0]!, recordId: 5 })
        throw new Error('half-way')
      }),
    ).rejects.toThrow('half-way')
    expect(mock.store.table(TABLE.product).get(5)).toEqual(row)
    expect(count()).toBe(before)
    expect(
      [...mock.persistence.overlay()].some((r) => r.table === 'product' && r.key === '5'),
    ).toBe(false)
  })
})

describe('secrets never enter an event', () => {
  it('a password set by an admin or through a reset link reads "password changed"', async () => {
    const staff = {
      firstName: 'Audit',
      lastName: 'Secret',
      email: 'audit.secret@staff.test',
      phone: '+96171123456',
      roleId: 4,
      branchIds: [],
    }
    const secret = 'Sekret-Pass-4321'
    const created = await mock.call('POST', '/employee', {
      token: admin(),
      body: { ...staff, password: secret },
    })
    expect(created.status).toBe(201)
    const e = created.json.Data as Row
    const newSecret = 'Other-Pass-9876'
    const [changed] = await appended(() =>
      mock.call('PUT', `/employee/${e.id}`, {
        token: admin(),
        body: { ...staff, isActive: true, password: newSecret, version: e.version },
      }),
    )
    expect(changed!.changes).toEqual([
      { field: 'password', label: 'Password', before: null, after: null },
    ])
    // A reset link: asked, followed, the new password set.
    await mock.call('POST', '/employee/reset-password', {
      body: { email: staff.email, clientId: CLIENT_ID },
    })
    const mails = [...mock.store.table('outbox').values()]
    const link = mails.filter((m) => m.to.includes(staff.email)).at(-1)!.link
    const token = link.slice(link.indexOf('=') + 1)
    const resetSecret = 'Reset-Pass-5555'
    const [reset] = await appended(() =>
      mock.call('PUT', '/employee/reset-password', {
        body: { token, newPassword: resetSecret, confirmPassword: resetSecret },
      }),
    )
    expect(reset).toMatchObject({
      employeeId: e.id,
      module: 'employee',
      action: 'update',
      changes: [{ field: 'password', label: 'Password', before: null, after: null }],
    })
    const trail = JSON.stringify(allEvents())
    for (const s of [secret, newSecret, resetSecret, token, link]) expect(trail).not.toContain(s)
  })
})

describe('GET /audit', () => {
  const list = (query: string, token = admin()) => mock.call('GET', `/audit${query}`, { token })

  it('newest first, paged with the total, filtered by module, record, employee, action and dates', async () => {
    const all = await list('?pageSize=5')
    expect(all.status).toBe(200)
    expect(all.json.TotalCount).toBe(count())
    const ids = (all.json.Data as AuditEvent[]).map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const page2 = await list('?pageSize=5&page=2')
    expect((page2.json.Data as AuditEvent[])[0]!.id).toBeLessThan(ids.at(-1)!)
    const record = await list('?module=product&recordId=1')
    expect(
      (record.json.Data as AuditEvent[]).every((e) => e.module === 'product' && e.recordId === 1),
    ).toBe(true)
    expect((record.json.Data as AuditEvent[])[0]!.changes[0]).toMatchObject({ after: '2.75' })
    const byAction = await list('?action=status&employeeId=1')
    expect(byAction.json.TotalCount).toBeGreaterThan(0)
    expect(
      (byAction.json.Data as AuditEvent[]).every(
        (e) => e.action === 'status' && e.employeeId === 1,
      ),
    ).toBe(true)
    const today = new Date(mock.store.now()).toISOString().slice(0, 10)
    const recent = await list(`?from=${today}`)
    expect((recent.json.Data as AuditEvent[]).every((e) => e.at.slice(0, 10) >= today)).toBe(true)
    const old = await list(`?to=2000-01-01`)
    expect(old.json.TotalCount).toBe(0)
    expect((await list('?action=fly')).status).toBe(400)
  })

  it('filters by a field’s key: each event listed changed that field; a label finds nothing', async () => {
    const byPrice = await list(`?field=price&pageSize=${PAGE_SIZE_MAX}`)
    expect(byPrice.status).toBe(200)
    const events = byPrice.json.Data as AuditEvent[]
    expect(events.length).toBeGreaterThan(1)
    expect(events.every((e) => e.changes.some((c) => c.field === 'price'))).toBe(true)
    const moves = (await list('?field=status&module=order')).json as { TotalCount: number }
    // Status moves, and dispatches (a move to out for delivery with its rider).
    const count = async (action: string) =>
      (await list(`?action=${action}&module=order`)).json.TotalCount as number
    expect(moves.TotalCount).toBe((await count('status')) + (await count('dispatch')))
    expect((await list('?field=Price')).json.TotalCount).toBe(0)
    expect((await list('?field=price%20or%201')).status).toBe(400)
  })

  it('a rejection records its reason beside the status', async () => {
    const order = [...mock.store.table(TABLE.order).values()].find((o) => o.status === 'pending')!
    const reason = [...mock.store.table(TABLE.rejection).values()].find((r) => r.isActive)!
    const [rejected] = await appended(() =>
      mock.call('PUT', `/order/${order.id}/status`, {
        token: admin(),
        body: { status: 'rejected', version: order.version, rejectionReasonId: reason.id },
      }),
    )
    expect(rejected!.changes).toEqual([
      { field: 'status', label: 'Status', before: 'pending', after: 'rejected' },
      { field: 'rejectionNote', label: 'Reason', before: null, after: reason.text },
    ])
  })

  it('401 without a session, 403 for a role without the audit key', async () => {
    expect((await mock.call('GET', '/audit')).status).toBe(401)
    expect((await list('', tokens['marketing@demo.test'])).status).toBe(403)
    expect((await list('', tokens['branch@demo.test'])).status).toBe(403)
    expect((await list('', tokens['viewer@demo.test'])).status).toBe(200)
  })

  it('no route edits or deletes an event', async () => {
    const [first] = (await list('?pageSize=1')).json.Data as AuditEvent[]
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await mock.call(method, `/audit/${first!.id}`, { token: admin(), body: {} })
      expect([404, 405]).toContain(res.status)
    }
    expect((await mock.call('DELETE', '/audit', { token: admin() })).status).toBeGreaterThanOrEqual(
      404,
    )
    expect(((await list('?pageSize=1')).json.Data as AuditEvent[])[0]).toEqual(first)
  })

  it('the seed carries a past; the alarm prunes events older than the retention', async () => {
    const fresh = await openTestMock()
    const past = fresh.store.auditEvents({}, { offset: 0, limit: 1_000_000 }).rows
    expect(past.length).toBeGreaterThan(50)
    expect(new Set(past.map((e) => e.module)).size).toBeGreaterThan(5)
    const oldest = Date.parse(past.at(-1)!.at)
    const days = Math.floor((fresh.store.now() - oldest) / 86_400_000) - 1
    expect(pruneAuditTrail(fresh.store, days)).toBeGreaterThan(0)
    const kept = fresh.store.auditEvents({}, { offset: 0, limit: 1_000_000 }).rows
    expect(kept.every((e) => Date.parse(e.at) >= fresh.store.now() - days * 86_400_000)).toBe(true)
  })
})

describe('what the benchmark relies on', () => {
  it('MOCK_SEED_AUDIT_EVENTS: the usual past, then the moves of older orders, newest first, up to the count', () => {
    const anchor = Date.parse('2026-11-25T10:00:00.000Z')
    const { tables } = buildSeed(anchor, { orders: 600 })
    const usual = [...seedAuditEvents(tables, anchor)]
    const grown = [...seedAuditEvents(tables, anchor, usual.length + 500)]
    // An order's moves come whole: a few more than asked, never fewer.
    expect(grown.length).toBeGreaterThanOrEqual(usual.length + 500)
    expect(grown.length).toBeLessThan(usual.length + 510)
    const key = (e: { at: string; module: string; recordId: number; action: string }) =>
      `${e.at} ${e.module} ${e.recordId} ${e.action}`
    const usualKeys = new Set(usual.map(key))
    const added = grown.filter((e) => !usualKeys.has(key(e)))
    expect(added).toHaveLength(grown.length - usual.length)
    expect(
      added.every((e) => e.module === 'order' && ['status', 'dispatch'].includes(e.action)),
    ).toBe(true)
    // Orders older than those of the usual past, and the newest of those older ones.
    const orders = tables[TABLE.order]!.map((r) => r.value as Row)
    const moved = orders.filter((o) =>
      (o.statusHistory as { employeeId: number | null }[]).some((s) => s.employeeId),
    )
    const createdOf = (ids: Set<number>) =>
      moved.filter((o) => ids.has(o.id)).map((o) => Date.parse(o.createdAt as string))
    const addedOrders = new Set(added.map((e) => e.recordId))
    const usualOrders = new Set(usual.filter((e) => e.module === 'order').map((e) => e.recordId))
    const rest = new Set(
      moved.map((o) => o.id).filter((id) => !addedOrders.has(id) && !usualOrders.has(id)),
    )
    expect(Math.max(...createdOf(addedOrders))).toBeLessThanOrEqual(
      Math.min(...createdOf(usualOrders)),
    )
    expect(Math.max(...createdOf(rest))).toBeLessThanOrEqual(Math.min(...createdOf(addedOrders)))
    const ats = grown.map((e) => Date.parse(e.at))
    expect(ats).toEqual([...ats].sort((a, b) => a - b))
    expect(seedAuditEventCount('200000')).toBe(200_000)
    expect(seedAuditEventCount(undefined)).toBe(0)
    expect(seedAuditEventCount('lots')).toBe(0)
  })

  it('a write skips its event on the header only on a mock started for the benchmark', async () => {
    const write = async (on: TestMock, token: string) => {
      const p = (await on.call('GET', '/product/2', { token })).json.Data as Row
      const before = on.store.auditEvents({}, { offset: 0, limit: 1 }).total
      const res = await on.call('PUT', '/product/2', {
        token,
        headers: { [BENCH_WITHOUT_EVENT_HEADER]: '1' },
        body: { ...inputOf(shapeOf(productResource), p), price: '4.20', version: p.version },
      })
      expect(res.status).toBe(200)
      expect((res.json.Data as Row).price).toBe('4.20')
      return on.store.auditEvents({}, { offset: 0, limit: 1 }).total - before
    }
    expect(await write(mock, admin()!)).toBe(1)
    const bench = await openTestMock({ orders: 50, benchWritesWithoutEvent: true })
    expect(await write(bench, await bench.signIn(ADMIN))).toBe(0)
  })
})
