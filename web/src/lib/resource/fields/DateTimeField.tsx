import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import { DateTimeBox } from '../dates/DateTimeBox'
import { FieldFrame, fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

export interface DateTimeFieldProps {
  /** The form field holding the instant (an ISO string, or null). */
  name: string
  label: string
  required?: boolean
  /** Shown under the box; by default, the time zone the time is in. */
  helperText?: ReactNode
  /** May be emptied (an optional instant, e.g. an end that never comes). */
  clearable?: boolean
  /** No day before this instant's can be picked. */
  minDate?: string | undefined
}

/** "Times in Asia/Beirut": the zone the boxes show and read times in. */
export const timeZoneHint = () => `Times in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`

/**
 * A date and time field (SPEC §9: "November 21, 2026, 3:05 PM"), shown and
 * typed in the browser's zone, held as an instant (ISO string, UTC).
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { name, label, required, clearable, minDate } = props
  const { input, meta } = useField<string | null>(name, { allowNull: true })
  const error = fieldError(meta)
  const id = fieldId(name)
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      required={required}
      helperText={props.helperText ?? timeZoneHint()}
    >
      <DateTimeBox
        id={id}
        value={input.value || null}
        onChange={(value) => input.onChange(value)}
        onBlur={() => input.onBlur()}
        invalid={Boolean(error)}
        minDate={minDate}
        clearable={clearable}
      />
    </FieldFrame>
  )
}
