import { describe, expect, it } from 'vitest'
import { readAtMost } from './limit'

function chunked(total: number, chunk = 1000) {
  let pulled = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const size = Math.min(chunk, total - pulled)
      pulled += size
      controller.enqueue(new Uint8Array(size).fill(7))
    },
    cancel() {
      cancelled = true
    },
  })
  return { stream, pulled: () => pulled, cancelled: () => cancelled }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('readAtMost', () => {
  it('answers the whole body when it fits, exactly at the limit too', async () => {
    const source = chunked(10_000)
    const bytes = await readAtMost(post(source.stream), 10_000)
    expect(bytes?.byteLength).toBe(10_000)
    expect(bytes?.every((b) => b === 7)).toBe(true)
  })

  it('stops a chunked body one chunk past the limit and cancels it', async () => {
    const source = chunked(1_000_000)
    expect(await readAtMost(post(source.stream), 10_000)).toBeNull()
    expect(source.pulled()).toBeLessThanOrEqual(10_000 + 3 * 1000)
    expect(source.cancelled()).toBe(true)
  })

  it('refuses a declared Content-Length above the limit without reading', async () => {
    const request = post('x'.repeat(20), { 'Content-Length': '20' })
    expect(await readAtMost(request, 10)).toBeNull()
  })

  it('answers no bytes for a request without a body', async () => {
    const bytes = await readAtMost(new Request('http://127.0.0.1/x'), 10)
    expect(bytes?.byteLength).toBe(0)
  })
})

describe('readAtMost with drainUpTo', () => {
  it('reads a refused chunked body to its end, within the drain budget, and still refuses it', async () => {
    const source = chunked(50_000)
    expect(await readAtMost(post(source.stream), 10_000, { drainUpTo: 100_000 })).toBeNull()
    expect(source.pulled()).toBe(50_000)
    expect(source.cancelled()).toBe(false)
  })

  it('reads a declared-too-large body to its end when it fits the drain budget', async () => {
    const source = chunked(20_000)
    const request = post(source.stream, { 'Content-Length': '20000' })
    expect(await readAtMost(request, 10_000, { drainUpTo: 100_000 })).toBeNull()
    expect(source.pulled()).toBe(20_000)
  })

  it('cancels what lies beyond the drain budget', async () => {
    const source = chunked(1_000_000)
    expect(await readAtMost(post(source.stream), 10_000, { drainUpTo: 30_000 })).toBeNull()
    expect(source.pulled()).toBeLessThanOrEqual(30_000 + 3 * 1000)
    expect(source.cancelled()).toBe(true)
  })
})
