import {
  API_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  MONEY_MAX,
  ORDER_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  ORDER_STATUSES,
  centsToMoney,
  forbiddenTransitionMessage,
  moneyToCents,
  uploadBodySchema,
} from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { REFUSED_BODY_DRAIN_BYTES } from '../../body/limit'
import { MOCK_MESSAGES } from '../messages'
import { openTestMock, postChunked } from '../testing'
import type { TestMock } from '../testing'

let mock: TestMock
let admin: string
let branch: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
}, 60_000)
// Each call is its own operation: a fresh Idempotency-Key (only money operations read it).
const api = (method: string, path: string, body?: unknown, token = admin) =>
  mock.call(method, path, {
    token,
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  })

type Summary = { id: number; status: string; branchId: number; version: number; createdAt: string }
const firstOrder = async (query: string) =>
  (await api('GET', `/order?${query}&pageSize=1`)).json.Data[0] as Summary

describe('orders', () => {
  it('lists newest first, filtered by status and branch, searched by phone', async () => {
    const res = await api('GET', '/order?status=delivered,picked_up&branchId=2&pageSize=50')
    expect(res.status).toBe(200)
    const rows: Summary[] = res.json.Data
    expect(rows.length).toBeGreaterThan(0)
    for (const o of rows) {
      expect(['delivered', 'picked_up']).toContain(o.status)
      expect(o.branchId).toBe(2)
    }
    const times = rows.map((o) => o.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const one = (await api('GET', `/order/${rows[0]!.id}`)).json.Data
    const byPhone = await api('GET', `/order?search=${encodeURIComponent(one.customer.phone)}`)
    expect(
      byPhone.json.Data.every(
        (o: { customer: { phone: string } }) => o.customer.phone === one.customer.phone,
      ),
    ).toBe(true)
  })

  it('the seed has every status', async () => {
    for (const status of ORDER_STATUSES) {
      expect(
        (await api('GET', `/order?status=${status}&pageSize=1`)).json.TotalCount,
        status,
      ).toBeGreaterThan(0)
    }
  })

  it('moves an order along the machine and records who did it', async () => {
    const order = await firstOrder('status=pending')
    const res = await api('PUT', `/order/${order.id}/status`, {
      status: 'accepted',
      version: order.version,
    })
    expect(res.status).toBe(200)
    expect(res.json.Data.status).toBe('accepted')
    expect(res.json.Data.statusHistory.at(-1)).toMatchObject({
      status: 'accepted',
      employeeName: 'Rania Haddad',
    })
    // Accepting sets the estimate: the branch's preparation time from now.
    const { preparationMinutes } = (await api('GET', `/branch/${order.branchId}`)).json.Data
    const acceptedAt = Date.parse(res.json.Data.statusHistory.at(-1).at)
    expect(res.json.Data.estimatedReadyAt).toBe(
      new Date(acceptedAt + preparationMinutes * 60_000).toISOString(),
    )
    const stale = await api('PUT', `/order/${order.id}/status`, {
      status: 'preparing',
      version: order.version,
    })
    expect(stale.status).toBe(409)
  })

  it('refuses a move the machine forbids (422) and one without its reason or note (400)', async () => {
    const done = await firstOrder('status=delivered')
    const res = await api('PUT', `/order/${done.id}/status`, {
      status: 'pending',
      version: done.version,
    })
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(forbiddenTransitionMessage('delivered', 'pending'))
    const pending = await firstOrder('status=pending')
    const noReason = await api('PUT', `/order/${pending.id}/status`, {
      status: 'rejected',
      version: pending.version,
    })
    expect(noReason.status).toBe(400)
    expect(Object.keys(noReason.json.Errors)).toEqual(['rejectionReasonId'])
    const noNote = await api('PUT', `/order/${pending.id}/status`, {
      status: 'cancelled',
      version: pending.version,
    })
    expect(noNote.status).toBe(400)
    expect(Object.keys(noNote.json.Errors)).toEqual(['note'])
    expect(
      (await api('PUT', '/order/999999/status', { status: 'accepted', version: 1 })).status,
    ).toBe(404)
  })

  it('refunds a paid order to the wallet when it is rejected', async () => {
    const list = (await api('GET', '/order?status=pending&paymentStatus=paid&pageSize=1')).json.Data
    expect(list.length).toBe(1)
    const order = (await api('GET', `/order/${list[0].id}`)).json.Data
    const before = (await api('GET', `/wallets/${order.customer.id}`)).json.Data.balance
    const res = await api('PUT', `/order/${order.id}/status`, {
      status: 'rejected',
      version: order.version,
      rejectionReasonId: 1,
    })
    expect(res.status).toBe(200)
    expect(res.json.Data).toMatchObject({
      paymentStatus: 'refunded',
      rejectionReasonId: 1,
      rejectionNote: 'Out of stock',
    })
    const after = (await api('GET', `/wallets/${order.customer.id}`)).json.Data.balance
    expect(moneyToCents(after) - moneyToCents(before)).toBe(moneyToCents(order.total))
    const ledger = await api(
      'GET',
      `/walletTransactionHistory?customerId=${order.customer.id}&type=4&sort=createdAt:desc`,
    )
    expect(ledger.json.Data[0]).toMatchObject({
      orderId: order.id,
      amount: order.total,
      balanceAfter: after,
    })
    // The timeline says so: the reason, then the refund.
    expect(res.json.Data.statusHistory.at(-1).note).toBe(
      `Out of stock. ${ORDER_MESSAGES.refundedToWallet(order.total)}`,
    )
  })

  it("a cancelled paid order's timeline shows the refund after the note; an unpaid one's does not", async () => {
    const cancel = async (query: string) => {
      const order = (await api('GET', `/order?status=pending&${query}&pageSize=1`)).json.Data[0]
      const res = await api('PUT', `/order/${order.id}/status`, {
        status: 'cancelled',
        version: order.version,
        note: 'Customer called to cancel',
      })
      expect(res.status).toBe(200)
      return res.json.Data
    }
    const paid = await cancel('paymentStatus=paid')
    expect(paid.paymentStatus).toBe('refunded')
    expect(paid.statusHistory.at(-1).note).toBe(
      `Customer called to cancel. ${ORDER_MESSAGES.refundedToWallet(paid.total)}`,
    )
    expect(paid.cancellationNote).toBe('Customer called to cancel')
    const unpaid = await cancel('paymentStatus=pending')
    expect(unpaid.paymentStatus).toBe('pending')
    expect(unpaid.statusHistory.at(-1).note).toBe('Customer called to cancel')
  })

  it('the seed refunded its rejected and cancelled paid orders in their timelines too', async () => {
    const refunded = await api('GET', '/order?paymentStatus=refunded&pageSize=5')
    expect(refunded.json.TotalCount).toBeGreaterThan(0)
    for (const row of refunded.json.Data) {
      const order = (await api('GET', `/order/${row.id}`)).json.Data
      expect(order.statusHistory.at(-1).note).toContain(
        ORDER_MESSAGES.refundedToWallet(order.total),
      )
    }
  })

  it('every order carries what the customer wrote for it, mostly nothing', async () => {
    const orders = [...mock.store.table('order').values()]
    expect(orders.every((o) => typeof o.customerNote === 'string')).toBe(true)
    const written = orders.filter((o) => o.customerNote !== '')
    expect(written.length).toBeGreaterThan(0)
    expect(written.length).toBeLessThan(orders.length / 2)
  })

  it("branch orders are the employee's branches, active ones by default", async () => {
    const res = await api('GET', '/branch-orders?pageSize=100', undefined, branch)
    expect(res.status).toBe(200)
    expect(res.json.TotalCount).toBeGreaterThan(0)
    for (const o of res.json.Data as Summary[]) {
      expect([1, 2]).toContain(o.branchId)
      expect(['pending', 'accepted', 'preparing', 'ready', 'out_for_delivery']).toContain(o.status)
    }
    const all = await api('GET', '/branch-orders?pageSize=1', undefined, admin)
    expect(all.json.TotalCount).toBeGreaterThan(res.json.TotalCount)
  })
})

describe('wallets', () => {
  it('recharges (type 1) and deducts (type 2) with a reason, writing the ledger', async () => {
    const before = (await api('GET', '/wallets/3')).json.Data.balance
    const recharge = await api('POST', '/wallet/transaction', {
      customerId: 3,
      type: 1,
      amount: '20.00',
      reason: 'Gift',
    })
    expect(recharge.status).toBe(201)
    expect(recharge.json.Data).toMatchObject({
      type: 1,
      amount: '20.00',
      employeeName: 'Rania Haddad',
    })
    expect(moneyToCents(recharge.json.Data.balanceAfter)).toBe(moneyToCents(before) + 2000)
    const deduct = await api('POST', '/wallet/transaction', {
      customerId: 3,
      type: 2,
      amount: '5.00',
      reason: 'Fix',
    })
    expect(deduct.json.Data.balanceAfter).toBe((await api('GET', '/wallets/3')).json.Data.balance)
  })

  it('refuses a deduct above the balance (422) and leaves the balance alone', async () => {
    const { balance } = (await api('GET', '/wallets/4')).json.Data
    const res = await api('POST', '/wallet/transaction', {
      customerId: 4,
      type: 2,
      amount: '9999999.99',
      reason: 'Too much',
    })
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(MOCK_MESSAGES.deductAboveBalance)
    expect((await api('GET', '/wallets/4')).json.Data.balance).toBe(balance)
  })

  it('refuses a recharge that would take the balance above the money maximum (422)', async () => {
    const { balance } = (await api('GET', '/wallets/5')).json.Data
    const room = moneyToCents(MONEY_MAX) - moneyToCents(balance)
    const fill = await api('POST', '/wallet/transaction', {
      customerId: 5,
      type: 1,
      amount: centsToMoney(room),
      reason: 'Fill up',
    })
    expect(fill.status).toBe(201)
    expect(fill.json.Data.balanceAfter).toBe(MONEY_MAX)
    const over = await api('POST', '/wallet/transaction', {
      customerId: 5,
      type: 1,
      amount: '0.01',
      reason: 'One cent too many',
    })
    expect(over.status).toBe(422)
    expect(over.json).toEqual({
      ErrorMessage: MOCK_MESSAGES.balanceAboveMax,
      Errors: { amount: MOCK_MESSAGES.balanceAboveMax },
    })
    const wallet = await api('GET', '/wallets/5')
    expect(wallet.status).toBe(200)
    expect(wallet.json.Data.balance).toBe(MONEY_MAX)
  })

  it('refuses an unknown customer (422), a missing reason (400), and the branch role (403)', async () => {
    expect(
      (
        await api('POST', '/wallet/transaction', {
          customerId: 999999,
          type: 1,
          amount: '1.00',
          reason: 'x',
        })
      ).status,
    ).toBe(422)
    expect(
      (await api('POST', '/wallet/transaction', { customerId: 3, type: 1, amount: '1.00' })).status,
    ).toBe(400)
    expect(
      (
        await api(
          'POST',
          '/wallet/transaction',
          { customerId: 3, type: 1, amount: '1.00', reason: 'x' },
          branch,
        )
      ).status,
    ).toBe(403)
    expect((await api('GET', '/wallets/999999')).status).toBe(404)
  })
})

describe('points, rates, notifications, customers', () => {
  it('the points history of a customer adds up to their balance', async () => {
    const customer = (await api('GET', '/customer?sort=loyaltyPoints:desc&pageSize=1')).json.Data[0]
    const history = await api(
      'GET',
      `/loyaltyPointHistory?customerId=${customer.id}&pageSize=100&sort=createdAt:asc`,
    )
    const entries: { points: number; balanceAfter: number }[] = history.json.Data
    expect(entries.reduce((s, e) => s + e.points, 0)).toBe(customer.loyaltyPoints)
    expect(entries.at(-1)!.balanceAfter).toBe(customer.loyaltyPoints)
  })

  it('activating a rate switches the previous one off', async () => {
    const rates = (await api('GET', '/conversionRate?pageSize=100')).json.Data
    const inactive = rates.find((r: { isActive: boolean }) => !r.isActive)
    const res = await api('PUT', `/conversionRate/${inactive.id}/activate`, {
      version: inactive.version,
    })
    expect(res.status).toBe(200)
    const after = (await api('GET', '/conversionRate?isActive=true')).json
    expect(after.TotalCount).toBe(1)
    expect(after.Data[0].id).toBe(inactive.id)
    const active = await api('DELETE', `/conversionRate/${inactive.id}`)
    expect(active.status).toBe(422)
  })

  it('schedules, sends and cancels push notifications', async () => {
    const scheduled = await api('POST', '/notification', {
      title: 'Iftar',
      titleAr: 'إفطار',
      body: 'Boxes ready at sunset',
      bodyAr: 'العلب جاهزة عند الغروب',
      audience: 'all',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(scheduled.status).toBe(201)
    expect(scheduled.json.Data).toMatchObject({ status: 'scheduled', recipients: 0 })
    const { id, version } = scheduled.json.Data
    const sent = await api('POST', `/notification/${id}/send`, { version })
    expect(sent.json.Data).toMatchObject({ status: 'sent' })
    expect(sent.json.Data.recipients).toBeGreaterThan(0)
    const again = await api('POST', `/notification/${id}/cancel`, { version: version + 1 })
    expect(again.status).toBe(422)
    const now = await api('POST', '/notification', {
      title: 'Now',
      titleAr: 'الآن',
      body: 'Hello',
      bodyAr: 'مرحبا',
      audience: 'segment',
      segment: 'loyal',
    })
    expect(now.json.Data.status).toBe('sent')
  })

  it('blocks and unblocks a customer', async () => {
    const c = (await api('GET', '/customer/5')).json.Data
    const blocked = await api('PUT', '/customer/5/block', {
      version: c.version,
      reason: 'Fake orders',
    })
    expect(blocked.json.Data).toMatchObject({ isBlocked: true, blockedReason: 'Fake orders' })
    const unblocked = await api('PUT', '/customer/5/unblock', { version: c.version + 1 })
    expect(unblocked.json.Data).toMatchObject({ isBlocked: false, blockedReason: '' })
    expect((await api('PUT', '/customer/5/unblock', { version: c.version })).status).toBe(409)
  })
})

describe('dashboard', () => {
  it('sums the range: orders, revenue of orders delivered or picked up, days from UTC midnight', async () => {
    const res = await api('GET', '/dashboard?from=2020-01-01&to=2030-01-01')
    expect(res.status).toBe(400)
    const month = await api('GET', '/dashboard', undefined, branch)
    expect(month.status).toBe(200)
    const d = month.json.Data
    expect(d.perDay).toHaveLength(30)
    expect(d.perDay[0].date).toBe(new Date(Date.parse(d.from)).toISOString().slice(0, 10))
    expect(d.from).toMatch(/T00:00:00.000Z$/)
    expect(d.perDay.reduce((s: number, x: { orders: number }) => s + x.orders, 0)).toBe(d.orders)
    expect(d.ordersByStatus.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(
      d.orders,
    )
    const revenue = d.perDay.reduce(
      (s: number, x: { revenue: string }) => s + moneyToCents(x.revenue),
      0,
    )
    expect(revenue).toBe(moneyToCents(d.revenue))
    expect(revenue).toBeGreaterThan(0)
    expect(d.perBranch.map((b: { branchId: number }) => b.branchId).sort()).toEqual([1, 2])
    expect(d.topProducts.length).toBeLessThanOrEqual(10)
    expect((await api('GET', '/dashboard?from=2026-05-02&to=2026-05-01')).status).toBe(400)
  })
})

describe('upload', () => {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3,
  ])
  const form = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
    const f = new FormData()
    f.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return f
  }

  it('stores a PNG and serves it back with its type', async () => {
    const res = await mock.call('POST', '/upload', { token: admin, raw: form(png) })
    expect(res.status).toBe(201)
    const url: string = res.json.Data.url
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+\.png$/)
    const back = await mock.app.request(url.replace('/api', ''))
    expect(back.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(png)
  })

  it('checks the bytes, not the name: a text file called .png is refused', async () => {
    const res = await mock.call('POST', '/upload', {
      token: admin,
      raw: form(new TextEncoder().encode('hello'), 'evil.png'),
    })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({
      ErrorMessage: UPLOAD_MESSAGES.type,
      Errors: { file: UPLOAD_MESSAGES.type },
    })
    // The words the SPA shows for a wrong declared type, before sending.
    const declared = uploadBodySchema.safeParse({
      file: new File([png as Uint8Array<ArrayBuffer>], 'a.gif', { type: 'image/gif' }),
    })
    expect(declared.error?.issues[0]?.message).toBe(res.json.ErrorMessage)
  })

  it('refuses more than 2 MB with 413, and a missing file with 400', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(png)
    const tooBig = await mock.call('POST', '/upload', { token: admin, raw: form(big) })
    expect(tooBig.status).toBe(413)
    expect(tooBig.json).toEqual({ ErrorMessage: UPLOAD_MESSAGES.tooLarge })
    const missing = await mock.call('POST', '/upload', { token: admin, raw: new FormData() })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({
      ErrorMessage: UPLOAD_MESSAGES.missing,
      Errors: { file: UPLOAD_MESSAGES.missing },
    })
    expect((await mock.app.request('/uploads/nothing-here.png')).status).toBe(404)
  })

  it('answers 413 to a chunked upload over the limit, reading no more than the drain budget', async () => {
    const { res, read, chunk } = await postChunked(
      mock,
      '/upload',
      admin,
      REFUSED_BODY_DRAIN_BYTES * 2,
      'multipart/form-data; boundary=x',
    )
    expect(res.status).toBe(413)
    expect(res.json).toEqual({ ErrorMessage: UPLOAD_MESSAGES.tooLarge })
    expect(read).toBeLessThanOrEqual(REFUSED_BODY_DRAIN_BYTES + 4 * chunk)
  })

  it('reads a refused upload to its end within the drain budget (the connection stays usable)', async () => {
    const { res, read } = await postChunked(
      mock,
      '/upload',
      admin,
      UPLOAD_MAX_BYTES * 3,
      'multipart/form-data; boundary=x',
    )
    expect(res.status).toBe(413)
    expect(read).toBe(UPLOAD_MAX_BYTES * 3)
  })

  it('reads a chunked upload under the limit', async () => {
    const bytes = new Uint8Array(await new Response(form(png)).arrayBuffer())
    const type = new Response(form(png)).headers.get('content-type')!
    const boundary = new TextDecoder().decode(bytes).split('\r\n')[0]!.slice(2)
    const res = await mock.call('POST', '/upload', {
      token: admin,
      raw: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.subarray(0, 20))
          controller.enqueue(bytes.subarray(20))
          controller.close()
        },
      }),
      headers: { 'Content-Type': type.replace(/boundary=.*/, `boundary=${boundary}`) },
    })
    expect(res.status).toBe(201)
  })

  it('needs a role that may add or update something', async () => {
    const viewer = await mock.signIn('viewer@demo.test')
    const res = await mock.call('POST', '/upload', { token: viewer, raw: form(png) })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
  })
})
