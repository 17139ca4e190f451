import { DateRangeInput } from '@blueprintjs/datetime'
import type { DateRange, DateRangeShortcut } from '@blueprintjs/datetime'
import { useEffect, useRef, useState } from 'react'
import { formatDate, parseDate } from '../../dates'
import { dayOfPicked, pickedOfDay } from './calendarDays'
import { dayRangeBounds, dayRangeShortcuts } from './dayRange'
import type { DayRange } from './dayRange'
import './datetime-theme.scss'

export interface DateRangePickerProps {
  /** The ids of the two inputs are `${id}-from` and `${id}-to`. */
  id: string
  label: string
  value: DayRange
  onChange: (range: DayRange) => void
  /** Today's UTC day. */
  today: string
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
    if (start && end) onChange({ from: dayOfPicked(start), to: dayOfPicked(end) })
  }
  return (
    <DateRangeInput
      value={draft ?? [pickedOfDay(first), pickedOfDay(last)]}
      onChange={change}
      formatDate={(date) => formatDate(date)}
      parseDate={(text) => parseDate(text) ?? null}
      shortcuts={shortcuts}
      allowSingleDayRange
      maxDate={pickedOfDay(today)}
      dateFnsLocaleLoader={noLocaleToLoad}
      startInputProps={{ id: `${id}-from`, 'aria-label': `${label} from`, inputRef: start }}
      endInputProps={{ id: `${id}-to`, 'aria-label': `${label} to` }}
      // A fieldset (a group) holds the two inputs: the popover marks its target
      // aria-expanded, which a plain div may not carry.
      popoverProps={{ placement: 'bottom-start', targetTagName: 'fieldset' }}
    />
  )
}
