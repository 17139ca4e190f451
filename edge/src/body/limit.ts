/**
 * Reads a request body whole, but never more than `max` bytes: a declared
 * Content-Length above it is refused unread, and a body without one (chunked)
 * is read through a byte counter that cancels the stream as soon as the count
 * goes past `max`. Answers the bytes, or null when the body is too large.
 */
export async function readAtMost(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\s*\d+\s*$/.test(declared) && Number(declared) > max) {
    await request.body?.cancel().catch(() => undefined)
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
      await reader.cancel().catch(() => undefined)
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
