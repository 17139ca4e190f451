import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'

/** Banners and coupons filter on their schedule status at the mock's own clock. */
let mock: TestMock
let marketing: string
let now = Date.parse('2026-07-15T12:00:00.000Z')
beforeAll(async () => {
  mock = await openTestMock({ now: () => now })
  marketing = await mock.signIn('marketing@demo.test')
}, 60_000)
const api = (method: string, path: string, body?: unknown) =>
  mock.call(method, path, { token: marketing, body })

const hour = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

describe('the status filter of banners and coupons', () => {
  it('lists each banner under the status it has now, and moves it when its start passes', async () => {
    const tag = `Schedule ${Date.now()}`
    const banner = (name: string, startsAt: number, endsAt: number | null, isActive = true) => ({
      title: `${tag} ${name}`,
      titleAr: 'لافتة',
      imageUrl: '/api/uploads/banner.png',
      startsAt: iso(startsAt),
      endsAt: endsAt === null ? null : iso(endsAt),
      isActive,
    })
    for (const body of [
      banner('soon', now + hour, null),
      banner('running', now - hour, now + hour),
      banner('over', now - 2 * hour, now - hour),
      banner('off', now - hour, null, false),
    ]) {
      expect((await api('POST', '/banner', body)).status).toBe(201)
    }
    const titles = async (status: string) =>
      (
        await api('GET', `/banner?status=${status}&search=${encodeURIComponent(tag)}`)
      ).json.Data.map((b: { title: string }) => b.title.slice(tag.length + 1))
    expect(await titles('scheduled')).toEqual(['soon'])
    expect(await titles('live')).toEqual(['running'])
    expect(await titles('expired')).toEqual(['over'])
    expect(await titles('inactive')).toEqual(['off'])

    now += hour
    expect(await titles('scheduled')).toEqual([])
    expect((await titles('live')).sort()).toEqual(['soon'])
    expect((await titles('expired')).sort()).toEqual(['over', 'running'])
  })

  it('filters coupons the same way', async () => {
    const code = `LIVE${String(Date.now()).slice(-8)}`
    const created = await api('POST', '/coupon', {
      code,
      discountType: 'fixed',
      value: '2.00',
      startsAt: iso(now - hour),
      endsAt: iso(now + hour),
    })
    expect(created.status).toBe(201)
    const codes = async (status: string) =>
      (await api('GET', `/coupon?status=${status}&search=${code}`)).json.Data.map(
        (c: { code: string }) => c.code,
      )
    expect(await codes('live')).toEqual([code])
    expect(await codes('scheduled')).toEqual([])
    expect((await api('GET', '/coupon?status=running')).status).toBe(400)
  })

  it('lets marketing list the branches a banner shows in', async () => {
    expect((await api('GET', '/branch?pageSize=100')).status).toBe(200)
  })
})

describe('a banner’s link', () => {
  it('comes with the name of its target', async () => {
    const product = (await api('GET', '/product?pageSize=1')).json.Data[0]
    const created = await api('POST', '/banner', {
      title: `Linked ${Date.now()}`,
      titleAr: 'لافتة',
      imageUrl: '/api/uploads/banner.png',
      linkType: 'product',
      linkTargetId: product.id,
      startsAt: iso(now),
    })
    expect(created.json.Data).toMatchObject({
      linkTargetId: product.id,
      linkTargetName: product.name,
    })
    const listed = await api('GET', `/banner/${created.json.Data.id}`)
    expect(listed.json.Data.linkTargetName).toBe(product.name)
  })
})
