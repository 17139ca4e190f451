import { DateRangeInput } from '@blueprintjs/datetime'
import type { DateRange, DateRangeShortcut } from '@blueprintjs/datetime'
import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { formatPickedDate, parseDate } from '../../dates'
import { dayOfPicked, pickedOfDay } from './calendarDays'
import { calendarWords, emptyBoxWords, sayCalendar, underTheBox } from './calendarWords'
import { dayRangeBounds } from './dayRange'
import { dayRangeShortcuts } from './dayRangeShortcuts'
import type { DayRange } from './dayRange'
import type { RangeRefusal } from './DateRangeFilter'
import { otherBound, readRangeDay, readTypedRange } from './typedRange'
import type { BoundInput, RangeBound } from './typedRange'
import './datetime-theme.scss'
import { usePickerFocus } from './usePickerFocus'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

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
  const { targetRef, popoverProps: followFocus } = usePickerFocus()
  const [seen, setSeen] = useState(`${first}/${last}`)
  if (seen !== `${first}/${last}`) {
    setSeen(`${first}/${last}`)
    setDraft(undefined)
  }
  const shortcuts = dayRangeShortcuts(now).map(({ label: text, range }): DateRangeShortcut => {
    const { first: from, last: to } = dayRangeBounds(range, now)
    return { label: text, dateRange: [pickedOfDay(from), pickedOfDay(to)] }
  })
  const index = { from: 0, to: 1 } as const
  const applied = { from: first, to: last }
  // A bound as it stands: the text still refused in its box, the day half
  // picked (or typed while the other box is refused), or the range's.
  const standing = (bound: RangeBound): BoundInput =>
    refusal?.bound === bound
      ? { text: refusal.text }
      : { day: dayOf(draft?.[index[bound]]) ?? applied[bound] }
  // Picked, a shortcut, or typed and read by Blueprint as the keys go. A box
  // still refused holds no date (Blueprint passes it on as Invalid Date):
  // that range waits for the box to be mended.
  const change = ([start, end]: DateRange) => {
    setDraft([start, end])
    const from = dayOf(start)
    const to = dayOf(end)
    if (from && to) {
      onRefusal(undefined)
      onChange({ from, to })
    }
  }
  // Leaving a box, or Enter in it: what was typed is read as people type
  // dates with the other bound as it stands, and applied, or refused with a
  // reason. It stays in the box either way (never the old date back): a start
  // typed after the end is refused, then read again once the end is typed.
  // Answers whether it was taken.
  const check = (bound: RangeBound, text: string): boolean => {
    if (text.trim() === '') {
      // Emptied: the box shows the range's day again.
      setDraft(undefined)
      if (refusal?.bound === bound) onRefusal(undefined)
      return true
    }
    const other = otherBound(bound)
    const bounds = { [bound]: { text }, [other]: standing(other) } as Record<RangeBound, BoundInput>
    const reading = readTypedRange(bounds, bound, today)
    if (reading.ok) {
      const { from, to } = reading.range
      // Shown at once: the new range comes back through the URL a moment later, and
      // Blueprint's own Enter (after this) reads the boxes as they are then.
      setDraft([pickedOfDay(from), pickedOfDay(to)])
      onRefusal(undefined)
      if (from !== first || to !== last) onChange({ from, to })
      return true
    }
    if (reading.bound === bound) {
      onRefusal({ bound, text, error: reading.error })
      return false
    }
    // The other box is still refused: this one keeps the day just typed.
    const read = readRangeDay(text, today)
    const days = { ...applied, [bound]: read.ok ? read.value : applied[bound] }
    setDraft([pickedOfDay(days.from), pickedOfDay(days.to)])
    return false
  }
  // Blueprint takes Enter's text as it reads it (a day after today too) or
  // empties the box: a text refused here keeps Enter from it.
  const enter = (bound: RangeBound) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !check(bound, e.currentTarget.value)) e.stopPropagation()
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
    <div ref={targetRef} className="app-picker-target">
      <DateRangeInput
        value={boxes}
        onChange={change}
        invalidDateMessage={refusal?.text ?? m.notADate()}
        formatDate={formatPickedDate}
        parseDate={(text) => parseDate(text) ?? null}
        shortcuts={shortcuts}
        allowSingleDayRange
        maxDate={pickedOfDay(today)}
        dateFnsLocaleLoader={noLocaleToLoad}
        dayPickerProps={calendarWords()}
        startInputProps={{
          placeholder: emptyBoxWords('from'),
          id: `${id}-from`,
          'aria-label': m.boundFrom({ label }),
          'aria-describedby': `${id}-message`,
          inputRef: start,
          onBlur: (e) => void check('from', e.target.value),
          onKeyDownCapture: enter('from'),
        }}
        endInputProps={{
          placeholder: emptyBoxWords('to'),
          id: `${id}-to`,
          'aria-label': m.boundTo({ label }),
          'aria-describedby': `${id}-message`,
          onBlur: (e) => void check('to', e.target.value),
          onKeyDownCapture: enter('to'),
        }}
        // A fieldset (a group) holds the two inputs: the popover marks its target
        // aria-expanded, which a plain div may not carry.
        popoverProps={{
          placement: underTheBox(),
          targetTagName: 'fieldset',
          onOpening: sayCalendar,
          ...followFocus,
        }}
      />
    </div>
  )
}

/** The day a picker's Date stands for; none for no date or Invalid Date (a refused box). */
const dayOf = (date: Date | null | undefined) =>
  date && !Number.isNaN(date.getTime()) ? dayOfPicked(date) : undefined
