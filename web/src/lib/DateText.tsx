import { formatDate, formatDateTime } from './dates'
import type { DateInput } from './dates'

/**
 * A date as lib/dates writes it (with `time`, a date and its time), on the business's clock
 * or in `timeZone`, in a `<time>` that holds the instant. A right-to-left page keeps the date
 * on one line and the time on one line (styles/rtl.css): an Arabic date's words
 * (`28 تشرين الثاني 2026`) would otherwise break apart in a narrow cell or a sentence. Where
 * the line is too short for both, the time goes under the date, after its comma.
 */
export function DateText({
  at,
  time = false,
  timeZone,
}: {
  at: DateInput
  time?: boolean
  timeZone?: string
}) {
  const date = formatDate(at, timeZone)
  const whole = time ? formatDateTime(at, timeZone) : date
  // The date and time as formatDateTime writes them: the date, its comma, a space, the time.
  const split = whole.startsWith(date) ? /^(\S*)\s(.+)$/.exec(whole.slice(date.length)) : null
  return (
    <time dateTime={new Date(at).toISOString()}>
      {split ? (
        <>
          <span>
            {date}
            {split[1]}
          </span>{' '}
          <span>{split[2]}</span>
        </>
      ) : (
        <span>{whole}</span>
      )}
    </time>
  )
}
