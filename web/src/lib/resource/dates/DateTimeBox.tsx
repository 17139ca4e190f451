import { InputGroup } from '@blueprintjs/core'
import { lazy, useEffect, useState } from 'react'
import { formatDateTime } from '../../dates'
import { PickerSlot } from './PickerSlot'
import { whenIdle } from './whenIdle'

const DateTimePicker = lazy(() => import('./DateTimePicker'))

export interface DateTimeBoxProps {
  id: string
  /** The instant as an ISO string, or null for none. */
  value: string | null
  onChange: (value: string | null) => void
  onBlur?: () => void
  invalid?: boolean
  /** No day before this instant's can be picked. */
  minDate?: string | undefined
  /** The calendar offers a Clear button (an optional instant). */
  clearable?: boolean
}

/**
 * One instant, date and time, typed or picked in the browser's zone. The
 * picker (DateTimePicker, with date-fns and react-day-picker) loads once the
 * screen is idle, or at once when the box is focused; meanwhile the value
 * shows in a read-only box, so the date libraries never land in a screen's
 * chunk or on /login.
 */
export function DateTimeBox(props: DateTimeBoxProps) {
  const [load, setLoad] = useState<'idle' | 'focused'>()
  useEffect(() => (load ? undefined : whenIdle(() => setLoad('idle'))), [load])
  const box = (
    <InputGroup
      id={props.id}
      readOnly
      value={props.value ? formatDateTime(props.value) : ''}
      placeholder="Month day, year, h:mm AM"
      intent={props.invalid ? 'danger' : 'none'}
      aria-describedby={`${props.id}-message`}
      onFocus={() => setLoad('focused')}
    />
  )
  if (!load) return box
  return (
    <PickerSlot box={box}>
      <DateTimePicker {...props} autoFocus={load === 'focused'} />
    </PickerSlot>
  )
}
