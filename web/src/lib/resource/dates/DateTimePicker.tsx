import { DateInput } from '@blueprintjs/datetime'
import { useEffect, useRef } from 'react'
import { formatDateTime, parseDateTime } from '../../dates'
import type { DateTimeBoxProps } from './DateTimeBox'
import './datetime-theme.scss'

/** The picker's locale is date-fns' default (English); none is fetched at run time. */
const noLocaleToLoad = async () => undefined

/** The browser's time zone: times are shown and typed in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * Blueprint's DateInput with a time to the minute: typed ("November 21, 2026,
 * 3:05 PM") or picked, in the browser's zone; answers the instant as an ISO
 * string (UTC). Loaded on demand (with date-fns and react-day-picker) by
 * DateTimeBox, so a screen's own chunk stays small.
 */
export default function DateTimePicker(props: DateTimeBoxProps & { autoFocus?: boolean }) {
  const { id, value, onChange, onBlur, invalid, minDate, autoFocus } = props
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])
  return (
    <DateInput
      value={value}
      onChange={(picked) => onChange(picked === null ? null : new Date(picked).toISOString())}
      formatDate={(date) => formatDateTime(date)}
      parseDate={(text) => parseDateTime(text) ?? null}
      placeholder="Month day, year, h:mm AM"
      timePrecision="minute"
      timePickerProps={{ useAmPm: true }}
      timezone={browserZone()}
      showTimezoneSelect={false}
      closeOnSelection={false}
      canClearSelection={props.clearable ?? false}
      dateFnsLocaleLoader={noLocaleToLoad}
      minDate={minDate ? new Date(minDate) : undefined}
      maxDate={new Date(new Date().getFullYear() + 5, 11, 31)}
      inputProps={{
        id,
        inputRef: input,
        onBlur,
        'aria-invalid': invalid || undefined,
        'aria-describedby': `${id}-message`,
      }}
      popoverProps={{ placement: 'bottom-start', onClose: onBlur }}
    />
  )
}
