import type { z } from 'zod'
import { API_ERRORS } from './messages'
import type { ApiError } from './envelope'

/** The field key of an issue path: `optionGroups.0.maxSelect`; '' for the whole body. */
export const fieldKey = (path: readonly PropertyKey[]) => path.map(String).join('.')

/**
 * `{ field: message }` from a failed parse, first message per field; unknown
 * fields read "Unknown field". The mock answers 400 with it; the SPA's forms
 * put the messages on their fields (final-form reads dotted paths).
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[fieldKey([...issue.path, key])] ??= 'Unknown field'
      continue
    }
    errors[fieldKey(issue.path)] ??= issue.message
  }
  return errors
}

/** The 400 body of a failed parse: `{ ErrorMessage, Errors }`. */
export function validationError(error: z.ZodError): ApiError {
  return { ErrorMessage: API_ERRORS.validation, Errors: toFieldErrors(error.issues) }
}
