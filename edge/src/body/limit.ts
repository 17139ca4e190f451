/** How much of a body left unread the mock and the worker read and drop before answering (see readAtMost, releaseBodyAfterAnswer). */
export const REFUSED_BODY_DRAIN_BYTES = 32 * 1024 * 1024

/** The request's Content-Length, when it declares a valid one. */
function declaredLength(request: Request): number | undefined {
  const declared = request.headers.get('content-length')
  return declared !== null && /^\s*\d+\s*$/.test(declared) ? Number(declared) : undefined
}

/**
 * Reads and drops a request's body, up to `budget` bytes, then cancels what
 * is left; a body declared larger than the budget is cancelled unread.
 */
export async function discardBody(request: Request, budget: number): Promise<void> {
  const declared = declaredLength(request)
  if (declared !== undefined && declared > budget) await request.body?.cancel().catch(() => {})
  else await drain(request.body, budget)
}

/**
 * Reads a request body whole, but never more than `max` bytes: a declared
 * Content-Length above it is refused unread, and a body without one (chunked)
 * is read through a byte counter that stops as soon as the count goes past
 * `max`. Answers the bytes, or null when the body is too large.
 *
 * A refused body is cancelled, unless `drainUpTo` says how much of it may be
 * read and thrown away first: answering before the client has sent its body
 * leaves the rest on the connection, and wrangler dev's local proxy then stalls
 * the next request on it (seen: 40 s). The mock drains; beyond `drainUpTo` it
 * still cancels.
 */
export async function readAtMost(
  request: Request,
  max: number,
  { drainUpTo = 0 }: { drainUpTo?: number } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declaredBytes = declaredLength(request)
  if (declaredBytes !== undefined && declaredBytes > max) {
    await discardBody(request, drainUpTo)
    return null
  }
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let seen = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    seen += value.byteLength
    if (seen > max) {
      reader.releaseLock()
      await drain(request.body, drainUpTo - seen)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(seen)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** Reads and drops up to `budget` more bytes of a body, then cancels what is left, if any. */
async function drain(body: ReadableStream<Uint8Array> | null, budget: number): Promise<void> {
  if (!body) return
  const reader = body.getReader()
  let left = budget
  try {
    while (left >= 0) {
      const { done, value } = await reader.read()
      if (done) return
      left -= value.byteLength
    }
    await reader.cancel()
  } catch {
    // A client that went away: nothing left to drain.
  }
}
