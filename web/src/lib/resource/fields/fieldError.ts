import type { FieldMetaState } from 'react-final-form'
import { isTooLongMessage } from '../../forms/zodValidate'

/**
 * The message a field shows: its validation error once touched or after a
 * submit attempt, or the server's error for it until it is changed again. A
 * text over its limit says so as it is typed (what was typed stays).
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError)
  if (meta.modified && isTooLongMessage(meta.error)) return meta.error
  if (meta.error && (meta.touched || meta.submitFailed)) {
    return typeof meta.error === 'string' ? meta.error : undefined
  }
  return undefined
}
