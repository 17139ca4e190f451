import { z } from 'zod'
import { API_PREFIX, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../constants'
import { dataEnvelope } from '../envelope'
import { UPLOAD_MESSAGES } from '../messages'
import { MODULES } from '../registry'
import { anyOf, buildPath, defineRoute } from '../routes'

/**
 * `POST /upload`: a multipart form with one field, `file`: a PNG, JPEG or
 * WebP image of at most 2 MB (413 above). The server checks the bytes, not
 * the name or the declared type: other bytes are a 400 with `Errors.file`.
 */
export const uploadBodySchema = z.object({
  file: z
    .file({ error: UPLOAD_MESSAGES.required })
    .max(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.tooLarge)
    .mime([...UPLOAD_MIME_TYPES], UPLOAD_MESSAGES.type),
})

/** Where the stored image can be fetched; put it in an `imageUrl` field. */
export const uploadResultSchema = z.object({ url: z.string() })
export type UploadResult = z.infer<typeof uploadResultSchema>

/** Add or Update on any module: who may upload an image. */
export const WRITE_ANYWHERE = anyOf(
  ...MODULES.flatMap((m) =>
    m.actions
      .filter((a) => a === 'Add' || a === 'Update')
      .map((action) => ({ key: m.key, action })),
  ),
)

export const uploadRoutes = {
  /** Any signed-in employee holding Add or Update on some module. */
  uploadImage: defineRoute({
    method: 'POST',
    path: '/upload',
    summary: 'Upload an image (multipart, field "file")',
    auth: true,
    permission: WRITE_ANYWHERE,
    successStatus: 201,
    bodyType: 'multipart',
    body: uploadBodySchema,
    response: dataEnvelope(uploadResultSchema),
  }),
}

/**
 * `GET /uploads/:name`: a stored image, its bytes with the type they showed
 * on upload. No sign-in and no anti-forgery cookie: an `<img>` loads it. An
 * unknown name is a 404 (JSON, like every refusal).
 */
export const uploadedImageRoute = {
  name: 'getUploadedImage',
  method: 'GET',
  path: '/uploads/:name',
  summary: 'An uploaded image (no sign-in: an <img> loads it)',
  contentTypes: UPLOAD_MIME_TYPES,
} as const

/** The address a stored image is served at, as a record's `imageUrl`. */
export const uploadedImageUrl = (name: string) =>
  API_PREFIX + buildPath(uploadedImageRoute.path, { name })
