import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { TIME_FORMS_HINT } from '../../lib/dates'
import { UNTIL_CHOICES, untilOf } from './until'
import type { UntilChoice } from './until'

/** How long something taken off lasts, as chosen: a choice and, for "A time…", what was typed. */
export function useUntil(initial: UntilChoice = 'switched-back') {
  const [choice, setChoice] = useState<UntilChoice>(initial)
  const [typed, setTyped] = useState('')
  return {
    choice,
    setChoice,
    typed,
    setTyped,
    /** The `until` to send, read at `now` (or why the typed time cannot be read). */
    at: (now: number) => untilOf(choice, now, typed),
  }
}
export type UntilState = ReturnType<typeof useUntil>

/**
 * The "until" of an item off, busy mode or a pause: 30 min, 1 h, end of day,
 * until switched back, or a time typed on the business's clock.
 */
export function UntilField({
  id,
  label,
  until,
  inline,
}: {
  id: string
  label: string
  until: UntilState
  inline?: boolean
}) {
  return (
    <>
      <FormGroup label={label} labelFor={id} inline={inline}>
        <HTMLSelect
          id={id}
          value={until.choice}
          onChange={(e) => until.setChoice(e.currentTarget.value as UntilChoice)}
          options={UNTIL_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
        />
      </FormGroup>
      {until.choice === 'time' && (
        <FormGroup label="Until" labelFor={`${id}-time`} helperText={TIME_FORMS_HINT}>
          <InputGroup
            id={`${id}-time`}
            value={until.typed}
            placeholder="11:00 PM"
            onValueChange={until.setTyped}
          />
        </FormGroup>
      )}
    </>
  )
}
