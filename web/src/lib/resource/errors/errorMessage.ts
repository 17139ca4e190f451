import { API_ERRORS } from 'contracts'
import { ApiError } from '../../api'
import { messages, say } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

const FALLBACK: Record<number, () => string> = {
  0: () => m.unreachable(),
  403: () => say(API_ERRORS.forbidden),
  404: () => say(API_ERRORS.notFound),
  409: () => say(API_ERRORS.stale),
  413: () => say(API_ERRORS.bodyTooLarge),
}

/** The message for an error of any kind, in the server's words when it gave some. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return (
      // The API's words (in the page's language already), their numbers in the page's digits.
      (error.errorMessage === undefined ? undefined : say(error.errorMessage)) ??
      FALLBACK[error.status]?.() ??
      m.failedWithStatus({ status: error.status })
    )
  }
  return error instanceof Error ? error.message : String(error)
}
