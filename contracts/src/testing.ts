/** Test helpers (not exported from the package). */
import type { z } from 'zod'
import { toFieldErrors } from './validation'

/** The `{ field: message }` a caller would get for `value`; `{}` when it is valid. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  return result.success ? {} : toFieldErrors(result.error.issues)
}

/** Parses or throws with the field errors in the message, so a failing test says why. */
export function parseOk<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) throw new Error(JSON.stringify(toFieldErrors(result.error.issues)))
  return result.data
}
