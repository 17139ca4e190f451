import { Checkbox, FormGroup, InputGroup, Switch } from '@blueprintjs/core'
import { WEEKDAYS } from 'contracts'
import type { HappyHour, Weekday } from 'contracts'
import { useField } from 'react-final-form'
import { businessCity } from '../../lib/dates'
import { fieldError, fieldId } from '../../lib/resource'
import { m } from './labels'

const DAY_LABELS: Record<Weekday, () => string> = {
  monday: m.mon,
  tuesday: m.tue,
  wednesday: m.wed,
  thursday: m.thu,
  friday: m.fri,
  saturday: m.sat,
  sunday: m.sun,
}
const DEFAULT: HappyHour = {
  days: ['monday', 'tuesday', 'wednesday', 'thursday'],
  from: '15:00',
  to: '18:00',
}

function TimeBox({ name, label }: { name: 'from' | 'to'; label: string }) {
  const { input, meta } = useField<string>(`happyHour.${name}`)
  const error = fieldError(meta)
  const id = fieldId(`happyHour.${name}`)
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error}>
      <InputGroup
        id={id}
        type="time"
        value={input.value ?? ''}
        intent={error ? 'danger' : 'none'}
        onValueChange={(v) => input.onChange(v)}
        onBlur={input.onBlur}
      />
    </FormGroup>
  )
}

/** An optional happy hour: the weekdays and the hours (Beirut time) the coupon works. */
export function HappyHourField() {
  const { input } = useField<HappyHour | null>('happyHour', { allowNull: true })
  const { meta: daysMeta } = useField('happyHour.days', {
    subscription: {
      error: true,
      touched: true,
      submitError: true,
      dirtySinceLastSubmit: true,
      submitFailed: true,
    },
  })
  const happyHour = input.value || null
  const days = happyHour?.days ?? []
  const toggle = (day: Weekday, on: boolean) =>
    input.onChange({
      ...happyHour!,
      days: WEEKDAYS.filter((d) => (d === day ? on : days.includes(d))),
    })
  const daysError = fieldError(daysMeta)
  return (
    <div className="coupon-happy-hour">
      <Switch
        label={m.happyHourSwitch()}
        checked={happyHour !== null}
        onChange={(e) => input.onChange(e.currentTarget.checked ? DEFAULT : null)}
      />
      {happyHour && (
        <fieldset className="coupon-happy-hour-fields">
          <legend>{m.happyHourLegend({ city: businessCity() })}</legend>
          <FormGroup label={m.days()} intent={daysError ? 'danger' : 'none'} helperText={daysError}>
            <div className="coupon-days">
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={DAY_LABELS[day]()}
                  checked={days.includes(day)}
                  onChange={(e) => toggle(day, e.currentTarget.checked)}
                />
              ))}
            </div>
          </FormGroup>
          <div className="resource-form-grid">
            <TimeBox name="from" label={m.from()} />
            <TimeBox name="to" label={m.until()} />
          </div>
        </fieldset>
      )}
    </div>
  )
}
