import { FORM_ERROR } from 'final-form'
import type { SubmissionErrors } from 'final-form'
import { ApiError } from '../../api'
import { fieldName, formErrors } from '../../forms/zodValidate'
import { errorMessage } from './errorMessage'

/** A server `Errors` key (`groups.0.name`, `groups[0].name`) as a final-form field name. */
export const serverFieldName = (key: string) =>
  fieldName(
    key
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  )

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
    ...formErrors(fields.map(([key, text]) => [serverFieldName(key), text] as const)),
    [FORM_ERROR]: message,
  }
  return { status, message, submission, stale: status === 409 }
}

/**
 * The submission errors with the message on top left out when a field already
 * says the same (a dialog whose one field the server refused): said once, where it applies.
 */
export function shownOnce(submission: SubmissionErrors): SubmissionErrors {
  if (!submission) return submission
  const { [FORM_ERROR]: top, ...fields } = submission
  const said = (value: unknown): boolean =>
    value === top ||
    (typeof value === 'object' && value !== null && Object.values(value).some(said))
  return Object.values(fields).some(said) ? fields : submission
}
