import { API_ERRORS, PAGE_SIZE_MAX, deliveryChargeResource } from 'contracts'
import type { AuditEvent } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { MOCK_MESSAGES } from '../messages'
import type { Row } from '../rows'
import { openTestMock, signInNewStaff } from '../testing'
import type { TestMock } from '../testing'

/**
 * Delivery charges belong to a branch and are scoped by it, as the contract
 * declares (docs/requirements.md#branch-scope): an employee limited to branch 1 lists
 * only branch 1's charges, another branch's charge is not found by any route,
 * a charge made for (or moved to) another branch is refused at its field, and
 * the activity of another branch's charges is not theirs to read.
 */

let mock: TestMock
let admin: string
/** Delivery charges (every action) and the activity; branch 1 only. */
let limited: string

type Charge = Row & { branchId: number; area: string; version: number }

const charges = async (token: string, query = '') => {
  const res = await mock.call('GET', `/delivery-charge?pageSize=${PAGE_SIZE_MAX}${query}`, {
    token,
  })
  expect(res.status, res.text).toBe(200)
  return res.json as { Data: Charge[]; TotalCount: number }
}
/** The charge's form: the input fields read off the record. */
const inputOf = (charge: Row) =>
  Object.fromEntries(Object.keys(deliveryChargeResource.input.shape).map((k) => [k, charge[k]]))

beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  limited = await signInNewStaff(
    mock,
    'charges-one@staff.test',
    [
      { key: 'delivery-charge', actions: ['View', 'Add', 'Update', 'Delete'] },
      { key: 'audit', actions: ['View'] },
    ],
    [1],
  )
}, 60_000)

describe('delivery charges, scoped by their branch', () => {
  it('lists only the branches of the employee; filtering by another finds nothing', async () => {
    const all = await charges(admin)
    expect(new Set(all.Data.map((c) => c.branchId)).size).toBeGreaterThan(1)
    const mine = await charges(limited)
    expect(mine.TotalCount).toBe(all.Data.filter((c) => c.branchId === 1).length)
    expect(mine.Data.every((c) => c.branchId === 1)).toBe(true)
    expect((await charges(limited, '&branchId=2')).TotalCount).toBe(0)
  })

  it("does not find another branch's charge: read, change and delete are 404, and nothing changes", async () => {
    const other = (await charges(admin)).Data.find((c) => c.branchId !== 1)!
    const path = `/delivery-charge/${other.id}`
    const read = await mock.call('GET', path, { token: limited })
    expect(read.status).toBe(404)
    expect(read.json).toEqual({ ErrorMessage: API_ERRORS.notFound })
    const body = { ...inputOf(other), area: 'Taken over', version: other.version }
    expect((await mock.call('PUT', path, { token: limited, body })).status).toBe(404)
    expect((await mock.call('DELETE', path, { token: limited })).status).toBe(404)
    const after = await mock.call('GET', path, { token: admin })
    expect(after.json.Data).toEqual(other)
  })

  it('refuses a charge made for, or moved to, another branch at its field (422)', async () => {
    const own = (await charges(limited)).Data[0]!
    const refusal = {
      ErrorMessage: MOCK_MESSAGES.unknownReference('branch'),
      Errors: { branchId: MOCK_MESSAGES.unknownReference('branch') },
    }
    const created = await mock.call('POST', '/delivery-charge', {
      token: limited,
      body: { ...inputOf(own), area: 'Elsewhere', branchId: 2 },
    })
    expect(created.status).toBe(422)
    expect(created.json).toEqual(refusal)
    const moved = await mock.call('PUT', `/delivery-charge/${own.id}`, {
      token: limited,
      body: { ...inputOf(own), branchId: 2, version: own.version },
    })
    expect(moved.status).toBe(422)
    expect(moved.json).toEqual(refusal)
  })

  it("makes and changes charges of their own branch; the activity shows those, not another branch's", async () => {
    const own = (await charges(limited)).Data[0]!
    const created = await mock.call('POST', '/delivery-charge', {
      token: limited,
      body: { ...inputOf(own), area: 'Scoped area' },
    })
    expect(created.status, created.text).toBe(201)
    const other = (await charges(admin)).Data.find((c) => c.branchId !== 1)!
    const changed = await mock.call('PUT', `/delivery-charge/${other.id}`, {
      token: admin,
      body: { ...inputOf(other), area: 'Changed elsewhere', version: other.version },
    })
    expect(changed.status, changed.text).toBe(200)

    const activity = async (token: string) => {
      const res = await mock.call('GET', '/audit?module=delivery-charge&pageSize=100', { token })
      expect(res.status, res.text).toBe(200)
      return (res.json.Data as AuditEvent[]).map((e) => e.recordId)
    }
    expect(await activity(admin)).toEqual(expect.arrayContaining([created.json.Data.id, other.id]))
    const seen = await activity(limited)
    expect(seen).toContain(created.json.Data.id)
    expect(seen).not.toContain(other.id)
  })
})
