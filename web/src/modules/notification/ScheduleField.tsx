import { Radio, RadioGroup } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import { DateTimeField } from '../../lib/resource'

const HOUR_MS = 60 * 60 * 1000

/** The next whole hour at least an hour ahead: a schedule to start from. */
const nextHour = (now = Date.now()) => new Date(Math.ceil((now + HOUR_MS) / HOUR_MS) * HOUR_MS)

/** Send now, or schedule it for a future instant (`scheduledAt`: null means now). */
export function ScheduleField() {
  const { input } = useField<string | null>('scheduledAt', {
    allowNull: true,
    subscription: { value: true },
  })
  const later = input.value !== null && input.value !== undefined
  return (
    <>
      <RadioGroup
        label="When"
        name="when"
        inline
        selectedValue={later ? 'later' : 'now'}
        onChange={(e) =>
          input.onChange(e.currentTarget.value === 'later' ? nextHour().toISOString() : null)
        }
      >
        <Radio value="now" label="Send now" />
        <Radio value="later" label="Schedule" />
      </RadioGroup>
      {later && <DateTimeField name="scheduledAt" label="Send at" required />}
    </>
  )
}
