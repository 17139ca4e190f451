import { API_ERRORS, fieldKey } from 'contracts'
import type { z } from 'zod'

/** An answer the mock gives on purpose: `{ ErrorMessage, Errors? }` with its status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }

  toJSON() {
    return this.errors
      ? { ErrorMessage: this.message, Errors: this.errors }
      : { ErrorMessage: this.message }
  }
}

export const notFound = () => new ApiFailure(404, API_ERRORS.notFound)
export const businessRule = (message: string, errors?: Record<string, string>) =>
  new ApiFailure(422, message, errors)

/**
 * zod issues as `{ "dotted.path": message }`, the first message per field; a
 * key a strict schema does not know reads "Unknown field" under its own name.
 */
export function fieldErrors(error: z.ZodError, fallback: string): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = fieldKey([...issue.path, key])
        // Defined, not assigned: a key such as `__proto__` stays a key of its own.
        if (!Object.hasOwn(errors, field))
          Object.defineProperty(errors, field, {
            value: 'Unknown field',
            enumerable: true,
            writable: true,
            configurable: true,
          })
      }
      continue
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : fallback
    errors[field] ??= issue.message
  }
  return errors
}

export const validationFailure = (error: z.ZodError, fallback: string) =>
  new ApiFailure(400, API_ERRORS.validation, fieldErrors(error, fallback))
