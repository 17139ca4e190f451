import { useField } from 'react-final-form'
import { isInstant } from '../dates/typedInstant'
import { DateTimeField } from './DateTimeField'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

export interface DateTimeRangeFieldProps {
  /** The form fields of the start and the end (ISO strings; the end may be null). */
  start?: string
  end?: string
  startLabel?: string
  endLabel?: string
  /** The end may be left empty: it runs until switched off. */
  endOptional?: boolean
}

/**
 * A start and an end, each a date and time on the business's clock (named
 * once, under the start), held as instants. The end's calendar starts at the
 * start's day; "end after start" is the contract's rule (its message shows
 * under the end).
 */
export function DateTimeRangeField({
  start = 'startsAt',
  end = 'endsAt',
  startLabel = m.startsAt(),
  endLabel = m.endsAt(),
  endOptional,
}: DateTimeRangeFieldProps) {
  const { input } = useField<string | null>(start, { subscription: { value: true } })
  return (
    <div className="resource-form-grid" role="group" aria-label={m.schedule()}>
      <DateTimeField name={start} label={startLabel} required />
      <DateTimeField
        name={end}
        label={endLabel}
        required={!endOptional}
        clearable={endOptional}
        minDate={isInstant(input.value) ? input.value : undefined}
        helperText={endOptional ? m.leaveEmptyForNoEnd() : null}
      />
    </div>
  )
}
