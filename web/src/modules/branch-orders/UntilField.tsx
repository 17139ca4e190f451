import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { TIME_FORMS_HINT, formatDateTime } from '../../lib/dates'
import { UNTIL_CHOICES, untilOf } from './until'
import type { UntilChoice } from './until'
import { messages, say } from '../../lib/i18n'
import { END_OF_DAY } from 'contracts'
import en from './messages.en.json'

const m = messages(en)

/** A choice of how long, in the page's language. */
const untilLabel = (choice: UntilChoice) =>
  ({
    '30m': m.until30m,
    '1h': m.until1h,
    [END_OF_DAY]: m.untilEndOfDay,
    'switched-back': m.untilSwitchedBack,
    time: m.untilTime,
  })[choice]()

/**
 * Under a typed time, the moment it is read as, its day included ("Ends November 29, 2026,
 * 8:00 PM": a time already past today is tomorrow's); until it reads, the forms it takes.
 */
function timeHelp(until: UntilState): string {
  const read = until.typed.trim() ? until.at(Date.now()) : undefined
  return read?.ok && read.until
    ? m.untilEnds({ when: formatDateTime(read.until) })
    : say(TIME_FORMS_HINT)
}

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
          options={UNTIL_CHOICES.map((c) => ({ value: c.value, label: untilLabel(c.value) }))}
        />
      </FormGroup>
      {until.choice === 'time' && (
        <FormGroup label={m.until()} labelFor={`${id}-time`} helperText={timeHelp(until)}>
          <InputGroup
            id={`${id}-time`}
            value={until.typed}
            placeholder={m.untilPlaceholder()}
            onValueChange={until.setTyped}
          />
        </FormGroup>
      )}
    </>
  )
}
