import {
  API_ERRORS,
  CASH_COUNT_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  PHONE_PATTERN,
  RIDER_MESSAGES,
  cashTakenOf,
  centsToMoney,
  moneyToCents,
  riderSchema,
  riderSettlementSchema,
} from 'contracts'
import type { Order, Rider } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * Riders, dispatch and cash settlements (docs/requirements.md#riders-and-dispatch), as the admin, the demo
 * branch employee (branches 1 and 2, Branch operations: rider View and
 * Update), the viewer, and a board-only employee of branch 1.
 */
let mock: TestMock
let admin: string
let branch: string
let viewer: string
let boardOnly: string // branch-orders View and Update, branch 1, no rider permission

beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  branch = await mock.signIn('branch@demo.test')
  viewer = await mock.signIn('viewer@demo.test')
  boardOnly = await signInNewStaff(
    mock,
    'board-only@staff.test',
    [{ key: 'branch-orders', actions: ['View', 'Update'] }],
    [1],
  )
}, 60_000)

const api = (
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  headers?: Record<string, string>,
) => mock.call(method, path, { token, body, ...(headers ? { headers } : {}) })

const riderRows = () => [...mock.store.table(TABLE.rider).values()]
const orderRows = () => [...mock.store.table(TABLE.order).values()]
const now = () => Date.now()

/** A new rider of the branch (on shift when asked), made by the admin. */
async function newRider(branchId: number, onShift = true, name = 'Test Rider') {
  const res = await api('POST', '/rider', admin, {
    name: `${name} ${crypto.randomUUID().slice(0, 6)}`,
    phone: '+96170123456',
    branchId,
    vehicle: 'motorbike',
  })
  expect(res.status, res.text).toBe(201)
  if (!onShift) return res.json.Data as Rider
  const shift = await api('PUT', `/rider/${res.json.Data.id}/shift`, admin, { onShift: true })
  expect(shift.status, shift.text).toBe(200)
  return shift.json.Data as Rider
}

/** A new delivery order of the branch, moved to ready through the API. */
async function readyOrder(branchId: number, paymentMethod: 'cash' | 'card' = 'cash') {
  const placed = await api('POST', '/dev/orders', undefined, {
    branchId,
    fulfilment: 'delivery',
    paymentMethod,
  })
  expect(placed.status, placed.text).toBe(201)
  let order = placed.json.Data as Order
  for (const status of ['accepted', 'preparing', 'ready']) {
    const res = await api('PUT', `/order/${order.id}/status`, admin, {
      status,
      version: order.version,
    })
    expect(res.status, res.text).toBe(200)
    order = res.json.Data
  }
  return order
}

const sendOut = (order: Order, riderId: number | undefined, token = admin) =>
  api('PUT', `/order/${order.id}/status`, token, {
    status: 'out_for_delivery',
    version: order.version,
    ...(riderId === undefined ? {} : { riderId }),
  })

const key = () => crypto.randomUUID()

describe('the seed', () => {
  it('has 3 to 5 riders per branch, phones in E.164, some on shift at every branch', () => {
    const rows = riderRows()
    for (const branchId of [1, 2, 3, 4]) {
      const mine = rows.filter((r) => r.branchId === branchId)
      expect(mine.length).toBeGreaterThanOrEqual(3)
      expect(mine.length).toBeLessThanOrEqual(5)
      expect(mine.some((r) => r.onShift)).toBe(true)
      expect(mine.some((r) => !r.onShift)).toBe(true)
    }
    for (const r of rows) {
      expect(r.phone).toMatch(PHONE_PATTERN)
      if (r.shiftStartedAt) expect(Date.parse(r.shiftStartedAt)).toBeLessThan(now())
      expect(r.onShift).toBe(r.shiftStartedAt !== null)
      if (!r.isActive) expect(r.onShift).toBe(false)
    }
  })

  it('gives every order on the road a rider on shift of its branch, and every delivered one its rider', () => {
    const riders = new Map(riderRows().map((r) => [r.id, r]))
    const orders = orderRows()
    const onRoad = orders.filter((o) => o.status === 'out_for_delivery')
    expect(onRoad.length).toBeGreaterThan(0)
    for (const o of onRoad) {
      const rider = riders.get(o.rider!.id)!
      expect(rider.onShift).toBe(true)
      expect(rider.branchId).toBe(o.branchId)
      expect(Date.parse(rider.shiftStartedAt!)).toBeLessThan(Date.parse(o.dispatchedAt!))
    }
    const delivered = orders.filter((o) => o.status === 'delivered')
    for (const o of delivered) {
      expect(riders.get(o.rider!.id)!.branchId).toBe(o.branchId)
      const out = o.statusHistory.find((h) => h.status === 'out_for_delivery')!
      expect(o.dispatchedAt).toBe(out.at)
      expect(out.note).toBe(RIDER_MESSAGES.dispatchedWith(o.rider!.name))
      expect(Date.parse(o.dispatchedAt!)).toBeLessThan(Date.parse(o.statusHistory.at(-1)!.at))
    }
    for (const o of orders.filter((x) => x.fulfilment === 'pickup'))
      expect(o.rider ?? null).toBeNull()
  })

  it('holds as cash what each rider delivered in cash since their last settlement, each currency apart, never in the future', () => {
    const settlements = [...mock.store.table(TABLE.riderSettlement).values()]
    expect(settlements.length).toBeGreaterThan(0)
    for (const s of settlements) expect(Date.parse(s.createdAt)).toBeLessThan(now())
    for (const rider of riderRows()) {
      const last = settlements
        .filter((s) => s.riderId === rider.id)
        .reduce((m, s) => Math.max(m, Date.parse(s.createdAt)), 0)
      const held = orderRows()
        .filter(
          (o) =>
            o.status === 'delivered' &&
            o.paymentMethod === 'cash' &&
            o.rider?.id === rider.id &&
            Date.parse(o.statusHistory.at(-1)!.at) > last,
        )
        .map((o) => cashTakenOf(o as never))
      expect([rider.cashHeld, rider.cashHeldLbp ?? 0], rider.name).toEqual([
        centsToMoney(held.reduce((sum, t) => sum + t.usdCents, 0)),
        held.reduce((sum, t) => sum + t.lbp, 0),
      ])
    }
  })
})

describe('reading riders', () => {
  it("lists only the riders of the employee's branches, each as the contract says", async () => {
    const res = await api('GET', '/rider?pageSize=100', branch)
    expect(res.status).toBe(200)
    const rows = res.json.Data.map((r: unknown) => riderSchema.parse(r))
    expect(new Set(rows.map((r: Rider) => r.branchId))).toEqual(new Set([1, 2]))
    const all = await api('GET', '/rider?pageSize=100', admin)
    expect(all.json.TotalCount).toBe(riderRows().length)
  })

  it('finds a rider by phone typed any everyday way, and by name', async () => {
    const rider = riderRows().find((r) => r.branchId === 1 && r.phone.startsWith('+9613'))!
    const local = `03 ${rider.phone.slice(5, 8)} ${rider.phone.slice(8)}`
    const arabic = local.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)
    for (const typed of [local, arabic, rider.phone, rider.name.split(' ')[0]!.toUpperCase()]) {
      const res = await api('GET', `/rider?search=${encodeURIComponent(typed)}`, branch)
      expect(
        res.json.Data.map((r: Rider) => r.id),
        typed,
      ).toContain(rider.id)
    }
  })

  it('filters by branch, active and on shift', async () => {
    const res = await api('GET', '/rider?branchId=2&onShift=true&isActive=true', admin)
    expect(res.json.Data.length).toBeGreaterThan(0)
    for (const r of res.json.Data as Rider[])
      expect([r.branchId, r.onShift, r.isActive]).toEqual([2, true, true])
    const bad = await api('GET', '/rider?onShift=maybe', admin)
    expect(bad.status).toBe(400)
    expect(bad.json.Errors).toHaveProperty('onShift')
  })

  it("answers another branch's rider as not found, on every route", async () => {
    const other = riderRows().find((r) => r.branchId === 3)!
    for (const [method, path, body] of [
      ['GET', `/rider/${other.id}`, undefined],
      ['PUT', `/rider/${other.id}/shift`, { onShift: !other.onShift }],
      ['GET', `/rider/${other.id}/settlements`, undefined],
    ] as const) {
      const res = await api(method, path, branch, body)
      expect(res.status, path).toBe(404)
    }
    const settle = await api(
      'POST',
      `/rider/${other.id}/settlements`,
      branch,
      { amount: '0.00' },
      {
        [IDEMPOTENCY_KEY_HEADER]: key(),
      },
    )
    expect(settle.status).toBe(404)
  })

  it('lets the viewer read riders and change nothing', async () => {
    const rider = riderRows()[0]!
    expect((await api('GET', `/rider/${rider.id}`, viewer)).status).toBe(200)
    expect((await api('PUT', `/rider/${rider.id}/shift`, viewer, { onShift: true })).status).toBe(
      403,
    )
    const res = await api('POST', '/rider', viewer, {
      name: 'Nobody',
      phone: '+96170123456',
      branchId: 1,
      vehicle: 'car',
    })
    expect(res.status).toBe(403)
  })
})

describe('dispatch', () => {
  it('needs a rider to send a delivery order out (400 Errors.riderId)', async () => {
    const order = await readyOrder(1)
    const res = await sendOut(order, undefined)
    expect(res.status).toBe(400)
    expect(res.json.Errors).toEqual({ riderId: 'Choose the rider who takes this order' })
  })

  it('refuses in words a rider off shift, inactive, or of another branch', async () => {
    const order = await readyOrder(1)
    const off = await newRider(1, false, 'Off Shift')
    const res = await sendOut(order, off.id)
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(RIDER_MESSAGES.riderOffShift(off.name))
    expect(res.json.Errors).toHaveProperty('riderId')

    const other = await newRider(2, true, 'Jounieh')
    const elsewhere = await sendOut(order, other.id)
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.json.ErrorMessage).toBe(
      RIDER_MESSAGES.riderOtherBranch(other.name, 'Jounieh - Kaslik'),
    )

    const gone = await newRider(1, false, 'Gone')
    await api('PUT', `/rider/${gone.id}`, admin, {
      name: gone.name,
      phone: gone.phone,
      branchId: 1,
      vehicle: gone.vehicle,
      isActive: false,
      version: gone.version,
    })
    const inactive = await sendOut(order, gone.id)
    expect(inactive.status).toBe(422)
    expect(inactive.json.ErrorMessage).toBe(RIDER_MESSAGES.riderInactive(gone.name))
    // Nothing moved.
    expect((await api('GET', `/order/${order.id}`, admin)).json.Data.status).toBe('ready')
  })

  it('sends the order out with its rider: the order names them, the history and the audit trail too', async () => {
    const order = await readyOrder(1)
    const rider = await newRider(1)
    const res = await sendOut(order, rider.id, branch)
    expect(res.status, res.text).toBe(200)
    const sent = res.json.Data as Order
    expect(sent.rider).toEqual({ id: rider.id, name: rider.name, phone: rider.phone })
    expect(sent.dispatchedAt).toBe(sent.statusHistory.at(-1)!.at)
    expect(sent.statusHistory.at(-1)!.note).toBe(RIDER_MESSAGES.dispatchedWith(rider.name))
    expect((await api('GET', `/rider/${rider.id}`, admin)).json.Data.activeOrders).toBe(1)
    const events = await api(
      'GET',
      `/audit?module=order&recordId=${order.id}&action=dispatch`,
      admin,
    )
    expect(events.json.Data[0].changes).toContainEqual({
      field: 'rider',
      label: 'Rider',
      before: null,
      after: rider.name,
    })
    expect(events.json.Data[0].branchId).toBe(1)
    // Another tablet that still had it as ready loses the race: 409.
    const late = await sendOut(order, rider.id)
    expect(late.status).toBe(409)
    expect(late.json.ErrorMessage).toBe(API_ERRORS.stale)
  })

  it('adds a delivered cash order to its rider’s cash held, and not a card one', async () => {
    const rider = await newRider(1)
    let cash = ''
    for (const method of ['cash', 'card'] as const) {
      const sent = (await sendOut(await readyOrder(1, method), rider.id)).json.Data as Order
      const done = await api('PUT', `/order/${sent.id}/status`, admin, {
        status: 'delivered',
        version: sent.version,
      })
      expect(done.status).toBe(200)
      const after = (await api('GET', `/rider/${rider.id}`, admin)).json.Data as Rider
      if (method === 'cash') cash = sent.total
      expect(after.cashHeld).toBe(cash)
      expect(after.deliveriesToday).toBe(method === 'cash' ? 1 : 2)
      expect(after.averageDeliveryMinutes).toBe(0)
    }
  })

  it("lists a rider's orders with the order list's riderId filter", async () => {
    const rider = await newRider(1)
    const sent = (await sendOut(await readyOrder(1), rider.id)).json.Data as Order
    const res = await api('GET', `/order?riderId=${rider.id}`, admin)
    expect(res.json.Data.map((o: Order) => o.id)).toEqual([sent.id])
    expect(res.json.Data[0].rider.name).toBe(rider.name)
  })

  it('hands an order on the road to another rider: history and audit say from whom to whom', async () => {
    const first = await newRider(1, true, 'First')
    const second = await newRider(1, true, 'Second')
    const sent = (await sendOut(await readyOrder(1), first.id)).json.Data as Order
    const stale = await api('PUT', `/order/${sent.id}/rider`, admin, {
      riderId: second.id,
      version: sent.version - 1,
    })
    expect(stale.status).toBe(409)
    const same = await api('PUT', `/order/${sent.id}/rider`, admin, {
      riderId: first.id,
      version: sent.version,
    })
    expect(same.status).toBe(422)
    const res = await api('PUT', `/order/${sent.id}/rider`, branch, {
      riderId: second.id,
      version: sent.version,
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json.Data.rider.id).toBe(second.id)
    expect(res.json.Data.statusHistory.at(-1).note).toBe(
      RIDER_MESSAGES.handedOver(first.name, second.name),
    )
    const events = await api(
      'GET',
      `/audit?module=order&recordId=${sent.id}&action=handover`,
      admin,
    )
    expect(events.json.Data[0].changes).toEqual([
      { field: 'rider', label: 'Rider', before: first.name, after: second.name },
    ])
    const ready = await readyOrder(1)
    const notOnRoad = await api('PUT', `/order/${ready.id}/rider`, admin, {
      riderId: second.id,
      version: ready.version,
    })
    expect(notOnRoad.status).toBe(422)
    expect(notOnRoad.json.ErrorMessage).toBe(RIDER_MESSAGES.handoverNotOnRoad)
  })
})

describe('shifts', () => {
  it('refuses to end a shift while orders are on the road, naming them', async () => {
    const rider = await newRider(1)
    const sent = (await sendOut(await readyOrder(1), rider.id)).json.Data as Order
    const res = await api('PUT', `/rider/${rider.id}/shift`, admin, { onShift: false })
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(RIDER_MESSAGES.shiftEndWithOrders(rider.name, [sent.number]))
    expect(res.json.ErrorMessage).toContain(sent.number)
  })

  it('lets a board employee start and end the shifts of their branch’s riders only, audited', async () => {
    const rider = await newRider(1, false)
    const start = await api('PUT', `/rider/${rider.id}/shift`, boardOnly, { onShift: true })
    expect(start.status, start.text).toBe(200)
    expect(start.json.Data.onShift).toBe(true)
    expect(start.json.Data.shiftStartedAt).not.toBeNull()
    const end = await api('PUT', `/rider/${rider.id}/shift`, boardOnly, { onShift: false })
    expect(end.json.Data).toMatchObject({ onShift: false, shiftStartedAt: null })
    const events = await api('GET', `/audit?module=rider&recordId=${rider.id}`, admin)
    expect(events.json.Data.map((e: { action: string }) => e.action)).toEqual([
      'shift_end',
      'shift_start',
      'create',
    ])
    const elsewhere = await newRider(2, false)
    expect(
      (await api('PUT', `/rider/${elsewhere.id}/shift`, boardOnly, { onShift: true })).status,
    ).toBe(404)
    // Without rider View, the records themselves stay closed.
    expect((await api('GET', `/rider/${rider.id}`, boardOnly)).status).toBe(403)
  })

  it('refuses to start the shift of an inactive rider', async () => {
    const rider = await newRider(1, false)
    await api('PUT', `/rider/${rider.id}`, admin, {
      name: rider.name,
      phone: rider.phone,
      branchId: 1,
      vehicle: 'car',
      isActive: false,
      version: rider.version,
    })
    const res = await api('PUT', `/rider/${rider.id}/shift`, admin, { onShift: true })
    expect(res.status).toBe(422)
    expect(res.json.ErrorMessage).toBe(RIDER_MESSAGES.shiftInactive(rider.name))
  })
})

describe('settling cash', () => {
  async function riderHolding() {
    const rider = await newRider(1)
    const sent = (await sendOut(await readyOrder(1, 'cash'), rider.id)).json.Data as Order
    await api('PUT', `/order/${sent.id}/status`, admin, {
      status: 'delivered',
      version: sent.version,
    })
    return { rider, held: sent.total }
  }
  const settle = (
    id: number,
    body: unknown,
    idempotencyKey: string | null = key(),
    token = branch,
  ) =>
    api(
      'POST',
      `/rider/${id}/settlements`,
      token,
      body,
      idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {},
    )

  it('records what was expected, what was counted and the difference; the rider then holds nothing', async () => {
    const { rider, held } = await riderHolding()
    const res = await settle(rider.id, { amount: held })
    expect(res.status, res.text).toBe(201)
    const s = riderSettlementSchema.parse(res.json.Data)
    expect(s).toMatchObject({
      expected: held,
      amount: held,
      difference: '0.00',
      note: '',
      riderId: rider.id,
    })
    expect(s.employeeName).toBe('Karim Khoury')
    expect((await api('GET', `/rider/${rider.id}`, admin)).json.Data.cashHeld).toBe('0.00')
    const events = await api('GET', `/audit?module=rider&recordId=${rider.id}&action=settle`, admin)
    expect(events.json.Data).toHaveLength(1)
  })

  it('needs a note when the cash counted differs (400 Errors.note), then keeps the difference', async () => {
    const { rider, held } = await riderHolding()
    // Counted over what is held: a drawn order may total less than $1.50 (points, a coupon).
    const over = centsToMoney(moneyToCents(held) + 150)
    const refused = await settle(rider.id, { amount: over })
    expect(refused.status).toBe(400)
    expect(refused.json.Errors).toEqual({ note: CASH_COUNT_MESSAGES.noteRequired })
    expect((await api('GET', `/rider/${rider.id}`, admin)).json.Data.cashHeld).toBe(held)
    const res = await settle(rider.id, { amount: over, note: 'A tip the customer left' })
    expect(res.status).toBe(201)
    expect(res.json.Data).toMatchObject({ expected: held, amount: over, difference: '1.50' })
  })

  it('makes one settlement of a key sent twice (a double click), answering the first again', async () => {
    const { rider, held } = await riderHolding()
    const once = key()
    const [a, b] = await Promise.all([
      settle(rider.id, { amount: held }, once),
      settle(rider.id, { amount: held }, once),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(b.json.Data).toEqual(a.json.Data)
    const list = await api('GET', `/rider/${rider.id}/settlements`, branch)
    expect(list.json.TotalCount).toBe(1)
    const missing = await settle(rider.id, { amount: '0.00' }, null)
    expect(missing.status).toBe(400)
    expect(missing.json.Errors).toHaveProperty(IDEMPOTENCY_KEY_HEADER)
  })

  it('lists settlements newest first; a board employee may settle their branch’s riders', async () => {
    const { rider, held } = await riderHolding()
    expect((await settle(rider.id, { amount: held }, key(), boardOnly)).status).toBe(201)
    expect((await settle(rider.id, { amount: '0.00' }, key(), boardOnly)).status).toBe(201)
    const list = await api('GET', `/rider/${rider.id}/settlements`, boardOnly)
    expect(list.json.Data.map((s: { expected: string }) => s.expected)).toEqual(['0.00', held])
    expect((await settle(rider.id, { amount: '0.00' }, key(), viewer)).status).toBe(403)
  })
})

describe('changing and deleting riders', () => {
  it('creates in E.164, refuses another branch than the employee’s, and a stale version', async () => {
    const body3 = { name: 'Hadi Mansour', phone: '+96176111222', branchId: 3, vehicle: 'car' }
    // Branch operations has no rider Add.
    expect((await api('POST', '/rider', branch, body3)).status).toBe(403)
    const keeper = await signInNewStaff(
      mock,
      'rider-keeper@staff.test',
      [{ key: 'rider', actions: ['View', 'Add', 'Update', 'Delete'] }],
      [1],
    )
    const outside = await api('POST', '/rider', keeper, body3)
    expect(outside.status).toBe(422)
    expect(outside.json.Errors).toHaveProperty('branchId')
    expect((await api('POST', '/rider', keeper, { ...body3, branchId: 1 })).status).toBe(201)
    const local = await api('POST', '/rider', admin, {
      name: 'Hadi Mansour',
      phone: '76 111 222',
      branchId: 1,
      vehicle: 'motorbike',
    })
    expect(local.status).toBe(400)
    expect(local.json.Errors).toHaveProperty('phone')
    const rider = await newRider(1, false)
    const body = {
      name: 'Renamed',
      phone: rider.phone,
      branchId: 1,
      vehicle: 'car',
      isActive: true,
    }
    expect(
      (await api('PUT', `/rider/${rider.id}`, branch, { ...body, version: rider.version })).status,
    ).toBe(200)
    const stale = await api('PUT', `/rider/${rider.id}`, branch, {
      ...body,
      version: rider.version,
    })
    expect(stale.status).toBe(409)
  })

  it('refuses to delete a rider with orders on the road or cash not settled, in words', async () => {
    const rider = await newRider(1)
    // A cash order with cash to collect: a drawn one may be paid in full from the wallet.
    let ready = await readyOrder(1, 'cash')
    for (let draws = 1; moneyToCents(ready.cashDue) === 0 && draws < 30; draws++)
      ready = await readyOrder(1, 'cash')
    expect(moneyToCents(ready.cashDue)).toBeGreaterThan(0)
    const sent = (await sendOut(ready, rider.id)).json.Data as Order
    const busy = await api('DELETE', `/rider/${rider.id}`, admin)
    expect(busy.status).toBe(422)
    expect(busy.json.ErrorMessage).toBe(RIDER_MESSAGES.busyWithOrders(rider.name, [sent.number]))
    await api('PUT', `/order/${sent.id}/status`, admin, {
      status: 'delivered',
      version: sent.version,
    })
    const holding = await api('DELETE', `/rider/${rider.id}`, admin)
    expect(holding.status).toBe(422)
    expect(holding.json.ErrorMessage).toBe(RIDER_MESSAGES.deleteWithCash(rider.name, sent.cashDue))
    // Pounds below zero (change given out of the rider's own pocket) are cash not settled too.
    const owed = await newRider(1, false)
    const row = mock.store.table(TABLE.rider).get(owed.id)!
    mock.store.table(TABLE.rider).put(owed.id, { ...row, cashHeld: '0.00', cashHeldLbp: -45_000 })
    const owing = await api('DELETE', `/rider/${owed.id}`, admin)
    expect(owing.status).toBe(422)
    expect(owing.json.ErrorMessage).toBe(
      `${owed.name} still holds −45,000 LBP of cash. Settle it first; deactivating the rider is the usual way to stop them riding.`,
    )
    const fresh = await newRider(1, false)
    expect((await api('DELETE', `/rider/${fresh.id}`, admin)).status).toBe(200)
    expect((await api('GET', `/rider/${fresh.id}`, admin)).status).toBe(404)
  })
})

describe('the audit trail', () => {
  it("shows an employee of branch 1 its riders' events only", async () => {
    const auditor = await signInNewStaff(
      mock,
      'rider-auditor@staff.test',
      [{ key: 'audit', actions: ['View'] }],
      [1],
    )
    await newRider(3, true, 'Tripoli')
    const mine = await newRider(1, true, 'Hamra')
    const events = (await api('GET', '/audit?module=rider&pageSize=100', auditor)).json.Data as {
      branchId: number | null
      recordId: number
    }[]
    expect(events.length).toBeGreaterThan(0)
    expect(events.every((e) => e.branchId === 1)).toBe(true)
    expect(events.map((e) => e.recordId)).toContain(mine.id)
  })
})

describe('the palette', () => {
  it("finds riders by name and by phone typed any way, of the employee's branches only", async () => {
    const mine = riderRows().find((r) => r.branchId === 1 && r.phone.startsWith('+96170'))!
    const local = `070 ${mine.phone.slice(6, 9)} ${mine.phone.slice(9)}`
    for (const q of [mine.name.split(' ')[1]!, local]) {
      const hits = (await api('GET', `/search?q=${encodeURIComponent(q)}`, branch)).json.Data
      expect(hits, q).toContainEqual(
        expect.objectContaining({ type: 'rider', id: mine.id, route: `/rider/${mine.id}/edit` }),
      )
    }
    const theirs = riderRows().find((r) => r.branchId === 3)!
    const hits = (await api('GET', `/search?q=${encodeURIComponent(theirs.name)}`, branch)).json
      .Data
    expect(hits.filter((h: { type: string }) => h.type === 'rider')).toEqual([])
    const viewerHits = (await api('GET', `/search?q=${encodeURIComponent(theirs.name)}`, viewer))
      .json.Data
    expect(viewerHits[0]).toMatchObject({
      type: 'rider',
      id: theirs.id,
      route: `/rider/${theirs.id}`,
    })
  })
})

describe('the board', () => {
  it('carries the active riders of its branches, with the orders they carry', async () => {
    const res = await api('GET', '/branch-orders/board', branch)
    const riders = res.json.Data.riders as {
      branchId: number
      isActive: boolean
      id: number
      activeOrders: number
    }[]
    expect(riders.length).toBeGreaterThan(0)
    expect(new Set(riders.map((r) => r.branchId))).toEqual(new Set([1, 2]))
    expect(riders.every((r) => r.isActive)).toBe(true)
    const onRoad = res.json.Data.orders.filter((o: Order) => o.status === 'out_for_delivery')
    for (const r of riders) {
      expect(r.activeOrders).toBe(onRoad.filter((o: Order) => o.rider?.id === r.id).length)
    }
  })

  it('numbers a shift change as a change of its branch’s board (the live channel)', async () => {
    const rider = await newRider(2, false)
    const before = (await api('GET', '/branch-orders/board', branch)).json.Data.live.sequences['2']
    await api('PUT', `/rider/${rider.id}/shift`, branch, { onShift: true })
    const after = (await api('GET', '/branch-orders/board', branch)).json.Data.live.sequences['2']
    expect(after).toBe(before + 1)
  })
})
