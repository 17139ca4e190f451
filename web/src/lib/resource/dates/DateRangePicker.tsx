import { DateRangeInput } from '@blueprintjs/datetime'
import type { DateRange, DateRangeShortcut } from '@blueprintjs/datetime'
import { useEffect, useRef, useState } from 'react'
import { formatDate, formatPickedDate, parseDate, parseTypedDay } from '../../dates'
import { dayOfPicked, pickedOfDay } from './calendarDays'
import { dayRangeBounds, dayRangeShortcuts } from './dayRange'
import type { DayRange } from './dayRange'
import type { RangeRefusal } from './DateRangeFilter'
import './datetime-theme.scss'

export interface DateRangePickerProps {
  /** The ids of the two inputs are `${id}-from` and `${id}-to`. */
  id: string
  label: string
  value: DayRange
  onChange: (range: DayRange) => void
  /** Today's UTC day. */
  today: string
  /** A bound typed that cannot be read (it stays shown), or none. */
  refusal: RangeRefusal | undefined
  onRefusal: (refusal: RangeRefusal | undefined) => void
  /** Focus the first box (and so open the calendar) once shown: it replaces a box just focused. */
  autoFocus?: boolean
}

/** The picker's locale is date-fns' default (English); none is fetched at run time. */
const noLocaleToLoad = async () => undefined

/**
 * Blueprint's DateRangeInput on a day range: two dates typed or picked, or a
 * shortcut. Loaded on demand (with date-fns and react-day-picker) by
 * DateRangeFilter, so a screen's own chunk stays small.
 */
export default function DateRangePicker({
  id,
  label,
  value,
  onChange,
  today,
  refusal,
  onRefusal,
  autoFocus,
}: DateRangePickerProps) {
  const start = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (autoFocus) start.current?.focus()
  }, [autoFocus])
  const now = Date.parse(`${today}T12:00:00.000Z`)
  const { first, last } = dayRangeBounds(value, now)
  // A range half picked is shown as it is until its second day is picked; a
  // new value (the URL changed) replaces it.
  const [draft, setDraft] = useState<DateRange>()
  const [seen, setSeen] = useState(`${first}/${last}`)
  if (seen !== `${first}/${last}`) {
    setSeen(`${first}/${last}`)
    setDraft(undefined)
  }
  const shortcuts = dayRangeShortcuts(now).map(({ label: text, range }): DateRangeShortcut => {
    const { first: from, last: to } = dayRangeBounds(range, now)
    return { label: text, dateRange: [pickedOfDay(from), pickedOfDay(to)] }
  })
  const change = ([start, end]: DateRange) => {
    setDraft([start, end])
    if (start && end) {
      onRefusal(undefined)
      onChange({ from: dayOfPicked(start), to: dayOfPicked(end) })
    }
  }
  // Leaving a box: what was typed is read as people type dates, or refused
  // with a reason; it stays in the box either way (never the old date back).
  const check = (bound: 'from' | 'to', text: string) => {
    if (text.trim() === '') return
    const typed = parseTypedDay(text)
    const mended = refusal?.bound === bound ? undefined : refusal
    if (!typed.ok) return onRefusal({ bound, text, error: typed.error })
    const day = dayOfPicked(parseDate(text)!)
    if (day > today) {
      return onRefusal({
        bound,
        text,
        error: `Enter a day up to today, ${formatDate(`${today}T12:00:00.000Z`, 'UTC')}`,
      })
    }
    onRefusal(mended)
  }
  // The refused box shows its text: Blueprint shows an invalid date as its
  // invalid-date message, which is that text.
  const shown = draft ?? [pickedOfDay(first), pickedOfDay(last)]
  const invalid = new Date(Number.NaN)
  const boxes: DateRange = refusal
    ? refusal.bound === 'from'
      ? [invalid, shown[1]]
      : [shown[0], invalid]
    : shown
  return (
    <DateRangeInput
      value={boxes}
      onChange={change}
      invalidDateMessage={refusal?.text ?? 'Not a date'}
      formatDate={formatPickedDate}
      parseDate={(text) => parseDate(text) ?? null}
      shortcuts={shortcuts}
      allowSingleDayRange
      maxDate={pickedOfDay(today)}
      dateFnsLocaleLoader={noLocaleToLoad}
      startInputProps={{
        id: `${id}-from`,
        'aria-label': `${label} from`,
        'aria-describedby': `${id}-message`,
        inputRef: start,
        onBlur: (e) => check('from', e.target.value),
      }}
      endInputProps={{
        id: `${id}-to`,
        'aria-label': `${label} to`,
        'aria-describedby': `${id}-message`,
        onBlur: (e) => check('to', e.target.value),
      }}
      // A fieldset (a group) holds the two inputs: the popover marks its target
      // aria-expanded, which a plain div may not carry.
      popoverProps={{ placement: 'bottom-start', targetTagName: 'fieldset' }}
    />
  )
}
