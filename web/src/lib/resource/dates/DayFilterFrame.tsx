import { FormGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { UTC_DAYS_HINT } from '../../dates'
import { say } from '../../i18n'

/**
 * An id made of a text, in any script: "Signed up" → `signed-up`, "سجّل في" keeps its letters
 * (an Arabic label must not become an empty id shared by every filter).
 */
export const textId = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '-')

/** The id a day filter's boxes and message are named from: "Signed up" → `filter-signed-up`. */
export const dayFilterId = (label: string) => `filter-${textId(label)}`

interface DayFilterFrameProps {
  /** {@link dayFilterId} of the label: the first box is `${id}-from`, the message `${id}-message`. */
  id: string
  label: string
  /** Why a typed day was refused; none, and the message says the days are UTC days (docs/requirements.md#constants). */
  refusal: string | undefined
  /** The boxes. */
  children: ReactNode
}

/**
 * What the day filters (DateRangeFilter, DayBoundsFilter) share: the label over the boxes,
 * and under them the reason a typed day was refused (an alert), or that days are UTC days.
 */
export function DayFilterFrame({ id, label, refusal, children }: DayFilterFrameProps) {
  return (
    <FormGroup
      label={label}
      labelFor={`${id}-from`}
      style={{ margin: 0 }}
      intent={refusal ? 'danger' : 'none'}
      helperText={
        <span id={`${id}-message`} role={refusal ? 'alert' : undefined}>
          {say(refusal ?? UTC_DAYS_HINT)}
        </span>
      }
    >
      {children}
    </FormGroup>
  )
}
