import { ControlGroup, InputGroup } from '@blueprintjs/core'
import { lazy, useEffect, useState } from 'react'
import { formatPickedDate } from '../../dates'
import { useReportRefusal } from '../list/filterRefusals'
import { pickedOfDay } from './calendarDays'
import { PickerSlot } from './PickerSlot'
import { useFilterTag } from '../list/filterTags'
import { dayRangeBounds } from './dayRange'
import type { DayRange } from './dayRange'
import { DayFilterFrame, dayFilterId } from './DayFilterFrame'
import { useUtcToday } from './useUtcToday'
import { whenIdle } from '../../whenIdle'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

const DateRangePicker = lazy(() => import('./DateRangePicker'))

/** A bound typed that cannot be read: the text stays in its box, and why. */
export interface RangeRefusal {
  bound: 'from' | 'to'
  text: string
  error: string
}

interface DateRangeFilterProps {
  /** What the range bounds ("Created"): the label, and the inputs' names. */
  label: string
  value: DayRange
  onChange: (range: DayRange) => void
}

/**
 * A filter on a range of whole days (UTC, docs/requirements.md#constants: said under it) with
 * Blueprint's DateRangeInput: two dates typed (`25/11/2026`, `2026-11-25`,
 * `Nov 25 2026`, Arabic-Indic digits) or picked, or a shortcut (today,
 * yesterday, the last 7 and 30 days, this month). Dates read "November 21,
 * 2026". A date that cannot be read stays in its box with the reason under
 * the filter, and the list around shows no rows meanwhile (filterRefusals).
 * The picker (with date-fns and react-day-picker) loads once the screen is
 * idle, or at once when a box is focused, so it never delays the screen's
 * first rows; meanwhile the range shows in two read-only boxes.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const today = useUtcToday()
  const [load, setLoad] = useState<'idle' | 'focused'>()
  const [refusal, setRefusal] = useState<RangeRefusal>()
  useEffect(() => (load ? undefined : whenIdle(() => setLoad('idle'))), [load])
  useReportRefusal(label, refusal?.error)
  const id = dayFilterId(label)
  const { first, last } = dayRangeBounds(value, Date.parse(`${today}T12:00:00.000Z`))
  const shown = (day: string) => formatPickedDate(pickedOfDay(day))
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
      value={refusal?.bound === bound ? refusal.text : shown(day)}
      aria-label={bound === 'from' ? m.boundFrom({ label }) : m.boundTo({ label })}
      intent={refusal?.bound === bound ? 'danger' : 'none'}
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
    <DayFilterFrame id={id} label={label} refusal={refusal?.error}>
      {load ? (
        <PickerSlot box={boxes}>
          <DateRangePicker
            id={id}
            label={label}
            value={value}
            onChange={onChange}
            today={today}
            refusal={refusal}
            onRefusal={setRefusal}
            autoFocus={load === 'focused'}
          />
        </PickerSlot>
      ) : (
        boxes
      )}
    </DayFilterFrame>
  )
}
