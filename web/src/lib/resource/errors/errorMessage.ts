import { API_ERRORS } from 'contracts'
import { ApiError } from '../../api'

const FALLBACK: Record<number, string> = {
  0: 'The server could not be reached. Check your connection and try again.',
  403: API_ERRORS.forbidden,
  404: API_ERRORS.notFound,
  409: API_ERRORS.stale,
  413: API_ERRORS.bodyTooLarge,
}

/** The message for an error of any kind, in the server's words when it gave some. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return (
      error.errorMessage ??
      FALLBACK[error.status] ??
      `Something went wrong (status ${error.status}). Please try again.`
    )
  }
  return error instanceof Error ? error.message : String(error)
}
