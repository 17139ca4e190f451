import { Radio, RadioGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { useField, useFormState } from 'react-final-form'
import type { Notification } from 'contracts'
import { DateTimeField, useReadOnly } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { NotificationStatusTag } from './NotificationStatusTag'
import { m } from './words'

const HOUR_MS = 60 * 60 * 1000

/** The next whole hour at least an hour ahead: a schedule to start from. */
const nextHour = (now = Date.now()) => new Date(Math.ceil((now + HOUR_MS) / HOUR_MS) * HOUR_MS)

/**
 * Send now, or schedule it for a future instant (`scheduledAt`: null means
 * now). "Schedule" stays chosen when its box is emptied: an empty time is
 * asked for, never taken for "now".
 */
export function ScheduleField() {
  return useReadOnly() ? <ScheduleSummary /> : <ScheduleChoice />
}

/** In the read view: what became of it (sent when, to how many; or when it will go). */
function ScheduleSummary() {
  const { initialValues } = useFormState({ subscription: { initialValues: true } })
  const n = initialValues as Partial<Notification>
  const when =
    n.status === 'sent' && n.sentAt
      ? m.sentTo({ date: formatDateTime(n.sentAt), count: n.recipients ?? 0 })
      : n.scheduledAt
        ? (n.status === 'scheduled' ? m.goesOut : m.wasDue)({ date: formatDateTime(n.scheduledAt) })
        : null
  return (
    <p className="notification-schedule-summary">
      {n.status && <NotificationStatusTag status={n.status} />} {when}
    </p>
  )
}

function ScheduleChoice() {
  const { initialValues } = useFormState({ subscription: { initialValues: true } })
  const [scheduled, setLater] = useState(() => Boolean(initialValues?.scheduledAt))
  const { input } = useField<string | null>('scheduledAt', {
    allowNull: true,
    subscription: { value: true },
    validate: (value) => (scheduled && !value ? m.enterWhen() : undefined),
  })
  return (
    <>
      <RadioGroup
        label={m.when()}
        name="when"
        inline
        selectedValue={scheduled ? 'later' : 'now'}
        onChange={(e) => {
          const toLater = e.currentTarget.value === 'later'
          setLater(toLater)
          input.onChange(toLater ? nextHour().toISOString() : null)
        }}
      >
        <Radio value="now" label={m.sendNow()} />
        <Radio value="later" label={m.schedule()} />
      </RadioGroup>
      {scheduled && <DateTimeField name="scheduledAt" label={m.sendAt()} required />}
    </>
  )
}
