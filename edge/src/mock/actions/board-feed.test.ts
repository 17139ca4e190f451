import { BOARD_EVENTS_HELD, branchOrdersBoardSchema, formatBoardCursor } from 'contracts'
import type { BoardLive } from 'contracts'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * The board's live channel: per-branch numbers, what a reconnecting board
 * missed, a refresh when it is too far behind or on another feed, the
 * employee's branches only.
 */
let mock: TestMock
let branch: string // branches 1 and 2
let desk: string // branch 1 only, branch-orders View/Update
beforeAll(async () => {
  mock = await openTestMock({ orders: 300 })
  branch = await mock.signIn('branch@demo.test')
  desk = await signInNewStaff(
    mock,
    'feed-desk@staff.test',
    [{ key: 'branch-orders', actions: ['View', 'Update'] }],
    [1],
  )
}, 60_000)

interface Received {
  event: string
  id: string | undefined
  data: Record<string, unknown>
}

const open: ReadableStreamDefaultReader<Uint8Array>[] = []
afterEach(async () => {
  for (const reader of open.splice(0)) await reader.cancel()
})

/** Opens the channel; `next(n)` reads until n events (comments skipped) have come. */
async function connect(token: string, query: string) {
  const res = await mock.app.request(`/branch-orders/events${query}`, {
    headers: { Authorization: `Employee ${token}` },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
  const reader = res.body!.getReader()
  open.push(reader)
  const decoder = new TextDecoder()
  let buffer = ''
  const received: Received[] = []
  let done = false
  const next = async (count: number) => {
    while (received.length < count && !done) {
      const chunk = await reader.read()
      if (chunk.done) {
        done = true
        break
      }
      buffer += decoder.decode(chunk.value, { stream: true })
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = new Map<string, string>()
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue
          const at = line.indexOf(': ')
          fields.set(line.slice(0, at), line.slice(at + 2))
        }
        if (fields.has('event')) {
          received.push({
            event: fields.get('event')!,
            id: fields.get('id'),
            data: JSON.parse(fields.get('data')!),
          })
        }
      }
    }
    return received.slice(0, count)
  }
  return { next, received, ended: () => done }
}

async function live(token: string, query = ''): Promise<BoardLive> {
  const res = await mock.call('GET', `/branch-orders/board${query}`, { token })
  return branchOrdersBoardSchema.parse(res.json.Data).live!
}
const since = (l: BoardLive) => `?feed=${l.feed}&after=${formatBoardCursor(l.sequences)}`

async function pendingOf(branchId: number) {
  const res = await mock.call('GET', `/branch-orders/board?branchId=${branchId}`, { token: branch })
  type Card = { id: number; status: string; version: number; acknowledgedAt: string | null }
  return (res.json.Data.orders as Card[]).filter(
    (o) => o.status === 'pending' && o.acknowledgedAt === null,
  )
}
const acknowledge = (id: number, token = branch) =>
  mock.call('POST', `/branch-orders/${id}/acknowledge`, { token })

describe('the live channel', () => {
  it('sends each change of the employee’s branches as it happens, numbered per branch', async () => {
    const start = await live(branch)
    expect(Object.keys(start.sequences).sort()).toEqual(['1', '2'])
    const stream = await connect(branch, since(start))
    expect((await stream.next(1))[0]!.event).toBe('ready')
    const [one] = await pendingOf(1)
    const [two] = await pendingOf(2)
    await acknowledge(one!.id)
    await acknowledge(two!.id)
    const events = (await stream.next(3)).slice(1)
    expect(events.map((e) => [e.event, e.id])).toEqual([
      ['order', `1:${start.sequences['1']! + 1}`],
      ['order', `2:${start.sequences['2']! + 1}`],
    ])
    expect(events[0]!.data).toMatchObject({
      feed: start.feed,
      branchId: 1,
      orderId: one!.id,
      order: { id: one!.id, status: 'pending', acknowledgedAt: expect.any(String) },
    })
    // The board's answer moves on with the numbers.
    const after = await live(branch)
    expect(after.sequences).toEqual({
      '1': start.sequences['1']! + 1,
      '2': start.sequences['2']! + 1,
    })
  })

  it('sends an order that leaves the board as null, and the pause switch as the branch', async () => {
    const stream = await connect(desk, since(await live(desk)))
    await stream.next(1)
    const [order] = await pendingOf(1)
    await mock.call('PUT', `/order/${order!.id}/status`, {
      token: desk,
      body: { status: 'rejected', version: order!.version, rejectionReasonId: 1 },
    })
    await mock.call('PUT', '/branch/1/accepting', { token: desk, body: { acceptingOrders: false } })
    await mock.call('PUT', '/branch/1/accepting', { token: desk, body: { acceptingOrders: true } })
    const events = (await stream.next(4)).slice(1)
    expect(events.map((e) => e.event)).toEqual(['order', 'branch', 'branch'])
    expect(events[0]!.data).toMatchObject({ orderId: order!.id, order: null })
    expect(events[1]!.data).toMatchObject({ branch: { id: 1, acceptingOrders: false } })
  })

  it('sends a deleted rider as inactive, so the pickers of their branch drop them', async () => {
    const admin = await mock.signIn('admin@demo.test')
    const made = await mock.call('POST', '/rider', {
      token: admin,
      body: { name: 'Feed Rider', phone: '+96170123456', branchId: 1, vehicle: 'car' },
    })
    expect(made.status).toBe(201)
    const stream = await connect(desk, since(await live(desk)))
    await stream.next(1)
    const gone = await mock.call('DELETE', `/rider/${made.json.Data.id}`, { token: admin })
    expect(gone.status).toBe(200)
    const [, event] = await stream.next(2)
    expect(event).toMatchObject({
      event: 'rider',
      data: { branchId: 1, rider: { id: made.json.Data.id, isActive: false } },
    })
  })

  it('covers only the employee’s branches, or the one chosen; another branch is a 404', async () => {
    const stream = await connect(desk, since(await live(desk)))
    await stream.next(1)
    const [other] = await pendingOf(2)
    await acknowledge(other!.id)
    const [mine] = await pendingOf(1)
    await acknowledge(mine!.id)
    const [, event] = await stream.next(2)
    expect(event!.data).toMatchObject({ branchId: 1, orderId: mine!.id })
    const refused = await mock.call('GET', '/branch-orders/events?branchId=2', { token: desk })
    expect(refused.status).toBe(404)
    const unsigned = await mock.call('GET', '/branch-orders/events')
    expect(unsigned.status).toBe(401)
  })

  it('gives a board that reconnects with its last numbers what it missed, in order', async () => {
    const before = await live(branch)
    const pause = (id: number, acceptingOrders: boolean) =>
      mock.call('PUT', `/branch/${id}/accepting`, { token: branch, body: { acceptingOrders } })
    await pause(1, false)
    await pause(2, false)
    await pause(1, true)
    await pause(2, true)
    const stream = await connect(branch, since(before))
    const events = await stream.next(5)
    const [one, two] = [before.sequences['1']!, before.sequences['2']!]
    expect(events.map((e) => e.id ?? e.event)).toEqual([
      `1:${one + 1}`,
      `2:${two + 1}`,
      `1:${one + 2}`,
      `2:${two + 2}`,
      'ready',
    ])
    // Nothing twice: from the numbers now, nothing is missed.
    const again = await connect(branch, since(await live(branch)))
    expect((await again.next(1)).map((e) => e.event)).toEqual(['ready'])
  })

  it('tells a board too far behind, or of another feed, to read itself again, and ends', async () => {
    const before = await live(desk)
    // More changes than the feed holds (a branch's pause switch, back and forth).
    for (let i = 0; i < BOARD_EVENTS_HELD + 1; i++) {
      await mock.call('PUT', '/branch/1/accepting', {
        token: desk,
        body: { acceptingOrders: i % 2 === 1 },
      })
    }
    for (const query of [
      since(before),
      '?feed=another&after=1:0',
      `?feed=${before.feed}&after=1:999999`,
    ]) {
      const stream = await connect(desk, query)
      const events = await stream.next(2)
      expect(events.map((e) => e.event)).toEqual(['refresh'])
      expect(stream.ended()).toBe(true)
    }
    // Within what it holds, a reconnect is still a replay.
    const recent = await live(desk)
    const stream = await connect(desk, `?feed=${recent.feed}&after=1:${recent.sequences['1']! - 1}`)
    expect((await stream.next(2)).map((e) => e.event)).toEqual(['branch', 'ready'])
  }, 30_000)
})
