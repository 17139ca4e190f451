import { businessTimeZone, instantOfWallClock } from 'contracts'
import { DATE_TIME_FORMS_HINT, formatDate, formatDateTime, parseTypedDateTime } from '../../dates'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/**
 * A date-time field's value is the instant (an ISO string), null for none, or,
 * while what was typed cannot be read, that text itself: it stays in the box
 * and the field says why (typedInstantError) instead of emptying itself.
 */
export const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))

/** Text typed in a date-time box that is not (yet) an instant: what the box shows. */
export const typedText = (value: string | null | undefined) =>
  value && !isInstant(value) ? value : undefined

/** The last day a date-time box takes: the end of the fifth year from now. */
export const latestPickable = (now = new Date()) => new Date(now.getFullYear() + 5, 11, 31)

/**
 * Why a date-time field's value is not an instant, in words a person can act
 * on; undefined when it is one (or empty: "required" is the contract's word).
 */
export function typedInstantError(
  value: string | null | undefined,
  minDate?: string,
): string | undefined {
  const text = typedText(value)
  if (text === undefined) return undefined
  const typed = parseTypedDateTime(text)
  if (!typed.ok) return typed.error
  const at = instantOfWallClock(typed.value, businessTimeZone())
  if (minDate && isInstant(minDate) && at < Date.parse(minDate)) {
    return m.timeAfter({ time: formatDateTime(minDate) })
  }
  const latest = latestPickable()
  if (at > latest.getTime()) return m.dateUpTo({ date: formatDate(latest) })
  return DATE_TIME_FORMS_HINT
}
