import { ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import { formatDate } from '../../dates'
import { pickedOfDay } from './calendarDays'
import { dayRangeBounds } from './dayRange'
import type { DayRange } from './dayRange'
import { useUtcToday } from './useUtcToday'

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
 * 2026". Until the picker has loaded, the range shows in two read-only boxes.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const today = useUtcToday()
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`
  const { first, last } = dayRangeBounds(value, Date.parse(`${today}T12:00:00.000Z`))
  const loading = (
    <ControlGroup>
      <InputGroup readOnly value={formatDate(pickedOfDay(first))} aria-label={`${label} from`} />
      <InputGroup readOnly value={formatDate(pickedOfDay(last))} aria-label={`${label} to`} />
    </ControlGroup>
  )
  return (
    <FormGroup label={label} labelFor={`${id}-from`} style={{ margin: 0 }}>
      <Suspense fallback={loading}>
        <DateRangePicker id={id} label={label} value={value} onChange={onChange} today={today} />
      </Suspense>
    </FormGroup>
  )
}
