import { beforeAll, describe, expect, it } from 'vitest'
import { TABLE } from '../rows'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/**
 * Every answer that names a record's branch (`branchName`) names it in Arabic
 * too (`branchNameAr`, the branch's `nameAr`), so the SPA shows an employee who
 * works in Arabic the branch's Arabic name without reading the branch list,
 * which a role may not see.
 */
let mock: TestMock
let admin: string
const arabic = new Map<number, string>()
const english = new Map<number, string>()
const get = async (path: string) => {
  const res = await mock.call('GET', path, { token: admin })
  expect(res.status, path).toBe(200)
  return res.json.Data
}
type Named = { branchId: number; branchName: string; branchNameAr: string }
const expectNamed = (rows: Named[]) => {
  expect(rows.length).toBeGreaterThan(0)
  for (const r of rows) {
    expect(r.branchName).toBe(english.get(r.branchId))
    expect(r.branchNameAr).toBe(arabic.get(r.branchId))
  }
}

beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
  const branches = await get('/branch?pageSize=100')
  for (const b of branches as { id: number; name: string; nameAr: string }[]) {
    arabic.set(b.id, b.nameAr)
    english.set(b.id, b.name)
  }
  // The seed's branches have distinct Arabic names, not their English ones.
  expect(new Set(arabic.values()).size).toBe(arabic.size)
  for (const [id, name] of arabic) expect(name).not.toBe(english.get(id))
}, 60_000)

describe('branchNameAr beside branchName', () => {
  it('names the branch in Arabic on orders, riders, delivery charges and employees', async () => {
    expectNamed(await get('/order?pageSize=20'))
    expectNamed(await get('/rider?pageSize=20'))
    expectNamed(await get('/delivery-charge?pageSize=20'))
    const employees = (await get('/employee?pageSize=100')) as {
      branchIds: number[]
      branchNamesAr: string[]
    }[]
    const limited = employees.filter((e) => e.branchIds.length > 0)
    expect(limited.length).toBeGreaterThan(0)
    for (const e of limited)
      expect(e.branchNamesAr).toEqual(e.branchIds.map((id) => arabic.get(id)))
  })

  it('names the branch in Arabic on the shift report, the closes and the dashboard', async () => {
    expectNamed([await get('/report/shift?branchId=2')])
    const closes = (await get('/report/closes?pageSize=10')) as (Named & { id: number })[]
    expectNamed(closes)
    const close = (await get(`/report/closes/${closes[0]!.id}`)) as Named & { report: Named }
    expectNamed([close, close.report])
    expectNamed((await get('/dashboard')).perBranch)
  })

  it("gives a close saved before closes kept the Arabic name its branch's Arabic name", async () => {
    const closes = mock.store.table(TABLE.shiftClose)
    const saved = [...closes.values()][0]!
    const { branchNameAr: _gone, report, ...old } = saved
    const { branchNameAr: _alsoGone, ...oldReport } = report
    closes.load(String(saved.id), { ...old, report: oldReport } as typeof saved)
    const close = (await get(`/report/closes/${saved.id}`)) as Named & { report: Named }
    expectNamed([close, close.report])
    const listed = (await get(`/report/closes?pageSize=100&branchId=${saved.branchId}`)) as Named[]
    expectNamed(listed)
  })
})
