import {
  API_PREFIX,
  UPLOAD_MAX_BYTES,
  uploadBodySchema,
  uploadRoutes,
  uploadResultSchema,
} from 'contracts'
import { ApiError, callFailure, callHeaders, unexpectedAnswer } from '../../api'

/**
 * Why a file cannot be uploaded, checked before sending with the contract's
 * upload schema (type and size, the mock's rules); undefined when it can.
 */
export function imageFileProblem(file: File): string | undefined {
  const result = uploadBodySchema.safeParse({ file })
  return result.success ? undefined : result.error.issues[0]?.message
}

export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / 1024 / 1024

/**
 * Uploads an image with XMLHttpRequest (fetch cannot report upload progress),
 * with the same sign-in and anti-forgery headers as every call. Resolves to
 * the stored image's URL; rejects with ApiError (413 too large, 400 not an
 * image) in the server's words.
 */
export async function uploadImage(
  file: File,
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const route = uploadRoutes.uploadImage
  const { headers, token } = await callHeaders(route)
  const body = new FormData()
  body.append('file', file)
  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(route.method, API_PREFIX + route.path)
    headers.forEach((value, name) => request.setRequestHeader(name, value))
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const payload = parse(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadResultSchema.safeParse((payload as { Data?: unknown })?.Data)
        if (parsed.success) resolve(parsed.data.url)
        else reject(unexpectedAnswer())
        return
      }
      reject(callFailure(route, request.status, payload, token))
    }
    request.onerror = () => reject(new ApiError(0, undefined))
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    options.signal?.addEventListener('abort', () => request.abort())
    request.send(body)
  })
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
