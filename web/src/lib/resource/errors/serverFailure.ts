import { FORM_ERROR, setIn } from 'final-form'
import type { SubmissionErrors } from 'final-form'
import type { z } from 'zod'
import { ApiError } from '../../api'
import { errorMessage } from './errorMessage'

export { errorMessage }

/** Errors shaped like the form's values (`{ optionGroups: [{ name: '…' }] }`). */
export type FieldErrors = Record<string, unknown>

/** A zod issue path as a final-form field name: `['groups', 0, 'name']` → `groups[0].name`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
    )
    .join('')
}

/** A server `Errors` key (`groups.0.name`, `groups[0].name`) as a final-form field name. */
export const serverFieldName = (key: string) =>
  fieldName(
    key
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  )

/** Puts each message on its field; the first message for a field wins. */
function collect(entries: Iterable<[string, string]>): FieldErrors {
  let errors: FieldErrors = {}
  const seen = new Set<string>()
  for (const [name, message] of entries) {
    if (seen.has(name)) continue
    seen.add(name)
    errors =
      name === ''
        ? { ...errors, [FORM_ERROR]: message }
        : (setIn(errors, name, message) as FieldErrors)
  }
  return errors
}

/**
 * A final-form `validate` from a zod schema: the same schema the API checks
 * requests with, so the form and the server agree message for message.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    return collect(result.error.issues.map((issue) => [fieldName(issue.path), issue.message]))
  }
}

/** What a failed call means for a form. */
export interface ServerFailure {
  status: number
  /** The message to show: the server's words when it sent any. */
  message: string
  /** Submission errors for react-final-form: field messages and FORM_ERROR. */
  submission: SubmissionErrors
  /** True for a 409: the record changed since it was loaded. */
  stale: boolean
}

/** Maps a failed save to what the form shows: messages on their fields, the rest on top. */
export function serverFailure(error: unknown): ServerFailure {
  const status = error instanceof ApiError ? error.status : 0
  const message = errorMessage(error)
  const fields = error instanceof ApiError ? Object.entries(error.errors) : []
  const submission = {
    ...collect(fields.map(([key, text]) => [serverFieldName(key), text])),
    [FORM_ERROR]: message,
  }
  return { status, message, submission, stale: status === 409 }
}
