import { API_CATALOGUES, acceptedLanguages, pickLanguage, translateFailure } from 'contracts'
import type { MiddlewareHandler } from 'hono'

/**
 * The API's messages in the caller's language (docs/api.md#languages): a refusal's
 * `ErrorMessage` and `Errors` follow `Accept-Language` (`ar`: Arabic, from the contracts'
 * catalogue); English when the header names no language the back-office speaks. Only refusals
 * are translated: records are data and stay as they are.
 */
export function answerInLanguage(): MiddlewareHandler {
  return async function answerInLanguage(c, next) {
    await next()
    const language = pickLanguage(acceptedLanguages(c.req.header('Accept-Language')))
    c.header('Content-Language', language)
    const res = c.res
    if (language === 'en' || res.ok) return
    if (!res.headers.get('Content-Type')?.includes('application/json')) return
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => undefined)
    if (!body || typeof body !== 'object' || !('ErrorMessage' in body)) return
    const { default: catalogue } = await API_CATALOGUES[language]()
    const headers = new Headers(res.headers)
    headers.delete('Content-Length')
    c.res = new Response(JSON.stringify(translateFailure(body, catalogue)), {
      status: res.status,
      headers,
    })
  }
}
