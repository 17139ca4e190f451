import {
  API_ERRORS,
  UPLOAD_MAX_BYTES,
  uploadRoutes,
  uploadedImageRoute,
  uploadedImageUrl,
} from 'contracts'
import type { Hono } from 'hono'
import { REFUSED_BODY_DRAIN_BYTES, readAtMost } from '../../body/limit'
import { randomToken } from '../auth/passwords'
import { bind } from '../context'
import type { Binding, MockEnv } from '../context'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { seedImage } from '../seed/images'

/** Room for the multipart envelope around a 2 MB file. */
const MULTIPART_SLACK = 64 * 1024

/**
 * A file part of the form (the Workers types say a field is always text; the
 * runtime gives a file part as a File).
 */
const isFile = (v: unknown): v is File =>
  typeof v === 'object' && v !== null && 'arrayBuffer' in v && 'size' in v

/** The image type by its first bytes (magic numbers), whatever the name or declared type say. */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | undefined {
  const at = (i: number) => bytes[i]
  if (
    at(0) === 0x89 &&
    at(1) === 0x50 &&
    at(2) === 0x4e &&
    at(3) === 0x47 &&
    at(4) === 0x0d &&
    at(5) === 0x0a &&
    at(6) === 0x1a &&
    at(7) === 0x0a
  ) {
    return { type: 'image/png', ext: 'png' }
  }
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return { type: 'image/jpeg', ext: 'jpg' }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { type: 'image/webp', ext: 'webp' }
  }
  return undefined
}

/**
 * `POST /upload` (multipart, field `file`): stored in the mock's storage and
 * served at `/uploads/<name>`; the answer's url carries the `/api` prefix
 * the SPA uses.
 */
export const uploadBindings: Binding[] = [
  bind(uploadRoutes.uploadImage, async ({ c, store }) => {
    // Read through a byte counter: a chunked upload stops at the limit, unread beyond it.
    const body = await readAtMost(c.req.raw, UPLOAD_MAX_BYTES + MULTIPART_SLACK, {
      drainUpTo: REFUSED_BODY_DRAIN_BYTES,
    })
    if (!body) throw new ApiFailure(413, MOCK_MESSAGES.uploadTooLarge)
    let form: FormData
    try {
      const type = c.req.header('content-type') ?? ''
      form = await new Response(body, {
        headers: { 'Content-Type': type },
      }).formData()
    } catch {
      throw new ApiFailure(400, MOCK_MESSAGES.uploadMissing, { file: MOCK_MESSAGES.uploadMissing })
    }
    const file: unknown = form.get('file')
    if (!isFile(file)) {
      throw new ApiFailure(400, MOCK_MESSAGES.uploadMissing, { file: MOCK_MESSAGES.uploadMissing })
    }
    if (file.size > UPLOAD_MAX_BYTES) throw new ApiFailure(413, MOCK_MESSAGES.uploadTooLarge)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = sniffImage(bytes)
    // Not an image by its bytes: a bad field like any other (400), whatever it claims to be.
    if (!kind)
      throw new ApiFailure(400, MOCK_MESSAGES.uploadType, { file: MOCK_MESSAGES.uploadType })
    const name = `${randomToken(16)}.${kind.ext}`
    store.putFile(name, { contentType: kind.type, bytes })
    return c.json({ Data: { url: uploadedImageUrl(name) } }, 201)
  }),
]

/**
 * `GET /uploads/:name`: a seed image (never stored, so no upload replaces it
 * and a reset keeps it), else
 * the stored image, with the type its bytes showed.
 */
export function mountUploads(app: Hono<MockEnv>) {
  app.get(uploadedImageRoute.path, async (c) => {
    const name = c.req.param('name')
    const seed = await seedImage(name)
    if (seed) {
      return c.body(seed.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': seed.contentType,
        'X-Content-Type-Options': 'nosniff',
      })
    }
    const file = /^[A-Za-z0-9_-]{10,40}\.(png|jpg|webp)$/.test(name)
      ? c.get('store').getFile(name)
      : undefined
    if (!file) return c.json({ ErrorMessage: API_ERRORS.notFound }, 404)
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
