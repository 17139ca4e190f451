import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import { businessZoneLabel } from '../../dates'
import { messages } from '../../i18n'
import en from '../messages.en.json'
import { DateTimeBox } from '../dates/DateTimeBox'
import { typedInstantError } from '../dates/typedInstant'
import { FieldFrame, fieldId } from './FieldFrame'
import { fieldError } from './fieldError'

export interface DateTimeFieldProps {
  /** The form field holding the instant (an ISO string, or null). */
  name: string
  label: string
  required?: boolean
  /** Shown under the box; by default, the time zone the time is in (null: nothing). */
  helperText?: ReactNode
  /** May be emptied (an optional instant, e.g. an end that never comes). */
  clearable?: boolean
  /** No day before this instant's can be picked. */
  minDate?: string | undefined
}

const m = messages(en)

/** "Times in Beirut (Asia/Beirut)": said once where times are typed, in the page's language. */
export const timeZoneHint = () => m.timesIn({ zone: businessZoneLabel() })

/**
 * A date and time field (docs/requirements.md#constants: "November 21, 2026, 3:05 PM"), shown and
 * typed on the business's clock (BUSINESS_TIME_ZONE, whatever the device's
 * zone), held as an instant (ISO string, UTC). Typed text that cannot be read
 * stays in the box and the field says why (its own validator, which wins
 * over the contract's), so a save never goes out with an older time.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { name, label, required, clearable, minDate } = props
  const { input, meta } = useField<string | null>(name, {
    allowNull: true,
    validate: (value) => typedInstantError(value, minDate),
  })
  const error = fieldError(meta)
  const id = fieldId(name)
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      required={required}
      helperText={props.helperText === undefined ? timeZoneHint() : props.helperText}
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
