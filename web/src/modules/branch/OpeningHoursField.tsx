import { Button, Card, Classes, H4, H5, Switch } from '@blueprintjs/core'
import { DuplicateIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons'
import { MAX_RANGES_A_DAY, WEEKDAYS, dayName } from 'contracts'
import type { OpeningHoursDay, OpeningRange } from 'contracts'
import { useField, useForm } from 'react-final-form'
import { useFieldArray } from 'react-final-form-arrays'
import { businessZoneLabel } from '../../lib/dates'
import { TimeField, fieldError, useReadOnly } from '../../lib/resource'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** A day that opens gets one service to start from. */
export const NEW_RANGE: OpeningRange = { open: '10:00', close: '22:00' }
export const DEFAULT_HOURS: OpeningHoursDay[] = WEEKDAYS.map((day) => ({
  day,
  closed: false,
  ranges: [{ ...NEW_RANGE }],
}))

/** "18:00–02:00" closes the next day: say so under the range. */
function NextDayHint({ name }: { name: string }) {
  const { input } = useField<OpeningRange>(name, { subscription: { value: true } })
  const { open, close } = input.value ?? NEW_RANGE
  if (!open || !close || close >= open) return null
  return <p className={Classes.TEXT_MUTED}>{m.closesNextDay({ close })}</p>
}

/** The message about the whole day (empty, overlapping ranges), kept on its `day`. */
function DayMessage({ name }: { name: string }) {
  const { meta } = useField(`${name}.day`, {
    subscription: {
      error: true,
      touched: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
  })
  const message = fieldError(meta)
  if (!message) return null
  return (
    <p className={Classes.INTENT_DANGER} role="alert">
      {message}
    </p>
  )
}

function Day({ name, index }: { name: string; index: number }) {
  const form = useForm()
  const label = say(dayName(WEEKDAYS[index]!))
  const { input: closed } = useField<boolean>(`${name}.closed`, { type: 'checkbox' })
  const { fields } = useFieldArray(`${name}.ranges`)
  const count = fields.length ?? 0
  const readOnly = useReadOnly()
  const setClosed = (value: boolean) =>
    form.batch(() => {
      form.change(`${name}.closed`, value)
      form.change(`${name}.ranges`, value ? [] : [{ ...NEW_RANGE }])
    })
  const copyToEveryDay = () => {
    const days = form.getState().values.openingHours as OpeningHoursDay[]
    const source = days[index]!
    form.change(
      'openingHours',
      days.map((d) => ({
        day: d.day,
        closed: source.closed,
        ranges: source.ranges.map((r) => ({ ...r })),
      })),
    )
  }
  return (
    <Card compact role="group" aria-label={label} className="branch-hours-day">
      <div className="branch-hours-head">
        <H5>{label}</H5>
        <Switch
          label={m.closed()}
          checked={Boolean(closed.checked)}
          onChange={(e) => setClosed(e.currentTarget.checked)}
        />
        {!readOnly && (
          <Button icon={<DuplicateIcon />} variant="minimal" onClick={copyToEveryDay}>
            {m.copyToEveryDay()}
          </Button>
        )}
      </div>
      {fields.map((range, i) => (
        <div
          key={range}
          className="branch-hours-range"
          role="group"
          aria-label={m.service({ day: label, number: i + 1 })}
        >
          <TimeField name={`${range}.open`} label={m.opensAt()} required />
          <TimeField name={`${range}.close`} label={m.closesAt()} required />
          {count > 1 && !readOnly && (
            <Button
              icon={<TrashIcon />}
              variant="minimal"
              intent="danger"
              aria-label={m.removeService({ day: label, number: i + 1 })}
              onClick={() => fields.remove(i)}
            />
          )}
          <NextDayHint name={range} />
        </div>
      ))}
      {!readOnly && !closed.checked && count < MAX_RANGES_A_DAY && (
        <Button
          icon={<PlusIcon />}
          variant="outlined"
          size="small"
          onClick={() => fields.push({ open: '18:00', close: '23:00' })}
        >
          {m.addSecondService()}
        </Button>
      )}
      <DayMessage name={name} />
    </Card>
  )
}

/**
 * A week of opening hours, Monday first: each day closed, or one or two
 * services (a lunch and a dinner); a service may run past midnight. Local
 * time at the branch.
 */
export function OpeningHoursField({ label }: { label: string }) {
  const { fields } = useFieldArray('openingHours', { subscription: {} })
  return (
    <section aria-label={label}>
      <H4>{label}</H4>
      <p className={Classes.TEXT_MUTED}>{m.localTime({ zone: businessZoneLabel() })}</p>
      <div className="branch-hours">
        {WEEKDAYS.map((day, i) => (
          <Day key={day} name={`${fields.name}[${i}]`} index={i} />
        ))}
      </div>
    </section>
  )
}
