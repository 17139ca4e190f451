import type { MiddlewareHandler } from 'hono'
import { REFUSED_BODY_DRAIN_BYTES, discardBody } from './limit'

/**
 * Once anything has answered (a handler, a middleware, the not-found handler,
 * `onError`), reads and drops what the answer left of the request's body, up
 * to REFUSED_BODY_DRAIN_BYTES, and cancels the rest, before the answer goes
 * out. A body already read, or handed on (to a subrequest, which then owns
 * it), is left alone.
 *
 * workerd refuses to read a request's body after its response has been sent:
 * a body still being piped by then (the worker pipes each `/api` request into
 * the mock's Durable Object, which may answer without reading it) throws
 * `Uncaught TypeError: Can't read from request stream after response has
 * been sent.`, which restarts the worker and drops the requests in flight.
 * And a body left unread on the connection stalls the next request on it
 * under wrangler dev (see readAtMost).
 */
export const releaseBodyAfterAnswer = (): MiddlewareHandler =>
  async function releaseBodyAfterAnswer(c, next) {
    try {
      await next()
    } finally {
      const request = c.req.raw
      if (request.body && !request.body.locked && !request.bodyUsed)
        await discardBody(request, REFUSED_BODY_DRAIN_BYTES)
    }
  }
