import { inflateSync } from 'node:zlib'
import { API_PREFIX, PAGE_SIZE_MAX } from 'contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestMock } from '../testing'
import type { TestMock } from '../testing'
import { SEED_IMAGE_KEYS, SEED_IMAGE_SIZE, seedImageUrl } from './images'

let mock: TestMock
let admin: string
beforeAll(async () => {
  mock = await openTestMock()
  admin = await mock.signIn('admin@demo.test')
}, 60_000)

/** Every record of a list (all pages). */
async function everything(path: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const res = await mock.call('GET', `${path}?page=${page}&pageSize=${PAGE_SIZE_MAX}`, {
      token: admin,
    })
    expect(res.status, path).toBe(200)
    out.push(...res.json.Data)
    if (out.length >= res.json.TotalCount) return out
  }
}

/** What the browser gets for an `imageUrl` (the mock sees it without `/api`). */
const fetchImage = (url: string) => mock.app.request(url.slice(API_PREFIX.length))

/** Width, height and RGB pixels of an 8-bit RGB PNG without filters (what the seed draws). */
function decode(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      expect([...data.subarray(8, 10)]).toEqual([8, 2])
    }
    if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  expect(raw.length).toBe(height * (width * 3 + 1))
  return { width, height, raw }
}

describe('seed images', () => {
  it('every catalogue and banner record points at a seed image that answers as a PNG', async () => {
    const urls = new Set<string>()
    for (const path of ['/category', '/subcategory', '/product', '/banner']) {
      for (const record of await everything(path)) urls.add(record.imageUrl as string)
    }
    expect(urls.size).toBeGreaterThanOrEqual(8)
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/uploads\/seed-[a-z]+\.png$/)
      const res = await fetchImage(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('image/png')
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.headers.get('Set-Cookie')).toBeNull()
    }
    // It reads every catalogue record page by page: over 5 s on a loaded two-core machine.
  }, 20_000)

  it('a product shows the picture of its category', async () => {
    const categories = new Map(
      (await everything('/category')).map((c) => [c.id as number, c.imageUrl as string]),
    )
    expect(new Set(categories.values()).size).toBe(categories.size)
    for (const product of await everything('/product')) {
      expect(product.imageUrl).toBe(categories.get(product.categoryId as number))
    }
  })

  it('are square PNGs, each different from the others, and small', async () => {
    const seen = new Set<string>()
    let total = 0
    for (const key of SEED_IMAGE_KEYS) {
      const bytes = new Uint8Array(await (await fetchImage(seedImageUrl(key))).arrayBuffer())
      total += bytes.length
      const { width, height, raw } = decode(bytes)
      expect([width, height]).toEqual([SEED_IMAGE_SIZE, SEED_IMAGE_SIZE])
      // More than one colour: a picture, not a blank.
      const first = raw.subarray(1, 4).join()
      const row = (SEED_IMAGE_SIZE / 2) * (SEED_IMAGE_SIZE * 3 + 1)
      const middle = raw.subarray(
        row + 1 + (SEED_IMAGE_SIZE / 2) * 3,
        row + 4 + (SEED_IMAGE_SIZE / 2) * 3,
      )
      expect(middle.join(), key).not.toBe(first)
      seen.add(raw.toString('base64'))
    }
    expect(seen.size).toBe(SEED_IMAGE_KEYS.length)
    expect(total / SEED_IMAGE_KEYS.length).toBeLessThan(12 * 1024)
  })

  it('an unknown name is still a 404, and other answers are still never cached', async () => {
    const res = await mock.app.request('/uploads/seed-nothing.png')
    expect(res.status).toBe(404)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('survive a reset and are never replaced by an upload', async () => {
    const url = seedImageUrl(SEED_IMAGE_KEYS[0]!)
    const before = new Uint8Array(await (await fetchImage(url)).arrayBuffer())
    decode(before)
    const form = new FormData()
    form.set('file', new Blob([before], { type: 'image/png' }), 'seed-manakish.png')
    const upload = await mock.call('POST', '/upload', { token: admin, raw: form })
    expect(upload.status).toBe(201)
    expect(upload.json.Data.url).not.toBe(url)
    await mock.store.reset()
    const after = await fetchImage(url)
    expect(after.status).toBe(200)
    expect(new Uint8Array(await after.arrayBuffer())).toEqual(before)
  })
})
