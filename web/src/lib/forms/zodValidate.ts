import type { z } from 'zod'

export type FieldErrors = Record<string, string>

/**
 * A react-final-form `validate` from a contracts schema: the first message of
 * each field, keyed by field name (so the SPEC texts come from one place).
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values ?? {})
    if (result.success) return {}
    const errors: FieldErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.')
      if (field && !(field in errors)) errors[field] = issue.message
    }
    return errors
  }
}
