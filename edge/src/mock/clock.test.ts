import { describe, expect, it } from 'vitest'
import { mockClock } from './open'
import { openTestMock } from './testing'

describe('MOCK_CLOCK_START', () => {
  it('starts the clock at that instant when the mock opens, and runs on from there', () => {
    let real = 1_000_000
    const now = mockClock(' 2026-11-27T21:57:00Z ', () => real)!
    expect(new Date(now()).toISOString()).toBe('2026-11-27T21:57:00.000Z')
    real += 90_500
    expect(new Date(now()).toISOString()).toBe('2026-11-27T21:58:30.500Z')
  })

  it('is the real clock when missing or empty, and refuses what is not an instant', () => {
    expect(mockClock(undefined)).toBeUndefined()
    expect(mockClock('  ')).toBeUndefined()
    expect(() => mockClock('tomorrow')).toThrow(/MOCK_CLOCK_START is not an instant.*tomorrow/)
  })

  it("is the store's clock: the seed ends at it and a new order is placed at it", async () => {
    const now = mockClock('2026-10-24T20:55:00Z')!
    const mock = await openTestMock({ orders: 100, now })
    expect(new Date(mock.store.anchor).toISOString().slice(0, 16)).toBe('2026-10-24T20:55')
    const admin = await mock.signIn('admin@demo.test')
    const res = await mock.call('POST', '/dev/orders', { token: admin, body: { branchId: 1 } })
    expect(res.status, res.text).toBe(201)
    expect(res.json.Data.createdAt.slice(0, 16)).toBe('2026-10-24T20:55')
  }, 60_000)
})
