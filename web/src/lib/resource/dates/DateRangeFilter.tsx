import { ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core'
import { lazy, useEffect, useState } from 'react'
import { formatDate } from '../../dates'
import { pickedOfDay } from './calendarDays'
import { PickerSlot } from './PickerSlot'
import { useFilterTag } from '../list/filterTags'
import { dayRangeBounds } from './dayRange'
import type { DayRange } from './dayRange'
import { useUtcToday } from './useUtcToday'
import { whenIdle } from './whenIdle'

const DateRangePicker = lazy(() => import('./DateRangePicker'))

interface DateRangeFilterProps {
  /** What the range bounds ("Created"): the label, and the inputs' names. */
  label: string
  value: DayRange
  onChange: (range: DayRange) => void
}

/**
 * A filter on a range of whole days (UTC, SPEC §9) with Blueprint's
 * DateRangeInput: two dates typed or picked, or a shortcut (today,
 * yesterday, the last 7 and 30 days, this month). Dates read "November 21,
 * 2026". The picker (with date-fns and react-day-picker) loads once the
 * screen is idle, or at once when a box is focused, so it never delays the
 * screen's first rows; meanwhile the range shows in two read-only boxes.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const today = useUtcToday()
  const [load, setLoad] = useState<'idle' | 'focused'>()
  useEffect(() => (load ? undefined : whenIdle(() => setLoad('idle'))), [load])
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`
  const { first, last } = dayRangeBounds(value, Date.parse(`${today}T12:00:00.000Z`))
  const shown = (day: string) => formatDate(pickedOfDay(day))
  // The default range (the last 30 days) is no filter to remove; another is.
  useFilterTag(
    id,
    value.from
      ? { label, value: `${shown(first)} – ${shown(last)}`, clear: () => onChange({}) }
      : undefined,
  )
  const box = (bound: 'from' | 'to', day: string) => (
    <InputGroup
      id={`${id}-${bound}`}
      readOnly
      value={shown(day)}
      aria-label={`${label} ${bound}`}
      onFocus={() => setLoad('focused')}
    />
  )
  const boxes = (
    <ControlGroup>
      {box('from', first)}
      {box('to', last)}
    </ControlGroup>
  )
  return (
    <FormGroup label={label} labelFor={`${id}-from`} style={{ margin: 0 }}>
      {load ? (
        <PickerSlot box={boxes}>
          <DateRangePicker
            id={id}
            label={label}
            value={value}
            onChange={onChange}
            today={today}
            autoFocus={load === 'focused'}
          />
        </PickerSlot>
      ) : (
        boxes
      )}
    </FormGroup>
  )
}
