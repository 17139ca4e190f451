import type { FieldMetaState } from 'react-final-form'
import { isTooLongMessage } from '../../forms/zodValidate'
import { say } from '../../i18n'

/**
 * The message a field shows: its validation error once touched or after a
 * submit attempt, or the server's error for it until it is changed again. A
 * text over its limit says so as it is typed (what was typed stays). The contract's checks
 * speak English; they show in the page's language (the server's come translated).
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return say(String(meta.submitError))
  if (meta.modified && isTooLongMessage(meta.error)) return say(meta.error)
  if (meta.error && (meta.touched || meta.submitFailed)) {
    return typeof meta.error === 'string' ? say(meta.error) : undefined
  }
  return undefined
}
