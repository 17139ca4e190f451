import { API_ERRORS } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * Whoever may reject an order picks a rejection reason from the list, so
 * order Update or branch-orders Update lists the reasons without rejection
 * View; neither opens, creates, changes or deletes a reason.
 */
let mock: TestMock
let admin: string
const api = (method: string, path: string, token: string, body?: unknown) =>
  mock.call(method, path, { token, body })

let orderDesk: string // order View/Update
let branchDesk: string // branch-orders View/Update
let boardViewer: string // branch-orders View only
beforeAll(async () => {
  mock = await openTestMock({ orders: 50 })
  admin = await mock.signIn('admin@demo.test')
  orderDesk = await signInNewStaff(mock, 'order-desk@staff.test', [
    { key: 'order', actions: ['View', 'Update'] },
  ])
  branchDesk = await signInNewStaff(mock, 'branch-desk@staff.test', [
    { key: 'branch-orders', actions: ['View', 'Update'] },
  ])
  boardViewer = await signInNewStaff(mock, 'board-viewer@staff.test', [
    { key: 'branch-orders', actions: ['View'] },
  ])
}, 60_000)

describe('rejection reasons for those who reject orders', () => {
  it('lists the reasons with order or branch-orders Update, the same list an admin gets', async () => {
    const query = '/rejection?pageSize=100&isActive=true'
    const all = await api('GET', query, admin)
    expect(all.status).toBe(200)
    expect(all.json.TotalCount).toBeGreaterThan(0)
    for (const token of [orderDesk, branchDesk]) {
      const res = await api('GET', query, token)
      expect(res.status).toBe(200)
      expect(res.json).toEqual(all.json)
    }
  })

  it('refuses the list to a role that only views the board', async () => {
    const res = await api('GET', '/rejection', boardViewer)
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
  })

  it('does not open, create, update or delete a reason', async () => {
    const first = (await api('GET', '/rejection?pageSize=1', admin)).json.Data[0]
    const input = { text: first.text, textAr: first.textAr, isActive: true, sortOrder: 1 }
    const refused = [
      await api('GET', `/rejection/${first.id}`, orderDesk),
      await api('POST', '/rejection', branchDesk, { ...input, text: 'Mine now' }),
      await api('PUT', `/rejection/${first.id}`, orderDesk, { ...input, version: first.version }),
      await api('DELETE', `/rejection/${first.id}`, branchDesk),
    ]
    for (const res of refused) {
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ ErrorMessage: API_ERRORS.forbidden })
    }
    expect((await api('GET', `/rejection/${first.id}`, admin)).json.Data).toEqual(first)
  })
})
