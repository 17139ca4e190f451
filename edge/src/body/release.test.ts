import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { countingStream } from '../mock/testing'
import { REFUSED_BODY_DRAIN_BYTES } from './limit'
import { releaseBodyAfterAnswer } from './release'

/**
 * An app whose routes answer in every way there is, behind the release:
 * a middleware that refuses, a handler that answers without reading, one
 * that throws (onError), one that throws something that is not an Error,
 * the not-found handler, and a handler that reads the body itself.
 */
function app() {
  const app = new Hono()
  app.use(releaseBodyAfterAnswer())
  app.use('/refused/*', async (c) => c.json({ refused: true }, 403))
  app.post('/early', (c) => c.json({ early: true }, 401))
  app.post('/throws', () => {
    throw new Error('a bug')
  })
  app.post('/throws-string', () => {
    throw 'not an Error'
  })
  app.post('/reads', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
  app.onError((_error, c) => c.json({ failed: true }, 500))
  return app
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers = {}) =>
  app().request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

describe('releaseBodyAfterAnswer', () => {
  it.each([
    ['a middleware', '/refused/x', 403],
    ['a handler that does not read it', '/early', 401],
    ['onError', '/throws', 500],
    ['the not-found handler', '/nowhere', 404],
  ])('reads the body to its end when %s answers', async (_who, path, status) => {
    const body = countingStream(300_000)
    const res = await post(path, body.stream)
    expect(res.status).toBe(status)
    expect(body.pulled()).toBe(300_000)
    expect(body.cancelled()).toBe(false)
  })

  it('reads the body also when something that is not an Error is thrown', async () => {
    const body = countingStream(300_000)
    await expect(post('/throws-string', body.stream)).rejects.toBe('not an Error')
    expect(body.pulled()).toBe(300_000)
  })

  it('leaves a body the handler read alone', async () => {
    const body = countingStream(300_000)
    const res = await post('/reads', body.stream)
    expect(await res.json()).toEqual({ bytes: 300_000 })
  })

  it('reads no more than the drain budget, and cancels the rest', async () => {
    const body = countingStream(2 * REFUSED_BODY_DRAIN_BYTES)
    expect((await post('/early', body.stream)).status).toBe(401)
    expect(body.pulled()).toBeGreaterThanOrEqual(REFUSED_BODY_DRAIN_BYTES)
    expect(body.pulled()).toBeLessThanOrEqual(REFUSED_BODY_DRAIN_BYTES + 4 * body.chunk)
    expect(body.cancelled()).toBe(true)
  })

  it('cancels a body declared larger than the budget without reading it', async () => {
    const body = countingStream(2 * REFUSED_BODY_DRAIN_BYTES)
    const declared = { 'Content-Length': String(2 * REFUSED_BODY_DRAIN_BYTES) }
    expect((await post('/early', body.stream, declared)).status).toBe(401)
    expect(body.pulled()).toBeLessThanOrEqual(4 * body.chunk)
    expect(body.cancelled()).toBe(true)
  })
})
