import { DateInput } from '@blueprintjs/datetime'
import { businessTimeZone } from 'contracts'
import { useEffect, useRef, useState } from 'react'
import { formatPickedDateTime, parseDateTime } from '../../dates'
import { calendarWords, sayCalendar, underTheBox } from './calendarWords'
import type { DateTimeBoxProps } from './DateTimeBox'
import { latestPickable, typedText } from './typedInstant'
import { usePickerFocus } from './usePickerFocus'
import './datetime-theme.scss'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** The picker's locale is date-fns' default (English); none is fetched at run time. */
const noLocaleToLoad = async () => undefined

/**
 * Blueprint's DateInput with a time to the minute, on the business's clock
 * (its `timezone`): typed as people type it (`25/11/2026 3:05 PM`, `2026-11-25
 * 15:05`, `Nov 25 2026 3 pm`, Arabic-Indic digits: dates.ts' parser through
 * `parseDate`) or picked; answers the instant as an ISO string (UTC). What
 * cannot be read is handed up as the text itself and stays in the box (shown
 * through Blueprint's invalid-date message) while the field says why. Loaded
 * on demand (with date-fns and react-day-picker) by DateTimeBox, so a
 * screen's own chunk stays small.
 */
export default function DateTimePicker(props: DateTimeBoxProps & { autoFocus?: boolean }) {
  const { id, value, onChange, onBlur, invalid, minDate, autoFocus } = props
  const input = useRef<HTMLInputElement>(null)
  const typed = useRef('')
  const [lastInstant, setLastInstant] = useState(value)
  const refused = useRef(false)
  const [generation, setGeneration] = useState(0)
  const { targetRef, popoverProps: followFocus } = usePickerFocus()
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus, generation])
  const text = typedText(value)
  if (text === undefined && value !== lastInstant) setLastInstant(value)
  // Once refused, the text is the form's value; Blueprint shows it as its
  // invalid-date message. (Before, the message must differ from what is
  // typed: Blueprint reads its own message as no date at all.)
  const shown = text ?? m.notADate()
  return (
    <div ref={targetRef} className="app-picker-target">
      <DateInput
        key={generation}
        value={text === undefined ? value : lastInstant}
        onChange={(picked) => onChange(picked === null ? null : new Date(picked).toISOString())}
        onError={() => {
          refused.current = true
          onChange(typed.current)
        }}
        formatDate={formatPickedDateTime}
        parseDate={(t) => parseDateTime(t) ?? false}
        invalidDateMessage={shown}
        outOfRangeMessage={shown}
        placeholder={m.dateTimePlaceholder()}
        timePrecision="minute"
        timePickerProps={{ useAmPm: true }}
        timezone={businessTimeZone()}
        showTimezoneSelect={false}
        closeOnSelection={false}
        canClearSelection={props.clearable ?? false}
        dateFnsLocaleLoader={noLocaleToLoad}
        dayPickerProps={calendarWords()}
        minDate={minDate ? new Date(minDate) : undefined}
        maxDate={latestPickable()}
        inputProps={{
          id,
          inputRef: input,
          onChange: (e) => {
            typed.current = e.target.value
          },
          onBlur: () => {
            // Mended after a refusal: a fresh input shows the value as it is written.
            if (refused.current && parseDateTime(typed.current)) {
              refused.current = false
              setGeneration((g) => g + 1)
            }
            onBlur?.()
          },
          'aria-invalid': invalid || undefined,
          'aria-describedby': `${id}-message`,
        }}
        popoverProps={{
          placement: underTheBox(),
          onClose: onBlur,
          onOpening: sayCalendar,
          ...followFocus,
        }}
      />
    </div>
  )
}
