import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

let mock: TestMock
let admin: string
let viewer: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  viewer = await mock.signIn('viewer@demo.test')
}, 60_000)
const api = (method: string, path: string, body?: unknown, token = admin) =>
  mock.call(method, path, { token, body })

type Customer = {
  id: number
  version: number
  createdAt: string
  isBlocked: boolean
  blockedReason: string
  blockedAt: string | null
  blockedById: number | null
  blockedByName: string | null
  walletBalance: string
}
const customers = async (query: string) =>
  (await api('GET', `/customer?pageSize=100&${query}`)).json.Data as Customer[]

describe('customer block and unblock', () => {
  it('needs a reason, and keeps it with who blocked and when', async () => {
    const [c] = await customers('isBlocked=false')
    const refused = await api('PUT', `/customer/${c!.id}/block`, { version: c!.version })
    expect(refused.status).toBe(400)
    expect(refused.json.Errors).toEqual({ reason: 'Reason is required' })

    const blocked = await api('PUT', `/customer/${c!.id}/block`, {
      version: c!.version,
      reason: 'Abusive to drivers',
    })
    expect(blocked.status).toBe(200)
    expect(blocked.json.Data).toMatchObject({
      isBlocked: true,
      blockedReason: 'Abusive to drivers',
      blockedByName: 'Rania Haddad',
    })
    expect(Date.parse(blocked.json.Data.blockedAt)).toBeGreaterThan(Date.now() - 60_000)

    const unblocked = await api('PUT', `/customer/${c!.id}/unblock`, {
      version: blocked.json.Data.version,
    })
    expect(unblocked.json.Data).toMatchObject({
      isBlocked: false,
      blockedReason: '',
      blockedAt: null,
      blockedById: null,
      blockedByName: null,
    })
  })

  it('the seed says who blocked its blocked customers and when', async () => {
    const blocked = await customers('isBlocked=true')
    expect(blocked.length).toBeGreaterThan(0)
    for (const c of blocked) {
      expect(c.blockedReason).not.toBe('')
      expect(c.blockedByName).toMatch(/\w+ \w+/)
      expect(Date.parse(c.blockedAt!)).toBeGreaterThanOrEqual(Date.parse(c.createdAt))
    }
  })
})

describe('customer list filters', () => {
  it('has wallet balance: above zero, or empty', async () => {
    const withBalance = await customers('hasWalletBalance=true')
    expect(withBalance.length).toBeGreaterThan(0)
    expect(withBalance.every((c) => Number(c.walletBalance) > 0)).toBe(true)
    const empty = await customers('hasWalletBalance=false')
    expect(empty.length).toBeGreaterThan(0)
    expect(empty.every((c) => c.walletBalance === '0.00')).toBe(true)
  })

  it('signed up in a day range, both days included', async () => {
    const all = await customers('sort=createdAt:desc')
    const day = all[10]!.createdAt.slice(0, 10)
    const inDay = await customers(`signedUpFrom=${day}&signedUpTo=${day}`)
    expect(inDay.length).toBeGreaterThan(0)
    expect(inDay.every((c) => c.createdAt.slice(0, 10) === day)).toBe(true)
    const res = await api('GET', `/customer?signedUpFrom=yesterday`)
    expect(res.status).toBe(400)
  })
})

describe('customer notes', () => {
  it('keeps the author and time, newest first; a viewer reads but may not write', async () => {
    const [c] = await customers('isBlocked=false')
    const path = `/customer/${c!.id}/notes`
    const first = await api('POST', path, { text: 'Prefers a call before delivery' })
    expect(first.status).toBe(201)
    expect(first.json.Data).toMatchObject({
      customerId: c!.id,
      text: 'Prefers a call before delivery',
      authorName: 'Rania Haddad',
    })
    await api('POST', path, { text: 'Asked for no cutlery' })
    const read = await api('GET', path, undefined, viewer)
    expect(read.status).toBe(200)
    expect(read.json.Data.map((n: { text: string }) => n.text)).toEqual([
      'Asked for no cutlery',
      'Prefers a call before delivery',
    ])
    expect((await api('POST', path, { text: 'Hello' }, viewer)).status).toBe(403)
    expect((await api('POST', path, { text: '   ' })).json.Errors).toEqual({
      text: 'Note is required',
    })
  })
})
