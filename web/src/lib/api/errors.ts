/*
 * Errors of the API client. This module imports nothing from contracts, so
 * the first script every page loads can check errors without zod.
 */

/** A failed call: the HTTP status and the API's `{ ErrorMessage, Errors }` (docs/requirements.md#api-conventions). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    /** The server's ErrorMessage, when it sent one. */
    readonly errorMessage: string | undefined,
    /** Field errors of a 400: field name → message. */
    readonly errors: Readonly<Record<string, string>> = {},
  ) {
    super(errorMessage ?? `Request failed with status ${status}`)
  }
}

/** status 0: the network failed or the answer was not what the contract says. */
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/**
 * `{ ErrorMessage, Errors? }` (contracts' errorSchema), read by hand: the
 * client is part of the first script every page loads, and zod is not.
 */
export function readError(payload: unknown): {
  errorMessage: string | undefined
  errors: Record<string, string> | undefined
} {
  if (typeof payload !== 'object' || payload === null) {
    return { errorMessage: undefined, errors: undefined }
  }
  const { ErrorMessage, Errors } = payload as Record<string, unknown>
  const errors =
    typeof Errors === 'object' && Errors !== null
      ? Object.fromEntries(
          Object.entries(Errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : undefined
  return {
    errorMessage: typeof ErrorMessage === 'string' && ErrorMessage ? ErrorMessage : undefined,
    errors,
  }
}
