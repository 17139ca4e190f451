import { InputGroup } from '@blueprintjs/core'
import { lazy, useEffect, useState } from 'react'
import { formatDateTime } from '../../dates'
import { PickerSlot } from './PickerSlot'
import { typedText } from './typedInstant'
import { whenIdle } from '../../whenIdle'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

const DateTimePicker = lazy(() => import('./DateTimePicker'))

export interface DateTimeBoxProps {
  id: string
  /** The instant as an ISO string, null for none, or text typed that is not one (it stays shown). */
  value: string | null
  /** An instant (ISO), null when emptied, or the text typed when it cannot be read. */
  onChange: (value: string | null) => void
  onBlur?: () => void
  invalid?: boolean
  /** No day before this instant's can be picked. */
  minDate?: string | undefined
  /** The calendar offers a Clear button (an optional instant). */
  clearable?: boolean
}

/**
 * One instant, date and time, typed or picked on the business's clock
 * (BUSINESS_TIME_ZONE), whatever the device's zone. The picker
 * (DateTimePicker, with date-fns and react-day-picker) loads once the screen
 * is idle, or at once when the box is focused; meanwhile the value shows in a
 * read-only box, so the date libraries never land in a screen's chunk or on
 * /login.
 */
export function DateTimeBox(props: DateTimeBoxProps) {
  const [load, setLoad] = useState<'idle' | 'focused'>()
  useEffect(() => (load ? undefined : whenIdle(() => setLoad('idle'))), [load])
  const { value } = props
  const box = (
    <InputGroup
      id={props.id}
      readOnly
      value={value ? (typedText(value) ?? formatDateTime(value)) : ''}
      placeholder={m.dateTimePlaceholder()}
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
