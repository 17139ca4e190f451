import { FORM_ERROR, setIn } from 'final-form'
import type { z } from 'zod'

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

/**
 * Puts each `[field name, message]` on its field, nested ones included; the
 * first message for a field wins and a message with no field goes on the form.
 */
export function formErrors(entries: Iterable<readonly [string, string]>): FieldErrors {
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

/** The contracts' messages of a text over its limit (zod's `too_big` on a string). */
const tooLongMessages = new Set<string>()

/**
 * True for a message that says a text is longer than its limit: a field shows it as soon
 * as it is typed (fieldError), not when the field is left or the form saved.
 */
export const isTooLongMessage = (message: unknown): message is string =>
  typeof message === 'string' && tooLongMessages.has(message)

/**
 * A react-final-form `validate` from a contracts schema: the same schema the
 * API checks requests with, so the form and the server agree message for
 * message and the texts of docs/requirements.md#messages come from one place.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values ?? {})
    if (result.success) return {}
    for (const issue of result.error.issues) {
      if (issue.code === 'too_big' && issue.origin === 'string') tooLongMessages.add(issue.message)
    }
    return formErrors(result.error.issues.map((issue) => [fieldName(issue.path), issue.message]))
  }
}
